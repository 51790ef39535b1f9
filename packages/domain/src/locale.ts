import {
  DEFAULT_LANGUAGE,
  LOCALE_SEGMENTS,
  type LocaleSegment,
  SITE_LANGUAGES,
  type SiteLanguage,
} from './constants.ts';
import { isKnownPagePath, PAGES } from './routes.ts';

// Locale routing of SPEC.md §2 and DESIGN.md §7.

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

export function isLocaleSegment(value: unknown): value is LocaleSegment {
  return value === LOCALE_SEGMENTS.en || value === LOCALE_SEGMENTS.sv;
}

export function languageFromLocaleSegment(segment: LocaleSegment): SiteLanguage {
  return segment === LOCALE_SEGMENTS.sv ? 'sv' : 'en';
}

export function localeSegmentFromLanguage(language: SiteLanguage): LocaleSegment {
  return LOCALE_SEGMENTS[language];
}

/**
 * A supported site language from any language tag: 'sv', 'sv-SE' and 'se' (SPEC §2 treats 'se' as
 * Swedish) give 'sv'; everything else, including nothing, gives English (SPEC §1).
 */
export function normaliseLanguage(value: string | null | undefined): SiteLanguage {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'sv' || primary === 'se' ? 'sv' : DEFAULT_LANGUAGE;
}

/** Language tags of an Accept-Language header, most preferred first ('*' and q=0 dropped). */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The route locale for a path without one (SPEC §2, DESIGN §7, literally): English if the primary
 * browser language contains 'en', otherwise Swedish; no language at all gives English.
 * Accepts `navigator.languages`, a single tag, or an Accept-Language header.
 */
export function localeSegmentFromLanguages(languages: readonly string[] | string | undefined): LocaleSegment {
  const list = typeof languages === 'string' ? parseAcceptLanguage(languages) : (languages ?? []);
  const primary = list.find((tag) => tag.trim() !== '');
  if (primary === undefined) return LOCALE_SEGMENTS.en;
  return primary.toLowerCase().includes('en') ? LOCALE_SEGMENTS.en : LOCALE_SEGMENTS.sv;
}

/** The same path under the other language's locale; a path without a locale gets one. */
export function switchLocaleInPath(pathname: string, targetLanguage: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (isLocaleSegment(segments[0])) segments.shift();
  return `/${[LOCALE_SEGMENTS[normaliseLanguage(targetLanguage)], ...segments].join('/')}`;
}

/**
 * Where to send a request whose path lacks a valid locale, or null when it has one (an unknown
 * page under a valid locale renders the not-found page in place, SPEC §2):
 * - '/' goes to the locale root '/{locale}';
 * - a known page path goes to '/{locale}/{path}';
 * - anything else goes to '/{locale}/not-found';
 * - a locale written in the wrong case ('/SV-EN/faqs') is lower-cased.
 * The pathname excludes the query string; callers append it. Static files are not routed here.
 */
export function resolveLocaleRedirect(
  pathname: string,
  languages: readonly string[] | string | undefined,
): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const [first, ...rest] = segments;
  if (isLocaleSegment(first)) return null;
  const lowered = first?.toLowerCase();
  if (isLocaleSegment(lowered)) return `/${[lowered, ...rest].join('/')}`;

  const locale = localeSegmentFromLanguages(languages);
  if (segments.length === 0) return `/${locale}`;
  const path = segments.join('/');
  return `/${locale}/${isKnownPagePath(path) ? path : PAGES.notFound}`;
}
