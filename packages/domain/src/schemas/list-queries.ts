import { z } from 'zod';
import {
  PARTNER_STATUSES,
  PARTNER_TYPES,
  PROMOTION_STATUSES,
  QUERY_STATUSES,
  QUERY_TYPES,
  VENDOR_LIST_STATUSES,
} from '../constants.ts';
import { PaginationQuerySchema } from './common.ts';
import { optionalChoice } from './fields.ts';

// Query-string filters of the list endpoints (DESIGN §4). A blank filter ('All') means no filter.

export const PartnerListQuerySchema = PaginationQuerySchema.extend({
  type: optionalChoice(PARTNER_TYPES),
  status: optionalChoice(PARTNER_STATUSES),
});
export type PartnerListQuery = z.infer<typeof PartnerListQuerySchema>;

export const QueryListQuerySchema = PaginationQuerySchema.extend({
  type: optionalChoice(QUERY_TYPES),
  status: optionalChoice(QUERY_STATUSES),
});
export type QueryListQuery = z.infer<typeof QueryListQuerySchema>;

export const PromotionListQuerySchema = PaginationQuerySchema.extend({
  status: optionalChoice(PROMOTION_STATUSES),
});
export type PromotionListQuery = z.infer<typeof PromotionListQuerySchema>;

/** `status=archived` lists the archived (deleted) accounts; every other filter lists the others only. */
export const VendorListQuerySchema = PaginationQuerySchema.extend({
  status: optionalChoice(VENDOR_LIST_STATUSES),
});
export type VendorListQuery = z.infer<typeof VendorListQuerySchema>;

/** GET /vendor/promotions: the vendor's own, optionally by status (not paginated). */
export const VendorPromotionListQuerySchema = z.object({ status: optionalChoice(PROMOTION_STATUSES) });
export type VendorPromotionListQuery = z.infer<typeof VendorPromotionListQuerySchema>;
