import type { PromotionStatus } from '@levera/domain';
import type { AdminPromotion } from '../../../entities/promotion/promotion-types.ts';

export type PromotionHistoryEntry = {
  id: number;
  action: string;
  actorRole: 'admin' | 'vendor';
  actorName: string | null;
  details: unknown;
  at: string;
};

export type PromotionDetails = AdminPromotion & { history: PromotionHistoryEntry[] };

export type PromotionStats = {
  total: number;
  counts: Record<PromotionStatus, number>;
  views: number;
  orders: number;
  revenue: number;
};

export type PromotionListFilters = { q: string; status: PromotionStatus | ''; page: number };

export const adminPromotionKeys = {
  all: ['admin-promotions'] as const,
  list: (filters: PromotionListFilters) => [...adminPromotionKeys.all, 'list', filters] as const,
  stats: () => [...adminPromotionKeys.all, 'stats'] as const,
  details: (id: string) => [...adminPromotionKeys.all, 'details', id] as const,
};
