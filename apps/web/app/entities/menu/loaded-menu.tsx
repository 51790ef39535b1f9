import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { Loader } from '../../ui/loader.tsx';
import { EmptyState, ErrorState } from '../../ui/states.tsx';
import { MENU_NS } from './catalog.ts';
import type { MenuItem, useMenu } from './menu-api.ts';
import { MenuItemsView } from './menu-items-view.tsx';

/**
 * A vendor's menu as it loads (`useMenu`): the loader, the failed load with Retry, the empty menu
 * (`empty`), or its items by category with each item's `actions`. With `notFound`, a vendor that
 * does not exist (404) shows that title instead of the failed load.
 */
export function LoadedMenu({
  menu,
  empty,
  notFound,
  actions,
}: {
  menu: ReturnType<typeof useMenu>;
  empty: { title: string; text: string };
  notFound?: string;
  actions?: (item: MenuItem) => ReactNode;
}) {
  const t = useT(MENU_NS);
  const data = menu.data;
  const isMissing = menu.error instanceof ApiError && menu.error.status === 404;
  if (menu.isPending) return <Loader message={t('loading')} />;
  if (notFound !== undefined && isMissing) return <EmptyState title={notFound} />;
  if (menu.isError && !data)
    return <ErrorState message={t('loadFailed')} onRetry={() => void menu.refetch()} />;
  if (!data) return null;
  if (data.data.length === 0) return <EmptyState title={empty.title} text={empty.text} />;
  return <MenuItemsView items={data.data} actions={actions} />;
}
