import { Link, Outlet } from 'react-router';
import { LanguageLinks } from '../features/site-chrome/components/language-links.tsx';
import { useT } from '../lib/i18n.ts';
import { useLocale } from '../lib/locale.ts';
import { paths } from '../lib/paths.ts';

/** Public and partner pages: sticky header, main content, footer (SPEC §2 "Public layout"). */
export default function PublicLayout() {
  const { locale } = useLocale();
  const t = useT('common');
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t('header.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Link to={paths.home(locale)} className="text-xl font-bold text-brand-700" aria-label={t('site.homeLinkLabel')}>
            {t('site.name')}
          </Link>
          <nav aria-label={t('header.mainNavigation')} className="flex items-center gap-4">
            <Link to={paths.faqs(locale)} className="text-sm font-medium text-slate-700 hover:text-brand-700">
              {t('header.faqs')}
            </Link>
            <Link to={paths.contact(locale)} className="text-sm font-medium text-slate-700 hover:text-brand-700">
              {t('header.contactUs')}
            </Link>
            <LanguageLinks />
          </nav>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-slate-50 py-8 text-sm text-slate-600">
        <div className="mx-auto max-w-6xl px-4">{t('footer.copyright', { year: new Date().getFullYear() })}</div>
      </footer>
    </div>
  );
}
