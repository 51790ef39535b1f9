import { Link } from 'react-router';
import { NavCount } from '../../../entities/admin-counts/nav-count.tsx';
import { useAdminCountsStream } from '../../../entities/admin-counts/use-admin-counts-stream.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { BackOfficeFooter } from './back-office-footer.tsx';
import {
  type BackOfficeShellProps,
  MenuButton,
  NavItems,
  useClosedOnNavigation,
} from './back-office-shell-parts.tsx';
import { FlagLanguageSelector } from './flag-language-selector.tsx';

/**
 * The admin's simple layout (SPEC §2): navigation Queries, Partners, Add Vendor, Offers, Promotions,
 * Activity, Personal data; Log out.
 */
export function AdminShell({ email, onLogout, children }: BackOfficeShellProps & { email?: string }) {
  const t = useT('back-office');
  const tc = useT('common');
  const { locale } = useLocale();
  const [isMenuOpen, setMenuOpen] = useClosedOnNavigation();
  useAdminCountsStream();

  const links = [
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
    { to: paths.admin.personalData(locale), label: t('admin.nav.personalData') },
  ];

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
              <NavItems
                links={links}
                className="whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium"
                inactiveClassName="text-slate-700 hover:bg-slate-100"
              />
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            <FlagLanguageSelector />
            {/* Only where the seven links, their counts and the e-mail fit on one line in Swedish too. */}
            <span className="hidden text-sm text-slate-600 2xl:inline">
              {email && t('admin.signedInAs', { email })}
            </span>
            {/* Behind the menu below 1280 px like the links. The wrapper hides it: on the button
                itself, Button's own inline-flex wins over `hidden`. */}
            <span className="hidden xl:inline-flex">
              <Button variant="secondary" size="sm" onClick={onLogout} className="whitespace-nowrap">
                {t('admin.logout')}
              </Button>
            </span>
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
