import { useParams } from 'react-router';
import '../features/vendor-promotions/catalog.ts';
import {
  CreatePromotion,
  EditPromotion,
} from '../features/vendor-promotions/components/promotion-editor.tsx';

/** vendor/promotions/create and vendor/promotions/edit/{id}: one screen for both (SPEC §2). */
export default function VendorPromotionFormRoute() {
  const { id } = useParams();
  return id ? <EditPromotion key={id} id={id} /> : <CreatePromotion />;
}
