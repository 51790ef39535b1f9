import '../entities/audit/catalog.ts';
import '../features/admin-activity/catalog.ts';
import { ActivityScreen } from '../features/admin-activity/components/activity-screen.tsx';
import { backOfficeMeta } from '../lib/back-office-meta.ts';
import { auditPage, readActivityFilters } from '../entities/audit/audit-api.ts';
import { listClientLoader } from '../lib/list-client-loader.ts';

/** The list's first request goes out as the router starts, before the screen renders (decision 073). */
export const clientLoader = listClientLoader((search) => auditPage(readActivityFilters(search)));

export const meta = backOfficeMeta('admin-activity', 'title', { inTitleTemplate: true });

/** admin/activity (issue 18 §4, decision 037): the audit log, newest first. */
export default function AdminActivity() {
  return <ActivityScreen />;
}
