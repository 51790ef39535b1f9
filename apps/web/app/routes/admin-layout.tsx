import { Outlet } from 'react-router';
import { ProtectedArea } from '../features/auth/components/route-guards.tsx';
import { requireStoredSession } from '../features/auth/require-session.ts';
import { TwoFactorSetUpGuard } from '../features/auth/components/two-factor-set-up-guard.tsx';
import { useAuth } from '../features/auth/hooks/auth-context.tsx';
import { AdminShell } from '../features/back-office-chrome/components/admin-shell.tsx';
import { AdminRoleProvider } from '../lib/admin-permissions.tsx';
import type { Route } from './+types/admin-layout';

/**
 * The session lives in this browser's storage (SPEC §4), which the server cannot read: the server
 * renders the page without this area (React Router's HydrateFallback, with the modulepreloads of
 * the route's chunks), and the browser renders it once the route's client loaders have run
 * (decision 073). Without a stored session the browser goes to the sign-in page at once.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireStoredSession('admin', request);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return null;
}

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
