import type { VendorChangeAnswer, VendorCreate } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { VENDORS_QUERY_KEY } from './vendor-types.ts';

/** POST /api/vendors; the answer's message is shown as the success toast. */
export function createVendor(vendor: VendorCreate): Promise<VendorChangeAnswer> {
  return apiRequest<VendorChangeAnswer>('/vendors', {
    method: 'POST',
    body: vendor,
    successToast: true,
    suppressErrorToast: true,
  });
}

export function useCreateVendor() {
  return useInvalidatingMutation(createVendor, VENDORS_QUERY_KEY);
}
