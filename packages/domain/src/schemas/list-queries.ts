import { z } from 'zod';
import {
  PARTNER_STATUSES,
  PARTNER_TYPES,
  PROMOTION_DISPLAY_STATUSES,
  QUERY_STATUSES,
  QUERY_TYPES,
  VENDOR_LIST_STATUSES,
} from '../constants.ts';
import {
  PARTNER_SORTS,
  PROMOTION_SORTS,
  QUERY_SORTS,
  SORT_ORDERS,
  type SortOrder,
  VENDOR_SORTS,
} from '../lists.ts';
import { PaginationQuerySchema } from './common.ts';
import { optionalChoice } from './fields.ts';

// Query-string filters of the list endpoints (DESIGN §4). A blank filter ('All') means no filter.

/** `?sort&order` of a list whose sortable columns are `columns` (createdAt among them). */
export function sortFields<const T extends readonly [string, ...string[]]>(columns: T) {
  return {
    sort: optionalChoice(columns, 'invalidValue').transform((sort) => sort ?? ('createdAt' as T[number])),
    order: optionalChoice(SORT_ORDERS, 'invalidValue').transform((order): SortOrder => order ?? 'desc'),
  };
}

/** A list's filters without its paging: what an export takes (issue 18). */
const withoutPaging = { page: true, pageSize: true } as const;

export const PartnerListQuerySchema = PaginationQuerySchema.extend({
  type: optionalChoice(PARTNER_TYPES),
  status: optionalChoice(PARTNER_STATUSES),
  ...sortFields(PARTNER_SORTS),
});
export type PartnerListQuery = z.infer<typeof PartnerListQuerySchema>;
export const PartnerExportQuerySchema = PartnerListQuerySchema.omit(withoutPaging);
export type PartnerExportQuery = z.infer<typeof PartnerExportQuerySchema>;

export const QueryListQuerySchema = PaginationQuerySchema.extend({
  type: optionalChoice(QUERY_TYPES),
  status: optionalChoice(QUERY_STATUSES),
  /** `me` (the signed-in admin: the "Mine" tab), an admin's id, or `none` (nobody's yet). */
  assignee: z
    .string({ error: 'invalidValue' })
    .max(100, { error: 'invalidValue' })
    .optional()
    .transform((value) => value || null),
  ...sortFields(QUERY_SORTS),
});
export type QueryListQuery = z.infer<typeof QueryListQuerySchema>;
export const QueryExportQuerySchema = QueryListQuerySchema.omit(withoutPaging);
export type QueryExportQuery = z.infer<typeof QueryExportQuerySchema>;

/** `status` is what the promotion reads as (`promotionDisplayStatus`): `active` has started, `scheduled` not. */
export const PromotionListQuerySchema = PaginationQuerySchema.extend({
  status: optionalChoice(PROMOTION_DISPLAY_STATUSES),
  ...sortFields(PROMOTION_SORTS),
});
export type PromotionListQuery = z.infer<typeof PromotionListQuerySchema>;
export const PromotionExportQuerySchema = PromotionListQuerySchema.omit(withoutPaging);
export type PromotionExportQuery = z.infer<typeof PromotionExportQuerySchema>;

/** `status=archived` lists the archived (deleted) accounts; every other filter lists the others only. */
export const VendorListQuerySchema = PaginationQuerySchema.extend({
  status: optionalChoice(VENDOR_LIST_STATUSES),
  ...sortFields(VENDOR_SORTS),
});
export type VendorListQuery = z.infer<typeof VendorListQuerySchema>;
export const VendorExportQuerySchema = VendorListQuerySchema.omit(withoutPaging);
export type VendorExportQuery = z.infer<typeof VendorExportQuerySchema>;

/**
 * GET /vendor/promotions: one page of the vendor's own, newest first, optionally of one (displayed)
 * status, which is how the screen's groups ask for theirs (issue 20; no search on this list).
 */
export const VendorPromotionListQuerySchema = PaginationQuerySchema.omit({ q: true }).extend({
  status: optionalChoice(PROMOTION_DISPLAY_STATUSES),
});
export type VendorPromotionListQuery = z.infer<typeof VendorPromotionListQuerySchema>;
