import {
  BULK_LIMIT,
  type BulkAnswer,
  type BulkTargetsAnswer,
  type MessageKey,
  PROMOTION_TRANSITIONS,
  type PromotionBulkAction,
  type PromotionBulkBody,
  type PromotionListQuery,
  type SiteLanguage,
} from '@levera/domain';
import type { Db } from '../../db/client.ts';
import { promotions } from '../../db/schema.ts';
import { runBulk } from '../../lib/bulk.ts';
import { newestFirstPage } from '../../lib/paging.ts';
import { adminWhere, applyAdminPromotionAction, effectiveStatusSql } from './promotions.service.ts';

// Bulk actions on the admin's promotion list (issue 18 §2, decision 036): each item goes through
// applyAdminPromotionAction, the single action, with the effective status (a lapsed promotion reads
// expired), the state machine, the lock, the optimistic check, the audit row, the request's reason and
// the vendor's e-mail (issue 36 §2).

const ALREADY: Record<PromotionBulkAction, MessageKey> = {
  approve: 'alreadyActive',
  reject: 'alreadyInactive',
  setPending: 'alreadyPending',
  markExpired: 'alreadyExpired',
};

/** POST /promotions/bulk. */
export function bulkChangePromotions(
  db: Db,
  body: PromotionBulkBody,
  adminId: string,
  now: Date,
  language: SiteLanguage,
): Promise<BulkAnswer> {
  const { action, reason } = body;
  return runBulk(
    body.items,
    language,
    (item) =>
      applyAdminPromotionAction(db, {
        id: item.id,
        action,
        expectedStatus: item.expectedStatus,
        reason,
        adminId,
        now,
      }),
    (item) => (item.expectedStatus === PROMOTION_TRANSITIONS[action].to ? ALREADY[action] : null),
  );
}

/**
 * GET /promotions/ids: the promotions the list's status filter and search select, each with its
 * effective status, the one a bulk action is based on (decision 036).
 */
export async function promotionBulkTargets(
  db: Db,
  query: Pick<PromotionListQuery, 'status' | 'q'>,
  today: string,
): Promise<BulkTargetsAnswer> {
  const where = await adminWhere(db, query, today);
  const [data, total] = await Promise.all([
    newestFirstPage(
      db
        .select({ id: promotions.id, status: effectiveStatusSql(today), label: promotions.title })
        .from(promotions)
        .where(where)
        .$dynamic(),
      promotions,
      { page: 1, pageSize: BULK_LIMIT },
    ),
    db.$count(promotions, where),
  ]);
  return { data, total };
}
