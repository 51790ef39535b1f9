import { type PageName, type Permission, pageOfPath } from '@levera/domain';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { NavCount } from '../../../entities/admin-counts/nav-count.tsx';
import { useAdminCountsStream } from '../../../entities/admin-counts/use-admin-counts-stream.ts';
import { adminMay, useAdminRole } from '../../../lib/admin-permissions.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { buttonClasses } from '../../../ui/button-look.ts';
import { Loader } from '../../../ui/loader.tsx';
import { pathAfterLocale } from '../../../lib/seo.ts';
import { BackOfficeFooter } from './back-office-footer.tsx';
import {
  AccountMenu,
  type BackOfficeShellProps,
  MenuButton,
  NavItems,
  useClosedOnNavigation,
} from './back-office-shell-parts.tsx';
import { FlagLanguageSelector } from './flag-language-selector.tsx';

/**
 * The admin pages only some roles may open (issue 33 §1, decision 071): their navigation entry is
 * left out for the others, and opened by its address the page says it is not for this role.
 */
const PAGE_PERMISSIONS: Partial<Record<PageName, Permission>> = {
  adminPersonalData: 'personalData',
  adminTeam: 'manageTeam',
};

/**
 * The admin's simple layout (SPEC §2): navigation Queries, Partners, Add Vendor, Offers, Promotions,
 * Activity, Personal data and Team (owners); the account menu with My account and Log out.
 */
export function AdminShell({ email, onLogout, children }: BackOfficeShellProps & { email?: string }) {
  const t = useT('back-office');
  const tc = useT('common');
  const { locale } = useLocale();
  const [isMenuOpen, setMenuOpen] = useClosedOnNavigation();
  useAdminCountsStream();
  const { role, isLoading: isRoleLoading } = useAdminRole();
  const { pathname } = useLocation();
  const pagePermission = PAGE_PERMISSIONS[pageOfPath(pathAfterLocale(pathname)) ?? 'home'];

  const allLinks: { to: string; label: string; extra?: ReactNode; permission?: Permission }[] = [
    { to: paths.admin.queries(locale), label: t('admin.nav.queries'), extra: <NavCount of="queries" /> },
    { to: paths.admin.partners(locale), label: t('admin.nav.partners'), extra: <NavCount of="partners" /> },
    { to: paths.admin.vendors(locale), label: t('admin.nav.addVendor') },
    { to: paths.admin.offers(locale), label: t('admin.nav.offers') },
    {
      to: paths.admin.promotions(locale),
      label: t('admin.nav.promotions'),
      extra: <NavCount of="promotions" />,
    },
    { to: paths.admin.activity(locale), label: t('admin.nav.activity') },
    { to: paths.admin.personalData(locale), label: t('admin.nav.personalData'), permission: 'personalData' },
    { to: paths.admin.team(locale), label: t('admin.nav.team'), permission: 'manageTeam' },
  ];
  const links = allLinks.filter((link) => !link.permission || adminMay(role, link.permission));
  const accountMenuLabel = email ? `${t('admin.accountMenu')}: ${email}` : t('admin.accountMenu');

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
          <Link
            to={paths.admin.queries(locale)}
            className="shrink-0 whitespace-nowrap text-lg font-bold text-brand-700"
          >
            {t('admin.areaTitle')}
          </Link>
          <nav aria-label={t('admin.navigationLabel')} className="hidden xl:block">
            <ul className="flex items-center gap-1">
              <NavItems links={links} look="bar" />
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            <FlagLanguageSelector />
            {/* Behind the menu below 1280 px like the links. The wrapper hides it there. The e-mail
                shows beside the initial only where the links, their counts and it fit on one line in
                Swedish too. */}
            <div className="hidden xl:block">
              <AccountMenu
                name={email ?? ''}
                label={accountMenuLabel}
                heading={email ? t('admin.signedInAs', { email }) : t('admin.accountMenu')}
                accountPath={paths.admin.account(locale)}
                accountLabel={t('admin.myAccount')}
                logoutLabel={t('admin.logout')}
                onLogout={onLogout}
                nameClassName="hidden max-w-56 truncate 2xl:inline"
              />
            </div>
            {/* Seven links with counts of up to "99+" need more than 1024 px in Swedish (at 1280 px about
                120 px are left over in Swedish with no counts shown). */}
            <MenuButton
              hiddenFrom="xl"
              isExpanded={isMenuOpen}
              controls="admin-mobile-nav"
              label={isMenuOpen ? t('admin.closeMenu') : t('admin.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
            />
          </div>
        </div>
        {isMenuOpen && (
          <nav
            id="admin-mobile-nav"
            aria-label={t('admin.navigationLabel')}
            className="border-t border-slate-200 px-4 py-2 xl:hidden"
          >
            <ul className="flex flex-col">
              <NavItems links={links} look="column" inactiveClassName="text-slate-700" />
              <NavItems
                links={[{ to: paths.admin.account(locale), label: t('admin.myAccount') }]}
                look="column"
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
        {!pagePermission || adminMay(role, pagePermission) ? (
          children
        ) : isRoleLoading ? (
          <Loader />
        ) : (
          <NotForThisRole />
        )}
      </main>
      <BackOfficeFooter />
    </div>
  );
}

/** A page the signed-in role may not open, reached by its address (issue 33 §1). */
function NotForThisRole() {
  const t = useT('back-office');
  const { locale } = useLocale();
  return (
    <div className="flex max-w-2xl flex-col items-start gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.notAllowed.title')}</h1>
      <p className="text-slate-700">{t('admin.notAllowed.text')}</p>
      <Link to={paths.admin.queries(locale)} className={buttonClasses('secondary', 'sm')}>
        {t('admin.notAllowed.back')}
      </Link>
    </div>
  );
}
