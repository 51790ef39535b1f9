import type { Offer, OfferChangeAnswer } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { offerKeys } from './offer-types.ts';

/** POST /offers (no id) or PUT /offers/{id}; the server's message is toasted on success. */
export function saveOffer({ id, offer }: { id?: string; offer: Offer }): Promise<OfferChangeAnswer> {
  return apiRequest<OfferChangeAnswer>(id ? `/offers/${encodeURIComponent(id)}` : '/offers', {
    method: id ? 'PUT' : 'POST',
    body: offer,
    successToast: true,
    suppressErrorToast: true,
  });
}

export function useSaveOffer() {
  return useInvalidatingMutation(saveOffer, offerKeys.all);
}
