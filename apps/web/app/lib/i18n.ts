import { type SiteLanguage, translateMessage } from '@levera/domain';
import i18next, { type TFunction } from 'i18next';
import { useMemo } from 'react';
import { useLocale } from './locale.ts';

// One i18next instance with catalogues registered by the code that uses them: each route or feature
// imports its own namespace (both languages), so a page's bundle carries only its own texts.
// The language is never global state: every `t` is fixed to the route's locale, which keeps
// prerendering of both locales deterministic (see docs/decisions/003-i18n-per-route-namespaces.md).
export const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  resources: {},
  interpolation: { escapeValue: false },
  returnNull: false,
});

type Catalog = Record<string, unknown>;

export function registerCatalog(namespace: string, catalogs: { en: Catalog; sv: Catalog }): void {
  if (i18n.hasResourceBundle('en', namespace)) return;
  i18n.addResourceBundle('en', namespace, catalogs.en, true, true);
  i18n.addResourceBundle('sv', namespace, catalogs.sv, true, true);
}

export function fixedT(language: SiteLanguage, namespace: string): TFunction {
  return i18n.getFixedT(language, namespace);
}

/** `t` for a namespace in the current route's language (missing keys fall back to English). */
export function useT(namespace: string): TFunction {
  const { language } = useLocale();
  return useMemo(() => fixedT(language, namespace), [language, namespace]);
}

/** Translates a message key of @levera/domain (validation and API messages) into the route language. */
export function useMessage(): (key: string | undefined, params?: Record<string, string | number>) => string {
  const { language } = useLocale();
  return (key, params) => (key ? translateMessage(key, language, params) : '');
}
