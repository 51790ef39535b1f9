import '../features/admin-promotions/catalog.ts';
import { AdminPromotionsScreen } from '../features/admin-promotions/components/admin-promotions-screen.tsx';

/** admin/promotions (docs/decisions/004): stats, list, details and review actions. */
export default function AdminPromotionsRoute() {
  return <AdminPromotionsScreen />;
}
