import '../features/vendor-queries/catalog.ts';
import { RaiseQueryScreen } from '../features/vendor-queries/components/raise-query-screen.tsx';
import { vendorQueriesPage } from '../features/vendor-queries/api/list-vendor-queries.ts';
import { readListPage } from '../lib/use-list-params.ts';
import { listClientLoader } from '../lib/list-client-loader.ts';

/** The list's first request goes out as the router starts, before the screen renders (decision 073). */
export const clientLoader = listClientLoader((search) => vendorQueriesPage(readListPage(search)));

/** vendor/query: Raise query (SPEC §2). The vendor layout shows the page title. */
export default function VendorQuery() {
  return <RaiseQueryScreen />;
}
