import type { OfferAnswer } from '@levera/domain';

/** A platform offer as GET /offers answers it. */
export type PlatformOffer = OfferAnswer;

export const offerKeys = {
  all: ['admin-offers'] as const,
  list: (page: number) => [...offerKeys.all, 'list', page] as const,
};
