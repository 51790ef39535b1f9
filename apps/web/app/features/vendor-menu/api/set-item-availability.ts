import type { MenuItemChangeAnswer } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { VENDOR_MENU_QUERY_KEY } from './vendor-menu-keys.ts';

/**
 * PATCH /api/vendor/menu/items/{id}: sold out (`available: false`) or back (decision 062). The value
 * the vendor chose is sent, not a flip, so no `expectedUpdatedAt`: an admin's edit in between does
 * not change what "sold out" means.
 */
export function setItemAvailability({
  itemId,
  available,
}: {
  itemId: string;
  available: boolean;
}): Promise<MenuItemChangeAnswer> {
  return apiRequest<MenuItemChangeAnswer>(`/vendor/menu/items/${encodeURIComponent(itemId)}`, {
    method: 'PATCH',
    body: { available },
    successToast: true,
  });
}

export function useSetItemAvailability() {
  return useInvalidatingMutation(setItemAvailability, VENDOR_MENU_QUERY_KEY);
}
