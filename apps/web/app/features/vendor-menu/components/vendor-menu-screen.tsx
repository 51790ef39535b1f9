import { MENU_NS } from '../../../entities/menu/catalog.ts';
import { useMenu } from '../../../entities/menu/menu-api.ts';
import { MenuItemsView } from '../../../entities/menu/menu-items-view.tsx';
import { useT } from '../../../lib/i18n.ts';
import { Loader } from '../../../ui/loader.tsx';
import { EmptyState, ErrorState } from '../../../ui/states.tsx';

const VENDOR_MENU_QUERY_KEY = ['vendor-menu'] as const;

/**
 * "My menu" (issue 19 §2): the vendor's own menu as Levera holds it, by category and searchable,
 * read-only; the vendor asks support for changes. GET /menus/{id}/items answers a vendor its own only.
 */
export function VendorMenuScreen({ vendorId }: { vendorId: string }) {
  const t = useT('vendor-menu');
  const tm = useT(MENU_NS);
  const menu = useMenu(VENDOR_MENU_QUERY_KEY, vendorId);
  const data = menu.data;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <p className="text-slate-600">{t('intro')}</p>
      {menu.isPending ? (
        <Loader message={tm('loading')} />
      ) : menu.isError && !data ? (
        <ErrorState message={tm('loadFailed')} onRetry={() => void menu.refetch()} />
      ) : data && data.data.length === 0 ? (
        <EmptyState title={t('emptyTitle')} text={t('emptyText')} />
      ) : data ? (
        <MenuItemsView items={data.data} />
      ) : null}
    </div>
  );
}
