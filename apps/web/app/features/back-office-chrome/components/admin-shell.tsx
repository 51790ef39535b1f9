import { type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { BackOfficeFooter } from './back-office-footer.tsx';
import { FlagLanguageSelector } from './flag-language-selector.tsx';

/** The admin's simple layout (SPEC §2): navigation Queries, Partners, Add Vendor, Offers, Promotions; Log out. */
export function AdminShell({
  email,
  onLogout,
  children,
}: {
  email?: string;
  onLogout: () => void;
  children: ReactNode;
}) {
  const t = useT('back-office');
  const tc = useT('common');
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every path change is the point (SPEC §2)
  useEffect(() => setMenuOpen(false), [pathname]);

  const links = [
    { to: paths.admin.queries(locale), label: t('admin.nav.queries') },
    { to: paths.admin.partners(locale), label: t('admin.nav.partners') },
    { to: paths.admin.vendors(locale), label: t('admin.nav.addVendor') },
    { to: paths.admin.offers(locale), label: t('admin.nav.offers') },
    { to: paths.admin.promotions(locale), label: t('admin.nav.promotions') },
  ];

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
          <Link to={paths.admin.queries(locale)} className="text-lg font-bold text-brand-700">
            {t('admin.areaTitle')}
          </Link>
          <nav aria-label={t('admin.navigationLabel')} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              <NavItems
                links={links}
                className="rounded-lg px-3 py-2 text-sm font-medium"
                inactiveClassName="text-slate-700 hover:bg-slate-100"
              />
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            <FlagLanguageSelector />
            <span className="hidden text-sm text-slate-600 xl:inline">
              {email && t('admin.signedInAs', { email })}
            </span>
            <Button
              variant="secondary"
              size="sm"
              onClick={onLogout}
              className="hidden whitespace-nowrap lg:inline-flex"
            >
              {t('admin.logout')}
            </Button>
            <button
              type="button"
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
              aria-expanded={isMenuOpen}
              aria-controls="admin-mobile-nav"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span aria-hidden="true">☰</span>
              <span className="sr-only">{isMenuOpen ? t('admin.closeMenu') : t('admin.openMenu')}</span>
            </button>
          </div>
        </div>
        {isMenuOpen && (
          <nav
            id="admin-mobile-nav"
            aria-label={t('admin.navigationLabel')}
            className="border-t border-slate-200 px-4 py-2 lg:hidden"
          >
            <ul className="flex flex-col">
              <NavItems
                links={links}
                className="block rounded-lg px-3 py-2 font-medium"
                inactiveClassName="text-slate-700"
              />
              <li>
                <button
                  type="button"
                  onClick={onLogout}
                  className="w-full whitespace-nowrap rounded-lg px-3 py-2 text-left font-medium text-slate-700"
                >
                  {t('admin.logout')}
                </button>
              </li>
            </ul>
          </nav>
        )}
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6" aria-label={tc('site.name')}>
        {children}
      </main>
      <BackOfficeFooter />
    </div>
  );
}

/** The navigation entries, the current one highlighted (the wide header and the phone menu). */
function NavItems({
  links,
  className,
  inactiveClassName,
}: {
  links: { to: string; label: string }[];
  className: string;
  inactiveClassName: string;
}) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink
        to={link.to}
        className={({ isActive }) =>
          cn(className, isActive ? 'bg-brand-100 text-brand-900' : inactiveClassName)
        }
      >
        {link.label}
      </NavLink>
    </li>
  ));
}
