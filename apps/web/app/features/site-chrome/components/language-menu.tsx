import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useDisclosure } from '../../../lib/use-disclosure.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { Flag } from '../../../ui/flag.tsx';
import { LanguageOptions } from './language-options.tsx';

/**
 * The header's language dropdown (SPEC §2): a disclosure button showing the current flag and
 * symbol, opening the list of languages. Escape, a click outside or moving focus away closes it.
 * Before (or without) the page's script it is a native `<details>` disclosure, as the phone menu
 * is (site-header.tsx), so it opens without JavaScript too; once hydrated, the button.
 */
export function LanguageMenu() {
  const t = useT('common');
  const { language } = useLocale();
  const { isOpen, toggle, close, popupId, containerRef, toggleRef } = useDisclosure<HTMLDivElement>();

  const hydrated = useHydrated();

  const languageName = t(`languages.${language}.name`);
  const toggleLook =
    'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
  const toggleContent = (
    <>
      <Flag language={language} />
      <span>{t(`languages.${language}.symbol`)}</span>
      <span className="sr-only">
        {`, ${t('header.languageSelector.currentLanguage', { language: languageName })}. ${t('header.languageSelector.changeLanguage')}`}
      </span>
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        className={`size-4 text-slate-600 transition-transform group-open:rotate-180 ${isOpen ? 'rotate-180' : ''}`}
      >
        <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </>
  );
  const popupLook =
    'absolute right-0 z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg';
  const options = (
    <>
      <p className="px-3 pb-1 pt-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {t('header.languageSelector.label')}
      </p>
      <LanguageOptions id={popupId} onSelect={close} />
    </>
  );

  if (!hydrated) {
    return (
      <details className="group relative">
        <summary className={`${toggleLook} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
          {toggleContent}
        </summary>
        <div className={popupLook}>{options}</div>
      </details>
    );
  }
  return (
    <div ref={containerRef} className="relative">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={popupId}
        onClick={toggle}
        className={toggleLook}
      >
        {toggleContent}
      </button>
      <div hidden={!isOpen} className={popupLook}>
        {options}
      </div>
    </div>
  );
}
