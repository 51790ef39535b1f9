import { ADMIN_VENDORS_NS } from '../features/admin-vendors/catalog.ts';
import { useParams } from 'react-router';
import { VendorMenuScreen } from '../features/admin-vendors/components/vendor-menu-screen.tsx';
import { backOfficeMeta } from '../lib/back-office-meta.ts';

export const meta = backOfficeMeta(ADMIN_VENDORS_NS, 'menuScreen.metaTitle');

/** admin/vendors/:id/menu: one vendor's menu, opened from the vendor list (issue 19 §2). */
export default function AdminVendorMenu() {
  const { id = '' } = useParams();
  return <VendorMenuScreen key={id} vendorId={id} />;
}
