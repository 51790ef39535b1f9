import type { UserRole } from '@levera/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useLocale } from '../../../lib/locale.ts';
import { loginPathReturningTo } from '../../../lib/session-end.ts';
import { Loader } from '../../../ui/loader.tsx';
import { useAuth } from '../hooks/auth-context.tsx';

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
    // The page travels in the address (?from=), so the login page can return to it after a new
    // document too (issue 17 §4, decision 051); the login page checks it with safeReturnPath.
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathReturningTo(role, locale, from)} replace />;
  }
  return <>{children}</>;
}
