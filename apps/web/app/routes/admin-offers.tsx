import '../features/admin-offers/catalog.ts';
import { AdminOffersPage } from '../features/admin-offers/components/admin-offers-page.tsx';

/** admin/offers (docs/decisions/004): platform-wide offers shown on the home page. */
export default function AdminOffersRoute() {
  return <AdminOffersPage />;
}
