import type { UserRole } from '@levera/domain';
import { AuthProviderUnlessProvided } from '../hooks/auth-context.tsx';
import { LoginScreen } from './login-screen.tsx';

/**
 * The admin and vendor sign-in pages' island (decision 051): the login screen with an auth state of
 * its own when no back-office layout provides one. The pages are prerendered and load no router.
 */
export function SignIn({ area }: { area: UserRole }) {
  return (
    <AuthProviderUnlessProvided>
      <LoginScreen area={area} />
    </AuthProviderUnlessProvided>
  );
}
