import type {
  MenuDiffAnswer,
  MenuItem,
  MenuItemChangeAnswer,
  MenuItemEdit,
  SuccessAnswer,
} from '@levera/domain';
import { type ApiRequestOptions, apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { VENDORS_QUERY_KEY } from './vendor-types.ts';

/** A vendor's menu item, as the item's requests name it. */
type ItemRef = { vendorId: string; itemId: string };

/** A change to one item: its toast on success; a failure is the dialog's to show (a conflict, say). */
function changeItem<T>(
  { vendorId, itemId }: ItemRef,
  options: Pick<ApiRequestOptions, 'method' | 'body' | 'query'>,
) {
  return apiRequest<T>(`/menus/${encodeURIComponent(vendorId)}/items/${encodeURIComponent(itemId)}`, {
    ...options,
    successToast: true,
    suppressErrorToast: true,
  });
}

/** PATCH /api/menus/{vendorId}/items/{itemId}: the item as saved, with when the screen last saw it changed. */
export function updateMenuItem({
  item,
  ...ref
}: ItemRef & { item: MenuItemEdit }): Promise<MenuItemChangeAnswer> {
  return changeItem<MenuItemChangeAnswer>(ref, { method: 'PATCH', body: item });
}

/** DELETE /api/menus/{vendorId}/items/{itemId}?expectedUpdatedAt=…. */
export function deleteMenuItem({
  expectedUpdatedAt,
  ...ref
}: ItemRef & { expectedUpdatedAt: string }): Promise<SuccessAnswer> {
  return changeItem<SuccessAnswer>(ref, { method: 'DELETE', query: { expectedUpdatedAt } });
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
