import { ADMIN_VENDORS_NS } from '../features/admin-vendors/catalog.ts';
import { VendorsScreen } from '../features/admin-vendors/components/vendors-screen.tsx';
import { backOfficeMeta } from '../lib/back-office-meta.ts';
import { readVendorListParams, vendorsPage } from '../features/admin-vendors/api/list-vendors.ts';
import { listClientLoader } from '../lib/list-client-loader.ts';

/** The list's first request goes out as the router starts, before the screen renders (decision 073). */
export const clientLoader = listClientLoader((search) => vendorsPage(readVendorListParams(search)));

export const meta = backOfficeMeta(ADMIN_VENDORS_NS, 'meta.title');

/** Admin vendors: the Add Vendor form and the vendor accounts (issue 7, docs/decisions/004-admin-routes.md). */
export default function AdminVendors() {
  return <VendorsScreen />;
}
