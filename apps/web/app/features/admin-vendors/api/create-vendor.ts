import type { VendorChangeAnswer, VendorCreate, VendorStatus } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { VENDORS_QUERY_KEY } from './vendor-types.ts';

export type CreatedVendor = VendorChangeAnswer['data'];
type CreateVendorAnswer = VendorChangeAnswer;

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
  return useInvalidatingMutation(createVendor, VENDORS_QUERY_KEY);
}
