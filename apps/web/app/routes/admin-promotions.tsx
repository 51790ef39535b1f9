import '../features/admin-promotions/catalog.ts';
import { AdminPromotionsPage } from '../features/admin-promotions/components/admin-promotions-page.tsx';

/** admin/promotions (docs/decisions/004): stats, list, details and review actions. */
export default function AdminPromotionsRoute() {
  return <AdminPromotionsPage />;
}
