import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useLocale } from '../../../lib/locale.ts';
import { paths, twoFactorSetUpPath } from '../../../lib/paths.ts';
import { useAuth } from '../hooks/auth-context.tsx';

/**
 * An admin the team requires two-factor of, and that has not set it up, can do nothing else first
 * (issue 33 §4): every admin page but "My account" sends it to the set-up there. The API refuses the
 * rest anyway (403 `two_factor_setup_required`); this spares the screens that answer.
 */
export function TwoFactorSetUpGuard({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const mustSetUp = auth.user?.type === 'admin' && auth.user.mustSetUpTwoFactor === true;
  if (mustSetUp && pathname.replace(/\/$/, '') !== paths.admin.account(locale))
    return <Navigate to={twoFactorSetUpPath(locale)} replace />;
  return <>{children}</>;
}
