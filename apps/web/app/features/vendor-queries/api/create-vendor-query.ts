import type { VendorQuery, VendorQueryCreatedAnswer } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { VENDOR_QUERIES_KEY } from './vendor-query-types.ts';

export type VendorQueryCreated = VendorQueryCreatedAnswer;

/** POST /api/vendor/queries: the server's message is the success toast; field errors go to the form. */
export function createVendorQuery(query: VendorQuery): Promise<VendorQueryCreated> {
  return apiRequest<VendorQueryCreated>('/vendor/queries', {
    method: 'POST',
    body: query,
    successToast: true,
  });
}

export function useCreateVendorQuery() {
  return useInvalidatingMutation(createVendorQuery, VENDOR_QUERIES_KEY);
}
