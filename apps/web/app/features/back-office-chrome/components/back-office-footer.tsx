import { Link } from 'react-router';
import { brand } from '../../../config/brand.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';

/** The footer of the back-office areas: without the terms and privacy links (SPEC §2). */
export function BackOfficeFooter() {
  const t = useT('back-office');
  const { locale } = useLocale();
  return (
    <footer className="border-t border-slate-200 bg-white px-4 py-4 text-sm text-slate-600">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        <nav className="flex flex-wrap gap-4">
          <Link to={paths.faqs(locale)} className="hover:text-brand-700">
            {t('footer.faqs')}
          </Link>
          <Link to={paths.contact(locale)} className="hover:text-brand-700">
            {t('footer.contactUs')}
          </Link>
          <a href={`mailto:${brand.supportEmail}`} className="hover:text-brand-700">
            {t('footer.support', { email: brand.supportEmail })}
          </a>
        </nav>
      </div>
    </footer>
  );
}
