import type {
  MenuDiffAnswer,
  MenuItem,
  MenuItemChangeAnswer,
  MenuItemEdit,
  SuccessAnswer,
} from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { VENDORS_QUERY_KEY } from './vendor-types.ts';

const itemPath = (vendorId: string, itemId: string) =>
  `/menus/${encodeURIComponent(vendorId)}/items/${encodeURIComponent(itemId)}`;

/** PATCH /api/menus/{vendorId}/items/{itemId}: the item as saved, with when the screen last saw it changed. */
export function updateMenuItem({
  vendorId,
  itemId,
  item,
}: {
  vendorId: string;
  itemId: string;
  item: MenuItemEdit;
}): Promise<MenuItemChangeAnswer> {
  return apiRequest<MenuItemChangeAnswer>(itemPath(vendorId, itemId), {
    method: 'PATCH',
    body: item,
    successToast: true,
    suppressErrorToast: true,
  });
}

/** DELETE /api/menus/{vendorId}/items/{itemId}?expectedUpdatedAt=…. */
export function deleteMenuItem({
  vendorId,
  itemId,
  expectedUpdatedAt,
}: {
  vendorId: string;
  itemId: string;
  expectedUpdatedAt: string;
}): Promise<SuccessAnswer> {
  return apiRequest<SuccessAnswer>(itemPath(vendorId, itemId), {
    method: 'DELETE',
    query: { expectedUpdatedAt },
    successToast: true,
    suppressErrorToast: true,
  });
}

/** POST /api/menus/{vendorId}/items/preview: what an upload would change, nothing written (decision 041). */
export async function previewMenu({ vendorId, items }: { vendorId: string; items: MenuItem[] }) {
  const answer = await apiRequest<MenuDiffAnswer>(`/menus/${encodeURIComponent(vendorId)}/items/preview`, {
    method: 'POST',
    body: { menus: items },
    suppressErrorToast: true,
  });
  return answer.data;
}

export function useUpdateMenuItem() {
  return useInvalidatingMutation(updateMenuItem, VENDORS_QUERY_KEY);
}

export function useDeleteMenuItem() {
  return useInvalidatingMutation(deleteMenuItem, VENDORS_QUERY_KEY);
}
