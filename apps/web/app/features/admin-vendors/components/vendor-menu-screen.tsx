import { Link } from 'react-router';
import { useState } from 'react';
import { HistoryDisclosure } from '../../../entities/audit/history-disclosure.tsx';
import { type MenuItem, useMenu } from '../../../entities/menu/menu-api.ts';
import { LoadedMenu } from '../../../entities/menu/loaded-menu.tsx';
import { StorePauseBanner } from '../../../entities/store/store-pause-notice.tsx';
import { useAdminMay } from '../../../lib/admin-permissions.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { NamedActionButtons } from '../../../ui/named-action-buttons.tsx';
import { useUpdateMenuItem } from '../api/menu-items.ts';
import { VENDORS_QUERY_KEY } from '../api/vendor-types.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';
import { MenuItemDeleteDialog } from './menu-item-delete-dialog.tsx';
import { MenuItemEditDialog } from './menu-item-edit-dialog.tsx';
import { MenuUploadDialog } from './menu-upload-dialog.tsx';
import { ADMIN_VENDORS_NS } from '../catalog.ts';

/**
 * Admin: one vendor's menu (issue 19 §2), opened from the vendor list: every item by category,
 * searchable; each item can be edited, marked unavailable or available, and deleted, and a new file
 * is compared with the menu before it is applied. An archived vendor's menu is read-only.
 */
export function VendorMenuScreen({ vendorId }: { vendorId: string }) {
  const t = useT(ADMIN_VENDORS_NS);
  const { locale } = useLocale();
  const menu = useMenu(VENDORS_QUERY_KEY, vendorId);
  const updateItem = useUpdateMenuItem();
  const showFailure = useFailureToast();
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const [deleting, setDeleting] = useState<MenuItem | null>(null);
  const [isUploading, setUploading] = useState(false);
  const [togglingId, setTogglingId] = useState<string | null>(null);

  const data = menu.data;
  // Read-only for an archived account, and for a role that may not change menus (issue 33 §1).
  const mayManageMenus = useAdminMay('manageMenus');
  const isReadOnly = !mayManageMenus || (data?.vendor.archived ?? true);

  const toggle = async (item: MenuItem) => {
    setTogglingId(item.id);
    try {
      const { id: _id, position: _position, updatedAt, ...values } = item;
      await updateItem.mutateAsync({
        vendorId,
        itemId: item.id,
        item: { ...values, available: !item.available, expectedUpdatedAt: updatedAt },
      });
    } catch (error) {
      showFailure('menuItemSaveFailed', error);
    } finally {
      setTogglingId(null);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link
          to={paths.admin.vendors(locale)}
          className="text-sm font-semibold text-brand-700 underline hover:text-brand-900"
        >
          <span aria-hidden="true">← </span>
          {t('menuScreen.back')}
        </Link>
      </div>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 wrap-anywhere">
            {data ? t('menuScreen.title', { name: data.vendor.vendorName }) : t('menuScreen.titleLoading')}
          </h1>
          <p className="mt-1 max-w-3xl text-slate-600">{t('menuScreen.intro')}</p>
        </div>
        {data && !isReadOnly && (
          <Button className="shrink-0" onClick={() => setUploading(true)}>
            {t('menuScreen.upload')}
          </Button>
        )}
      </header>

      {data?.vendor.archived && (
        <p
          role="status"
          className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {t('menuScreen.archived')}
        </p>
      )}
      {data && <StorePauseBanner pause={data.vendor.pause} />}

      <LoadedMenu
        menu={menu}
        empty={{ title: t('menuScreen.emptyTitle'), text: t('menuScreen.emptyText') }}
        notFound={t('menuScreen.notFound')}
        actions={
          isReadOnly
            ? undefined
            : (item) => (
                <NamedActionButtons
                  actions={[
                    { slot: 'edit', name: 'edit', onClick: () => setEditing(item) },
                    {
                      slot: 'availability',
                      name: item.available ? 'makeUnavailable' : 'makeAvailable',
                      onClick: () => void toggle(item),
                      isPending: togglingId === item.id,
                    },
                    {
                      slot: 'delete',
                      name: 'delete',
                      onClick: () => setDeleting(item),
                      variant: 'ghost',
                      className: 'text-red-800! hover:bg-red-50!',
                    },
                  ]}
                  text={(name) => t(`itemActions.${name}`)}
                  label={(name) => t(`itemActions.${name}Label`, { name: item.name })}
                />
              )
        }
      />

      {/* Keyed by the menu's last fetch, so a change made here shows in the history at once. */}
      {data && <HistoryDisclosure entity="vendor" entityId={vendorId} version={String(menu.dataUpdatedAt)} />}

      <MenuItemEditDialog vendorId={vendorId} item={editing} onClose={() => setEditing(null)} />
      <MenuItemDeleteDialog vendorId={vendorId} item={deleting} onClose={() => setDeleting(null)} />
      {data && (
        <MenuUploadDialog
          key={isUploading ? 'open' : 'closed'}
          vendor={
            isUploading
              ? { id: vendorId, vendorName: data.vendor.vendorName, menuItemCount: data.data.length }
              : null
          }
          onClose={() => setUploading(false)}
        />
      )}
    </div>
  );
}
