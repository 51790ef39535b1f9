import type { MenuAnswer, MenuItemAnswer, VendorProfileAnswer } from '@levera/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { vendorPromotionKeys } from './promotion-keys.ts';

/**
 * The signed-in vendor's own menu, to choose a promotion's items from: its id from GET
 * /vendor/profile, then GET /menus/{id}/items (a vendor reads only its own).
 */
export async function getOwnMenu(): Promise<MenuItemAnswer[]> {
  const profile = await apiRequest<VendorProfileAnswer>('/vendor/profile', { suppressErrorToast: true });
  const menu = await apiRequest<MenuAnswer>(`/menus/${encodeURIComponent(profile.vendor.id)}/items`, {
    suppressErrorToast: true,
  });
  return menu.data;
}

export function useOwnMenu() {
  return useQuery({ queryKey: vendorPromotionKeys.menu(), queryFn: getOwnMenu, staleTime: 0 });
}
