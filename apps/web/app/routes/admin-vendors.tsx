import enAdminVendors from '../../locales/en/admin-vendors.json';
import svAdminVendors from '../../locales/sv/admin-vendors.json';
import { VendorsScreen } from '../features/admin-vendors/components/vendors-screen.tsx';
import { fixedT, registerCatalog } from '../lib/i18n.ts';
import { localeOfPath } from '../lib/locale.ts';
import type { Route } from './+types/admin-vendors';
import { readVendorListParams, vendorsPage } from '../features/admin-vendors/api/list-vendors.ts';
import { prefetchListPage } from '../lib/list-page-query.ts';

registerCatalog('admin-vendors', { en: enAdminVendors, sv: svAdminVendors });

/** The list's first request goes out as the router starts, before the screen renders (decision 073). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  prefetchListPage(request, vendorsPage(readVendorListParams(search)));
  return null;
}

export const meta = ({ location }: Route.MetaArgs) => [
  { title: fixedT(localeOfPath(location.pathname).language, 'admin-vendors')('meta.title') },
  { name: 'robots', content: 'noindex' },
];

/** Admin vendors: the Add Vendor form and the vendor accounts (issue 7, docs/decisions/004-admin-routes.md). */
export default function AdminVendors() {
  return <VendorsScreen />;
}
