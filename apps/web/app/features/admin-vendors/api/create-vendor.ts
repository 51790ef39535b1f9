import type { VendorCreate, VendorStatus } from '@levera/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { VENDORS_QUERY_KEY } from './vendor-types.ts';

export type CreatedVendor = {
  id: string;
  vendorName: string;
  email: string;
  status: VendorStatus;
  createdAt: string;
};
type CreateVendorAnswer = { success: true; message: string; data: CreatedVendor };

/** POST /api/vendors; the answer's message is shown as the success toast. */
export function createVendor(vendor: VendorCreate): Promise<CreateVendorAnswer> {
  return apiRequest<CreateVendorAnswer>('/vendors', {
    method: 'POST',
    body: vendor,
    successToast: true,
    suppressErrorToast: true,
  });
}

export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VENDORS_QUERY_KEY }),
  });
}
