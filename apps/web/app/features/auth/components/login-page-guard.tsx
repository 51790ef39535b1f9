import { localizedPath, ROLE_HOME_PATHS, type UserRole } from '@levera/domain';
import { type ReactNode, useEffect } from 'react';
import { useLocale } from '../../../lib/locale.ts';
import { usePageLocation, usePageNavigate } from '../../../lib/page-location.ts';
import { twoFactorSetUpPath } from '../../../lib/paths.ts';
import { RETURN_PATH_PARAM, safeReturnPath } from '../../../lib/session-end.ts';
import { Loader } from '../../../ui/loader.tsx';
import { useAuth } from '../hooks/auth-context.tsx';

/**
 * SPEC §4: a signed-in user on a login page (already signed in when it opens, or just now) goes to
 * the default page of the route type, or back to the page named by `?from=` (a same-origin path of
 * the same back-office only, issue 17 §4). The sign-in page is an island (decision 051): there it
 * loads that page as a new document, in the back-office SPA the router moves to it. Both replace the
 * sign-in page in the history, so Back does not return to it. No router import here. The profile is
 * read first: an admin the team requires two-factor of, without it, goes to its set-up (issue 33 §4).
 *
 * While the stored session is read the form shows (it is what the prerendered page shows too, so
 * hydration matches); a stored session then leaves at once.
 */
export function LoginPageGuard({ area: role, children }: { area: UserRole; children: ReactNode }) {
  const auth = useAuth();
  const { locale } = useLocale();
  const { search } = usePageLocation();
  const navigate = usePageNavigate();
  const isSignedIn = auth.isAuthenticated && auth.userType === role;
  const mustSetUpTwoFactor = auth.user?.type === 'admin' && auth.user.mustSetUpTwoFactor === true;
  useEffect(() => {
    // The profile first: an admin the team requires two-factor of sets it up before anything else.
    if (!isSignedIn || auth.loading) return;
    if (mustSetUpTwoFactor) return navigate(twoFactorSetUpPath(locale), { replace: true });
    const from = new URLSearchParams(search).get(RETURN_PATH_PARAM);
    // Else the default page of the route type (SPEC §4).
    navigate(safeReturnPath(role, from) ?? localizedPath(locale, ROLE_HOME_PATHS[role]), { replace: true });
  }, [isSignedIn, auth.loading, mustSetUpTwoFactor, search, navigate, role, locale]);
  if (isSignedIn) return <Loader variant="fullscreen" size="large" />;
  return <>{children}</>;
}
