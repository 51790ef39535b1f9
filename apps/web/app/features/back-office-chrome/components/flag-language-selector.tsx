import { FLAG_STAGGER_MS, SITE_LANGUAGES, switchLocaleInPath } from '@levera/domain';
import { useT } from '../../../lib/i18n.ts';
import '../../../lib/back-office-catalog.ts';
import { useLocale } from '../../../lib/locale.ts';
import { usePageLocation } from '../../../lib/page-location.ts';
import { useDisclosure } from '../../../lib/use-disclosure.ts';
import { Flag } from '../../../ui/flag.tsx';
import { PageLink } from '../../../ui/page-link.tsx';

/**
 * SPEC §2 vendor header: the current language's flag expands to the other languages, each flag
 * appearing 100 ms after the previous one; choosing one rewrites the path's locale. No router import:
 * it is also the sign-in pages' island (decision 051).
 */
export function FlagLanguageSelector() {
  const t = useT('back-office');
  const tc = useT('common');
  const { language } = useLocale();
  const { pathname, search } = usePageLocation();
  // Closes on every path change (SPEC §2) and when dismissed.
  const { isOpen, toggle, containerRef, toggleRef } = useDisclosure<HTMLDivElement>();
  const others = SITE_LANGUAGES.filter((option) => option !== language);

  return (
    <div ref={containerRef} className="flex items-center gap-1">
      {isOpen && (
        <ul className="flex items-center gap-1">
          {others.map((option, index) => (
            <li
              key={option}
              className="animate-[flag-in_150ms_ease-out_both]"
              style={{ animationDelay: `${index * FLAG_STAGGER_MS}ms` }}
            >
              <PageLink
                href={switchLocaleInPath(pathname, option) + search}
                lang={option}
                className="flex items-center gap-1 rounded px-2 py-1 text-sm hover:bg-slate-100"
              >
                <Flag language={option} />
                <span>{tc(`languages.${option}.name`)}</span>
              </PageLink>
            </li>
          ))}
        </ul>
      )}
      <button
        ref={toggleRef}
        type="button"
        onClick={toggle}
        aria-expanded={isOpen}
        aria-label={`${t('vendor.languageMenu')}: ${tc(`languages.${language}.name`)}`}
        className="flex items-center gap-1 rounded px-2 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        <Flag language={language} />
        <span aria-hidden="true">{tc(`languages.${language}.symbol`)}</span>
      </button>
    </div>
  );
}
