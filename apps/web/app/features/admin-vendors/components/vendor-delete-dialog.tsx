import { useT } from '../../../lib/i18n.ts';
import { ConfirmDialog } from '../../../ui/dialog.tsx';
import { useDeleteVendor } from '../api/delete-vendor.ts';
import type { Vendor } from '../api/vendor-types.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';
import { ADMIN_VENDORS_NS } from '../catalog.ts';

/** SPEC §2/§8: delete asks for confirmation and says it cannot be undone. */
export function VendorDeleteDialog({ vendor, onClose }: { vendor: Vendor | null; onClose: () => void }) {
  const t = useT(ADMIN_VENDORS_NS);
  const showFailure = useFailureToast();
  const deleteVendor = useDeleteVendor();

  const onConfirm = async () => {
    if (!vendor) return;
    try {
      await deleteVendor.mutateAsync(vendor.id);
      onClose();
    } catch (error) {
      showFailure('deleteVendorFailed', error);
    }
  };

  return (
    <ConfirmDialog
      open={vendor !== null}
      onOpenChange={(open) => !open && !deleteVendor.isPending && onClose()}
      title={t('delete.title', { name: vendor?.vendorName ?? '' })}
      description={t('delete.description')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      onConfirm={() => void onConfirm()}
      isPending={deleteVendor.isPending}
    />
  );
}
