import '../features/vendor-promotions/catalog.ts';
import { ownPromotionsPage } from '../features/vendor-promotions/api/list-own-promotions.ts';
import {
  ownPromotionListParams,
  promotionGroupOf,
  VendorPromotionsScreen,
} from '../features/vendor-promotions/components/vendor-promotions-screen.tsx';
import { prefetchListPage } from '../lib/list-page-query.ts';
import { readListPage } from '../lib/use-list-params.ts';
import type { Route } from './+types/vendor-promotions';

/** The list's first request goes out as the router starts, before the screen renders (decision 073). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  prefetchListPage(
    request,
    ownPromotionsPage(ownPromotionListParams(promotionGroupOf(search), readListPage(search))),
  );
  return null;
}

/** vendor/promotions: My Promotions, the vendor's start page after signing in (SPEC §2). */
export default function VendorPromotionsRoute() {
  return <VendorPromotionsScreen />;
}
