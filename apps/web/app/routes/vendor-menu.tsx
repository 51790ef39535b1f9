import { VENDOR_MENU_NS } from '../features/vendor-menu/catalog.ts';
import { useAuth } from '../features/auth/hooks/auth-context.tsx';
import { VendorMenuScreen } from '../features/vendor-menu/components/vendor-menu-screen.tsx';
import { backOfficeMeta } from '../lib/back-office-meta.ts';
import { Loader } from '../ui/loader.tsx';

export const meta = backOfficeMeta(VENDOR_MENU_NS, 'metaTitle');

/** vendor/menu: "My menu", the vendor's own menu, read-only (issue 19 §2). The layout shows the title. */
export default function VendorMenu() {
  const auth = useAuth();
  const vendorId = auth.user?.type === 'vendor' ? auth.user.vendor?.id : undefined;
  return vendorId ? <VendorMenuScreen vendorId={vendorId} /> : <Loader />;
}
