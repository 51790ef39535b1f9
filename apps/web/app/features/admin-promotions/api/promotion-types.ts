import type {
  DeliveryPromotionType,
  DiscountType,
  PromotionAction,
  PromotionApplicableTo,
  PromotionStatus,
  Weekday,
} from '@levera/domain';

/** A promotion as GET /promotions answers it (status is the effective one). */
export type AdminPromotion = {
  id: string;
  vendorId: string;
  vendorName: string;
  title: string;
  description: string;
  discountType: DiscountType;
  discountValue: number | null;
  minimumOrder: number | null;
  maximumDiscount: number | null;
  startDate: string;
  endDate: string;
  repeat: { enabled: boolean; days: Weekday[] };
  usageLimit: number | null;
  applicableTo: PromotionApplicableTo;
  itemCount: number | null;
  terms: string;
  deliveryType: DeliveryPromotionType | null;
  deliveryFee: number | null;
  freeDeliveryThreshold: number | null;
  status: PromotionStatus;
  views: number;
  orders: number;
  revenue: number;
  createdAt: string;
  updatedAt: string;
  lastAction: PromotionAction | null;
  lastActionAt: string | null;
  lastActionBy: { id: string; name: string | null; email: string | null } | null;
};

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
