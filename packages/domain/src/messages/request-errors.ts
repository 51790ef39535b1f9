import en from '../../locales/en/request-errors.json' with { type: 'json' };
import sv from '../../locales/sv/request-errors.json' with { type: 'json' };
import type { SiteLanguage } from '../constants.ts';
import { fixedT, registerCatalog } from '../translate.ts';

// The four messages the web app's API client writes itself, for a request without a usable answer
// (SPEC §8). A catalogue of their own (locales/*/request-errors.json), which the full message
// catalogue spreads in, so that the API client, which every page loads, does not bring the whole
// catalogue (about 6.5 KB gzip) with it (decision 050). Nothing here may import the catalogues.

export type RequestErrorKey = keyof typeof en;

const svTexts: Record<RequestErrorKey, string> = sv;
const REQUEST_ERRORS_NS = 'domain-request-errors';
registerCatalog(REQUEST_ERRORS_NS, { en, sv: svTexts });

/** One of the API client's own messages in a language; the same text as `translateMessage(key, …)`. */
export function requestErrorMessage(
  key: RequestErrorKey,
  language: SiteLanguage,
  params?: Record<string, string | number>,
): string {
  return fixedT(language, REQUEST_ERRORS_NS)(key, params);
}
