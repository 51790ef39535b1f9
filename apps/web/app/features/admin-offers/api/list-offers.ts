import type { OfferListAnswer } from '@levera/domain';
import { useListPage } from '../../../lib/list-page-query.ts';
import { offerKeys, type PlatformOffer } from './offer-types.ts';

export const OFFERS_PAGE_SIZE = 20;

export type OfferPage = OfferListAnswer;

/** GET /offers: every platform offer, newest first. */
export function useOffers(page: number) {
  return useListPage<OfferPage>(offerKeys.list(page), '/offers', { page, pageSize: OFFERS_PAGE_SIZE });
}
