import { type LocaleInfo, localeOfPath } from './locale-of-path.ts';
import { usePageLocation } from './page-location.ts';

export { type LocaleInfo, languageOfPath, localeOfPath } from './locale-of-path.ts';

/**
 * The current page's locale and language: the page's locale decides the translation language. Read
 * without React Router, so that the public pages' islands can use it (decision 047).
 */
export function useLocale(): LocaleInfo {
  return localeOfPath(usePageLocation().pathname);
}
