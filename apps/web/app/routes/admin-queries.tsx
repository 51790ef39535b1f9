import en from '../../locales/en/admin-queries.json';
import sv from '../../locales/sv/admin-queries.json';
import { AdminQueriesScreen } from '../features/admin-queries/components/admin-queries-screen.tsx';
import { registerCatalog } from '../lib/i18n.ts';

registerCatalog('admin-queries', { en, sv });

/** admin/queries: the admin start page (SPEC §2, §4 "after login the admin lands here"). */
export default function AdminQueries() {
  return <AdminQueriesScreen />;
}
