import type {
  DeliveryPromotionType,
  DiscountType,
  PromotionApplicableTo,
  PromotionStatus,
  Weekday,
} from '@levera/domain';

/** A promotion as GET /vendor/promotions answers it; `status` is already the effective one. */
export type VendorPromotion = {
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
  isEditable: boolean;
  views: number;
  orders: number;
  revenue: number;
  createdAt: string;
  updatedAt: string;
  lastAction: string | null;
  lastActionAt: string | null;
};

/** Query keys of the vendor's promotions: the list and each promotion under one root. */
export const vendorPromotionKeys = {
  all: ['vendor-promotions'] as const,
  list: () => [...vendorPromotionKeys.all, 'list'] as const,
  detail: (id: string) => [...vendorPromotionKeys.all, 'detail', id] as const,
};
