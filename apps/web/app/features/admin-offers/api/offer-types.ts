import type { DiscountType } from '@levera/domain';

/** A platform offer as GET /offers answers it. */
export type PlatformOffer = {
  id: string;
  titleSv: string;
  titleEn: string;
  descriptionSv: string;
  descriptionEn: string;
  discountType: DiscountType;
  discountValue: number | null;
  startDate: string;
  endDate: string;
  active: boolean;
  /** Active and running today: shown on the home page. */
  isLive: boolean;
  createdAt: string;
  updatedAt: string;
};

export const offerKeys = {
  all: ['admin-offers'] as const,
  list: (page: number) => [...offerKeys.all, 'list', page] as const,
};
