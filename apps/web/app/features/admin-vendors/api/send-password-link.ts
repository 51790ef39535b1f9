import type { VendorChangeAnswer } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { VENDORS_QUERY_KEY } from './vendor-types.ts';

/**
 * POST /api/vendors/{id}/password-link (issue 19 §1): the invitation again for an account without a
 * password, a set-password link (which signs the vendor out everywhere) for one with a password. The
 * answer's message is the success toast.
 */
export function sendPasswordLink(id: string): Promise<VendorChangeAnswer> {
  return apiRequest<VendorChangeAnswer>(`/vendors/${encodeURIComponent(id)}/password-link`, {
    method: 'POST',
    body: {},
    successToast: true,
  });
}

export function useSendPasswordLink() {
  return useInvalidatingMutation(sendPasswordLink, VENDORS_QUERY_KEY);
}
