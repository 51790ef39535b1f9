import en from '../../locales/en/vendor-menu.json';
import sv from '../../locales/sv/vendor-menu.json';
import { useAuth } from '../features/auth/hooks/auth-context.tsx';
import { VendorMenuScreen } from '../features/vendor-menu/components/vendor-menu-screen.tsx';
import { registerCatalog } from '../lib/i18n.ts';
import { backOfficeMeta } from '../lib/back-office-meta.ts';
import { Loader } from '../ui/loader.tsx';

registerCatalog('vendor-menu', { en, sv });

export const meta = backOfficeMeta('vendor-menu', 'metaTitle');

/** vendor/menu: "My menu", the vendor's own menu, read-only (issue 19 §2). The layout shows the title. */
export default function VendorMenu() {
  const auth = useAuth();
  const vendorId = auth.user?.type === 'vendor' ? auth.user.vendor?.id : undefined;
  return vendorId ? <VendorMenuScreen vendorId={vendorId} /> : <Loader />;
}
