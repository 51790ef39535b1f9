import type { MenuItem } from '../../../entities/menu/menu-api.ts';
import { useT } from '../../../lib/i18n.ts';
import { ConfirmDialog } from '../../../ui/dialog.tsx';
import { useDeleteMenuItem } from '../api/menu-items.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';
import { ADMIN_VENDORS_NS } from '../catalog.ts';

/** A dialog over one menu item of a vendor's menu, open while `item` is set. */
export type MenuItemDialogProps = { vendorId: string; item: MenuItem | null; onClose: () => void };

/** Deleting a menu item asks first and says it cannot be undone (SPEC §8's confirmation rule). */
export function MenuItemDeleteDialog({ vendorId, item, onClose }: MenuItemDialogProps) {
  const t = useT(ADMIN_VENDORS_NS);
  const showFailure = useFailureToast();
  const deleteItem = useDeleteMenuItem();

  const onConfirm = async () => {
    if (!item) return;
    try {
      await deleteItem.mutateAsync({ vendorId, itemId: item.id, expectedUpdatedAt: item.updatedAt });
    } catch (error) {
      showFailure('menuItemDeleteFailed', error);
    }
    onClose();
  };

  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && !deleteItem.isPending && onClose()}
      title={t('itemDelete.title', { name: item?.name ?? '' })}
      description={t('itemDelete.description')}
      confirmLabel={t('itemDelete.confirm')}
      cancelLabel={t('itemDelete.cancel')}
      onConfirm={() => void onConfirm()}
      isPending={deleteItem.isPending}
    />
  );
}
