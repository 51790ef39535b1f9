import type { SiteLanguage } from '@levera/domain';

const FLAG_FILE: Record<SiteLanguage, string> = { en: '/images/flags/gb.svg', sv: '/images/flags/se.svg' };

/**
 * The flag of a site language (SPEC §3 "Flag entry"); decorative, the language name is beside it.
 * Flags in closed menus are lazy, so they are not fetched (or preloaded) before the menu opens.
 */
export function Flag({
  language,
  className = '',
  isLazy = false,
}: {
  language: SiteLanguage;
  className?: string;
  isLazy?: boolean;
}) {
  return (
    <img
      src={FLAG_FILE[language]}
      width={24}
      height={16}
      alt=""
      loading={isLazy ? 'lazy' : undefined}
      className={`h-4 w-6 shrink-0 rounded-[3px] object-cover ring-1 ring-slate-900/10 ${className}`}
    />
  );
}
