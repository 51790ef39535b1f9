import { QUERY_SORTS } from '@levera/domain';
import en from '../../locales/en/admin-queries.json';
import sv from '../../locales/sv/admin-queries.json';
import { queryListPage } from '../features/admin-queries/api/list-queries.ts';
import { readQueryFilters } from '../features/admin-queries/api/query-list-request.ts';
import { AdminQueriesScreen } from '../features/admin-queries/components/admin-queries-screen.tsx';
import { registerCatalog } from '../lib/i18n.ts';
import { listClientLoader } from '../lib/list-client-loader.ts';
import { readListSort } from '../lib/use-list-sort.ts';

registerCatalog('admin-queries', { en, sv });

/** The list's first request goes out as the router starts, before the screen renders (decision 073). */
export const clientLoader = listClientLoader((search) =>
  queryListPage({ ...readQueryFilters(search), ...readListSort(search, QUERY_SORTS) }),
);

/** admin/queries: the admin start page (SPEC §2, §4 "after login the admin lands here"). */
export default function AdminQueries() {
  return <AdminQueriesScreen />;
}
