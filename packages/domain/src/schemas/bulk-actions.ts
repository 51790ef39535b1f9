import { z } from 'zod';
import { PARTNER_STATUSES, PROMOTION_STATUSES, QUERY_STATUSES } from '../constants.ts';
import {
  BULK_LIMIT,
  BULK_SKIP_REASONS,
  PARTNER_BULK_ACTIONS,
  PROMOTION_BULK_ACTIONS,
  QUERY_BULK_ACTIONS,
} from '../lists.ts';
import { DecisionReasonSchema, SuccessAnswerSchema } from './common.ts';
import { choice } from './fields.ts';

// Bulk actions of the admin lists (issue 18 §2, decision 036): one action on many items in one
// request. Each item names the status the screen showed (decision 011), and the server decides each
// item as the single action would: done, or skipped with a reason.

/** Every id of the database is a UUID; anything else cannot name an item. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function bulkRequest<
  const Actions extends readonly [string, ...string[]],
  const Statuses extends readonly [string, ...string[]],
>(actions: Actions, statuses: Statuses) {
  const item = z.object({
    id: z.string({ error: 'invalidId' }).max(36, { error: 'invalidId' }).regex(UUID, { error: 'invalidId' }),
    /** The status the screen showed for this item (a promotion's effective status). */
    expectedStatus: choice(statuses, 'statusRequired'),
  });
  return z.object({
    action: choice(actions, 'actionRequired'),
    items: z
      .array(item, { error: 'bulkNothingSelected' })
      .min(1, { error: 'bulkNothingSelected' })
      .max(BULK_LIMIT, { error: 'bulkTooMany' })
      .refine((items) => new Set(items.map((each) => each.id.toLowerCase())).size === items.length, {
        error: 'bulkDuplicateIds',
      }),
  });
}

/**
 * POST /partners/bulk. `reason` (optional) is given to every item as the single action takes it
 * (stored, audited and e-mailed with a rejection; issue 36 §2).
 */
export const PartnerBulkSchema = bulkRequest(PARTNER_BULK_ACTIONS, PARTNER_STATUSES).extend({
  reason: DecisionReasonSchema,
});
export type PartnerBulkBody = z.infer<typeof PartnerBulkSchema>;

/**
 * POST /promotions/bulk; `expectedStatus` is the effective status (a lapsed one reads expired), and
 * `reason` (optional) is given to every item as the single action takes it.
 */
export const PromotionBulkSchema = bulkRequest(PROMOTION_BULK_ACTIONS, PROMOTION_STATUSES).extend({
  reason: DecisionReasonSchema,
});
export type PromotionBulkBody = z.infer<typeof PromotionBulkSchema>;

/** POST /queries/bulk; `markRead` does not depend on the status (it skips queries already read). */
export const QueryBulkSchema = bulkRequest(QUERY_BULK_ACTIONS, QUERY_STATUSES);
export type QueryBulkBody = z.infer<typeof QueryBulkSchema>;

/** What happened to one item: done, or skipped with its reason and the translated message. */
export const BulkItemResultSchema = z.discriminatedUnion('outcome', [
  z.object({ id: z.string(), outcome: z.literal('done') }),
  z.object({
    id: z.string(),
    outcome: z.literal('skipped'),
    reason: z.enum(BULK_SKIP_REASONS),
    message: z.string(),
  }),
]);
export type BulkItemResult = z.infer<typeof BulkItemResultSchema>;

/** The answer of every bulk endpoint: the counts and one result per item, in the request's order. */
export const BulkAnswerSchema = SuccessAnswerSchema.extend({
  done: z.number().int(),
  skipped: z.number().int(),
  results: z.array(BulkItemResultSchema),
});
export type BulkAnswer = z.infer<typeof BulkAnswerSchema>;

/**
 * One row the list's filters select: its id, the status a bulk action is based on, and what names it
 * in a result (a case number, a promotion's title).
 */
export const BulkTargetSchema = z.object({ id: z.string(), status: z.string(), label: z.string() });
export type BulkTarget = z.infer<typeof BulkTargetSchema>;

/**
 * GET /{resource}/ids: the rows the list's filters, search and tab select (all pages), newest first,
 * at most BULK_LIMIT of them; `total` counts them all.
 */
export const BulkTargetsAnswerSchema = z.object({ data: z.array(BulkTargetSchema), total: z.number().int() });
export type BulkTargetsAnswer = z.infer<typeof BulkTargetsAnswerSchema>;
