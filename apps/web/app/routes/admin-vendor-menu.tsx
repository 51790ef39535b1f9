import { useParams } from 'react-router';
import enAdminVendors from '../../locales/en/admin-vendors.json';
import svAdminVendors from '../../locales/sv/admin-vendors.json';
import { VendorMenuScreen } from '../features/admin-vendors/components/vendor-menu-screen.tsx';
import { fixedT, registerCatalog } from '../lib/i18n.ts';
import { localeOfPath } from '../lib/locale.ts';
import type { Route } from './+types/admin-vendor-menu';

registerCatalog('admin-vendors', { en: enAdminVendors, sv: svAdminVendors });

export const meta = ({ location }: Route.MetaArgs) => [
  { title: fixedT(localeOfPath(location.pathname).language, 'admin-vendors')('menuScreen.metaTitle') },
  { name: 'robots', content: 'noindex' },
];

/** admin/vendors/:id/menu: one vendor's menu, opened from the vendor list (issue 19 §2). */
export default function AdminVendorMenu() {
  const { id = '' } = useParams();
  return <VendorMenuScreen key={id} vendorId={id} />;
}
