import type { OfferListAnswer } from '@levera/domain';
import { useListPage } from '../../../lib/list-page-query.ts';
import { offerKeys } from './offer-types.ts';

export const OFFERS_PAGE_SIZE = 20;

/** GET /offers: every platform offer, newest first. */
export function useOffers(page: number) {
  return useListPage<OfferListAnswer>(offerKeys.list(page), '/offers', { page, pageSize: OFFERS_PAGE_SIZE });
}
