import {
  type BulkAnswer,
  type BulkTargetsAnswer,
  applyPromotionAction,
  effectivePromotionStatus,
  type MessageKey,
  PROMOTION_TRANSITIONS,
  type PromotionBulkAction,
  type PromotionBulkBody,
  type PromotionListQuery,
  type PromotionStatus,
  type SiteLanguage,
  todayInStockholm,
} from '@levera/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promotions } from '../../db/schema.ts';
import { bulkTargets, changedIds, runBulk, transitionBatch } from '../../lib/bulk.ts';
import { enqueuePromotionDecisions } from '../../mail/outbox.ts';
import { adminActionColumns, adminWhere, effectiveStatusSql } from './promotions.service.ts';

// Bulk actions on the admin's promotion list (issue 18 §2, decisions 036 and 069): each batch decided
// as applyAdminPromotionAction decides one promotion: by the effective status (a lapsed promotion
// reads expired) under the lock, the state machine, the optimistic check, the same columns set, an
// audit row each with the request's reason, and the vendor's e-mail (issue 36 §2).

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
  const target = PROMOTION_TRANSITIONS[action].to;
  const today = todayInStockholm(now);
  return runBulk(db, body.items, language, (tx, batch) =>
    transitionBatch(tx, batch, {
      table: promotions,
      to: (from: PromotionStatus) => applyPromotionAction(from, action),
      target,
      alreadyKey: ALREADY[action],
      notFoundKey: 'promotionNotFound',
      lockStatuses: async (lockTx, ids) => {
        const rows = await lockTx
          .select({ id: promotions.id, status: promotions.status, endDate: promotions.endDate })
          .from(promotions)
          .where(inArray(promotions.id, ids))
          .orderBy(promotions.id)
          .for('update');
        return new Map(
          rows.map((row) => [
            row.id,
            effectivePromotionStatus(row.status as PromotionStatus, row.endDate, today),
          ]),
        );
      },
      set: adminActionColumns(action, adminId, now, reason),
      reason,
      alsoRecord: (recordTx, changes) => enqueuePromotionDecisions(recordTx, changedIds(changes), target),
      audit: { actor: { role: 'admin', id: adminId }, entity: 'promotion', action, at: now },
    }),
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
  return bulkTargets(db, promotions, { status: effectiveStatusSql(today), label: promotions.title }, where);
}
