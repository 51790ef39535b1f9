import { createHandshakeHeader, type SiteLanguage } from '@levera/domain';

// The address and headers of an API request, apart from the client that sends it (api-client.ts).

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

export type ApiQuery = Record<string, string | number | boolean | undefined | null>;

/** API_BASE + `path` with the query's non-blank values, and for a GET or DELETE the language. */
export function apiUrl(
  path: string,
  { query = {}, language, origin }: { query?: ApiQuery; language?: SiteLanguage; origin: string },
): URL {
  const url = new URL(API_BASE + path, origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  if (language) url.searchParams.set('language', language);
  return url;
}

/** JSON content type and the app handshake on every request, and the bearer token of a session. */
export function apiHeaders(token: string | undefined): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'X-App-Handshake': createHandshakeHeader(),
    ...(token && { Authorization: `Bearer ${token}` }),
  };
}
