import '../features/admin-queries/catalog.ts';
import { QUERY_SORTS } from '@levera/domain';
import { queryListPage } from '../features/admin-queries/api/list-queries.ts';
import { readQueryFilters } from '../features/admin-queries/api/query-list-request.ts';
import { AdminQueriesScreen } from '../features/admin-queries/components/admin-queries-screen.tsx';
import { listClientLoader } from '../lib/list-client-loader.ts';
import { readListSort } from '../lib/use-list-sort.ts';

/** The list's first request goes out as the router starts, before the screen renders (decision 073). */
export const clientLoader = listClientLoader((search) =>
  queryListPage({ ...readQueryFilters(search), ...readListSort(search, QUERY_SORTS) }),
);

/** admin/queries: the admin start page (SPEC §2, §4 "after login the admin lands here"). */
export default function AdminQueries() {
  return <AdminQueriesScreen />;
}
