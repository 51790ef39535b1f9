import type { SuccessAnswer } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { offerKeys } from './offer-types.ts';

/** DELETE /offers/{id}. */
export function deleteOffer(id: string) {
  return apiRequest<SuccessAnswer>(`/offers/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    successToast: true,
    suppressErrorToast: true,
  });
}

export function useDeleteOffer() {
  return useInvalidatingMutation(deleteOffer, offerKeys.all);
}
