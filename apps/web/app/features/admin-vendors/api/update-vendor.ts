import type { VendorUpdate } from '@levera/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { VENDORS_QUERY_KEY } from './vendor-types.ts';

type UpdateVendorAnswer = { success: true; message: string };

/** PUT /api/vendors/{id}: a blank password keeps the current one (it is left out of the body). */
export function updateVendor({
  id,
  vendor,
}: {
  id: string;
  vendor: VendorUpdate;
}): Promise<UpdateVendorAnswer> {
  const { password, ...rest } = vendor;
  return apiRequest<UpdateVendorAnswer>(`/vendors/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: password ? { ...rest, password } : rest,
    successToast: true,
    suppressErrorToast: true,
  });
}

export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VENDORS_QUERY_KEY }),
  });
}
