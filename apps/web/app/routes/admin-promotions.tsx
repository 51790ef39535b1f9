import '../features/admin-promotions/catalog.ts';
import { AdminPromotionsScreen } from '../features/admin-promotions/components/admin-promotions-screen.tsx';
import {
  promotionsPage,
  readPromotionListFilters,
} from '../features/admin-promotions/api/list-promotions.ts';
import { prefetchListPage } from '../lib/list-page-query.ts';
import type { Route } from './+types/admin-promotions';

/** The list's first request goes out as the router starts, before the screen renders (decision 073). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  prefetchListPage(request, promotionsPage(readPromotionListFilters(search)));
  return null;
}

/** admin/promotions (docs/decisions/004): stats, list, details and review actions. */
export default function AdminPromotionsRoute() {
  return <AdminPromotionsScreen />;
}
