import { Outlet } from 'react-router';
import { ProtectedArea } from '../features/auth/components/route-guards.tsx';
import { EmptyHydrateFallback, storedSessionLoader } from '../features/auth/require-session.ts';
import { useAuth } from '../features/auth/hooks/auth-context.tsx';
import { VendorShell } from '../features/back-office-chrome/components/vendor-shell.tsx';
import { NotificationBell } from '../features/vendor-notifications/components/notification-bell.tsx';

/** The area renders in the browser only, once its stored session is found (storedSessionLoader). */
export const clientLoader = storedSessionLoader('vendor');
export const HydrateFallback = EmptyHydrateFallback;

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
