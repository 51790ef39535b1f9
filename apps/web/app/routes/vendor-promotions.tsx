import '../features/vendor-promotions/catalog.ts';
import { VendorPromotionsScreen } from '../features/vendor-promotions/components/vendor-promotions-screen.tsx';

/** vendor/promotions: My Promotions, the vendor's start page after signing in (SPEC §2). */
export default function VendorPromotionsRoute() {
  return <VendorPromotionsScreen />;
}
