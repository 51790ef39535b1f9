import { isLoginPath, SESSION_END_REASONS, type SessionEndReason } from '@levera/domain';
import type { LocaleSegment } from '@levera/domain';
import { type AreaRole, areaRoleOfPath, paths } from './paths.ts';

// Issue 17 §4: when the server ends a session, the login page says why, and after signing in the
// user returns to the page they were on (decision 033).
//
// The reason is one of the API's 401 codes (an allow-list: nothing else is ever shown), kept in
// sessionStorage per role from the moment the session ends until the login page takes it. The page
// travels in the address of the login page (`?from=`), so it survives the new document of the
// prerendered sign-in page (decision 051); anyone can write a link with it, so the login page uses
// it only through `safeReturnPath` (a path of the same back-office on this origin, no open redirect).

const isReason = (value: unknown): value is SessionEndReason =>
  typeof value === 'string' && (SESSION_END_REASONS as readonly string[]).includes(value);

const storageKey = (role: AreaRole) => `levera:session-end:${role}`;

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers why the role's session ended, when the code is one of the allow-listed reasons. */
export function rememberSessionEnd(role: AreaRole, code: unknown): void {
  const storage = tabStorage();
  try {
    if (isReason(code)) storage?.setItem(storageKey(role), code);
    else storage?.removeItem(storageKey(role));
  } catch {
    // Storage unavailable: the login page simply shows no reason.
  }
}

/** The remembered reason of the role, without forgetting it. */
export function peekSessionEnd(role: AreaRole): SessionEndReason | null {
  try {
    const value = tabStorage()?.getItem(storageKey(role));
    return isReason(value) ? value : null;
  } catch {
    return null;
  }
}

/** The remembered reason of the role, forgotten once read (the login page shows it once). */
export function takeSessionEnd(role: AreaRole): SessionEndReason | null {
  const reason = peekSessionEnd(role);
  try {
    tabStorage()?.removeItem(storageKey(role));
  } catch {
    // ignore
  }
  return reason;
}

/**
 * The page to return to after signing in: a same-origin path inside the role's own back-office
 * (never its login page), or null. Refuses `//host`, `/\host`, absolute addresses and anything
 * a browser could read as another origin.
 */
export function safeReturnPath(role: AreaRole, value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://levera.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://levera.invalid') return null;
  if (areaRoleOfPath(url.pathname) !== role || isLoginPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's query parameter naming the page to return to after signing in. */
export const RETURN_PATH_PARAM = 'from';

/** The role's login page, asked to return to `from` (a path with its query and fragment). */
export function loginPathReturningTo(role: AreaRole, locale: LocaleSegment, from: string): string {
  const query = new URLSearchParams({ [RETURN_PATH_PARAM]: from });
  return `${paths[role].login(locale)}?${query}`;
}
