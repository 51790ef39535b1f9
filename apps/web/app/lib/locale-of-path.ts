import {
  DEFAULT_LANGUAGE,
  isLocaleSegment,
  LOCALE_SEGMENTS,
  languageFromLocaleSegment,
  type LocaleSegment,
  type SiteLanguage,
} from '@levera/domain';

// The locale of an address, without React: locale.ts adds the hook; the routes' client loaders read
// it too (decision 073).

export type LocaleInfo = { locale: LocaleSegment; language: SiteLanguage };

/** The language of a pathname's locale segment, or null when its first segment is no locale. */
export function languageOfPath(pathname: string): SiteLanguage | null {
  const first = pathname.split('/')[1] ?? '';
  return isLocaleSegment(first) ? languageFromLocaleSegment(first) : null;
}

/** The locale of a pathname's first segment; English when it has none (SPEC §1 default). */
export function localeOfPath(pathname: string): LocaleInfo {
  const language = languageOfPath(pathname) ?? DEFAULT_LANGUAGE;
  return { locale: LOCALE_SEGMENTS[language], language };
}
