import { DEFAULT_LANGUAGE, normaliseLanguage, type SiteLanguage, STORAGE_KEYS } from '@levera/domain';
import { safeStorage } from './storage.ts';

// SPEC §7: the language stored for requests from a path without a locale, the last locale any tab
// showed. Its own module, so that a public page stores it without loading the API client
// (decision 047).

export function rememberLanguage(language: SiteLanguage): void {
  safeStorage.set(STORAGE_KEYS.language, language);
}

/** The stored language, default en (SPEC §7). */
export function storedLanguage(): SiteLanguage {
  const stored = safeStorage.get(STORAGE_KEYS.language);
  return stored ? normaliseLanguage(stored) : DEFAULT_LANGUAGE;
}
