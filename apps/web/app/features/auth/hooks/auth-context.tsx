import { loginRoleFromPath, type SiteLanguage, type UserRole } from '@levera/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ApiError, SESSION_ENDED_EVENT } from '../../../lib/api-client.ts';
import { localeOfPath } from '../../../lib/locale.ts';
import { usePageLocation } from '../../../lib/page-location.ts';
import { areaRoleOfPath } from '../../../lib/paths.ts';
import { clearSession, readSession, storeSession } from '../../../lib/session.ts';
import {
  type AdminProfile,
  fetchProfile,
  postLogin,
  postLoginCode,
  postLogout,
  type VendorProfile,
} from '../api/auth-api.ts';

// The authentication state of SPEC §4, exactly:
// - loading at start; look for a stored unexpired session for the role matching the path (neutral
//   paths: admin first, then vendor); found → authenticated with that role, then fetch the profile;
//   if the profile fetch fails only email and type are kept; not found → loading ends signed out;
// - login: success flag and token → store the session and authenticate; failure → the server's
//   message, or 'Invalid credentials'; a path of no role → 'Invalid user type detected from path';
// - logout clears the current role's session (both if the role is unknown) and resets the state.
// An admin with two-factor on signs in in two steps (issue 33 §4): the right password gives a
// challenge (`isCodeStepOpen`), and `submitCode` with the challenge and a code gives the session.

export type AuthUser =
  | ({ type: 'admin' } & Partial<AdminProfile> & { email: string })
  | { type: 'vendor'; email: string; vendor?: VendorProfile };

export type AuthState = {
  isAuthenticated: boolean;
  loading: boolean;
  user: AuthUser | null;
  userType: UserRole | null;
  error: string | null;
};

type AuthContextValue = AuthState & {
  login: (email: string, password: string) => Promise<boolean>;
  /** The password was right and the account has two-factor on: the sign-in waits for a code. */
  isCodeStepOpen: boolean;
  /** The code step: a code from the authenticator app or a recovery code. */
  submitCode: (code: string) => Promise<boolean>;
  /** Back from the code step to the password. */
  cancelCodeStep: () => void;
  /** Reads the signed-in admin's profile again (two-factor was turned on or off). */
  refreshProfile: () => Promise<void>;
  /** Signs in with a token the API gave otherwise (a vendor who chose its password from a link). */
  adoptSession: (role: UserRole, token: string, email: string) => Promise<void>;
  logout: () => Promise<void>;
};

const initialState: AuthState = {
  isAuthenticated: false,
  loading: true,
  user: null,
  userType: null,
  error: null,
};

/** A signed-in role: loading its profile until `user` is known (the e-mail shows meanwhile). */
const signedIn = (role: UserRole, email: string, user?: AuthUser): AuthState => ({
  isAuthenticated: true,
  loading: !user,
  user: user ?? ({ type: role, email } as AuthUser),
  userType: role,
  error: null,
});
const AuthContext = createContext<AuthContextValue | null>(null);

/** A sign-in message in the page's language; the catalogue loads only when one is needed (decision 051). */
const signInMessage = async (
  key: 'invalidUserType' | 'invalidCredentials' | 'loginFailed',
  language: SiteLanguage,
) => (await import('../../../lib/domain-messages.ts')).translateMessage(key, language);

