import type { UserRole } from '@levera/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { safeReturnPath } from '../../../lib/session-end.ts';
import { Loader } from '../../../ui/loader.tsx';
import { useAuth } from '../hooks/auth-context.tsx';

const loginPath = { admin: paths.admin.login, vendor: paths.vendor.login } as const;
/** SPEC §4: the default page of each route type after sign-in. */
export const defaultPagePath = { admin: paths.admin.queries, vendor: paths.vendor.promotions } as const;

/**
 * SPEC §4 guard: until the stored session is read, the fullscreen loader; signed out (or signed in
 * as the other role) on a protected route → that route type's login page; signed in → the content.
 * A stored session shows the content at once, while its profile is still loading: the screen's own
 * requests go out beside the profile's instead of after it, and a session the server has ended
 * answers 401 to either, which signs out (decision 044).
 */
export function ProtectedArea({ area: role, children }: { area: UserRole; children: ReactNode }) {
  const auth = useAuth();
  const { locale } = useLocale();
  const location = useLocation();
  if (auth.loading && !auth.isAuthenticated) return <Loader variant="fullscreen" size="large" />;
  if (!auth.isAuthenticated || auth.userType !== role) {
    // The page travels in the router state, so the login page can return to it (issue 17 §4).
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPath[role](locale)} state={{ from }} replace />;
  }
  return <>{children}</>;
}

/**
 * SPEC §4: a signed-in user on a login page goes to the default page of the route type, or back to
 * the page the session ended on (a same-origin path of the same back-office only, issue 17 §4).
 */
export function LoginPageGuard({ area: role, children }: { area: UserRole; children: ReactNode }) {
  const auth = useAuth();
  const { locale } = useLocale();
  const location = useLocation();
  if (auth.isAuthenticated && auth.userType === role) {
    const from = (location.state as { from?: unknown } | null)?.from;
    return <Navigate to={safeReturnPath(role, from) ?? defaultPagePath[role](locale)} replace />;
  }
  if (auth.loading) return <Loader variant="fullscreen" size="large" />;
  return <>{children}</>;
}
