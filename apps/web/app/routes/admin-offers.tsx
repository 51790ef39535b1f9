import '../features/admin-offers/catalog.ts';
import { AdminOffersScreen } from '../features/admin-offers/components/admin-offers-screen.tsx';
import { offersPage } from '../features/admin-offers/api/list-offers.ts';
import { readListPage } from '../lib/use-list-params.ts';
import { listClientLoader } from '../lib/list-client-loader.ts';

/** The list's first request goes out as the router starts, before the screen renders (decision 073). */
export const clientLoader = listClientLoader((search) => offersPage(readListPage(search)));

/** admin/offers (docs/decisions/004): platform-wide offers shown on the home page. */
export default function AdminOffersRoute() {
  return <AdminOffersScreen />;
}
