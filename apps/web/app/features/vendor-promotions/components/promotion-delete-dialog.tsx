import { useT } from '../../../lib/i18n.ts';
import { ConfirmDialog } from '../../../ui/dialog.tsx';
import { whenClosed } from '../../../ui/when-closed.ts';
import type { VendorPromotion } from '../../../entities/promotion/promotion-types.ts';
import { VENDOR_PROMOTIONS_NS } from '../catalog.ts';

/** "Delete this promotion?" saying that it cannot be undone (SPEC §8). */
export function PromotionDeleteDialog({
  promotion,
  isPending,
  onConfirm,
  onClose,
}: {
  promotion: VendorPromotion | null;
  isPending: boolean;
  onConfirm: (promotion: VendorPromotion) => void;
  onClose: () => void;
}) {
  const t = useT(VENDOR_PROMOTIONS_NS);
  return (
    <ConfirmDialog
      open={promotion !== null}
      onOpenChange={whenClosed(onClose)}
      title={t('deleteDialog.title')}
      description={t('deleteDialog.description', { title: promotion?.title ?? '' })}
      confirmLabel={t('deleteDialog.confirm')}
      cancelLabel={t('deleteDialog.cancel')}
      isPending={isPending}
      onConfirm={() => promotion && onConfirm(promotion)}
    />
  );
}
