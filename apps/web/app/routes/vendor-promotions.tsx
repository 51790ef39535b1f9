import '../features/vendor-promotions/catalog.ts';
import { ownPromotionsPage } from '../features/vendor-promotions/api/list-own-promotions.ts';
import {
  ownPromotionListParams,
  promotionGroupOf,
  VendorPromotionsScreen,
} from '../features/vendor-promotions/components/vendor-promotions-screen.tsx';
import { listClientLoader } from '../lib/list-client-loader.ts';
import { readListPage } from '../lib/use-list-params.ts';

/** The list's first request goes out as the router starts, before the screen renders (decision 073). */
export const clientLoader = listClientLoader((search) =>
  ownPromotionsPage(ownPromotionListParams(promotionGroupOf(search), readListPage(search))),
);

/** vendor/promotions: My Promotions, the vendor's start page after signing in (SPEC §2). */
export default function VendorPromotionsRoute() {
  return <VendorPromotionsScreen />;
}
