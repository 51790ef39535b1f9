import type { AdminPromotionAnswer, PromotionAnswer } from '@levera/domain';

// The promotion as the API answers it (the domain's answer schemas, decision 025): to the admin
// (GET /promotions) and to its vendor (GET /vendor/promotions); `status` is already the effective one.

/** What the admin sees: who acted last, too. */
export type AdminPromotion = AdminPromotionAnswer;

/** What its vendor sees: whether it may still edit it, too. */
export type VendorPromotion = PromotionAnswer;

/** The fields that say what a promotion gives off. */
export type PromotionDiscount = Pick<
  PromotionAnswer,
  | 'discountType'
  | 'discountValue'
  | 'maximumDiscount'
  | 'deliveryType'
  | 'deliveryFee'
  | 'freeDeliveryThreshold'
>;
