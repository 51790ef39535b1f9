import { SITE_LANGUAGES, switchLocaleInPath } from '@levera/domain';
import { useEffect, useState } from 'react';
import { fixedT, useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { usePageLocation } from '../../../lib/page-location.ts';
import { Flag } from '../../../ui/flag.tsx';

/**
 * One link per site language, each with its flag, its name in that language and symbol (SPEC §2, §3). Switching
 * language rewrites the current path with the other locale prefix and keeps query and hash. Plain
 * links: the other language is another prerendered document (decision 047).
 */
export function LanguageOptions({
  id,
  onSelect,
  className = '',
}: {
  id?: string;
  onSelect?: () => void;
  className?: string;
}) {
  const { pathname, search, hash } = usePageLocation();
  // The prerendered page knows no query or hash, and hydration keeps the links as prerendered, so
  // they are added once hydrated and follow in-page links (#section) from then on.
  const [queryAndHash, setQueryAndHash] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read whenever the router's address changes
  useEffect(() => {
    const update = () => setQueryAndHash(window.location.search + window.location.hash);
    update();
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, [search, hash]);
  const { language } = useLocale();
  const t = useT('common');
  return (
    <ul id={id} className={className}>
      {SITE_LANGUAGES.map((option) => {
        const isCurrent = option === language;
        return (
          <li key={option}>
            <a
              href={switchLocaleInPath(pathname, option) + queryAndHash}
              hrefLang={option}
              aria-current={isCurrent ? 'true' : undefined}
              onClick={onSelect}
              className={`flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700 ${
                isCurrent ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-800 hover:bg-slate-100'
              }`}
            >
              <Flag language={option} isLazy />
              {/* Each language by its own name ("English", "Svenska"), which is how a reader of it
                  recognises it whatever the page's language; read in that language (issue 35 §6). */}
              <span lang={option} className="flex-1">
                {fixedT(option, 'common')(`languages.${option}.name`)}
              </span>
              <span className="text-xs font-semibold text-slate-600">{t(`languages.${option}.symbol`)}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
