import { SESSION_TTL_MS, sessionStorageKey } from '@levera/domain';
import type { AreaRole } from './paths.ts';
import { rememberSessionEnd } from './session-end.ts';
import { safeStorage } from './storage.ts';

// SPEC §3/§4: a session per role in browser storage: token, expiry, email. Kept separately per role,
// so an admin and a vendor session can coexist in one browser.
export type StoredSession = { token: string; expiry: number; email: string };

/** The unexpired session of a role; an expired or malformed one is cleared when read (SPEC §4). */
export function readSession(role: AreaRole, now = Date.now()): StoredSession | null {
  const raw = safeStorage.get(sessionStorageKey(role));
  if (!raw) return null;
  try {
    const session = JSON.parse(raw) as Partial<StoredSession>;
    if (
      typeof session.token === 'string' &&
      typeof session.email === 'string' &&
      typeof session.expiry === 'number' &&
      session.expiry > now
    ) {
      return session as StoredSession;
    }
    // A well-formed session past its expiry: the login page will say the session expired.
    if (typeof session.token === 'string' && typeof session.expiry === 'number') {
      rememberSessionEnd(role, 'session_expired');
    }
  } catch {
    // fall through: malformed
  }
  safeStorage.remove(sessionStorageKey(role));
  return null;
}

export function storeSession(role: AreaRole, token: string, email: string, now = Date.now()): StoredSession {
  const session = { token, email, expiry: now + SESSION_TTL_MS };
  safeStorage.set(sessionStorageKey(role), JSON.stringify(session));
  rememberSessionEnd(role, null);
  return session;
}

/** Logout clears the current role's session, or both when the role is unknown (SPEC §4). */
export function clearSession(role: AreaRole | null): void {
  if (role) safeStorage.remove(sessionStorageKey(role));
  else {
    safeStorage.remove(sessionStorageKey('admin'));
    safeStorage.remove(sessionStorageKey('vendor'));
  }
}
