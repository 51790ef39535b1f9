import type { MenuAnswer, MenuItemAnswer } from '@levera/domain';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export type MenuItem = MenuItemAnswer;
export type Menu = MenuAnswer;

/**
 * GET /menus/{vendorId}/items: the whole menu in menu order (at most 2,000 items, so it is searched
 * and grouped in the browser). `queryKey` starts with the reading feature's key, so that feature's
 * changes refetch it (decision 028).
 */
export function useMenu(queryKey: QueryKey, vendorId: string) {
  return useQuery({
    queryKey: [...queryKey, 'menu', vendorId],
    queryFn: ({ signal }) =>
      apiRequest<Menu>(`/menus/${encodeURIComponent(vendorId)}/items`, { suppressErrorToast: true, signal }),
  });
}
