import { type ReactNode, useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../../ui/cn.ts';

/** What the admin and the vendor shells take besides their own account line. */
export type BackOfficeShellProps = { onLogout: () => void; children: ReactNode };

/** Open/closed state of a menu or sidebar that closes on every path change (SPEC §2). */
export function useClosedOnNavigation() {
  const { pathname } = useLocation();
  const [isOpen, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every path change is the point (SPEC §2)
  useEffect(() => setOpen(false), [pathname]);
  return [isOpen, setOpen] as const;
}

/** Where each shell's full navigation starts: below it, the ☰ button opens it. */
const HIDDEN_FROM = { lg: 'lg:hidden', xl: 'xl:hidden' } as const;

/** The ☰ button that opens the navigation below 1024 px (the admin's: below 1280 px). */
export function MenuButton({
  isExpanded,
  controls,
  label,
  onClick,
  hiddenFrom = 'lg',
}: {
  isExpanded: boolean;
  controls: string;
  label: string;
  onClick: () => void;
  hiddenFrom?: keyof typeof HIDDEN_FROM;
}) {
  return (
    <button
      type="button"
      className={`rounded-lg p-2 text-slate-700 hover:bg-slate-100 ${HIDDEN_FROM[hiddenFrom]}`}
      aria-expanded={isExpanded}
      aria-controls={controls}
      onClick={onClick}
    >
      <span aria-hidden="true">☰</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}

/** The navigation entries, the current one highlighted (the admin's header and phone menu, the vendor's sidebar). */
export function NavItems({
  links,
  className,
  inactiveClassName,
  onNavigate,
}: {
  /** `extra` follows the label inside the link (the admin's live counts). */
  links: { to: string; label: string; end?: boolean; extra?: ReactNode }[];
  className: string;
  inactiveClassName: string;
  onNavigate?: () => void;
}) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink
        to={link.to}
        end={link.end}
        onClick={onNavigate}
        className={({ isActive }) =>
          cn(className, isActive ? 'bg-brand-100 text-brand-900' : inactiveClassName)
        }
      >
        {link.label}
        {link.extra}
      </NavLink>
    </li>
  ));
}
