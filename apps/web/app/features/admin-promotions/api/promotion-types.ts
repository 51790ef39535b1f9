import type { PromotionDisplayStatus, PromotionSort, SortOrder } from '@levera/domain';

export type { PromotionDetails, PromotionHistoryEntry, PromotionStats } from '@levera/domain';

export type PromotionListFilters = {
  q: string;
  status: PromotionDisplayStatus | '';
  page: number;
  sort?: PromotionSort;
  order?: SortOrder;
};

export const adminPromotionKeys = {
  all: ['admin-promotions'] as const,
  list: (filters: PromotionListFilters) => [...adminPromotionKeys.all, 'list', filters] as const,
  stats: () => [...adminPromotionKeys.all, 'stats'] as const,
  details: (id: string) => [...adminPromotionKeys.all, 'details', id] as const,
};
