import type {
  DeliveryPromotionType,
  DiscountType,
  PromotionAction,
  PromotionApplicableTo,
  PromotionStatus,
  Weekday,
} from '@levera/domain';

// The promotion as the API answers it, to the admin (GET /promotions) and to its vendor
// (GET /vendor/promotions); `status` is already the effective one.

type PromotionRecord = {
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
  lastActionAt: string | null;
};

/** What the admin sees: who acted last, too. */
export type AdminPromotion = PromotionRecord & {
  lastAction: PromotionAction | null;
  lastActionBy: { id: string; name: string | null; email: string | null } | null;
};

/** What its vendor sees: whether it may still edit it, too. */
export type VendorPromotion = PromotionRecord & {
  isEditable: boolean;
  lastAction: string | null;
};

/** The fields that say what a promotion gives off. */
export type PromotionDiscount = Pick<
  PromotionRecord,
  | 'discountType'
  | 'discountValue'
  | 'maximumDiscount'
  | 'deliveryType'
  | 'deliveryFee'
  | 'freeDeliveryThreshold'
>;
