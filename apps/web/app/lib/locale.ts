import {
  DEFAULT_LANGUAGE,
  isLocaleSegment,
  LOCALE_SEGMENTS,
  languageFromLocaleSegment,
  type LocaleSegment,
  type SiteLanguage,
} from '@levera/domain';
import { useLocation } from 'react-router';

export type LocaleInfo = { locale: LocaleSegment; language: SiteLanguage };

/** The locale of a pathname's first segment; English when it has none (SPEC §1 default). */
export function localeOfPath(pathname: string): LocaleInfo {
  const first = pathname.split('/')[1] ?? '';
  if (isLocaleSegment(first)) return { locale: first, language: languageFromLocaleSegment(first) };
  return { locale: LOCALE_SEGMENTS[DEFAULT_LANGUAGE], language: DEFAULT_LANGUAGE };
}

/** The current route's locale and language: the route locale decides the translation language. */
export function useLocale(): LocaleInfo {
  return localeOfPath(useLocation().pathname);
}
