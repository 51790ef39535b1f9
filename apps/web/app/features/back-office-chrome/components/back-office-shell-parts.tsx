import { type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useDisclosure } from '../../../lib/use-disclosure.ts';
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

const NAV_LINK_LOOKS = {
  bar: 'whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium',
  column: 'block rounded-lg px-3 py-2 font-medium',
} as const;

/** The navigation entries, the current one highlighted (the admin's header and phone menu, the vendor's sidebar). */
export function NavItems({
  links,
  look,
  inactiveClassName = 'text-slate-700 hover:bg-slate-100',
  onNavigate,
}: {
  /** `extra` follows the label inside the link (the admin's live counts). */
  links: { to: string; label: string; end?: boolean; extra?: ReactNode }[];
  /** A row of links in the header bar, or a column in a sidebar or menu. */
  look: keyof typeof NAV_LINK_LOOKS;
  inactiveClassName?: string;
  onNavigate?: () => void;
}) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink
        to={link.to}
        end={link.end}
        onClick={onNavigate}
        className={({ isActive }) =>
          cn(NAV_LINK_LOOKS[look], isActive ? 'bg-brand-100 text-brand-900' : inactiveClassName)
        }
      >
        {link.label}
        {link.extra}
      </NavLink>
    </li>
  ));
}

/**
 * The signed-in account's menu in the header (admin and vendor): the initial, with `name` beside it
 * where `nameClassName` shows it; opens on a click to the account line, "My account" and "Log out".
 * Escape, a click outside, focus leaving it and every path change close it (useDisclosure).
 */
export function AccountMenu({
  name,
  label,
  heading,
  accountPath,
  accountLabel,
  logoutLabel,
  onLogout,
  nameClassName = 'hidden max-w-40 truncate sm:inline',
}: {
  name: string;
  /** The button's accessible name; it contains `name` (WCAG 2.5.3, label in name). */
  label: string;
  /** The menu's first line, e.g. the e-mail address signed in. */
  heading: string;
  accountPath: string;
  accountLabel: string;
  logoutLabel: string;
  onLogout: () => void;
  nameClassName?: string;
}) {
  const { isOpen, toggle, containerRef: menuRef, toggleRef } = useDisclosure<HTMLDivElement>();

  const itemClassName =
    'block w-full whitespace-nowrap px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100';
  return (
    <div ref={menuRef} className="relative">
      <button
        ref={toggleRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-label={label}
        onClick={toggle}
        className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        {/* The initial is drawn by CSS, not written as text: the button's visible text is then the
            name alone, which its accessible name contains (WCAG 2.5.3, label in name). */}
        <span
          aria-hidden="true"
          data-initial={name.charAt(0).toUpperCase()}
          className="flex size-7 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-900 before:content-[attr(data-initial)]"
        />
        <span className={nameClassName}>{name}</span>
      </button>
      {isOpen && (
        <div
          role="menu"
          className="absolute right-0 z-40 mt-2 w-56 rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {/* Wrapped, not cut: a long e-mail address is read whole. */}
          <p className="px-3 py-2 text-sm text-slate-600 wrap-anywhere">{heading}</p>
          <Link role="menuitem" to={accountPath} className={itemClassName}>
            {accountLabel}
          </Link>
          <button type="button" role="menuitem" onClick={onLogout} className={itemClassName}>
            {logoutLabel}
          </button>
        </div>
      )}
    </div>
  );
}
