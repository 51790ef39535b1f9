import type { PartnerAction, PromotionAction } from './constants.ts';

// The plain values of the admin lists: sorts, bulk actions and the counts stream's event name. They
// live apart from the schemas that use them because a bundle that takes one value from a module also
// keeps that module's top-level `z.object(…)` calls, and with them zod: the list screens need these
// values for their first render, and zod only when a form is used (decisions 044, 048).

// Sorting (issue 18): `sort` names one column of the list's allow-list, `order` its direction; the
// id breaks ties. Blank or absent means the list's usual order, newest first. Only these names ever
// reach the API's SQL, each mapped to its column there (decision 035).
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const QUERY_SORTS = ['createdAt', 'caseNumber', 'subject', 'status', 'waitingSince'] as const;
export type QuerySort = (typeof QUERY_SORTS)[number];
export const PARTNER_SORTS = ['createdAt', 'caseNumber', 'name', 'status'] as const;
export type PartnerSort = (typeof PARTNER_SORTS)[number];
export const PROMOTION_SORTS = ['createdAt', 'title', 'startDate', 'endDate', 'status'] as const;
export type PromotionSort = (typeof PROMOTION_SORTS)[number];
export const VENDOR_SORTS = ['createdAt', 'vendorName', 'email', 'status'] as const;
export type VendorSort = (typeof VENDOR_SORTS)[number];

/** The most items one bulk request may carry (more is refused with 400). */
export const BULK_LIMIT = 1000;

/** The actions a list offers for many rows at once (the single actions less those that need one row). */
export const PARTNER_BULK_ACTIONS = [
  'approve',
  'reject',
  'markPending',
] as const satisfies readonly PartnerAction[];
export const PROMOTION_BULK_ACTIONS = [
  'approve',
  'reject',
  'setPending',
  'markExpired',
] as const satisfies readonly PromotionAction[];
/** A query is marked read, or moved to one of these statuses. */
export const QUERY_BULK_ACTIONS = ['markRead', 'inProgress', 'resolved', 'closed'] as const;
export type PartnerBulkAction = (typeof PARTNER_BULK_ACTIONS)[number];
export type PromotionBulkAction = (typeof PROMOTION_BULK_ACTIONS)[number];
export type QueryBulkAction = (typeof QUERY_BULK_ACTIONS)[number];

/**
 * What a bulk action does besides moving rows (issue 36 §2, decision 061), for the confirmation the
 * screen asks before it: whether it changes a status (and so asks at all), whether each item it
 * changes e-mails the one it concerns (the transitions `apps/api/src/mail/outbox.ts` writes an
 * e-mail for; `bulk-actions.test.ts` holds the two together), and whether it takes the optional
 * reason a single reject asks for.
 */
export type BulkActionEffect = { changesStatus: boolean; emails: boolean; asksReason: boolean };

const ONLY_STATUS: BulkActionEffect = { changesStatus: true, emails: false, asksReason: false };
const STATUS_AND_EMAIL: BulkActionEffect = { changesStatus: true, emails: true, asksReason: false };
const REFUSAL: BulkActionEffect = { changesStatus: true, emails: true, asksReason: true };

/** The applicant hears of an approval or a rejection; moving back to pending tells nobody. */
export const PARTNER_BULK_EFFECTS = {
  approve: STATUS_AND_EMAIL,
  reject: REFUSAL,
  markPending: ONLY_STATUS,
} as const satisfies Record<PartnerBulkAction, BulkActionEffect>;
/** The vendor hears of an approval, a rejection or an expiry; moving back to pending tells nobody. */
export const PROMOTION_BULK_EFFECTS = {
  approve: STATUS_AND_EMAIL,
  reject: REFUSAL,
  setPending: ONLY_STATUS,
  markExpired: STATUS_AND_EMAIL,
} as const satisfies Record<PromotionBulkAction, BulkActionEffect>;
/** A query's status is the admins' own bookkeeping: nobody is e-mailed; marking read is not a status. */
export const QUERY_BULK_EFFECTS = {
  markRead: { changesStatus: false, emails: false, asksReason: false },
  inProgress: ONLY_STATUS,
  resolved: ONLY_STATUS,
  closed: ONLY_STATUS,
} as const satisfies Record<QueryBulkAction, BulkActionEffect>;

/**
 * Why an item was skipped: the codes a single action answers (`not_found`, `stale_status`,
 * `illegal_transition`, `duplicate_application`), and `already_done` when the item already has the
 * status the action leads to.
 */
export const BULK_SKIP_REASONS = [
  'not_found',
  'stale_status',
  'already_done',
  'illegal_transition',
  'duplicate_application',
] as const;
export type BulkSkipReason = (typeof BULK_SKIP_REASONS)[number];

/** The name of the event that carries the admin counts on GET /admin/counts/stream. */
export const ADMIN_COUNTS_EVENT = 'counts';
