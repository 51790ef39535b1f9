import { useParams } from 'react-router';
import enAdminVendors from '../../locales/en/admin-vendors.json';
import svAdminVendors from '../../locales/sv/admin-vendors.json';
import { VendorMenuScreen } from '../features/admin-vendors/components/vendor-menu-screen.tsx';
import { registerCatalog } from '../lib/i18n.ts';
import { backOfficeMeta } from '../lib/back-office-meta.ts';

registerCatalog('admin-vendors', { en: enAdminVendors, sv: svAdminVendors });

export const meta = backOfficeMeta('admin-vendors', 'menuScreen.metaTitle');

/** admin/vendors/:id/menu: one vendor's menu, opened from the vendor list (issue 19 §2). */
export default function AdminVendorMenu() {
  const { id = '' } = useParams();
  return <VendorMenuScreen key={id} vendorId={id} />;
}
