import en from '../../locales/en/vendor-queries.json';
import sv from '../../locales/sv/vendor-queries.json';
import { RaiseQueryScreen } from '../features/vendor-queries/components/raise-query-screen.tsx';
import { registerCatalog } from '../lib/i18n.ts';
import { vendorQueriesPage } from '../features/vendor-queries/api/list-vendor-queries.ts';
import { readListPage } from '../lib/use-list-params.ts';
import { prefetchListPage } from '../lib/list-page-query.ts';
import type { Route } from './+types/vendor-query';

registerCatalog('vendor-queries', { en, sv });

/** The list's first request goes out as the router starts, before the screen renders (decision 073). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  prefetchListPage(request, vendorQueriesPage(readListPage(search)));
  return null;
}

/** vendor/query: Raise query (SPEC §2). The vendor layout shows the page title. */
export default function VendorQuery() {
  return <RaiseQueryScreen />;
}
