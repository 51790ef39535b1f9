import { Outlet } from 'react-router';
import { ProtectedArea } from '../features/auth/components/route-guards.tsx';
import { EmptyHydrateFallback, storedSessionLoader } from '../features/auth/require-session.ts';
import { TwoFactorSetUpGuard } from '../features/auth/components/two-factor-set-up-guard.tsx';
import { useAuth } from '../features/auth/hooks/auth-context.tsx';
import { AdminShell } from '../features/back-office-chrome/components/admin-shell.tsx';
import { AdminRoleProvider } from '../lib/admin-permissions.tsx';

/** The area renders in the browser only, once its stored session is found (storedSessionLoader). */
export const clientLoader = storedSessionLoader('admin');
export const HydrateFallback = EmptyHydrateFallback;

/** Every admin path except the login page is protected (SPEC §2, §6). */
export default function AdminLayout() {
  return (
    <ProtectedArea area="admin">
      <AdminArea />
    </ProtectedArea>
  );
}

function AdminArea() {
  const auth = useAuth();
  // The screens and the navigation offer what this role may do (issue 33 §1).
  const role = auth.user?.type === 'admin' ? (auth.user.role ?? null) : null;
  return (
    <AdminRoleProvider role={role} email={auth.user?.email} isLoading={auth.loading}>
      <AdminShell email={auth.user?.email} onLogout={() => void auth.logout()}>
        <TwoFactorSetUpGuard>
          <Outlet />
        </TwoFactorSetUpGuard>
      </AdminShell>
    </AdminRoleProvider>
  );
}
