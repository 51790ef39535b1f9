import '../features/admin-offers/catalog.ts';
import { AdminOffersScreen } from '../features/admin-offers/components/admin-offers-screen.tsx';

/** admin/offers (docs/decisions/004): platform-wide offers shown on the home page. */
export default function AdminOffersRoute() {
  return <AdminOffersScreen />;
}
