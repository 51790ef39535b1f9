import { redirectDocument } from 'react-router';
import { localeOfPath } from '../../lib/locale-of-path.ts';
import type { AreaRole } from '../../lib/paths.ts';
import { loginPathReturningTo } from '../../lib/session-end.ts';
import { readSession } from '../../lib/session.ts';

/**
 * The area layouts' client loaders: a signed-in screen opened without a stored session of its role
 * goes to its sign-in page as a new document (React Router's `redirectDocument`), so the visitor gets
 * the light prerendered sign-in page (decision 051) and not the whole app, and the page to return to
 * travels as `?from=`. An expired session is dropped on the way and its reason kept for the sign-in
 * page (readSession). ProtectedArea still guards a session that ends while the app is open.
 */
export function requireStoredSession(role: AreaRole, request: Request): void {
  if (readSession(role)) return;
  const url = new URL(request.url);
  const from = `${url.pathname}${url.search}${window.location.pathname === url.pathname ? window.location.hash : ''}`;
  throw redirectDocument(loginPathReturningTo(role, localeOfPath(url.pathname).locale, from));
}

/**
 * An area layout's `clientLoader`: requireStoredSession for `role`. It runs as the page hydrates
 * too (`hydrate`), so the server renders the layout's HydrateFallback and never the area, whose
 * session lives in this browser's storage (SPEC §4, decision 073).
 */
export function storedSessionLoader(role: AreaRole) {
  const clientLoader = async ({ request }: { request: Request }): Promise<null> => {
    requireStoredSession(role, request);
    return null;
  };
  clientLoader.hydrate = true as const;
  return clientLoader;
}

/** An area layout's HydrateFallback: nothing, until the browser renders the area. */
export function EmptyHydrateFallback() {
  return null;
}
