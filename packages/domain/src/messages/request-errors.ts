import type { SiteLanguage } from '../constants.ts';

// The four messages the web app's API client writes itself, for a request without a usable answer
// (SPEC §8). They live apart from the full catalogues, which spread them in, so that the API client,
// which every page loads, does not bring the whole catalogue (about 6.5 KB gzip) with it
// (decision 050). Nothing here may import the catalogues.

export const requestErrorsEn = {
  unexpectedError: 'An unexpected error occurred',
  networkError: 'Network error. Please check your internet connection.',
  requestTimeout: 'Request timed out. Please check your connection and try again.',
  apiRequestFailed: 'API request failed with status {status}',
} satisfies Record<string, string>;

export type RequestErrorKey = keyof typeof requestErrorsEn;

export const requestErrorsSv: Record<RequestErrorKey, string> = {
  unexpectedError: 'Ett oväntat fel inträffade',
  networkError: 'Nätverksfel. Kontrollera din internetanslutning.',
  requestTimeout: 'Förfrågan tog för lång tid. Kontrollera din anslutning och försök igen.',
  apiRequestFailed: 'API-förfrågan misslyckades med status {status}',
};

const REQUEST_ERRORS: Record<SiteLanguage, Record<RequestErrorKey, string>> = {
  en: requestErrorsEn,
  sv: requestErrorsSv,
};

/** `text` with its `{name}` placeholders filled from params (unknown names stay as they are). */
export function fillPlaceholders(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** One of the API client's own messages in a language; the same text as `translateMessage(key, …)`. */
export function requestErrorMessage(
  key: RequestErrorKey,
  language: SiteLanguage,
  params?: Record<string, string | number>,
): string {
  return fillPlaceholders((REQUEST_ERRORS[language] ?? requestErrorsEn)[key], params);
}