async function loadUser(role: UserRole, email: string): Promise<AuthUser> {
  try {
    const profile = await fetchProfile(role, email);
    if (role === 'admin') return { type: 'admin', ...(profile as AdminProfile) };
    return { type: 'vendor', email, vendor: (profile as { vendor: VendorProfile }).vendor };
  } catch {
    return { type: role, email } as AuthUser;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { pathname } = usePageLocation();
  const area = areaRoleOfPath(pathname);
  const [state, setState] = useState<AuthState>(initialState);
  // The challenge of an admin's code step, and the e-mail it was for; kept only in memory.
  const [codeStep, setCodeStep] = useState<{ challenge: string; email: string } | null>(null);

  // Re-run when the area changes: an admin page never uses a vendor session and vice versa.
  useEffect(() => {
    let cancelled = false;
    const roles: UserRole[] = area ? [area] : ['admin', 'vendor'];
    const found = roles.map((role) => ({ role, session: readSession(role) })).find((entry) => entry.session);
    if (!found?.session) {
      setState({ ...initialState, loading: false });
      return;
    }
    const { role, session } = found;
    setState(signedIn(role, session.email));
    loadUser(role, session.email).then((user) => {
      if (cancelled) return;
      // A 401 on the profile means the server ended the session (expired, logged out, deactivated).
      if (!readSession(role)) setState({ ...initialState, loading: false });
      else setState(signedIn(role, session.email, user));
    });
    return () => {
      cancelled = true;
    };
  }, [area]);

  // Any API call answered 401 ends the session at once: the guard then shows the login page.
  useEffect(() => {
    const onSessionEnded = (event: Event) => {
      const role = (event as CustomEvent<UserRole>).detail;
      setState((current) => (current.userType === role ? { ...initialState, loading: false } : current));
    };
    window.addEventListener(SESSION_ENDED_EVENT, onSessionEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onSessionEnded);
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    const { language } = localeOfPath(window.location.pathname);
    const roleResult = loginRoleFromPath(window.location.pathname);
    if (!roleResult.ok) {
      const error = await signInMessage('invalidUserType', language);
      setState((current) => ({ ...current, error }));
      return false;
    }
    const role = roleResult.role;
    // No loading state while the request runs: the form stays on screen with what was typed.
    setState((current) => ({ ...current, error: null }));
    try {
      const answer = await postLogin(role, email, password);
      if (answer.success && answer.twoFactorRequired && answer.challenge) {
        setCodeStep({ challenge: answer.challenge, email });
        return false;
      }
      if (!answer.success || !answer.token)
        throw new Error(answer.message || (await signInMessage('invalidCredentials', language)));
      const session = storeSession(role, answer.token, email.trim().toLowerCase());
      setState(signedIn(role, session.email));
      const user = await loadUser(role, session.email);
      setState(signedIn(role, session.email, user));
      return true;
    } catch (error) {
      const message =
        error instanceof ApiError && error.kind === 'http'
          ? error.message
          : error instanceof Error && error.message
            ? error.message
            : await signInMessage('invalidCredentials', language);
      setState({ ...initialState, loading: false, error: message });
      return false;
    }
  }, []);

  const submitCode = useCallback(
    async (code: string) => {
      if (!codeStep) return false;
      const { language } = localeOfPath(window.location.pathname);
      setState((current) => ({ ...current, error: null }));
      try {
        const answer = await postLoginCode(codeStep.challenge, code);
        const session = storeSession('admin', answer.token, codeStep.email.trim().toLowerCase());
        setCodeStep(null);
        setState(signedIn('admin', session.email));
        const user = await loadUser('admin', session.email);
        setState(signedIn('admin', session.email, user));
        return true;
      } catch (error) {
        // An expired or used challenge: the sign-in starts again from the password, with why.
        if (error instanceof ApiError && error.code === 'sign_in_challenge_expired') setCodeStep(null);
        const message =
          error instanceof ApiError && error.kind === 'http'
            ? error.message
            : await signInMessage('loginFailed', language);
        setState({ ...initialState, loading: false, error: message });
        return false;
      }
    },
    [codeStep],
  );

  const cancelCodeStep = useCallback(() => {
    setCodeStep(null);
    setState((current) => ({ ...current, error: null }));
  }, []);

  const refreshProfile = useCallback(async () => {
    if (state.userType !== 'admin' || !state.user) return;
    const email = state.user.email;
    const user = await loadUser('admin', email);
    if (readSession('admin')) setState(signedIn('admin', email, user));
  }, [state.userType, state.user]);

  const adoptSession = useCallback(async (role: UserRole, token: string, email: string) => {
    const session = storeSession(role, token, email.trim().toLowerCase());
    setState(signedIn(role, session.email));
    const user = await loadUser(role, session.email);
    setState(signedIn(role, session.email, user));
  }, []);

  const logout = useCallback(async () => {
    const role = state.userType ?? area;
    if (role && readSession(role)) await postLogout(role).catch(() => {});
    clearSession(role ?? null);
    setState({ ...initialState, loading: false });
  }, [state.userType, area]);

  const value = useMemo(
    () => ({
      ...state,
      login,
      isCodeStepOpen: codeStep !== null,
      submitCode,
      cancelCodeStep,
      refreshProfile,
      adoptSession,
      logout,
    }),
    [state, login, codeStep, submitCode, cancelCodeStep, refreshProfile, adoptSession, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/**
 * The sign-in page's auth state: the back-office layout's where it runs in the SPA, its own where it
 * is an island (decision 051), which has no layout around it.
 */
export function AuthProviderUnlessProvided({ children }: { children: ReactNode }) {
  if (useContext(AuthContext)) return <>{children}</>;
  return <AuthProvider>{children}</AuthProvider>;
}
