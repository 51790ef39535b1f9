import { useState } from 'react';
import { type MenuItem, useMenu } from '../../../entities/menu/menu-api.ts';
import { LoadedMenu } from '../../../entities/menu/loaded-menu.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useSetItemAvailability } from '../api/set-item-availability.ts';
import { VENDOR_MENU_QUERY_KEY } from '../api/vendor-menu-keys.ts';
import { SoldOutToggle } from './sold-out-toggle.tsx';
import { StoreStatusPanel } from './store-status-panel.tsx';
import { VENDOR_MENU_NS } from '../catalog.ts';

/**
 * "My menu" (issue 19 §2, issue 36 §10): whether customers can order now, with the store's pause at
 * the top, then the vendor's own menu by category and searchable, each item with a one-tap "Sold
 * out" (decision 062). Everything else on the menu is the admin's; the vendor asks support for it.
 * GET /menus/{id}/items answers a vendor its own menu only, with the pause.
 */
export function VendorMenuScreen({ vendorId }: { vendorId: string }) {
  const t = useT(VENDOR_MENU_NS);
  const menu = useMenu(VENDOR_MENU_QUERY_KEY, vendorId);
  const setAvailability = useSetItemAvailability();
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const data = menu.data;

  const toggle = async (item: MenuItem) => {
    setTogglingId(item.id);
    try {
      await setAvailability.mutateAsync({ itemId: item.id, available: !item.available });
    } catch {
      // The API client has shown the failure; the refetched menu shows what is stored.
    } finally {
      setTogglingId(null);
    }
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      {data && <StoreStatusPanel pause={data.vendor.pause} />}
      <p className="text-slate-600">{t('intro')}</p>
      <LoadedMenu
        menu={menu}
        empty={{ title: t('emptyTitle'), text: t('emptyText') }}
        actions={(item) => (
          <SoldOutToggle item={item} isPending={togglingId === item.id} onToggle={(it) => void toggle(it)} />
        )}
      />
    </div>
  );
}
