import { Outlet } from 'react-router';
import { ProtectedArea } from '../features/auth/components/route-guards.tsx';
import { requireStoredSession } from '../features/auth/require-session.ts';
import { useAuth } from '../features/auth/hooks/auth-context.tsx';
import { VendorShell } from '../features/back-office-chrome/components/vendor-shell.tsx';
import { NotificationBell } from '../features/vendor-notifications/components/notification-bell.tsx';
import type { Route } from './+types/vendor-layout';

/**
 * The session lives in this browser's storage (SPEC §4), which the server cannot read: the server
 * renders the page without this area (React Router's HydrateFallback, with the modulepreloads of
 * the route's chunks), and the browser renders it once the route's client loaders have run
 * (decision 073). Without a stored session the browser goes to the sign-in page at once.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireStoredSession('vendor', request);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return null;
}

/** Vendor pages use the dashboard layout (SPEC §6); all but the login page are protected. */
export default function VendorLayout() {
  return (
    <ProtectedArea area="vendor">
      <VendorArea />
    </ProtectedArea>
  );
}

function VendorArea() {
  const auth = useAuth();
  const vendorName = auth.user?.type === 'vendor' ? auth.user.vendor?.vendorName : undefined;
  return (
    <VendorShell
      vendorName={vendorName}
      onLogout={() => void auth.logout()}
      headerActions={<NotificationBell />}
    >
      <Outlet />
    </VendorShell>
  );
}
