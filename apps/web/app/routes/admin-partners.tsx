import { ADMIN_PARTNERS_NS } from '../features/admin-partners/catalog.ts';
import { PartnersScreen } from '../features/admin-partners/components/partners-screen.tsx';
import { backOfficeMeta } from '../lib/back-office-meta.ts';
import { partnersPage, readPartnerListParams } from '../features/admin-partners/api/get-partners.ts';
import { listClientLoader } from '../lib/list-client-loader.ts';

/** The list's first request goes out as the router starts, before the screen renders (decision 073). */
export const clientLoader = listClientLoader((search) => partnersPage(readPartnerListParams(search)));

export const meta = backOfficeMeta(ADMIN_PARTNERS_NS, 'title', { inTitleTemplate: true });

/** Admin Partners: rider and vendor applications (issue 5, docs/decisions/004-admin-routes.md). */
export default function AdminPartners() {
  return <PartnersScreen />;
}
