import { z } from 'zod';
import {
  DELIVERY_PROMOTION_TYPES,
  DISCOUNT_TYPES,
  PROMOTION_ACTIONS,
  PROMOTION_APPLICABLE_TO,
  PROMOTION_DISPLAY_STATUSES,
  PROMOTION_STATUSES,
  WEEKDAYS,
} from '../constants.ts';
import { ActorAnswerSchema, changeAnswer, dataAnswer, pageAnswer } from './common.ts';

// The answers of the promotion endpoints (DESIGN.md §4; decision 025). Money is null where the
// discount type has no such amount. The enums are what the API accepts on input, so every stored
// value is one of them; the web switches on them.

const money = () => z.number().nullable();

/**
 * A menu item a promotion applies to. `id` is null once the item was removed from the menu; its
 * name stays (kept as text) and `onMenu` is false. Category and price are the menu's current ones,
 * shown only while the item is on the menu.
 */
export const PromotionItemAnswerSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  onMenu: z.boolean(),
  category: z.string().optional(),
  price: z.number().optional(),
});
export type PromotionItemAnswer = z.infer<typeof PromotionItemAnswerSchema>;

/** A promotion as the API answers it; `status` is the effective one (expired once the end date passed). */
export const PromotionAnswerSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  title: z.string(),
  description: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: money(),
  minimumOrder: money(),
  maximumDiscount: money(),
  startDate: z.string(),
  endDate: z.string(),
  repeat: z.object({ enabled: z.boolean(), days: z.array(z.enum(WEEKDAYS)) }),
  usageLimit: z.number().nullable(),
  applicableTo: z.enum(PROMOTION_APPLICABLE_TO),
  /**
   * For specific items: how many, derived from `items` (or, for a promotion stored before items
   * could be chosen, the number the vendor typed then; decision 042). Null for the whole menu.
   */
  itemCount: z.number().nullable(),
  /** The chosen items in the vendor's order; empty for the whole menu. */
  items: z.array(PromotionItemAnswerSchema),
  terms: z.string(),
  deliveryType: z.enum(DELIVERY_PROMOTION_TYPES).nullable(),
  deliveryFee: money(),
  freeDeliveryThreshold: money(),
  status: z.enum(PROMOTION_STATUSES),
  isEditable: z.boolean(),
  views: z.number(),
  orders: z.number(),
  revenue: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Only an admin's review sets it. */
  lastAction: z.enum(PROMOTION_ACTIONS).nullable(),
  lastActionAt: z.string().nullable(),
  /** The admin's reason for the last status change (null when none was given). */
  statusReason: z.string().nullable(),
});
export type PromotionAnswer = z.infer<typeof PromotionAnswerSchema>;

/** The admin's view of a promotion: also who made the last change. */
export const AdminPromotionAnswerSchema = PromotionAnswerSchema.extend({
  lastActionBy: ActorAnswerSchema.nullable(),
});
export type AdminPromotionAnswer = z.infer<typeof AdminPromotionAnswerSchema>;

/** One entry of a promotion's history: a vendor's or an admin's action. */
export const PromotionHistoryEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  actorRole: z.string(),
  actorName: z.string().nullable(),
  details: z.unknown(),
  at: z.string(),
});
export type PromotionHistoryEntry = z.infer<typeof PromotionHistoryEntrySchema>;

export const PromotionDetailsSchema = AdminPromotionAnswerSchema.extend({
  history: z.array(PromotionHistoryEntrySchema),
});
export type PromotionDetails = z.infer<typeof PromotionDetailsSchema>;

/**
 * Counts by displayed status (`promotionDisplayStatus`: `active` has started, `scheduled` not yet),
 * and the totals of views, orders and revenue.
 */
export const PromotionStatsSchema = z.object({
  total: z.number(),
  counts: z.record(z.enum(PROMOTION_DISPLAY_STATUSES), z.number()),
  views: z.number(),
  orders: z.number(),
  revenue: z.number(),
});
export type PromotionStats = z.infer<typeof PromotionStatsSchema>;

/**
 * GET /vendor/promotions: one page of the vendor's own promotions (issue 20), and how many of them
 * have each displayed status (`all` is every one), for the screen's groups whichever page it shows.
 */
export const VendorPromotionCountsSchema = z.object({
  all: z.number().int(),
  pending: z.number().int(),
  scheduled: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  expired: z.number().int(),
} satisfies Record<'all' | (typeof PROMOTION_DISPLAY_STATUSES)[number], z.ZodNumber>);
export type VendorPromotionCounts = z.infer<typeof VendorPromotionCountsSchema>;
export const VendorPromotionListAnswerSchema = pageAnswer(PromotionAnswerSchema).extend({
  counts: VendorPromotionCountsSchema,
});
export type VendorPromotionListAnswer = z.infer<typeof VendorPromotionListAnswerSchema>;
/** GET /vendor/promotions/{id}. */
export const PromotionDataAnswerSchema = dataAnswer(PromotionAnswerSchema);
export type PromotionDataAnswer = z.infer<typeof PromotionDataAnswerSchema>;
/** POST and PUT /vendor/promotions[/{id}]. */
export const PromotionChangeAnswerSchema = changeAnswer(PromotionAnswerSchema);
export type PromotionChangeAnswer = z.infer<typeof PromotionChangeAnswerSchema>;
/** GET /promotions. */
export const PromotionListAnswerSchema = pageAnswer(AdminPromotionAnswerSchema);
export type PromotionListAnswer = z.infer<typeof PromotionListAnswerSchema>;
/** GET /promotions/stats. */
export const PromotionStatsAnswerSchema = dataAnswer(PromotionStatsSchema);
export type PromotionStatsAnswer = z.infer<typeof PromotionStatsAnswerSchema>;
/** GET /promotions/{id}. */
export const PromotionDetailsAnswerSchema = dataAnswer(PromotionDetailsSchema);
export type PromotionDetailsAnswer = z.infer<typeof PromotionDetailsAnswerSchema>;
/** PATCH /promotions/{id}/status. */
export const AdminPromotionChangeAnswerSchema = changeAnswer(AdminPromotionAnswerSchema);
export type AdminPromotionChangeAnswer = z.infer<typeof AdminPromotionChangeAnswerSchema>;
