import {
  isProtectedPath,
  LOCALE_SEGMENTS,
  type PageName,
  pageOfPath,
  pathSegmentsAfterLocale,
  type SiteLanguage,
} from '@levera/domain';
import { firstQueryListRequest } from './features/admin-queries/api/query-list-request.ts';
import { previewQueryList } from './features/admin-queries/preview/query-list-preview.ts';
import { type ApiQuery, apiHeaders, apiUrl } from './lib/api-url.ts';
import { documentWasRevalidated, startApp } from './lib/app-start.ts';
import { sendEarlyRequest } from './lib/early-request.ts';
import { languageOfPath } from './lib/locale-of-path.ts';
import { areaRoleOfPath } from './lib/paths.ts';
import { loginPathReturningTo } from './lib/session-end.ts';
import { readSession } from './lib/session.ts';

// The screens whose first list request the SPA shell sends at once, before the app loads (decision
// 048): each maps the address's search parameters to the very request its list hook sends first.
// scripts/preload-back-office-routes.mjs compiles `startEarlyRequests` into an inline script of the
// shell; a screen added here needs a request builder without React (its hook uses the same one).
// A screen may also paint a preview of the answer until the app renders (decision 052); the app's
// scripts load once it is on the page, or will not be (decision 056).
type EarlyScreen = {
  request: (search: URLSearchParams) => { path: string; query: ApiQuery };
  preview?: (
    answer: Promise<Response>,
    language: SiteLanguage,
    page: { pathname: string; search: string },
    settled: () => void,
  ) => void;
};
const EARLY_REQUESTS: Partial<Record<PageName, EarlyScreen>> = {
  adminQueries: { request: firstQueryListRequest, preview: previewQueryList },
};

/**
 * React Router reads sessionStorage as it starts, and a page's first use of sessionStorage waits for
 * the browser process (a synchronous round trip: 109 ms a load in a CPU profile on the busy bench
 * machine). Made here, that wait overlaps the downloads of the chunks instead of following them.
 */
export function openSessionStorage(): void {
  try {
    window.sessionStorage.getItem('');
  } catch {
    // Storage disabled: React Router copes, and so does the app.
  }
}

/**
 * A signed-in screen opened without a stored session of its role goes to its sign-in page at once,
 * as ProtectedArea would once the app had loaded: the visitor gets the light prerendered sign-in page
 * (decision 051) instead of the whole app first, and the page to return to travels as `?from=`. An
 * expired session is dropped on the way and its reason kept for the sign-in page (readSession).
 * Returns whether it left.
 */
export function leaveForSignIn(location: Location = window.location): boolean {
  const page = pageOfPath(pathSegmentsAfterLocale(location.pathname).join('/'));
  const role = areaRoleOfPath(location.pathname);
  const language = languageOfPath(location.pathname);
  // Without a locale the app redirects to add one first; an unknown path shows the not-found page.
  if (!page || !role || !language || !isProtectedPath(location.pathname) || readSession(role)) return false;
  const from = `${location.pathname}${location.search}${location.hash}`;
  location.replace(loginPathReturningTo(role, LOCALE_SEGMENTS[language], from));
  return true;
}

/**
 * Sends the first request of the page at `location`, when it has one and a session is stored, and
 * paints its preview when the screen has one. The app's scripts, which the shell holds back (decision
 * 056), load once the preview is on the page or will not be, and at once on every other page and on
 * a repeat visit.
 */
export function startEarlyRequests(location: Location = window.location): void {
  const page = pageOfPath(pathSegmentsAfterLocale(location.pathname).join('/'));
  const screen = page && EARLY_REQUESTS[page];
  const role = areaRoleOfPath(location.pathname);
  const language = languageOfPath(location.pathname);
  // Without a session the page goes to sign-in; without a locale it is redirected first.
  const session = role && readSession(role);
  if (!screen || !session || !language) {
    startApp();
    return;
  }
  // A repeat visit: the app's scripts come from the cache, and the preview is not painted.
  if (documentWasRevalidated()) startApp();
  const { path, query } = screen.request(new URLSearchParams(location.search));
  const answer = sendEarlyRequest(
    apiUrl(path, { query, language, origin: location.href }),
    apiHeaders(session.token),
  );
  if (screen.preview) screen.preview(answer, language, location, startApp);
  else startApp();
}
