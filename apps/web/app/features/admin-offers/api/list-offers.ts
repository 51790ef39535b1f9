import type { OfferListAnswer } from '@levera/domain';
import { type ListPageRequest, useListPage } from '../../../lib/list-page-query.ts';
import { offerKeys } from './offer-types.ts';

export const OFFERS_PAGE_SIZE = 20;

/** The list's page: its cache key and request (the route's client loader too). */
export function offersPage(page: number): ListPageRequest {
  return { queryKey: offerKeys.list(page), path: '/offers', query: { page, pageSize: OFFERS_PAGE_SIZE } };
}

/** GET /offers: every platform offer, newest first. */
export function useOffers(page: number) {
  const { queryKey, path, query } = offersPage(page);
  return useListPage<OfferListAnswer>(queryKey, path, query);
}
