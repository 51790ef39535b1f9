import '../features/admin-promotions/catalog.ts';
import { AdminPromotionsScreen } from '../features/admin-promotions/components/admin-promotions-screen.tsx';
import {
  promotionsPage,
  readPromotionListFilters,
} from '../features/admin-promotions/api/list-promotions.ts';
import { listClientLoader } from '../lib/list-client-loader.ts';

/** The list's first request goes out as the router starts, before the screen renders (decision 073). */
export const clientLoader = listClientLoader((search) => promotionsPage(readPromotionListFilters(search)));

/** admin/promotions (docs/decisions/004): stats, list, details and review actions. */
export default function AdminPromotionsRoute() {
  return <AdminPromotionsScreen />;
}
