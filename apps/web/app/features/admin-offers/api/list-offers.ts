import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { offerKeys, type PlatformOffer } from './offer-types.ts';

export const OFFERS_PAGE_SIZE = 20;

export type OfferPage = { data: PlatformOffer[]; total: number; page: number; pageSize: number };

/** GET /offers: every platform offer, newest first. */
export function listOffers(page: number): Promise<OfferPage> {
  return apiRequest<OfferPage>('/offers', {
    query: { page, pageSize: OFFERS_PAGE_SIZE },
    suppressErrorToast: true,
  });
}

export function useOffers(page: number) {
  return useQuery({
    queryKey: offerKeys.list(page),
    queryFn: () => listOffers(page),
    placeholderData: keepPreviousData,
  });
}
