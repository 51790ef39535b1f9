import { type PageName, pageOfPath } from '@levera/domain';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { pathAfterLocale } from '../../../lib/seo.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { cn } from '../../../ui/cn.ts';
import { BackOfficeFooter } from './back-office-footer.tsx';
import {
  AccountMenu,
  type BackOfficeShellProps,
  MenuButton,
  NavItems,
  useClosedOnNavigation,
} from './back-office-shell-parts.tsx';
import { FlagLanguageSelector } from './flag-language-selector.tsx';

const VENDOR_TITLE_KEYS: Partial<Record<PageName, string>> = {
  vendorPromotions: 'vendor.titles.promotions',
  vendorPromotionCreate: 'vendor.titles.createPromotion',
  vendorPromotionEdit: 'vendor.titles.editPromotion',
  vendorQuery: 'vendor.titles.raiseQuery',
  vendorMenu: 'vendor.titles.menu',
  vendorSettings: 'vendor.titles.settings',
  vendorReports: 'vendor.titles.reports',
  vendorAccount: 'vendor.titles.account',
};

/** The header title follows the current path (SPEC §2); anything else shows the dashboard title. */
export function vendorTitleKey(pathname: string): string {
  const page = pageOfPath(pathAfterLocale(pathname));
  return (page && VENDOR_TITLE_KEYS[page]) ?? 'vendor.dashboardTitle';
}

/**
 * The vendor dashboard layout (SPEC §2 "Vendor panel"): a sidebar that highlights the current entry
 * and closes after a click and on every path change; below 1024 px it slides in from the left
 * (w-72) behind a menu button. Header: title, flag language selector, user menu with "My account"
 * (issue 33 §3: Settings stays disabled, so the own account is found here) and log out.
 */
export function VendorShell({
  vendorName,
  onLogout,
  headerActions,
  children,
}: BackOfficeShellProps & {
  vendorName?: string;
  /** More controls at the start of the header's right side (the bell, from its own feature). */
  headerActions?: ReactNode;
}) {
  const t = useT('back-office');
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const [isSidebarOpen, setSidebarOpen] = useClosedOnNavigation();

  // Escape closes the sidebar (the account menu closes itself).
  useEffect(() => {
    if (!isSidebarOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSidebarOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isSidebarOpen, setSidebarOpen]);

  const entries = [
    { to: paths.vendor.promotions(locale), label: t('vendor.nav.promotions'), end: true },
    { to: paths.vendor.promotionCreate(locale), label: t('vendor.nav.createPromotion'), end: true },
    { to: paths.vendor.query(locale), label: t('vendor.nav.raiseQuery'), end: true },
    { to: paths.vendor.menu(locale), label: t('vendor.nav.menu'), end: true },
  ];
  const soonEntries = [t('vendor.nav.settings'), t('vendor.nav.reports')];
  const displayName = vendorName || t('vendor.vendorFallback');

  return (
    <div className="flex min-h-screen bg-slate-50">
      {isSidebarOpen && (
        <button
          type="button"
          aria-label={t('vendor.closeMenu')}
          className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden"
          onClick={() => setSidebarOpen(false)}
        />
      )}
      <aside
        id="vendor-sidebar"
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-72 flex-col border-r border-slate-200 bg-white transition-transform duration-200 lg:static lg:translate-x-0',
          isSidebarOpen ? 'translate-x-0' : '-translate-x-full',
        )}
      >
        <div className="flex items-center justify-between px-5 py-4">
          <Link to={paths.vendor.promotions(locale)} className="text-xl font-bold text-brand-700">
            Levera
          </Link>
          <button
            type="button"
            className="rounded p-1 text-slate-600 lg:hidden"
            onClick={() => setSidebarOpen(false)}
          >
            <span aria-hidden="true">✕</span>
            <span className="sr-only">{t('vendor.closeMenu')}</span>
          </button>
        </div>
        <nav aria-label={t('vendor.sidebarLabel')} className="flex-1 px-3">
          <ul className="flex flex-col gap-1">
            <NavItems links={entries} look="column" onNavigate={() => setSidebarOpen(false)} />
            {soonEntries.map((label) => (
              <li key={label}>
                <span
                  aria-disabled="true"
                  className="flex cursor-not-allowed items-center justify-between rounded-lg px-3 py-2 font-medium text-slate-500"
                >
                  {label}
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
                    {t('vendor.soon')}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        {/* The title takes the room the controls leave and wraps between its words. Only where its
            longest word does not fit beside them ("Inställningar" at 320 px) do the controls wrap
            onto a second line at the right: nothing runs past the screen's edge. */}
        <header className="sticky top-0 z-20 flex flex-wrap items-center justify-between gap-x-2 gap-y-1 border-b border-slate-200 bg-white px-4 py-3">
          <div className="flex flex-1 items-center gap-3">
            <MenuButton
              isExpanded={isSidebarOpen}
              controls="vendor-sidebar"
              label={t('vendor.openMenu')}
              onClick={() => setSidebarOpen(true)}
            />
            <h1 className="text-lg font-semibold text-slate-900 wrap-break-word">
              {t(vendorTitleKey(pathname))}
            </h1>
          </div>
          <div className="ml-auto flex items-center gap-2">
            {headerActions}
            <FlagLanguageSelector />
            <AccountMenu
              name={displayName}
              label={`${t('vendor.userMenu')}: ${displayName}`}
              heading={displayName}
              accountPath={paths.vendor.account(locale)}
              accountLabel={t('vendor.myAccount')}
              logoutLabel={t('vendor.logout')}
              onLogout={onLogout}
            />
          </div>
        </header>
        <main id="main" className="flex-1 px-4 py-6 lg:px-8">
          {children}
        </main>
        <BackOfficeFooter />
      </div>
    </div>
  );
}
