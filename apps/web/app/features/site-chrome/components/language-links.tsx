import { SITE_LANGUAGES, switchLocaleInPath } from '@levera/domain';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';

/** Switching language rewrites the current path with the other locale prefix (SPEC §2). */
export function LanguageLinks({ className = '' }: { className?: string }) {
  const { pathname, search } = useLocation();
  const { language } = useLocale();
  const t = useT('common');
  return (
    <ul className={`flex items-center gap-1 ${className}`} aria-label={t('header.languageSelector.label')}>
      {SITE_LANGUAGES.map((option) => (
        <li key={option}>
          <Link
            to={switchLocaleInPath(pathname, option) + search}
            hrefLang={option}
            lang={option}
            aria-current={option === language ? 'true' : undefined}
            className={`rounded px-2 py-1 text-sm font-medium ${
              option === language ? 'bg-brand-100 text-brand-900' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            <span aria-hidden="true">{t(`languages.${option}.symbol`)}</span>
            <span className="sr-only">{t(`languages.${option}.name`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
