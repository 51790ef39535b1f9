import {
  type BulkAnswer,
  type BulkTargetsAnswer,
  type MessageKey,
  type QueryBulkAction,
  type QueryBulkBody,
  type QueryListQuery,
  type QueryStatus,
  canMoveQuery,
  type SiteLanguage,
} from '@levera/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryStatusChanges, supportQueries } from '../../db/schema.ts';
import { recordAudits } from '../../lib/audit.ts';
import { type BatchOutcomes, bulkTargets, runBulk, Skipped, transitionBatch } from '../../lib/bulk.ts';
import type { Principal } from '../../lib/principal.ts';
import { actedOnColumns, queryListFilters } from './support-queries.service.ts';

// Bulk actions on the admin's query list (issue 18 §2, decisions 036 and 069): each batch decided as
// the single actions decide one query: changeQueryStatus (the state machine, the row lock, the
// optimistic check, acting marks it read, the status history and the audit row) and setQueryReadFlag
// (read or not does not depend on the status: the flag alone decides).

const ALREADY: Record<Exclude<QueryBulkAction, 'markRead'>, MessageKey> = {
  inProgress: 'alreadyInProgress',
  resolved: 'alreadyResolved',
  closed: 'alreadyClosed',
};

/** POST /queries/bulk: mark read, or move each query the way PATCH /queries/{id}/status would. */
export function bulkChangeQueries(
  db: Db,
  body: QueryBulkBody,
  actor: Principal,
  now: Date,
  language: SiteLanguage,
): Promise<BulkAnswer> {
  const { action } = body;
  if (action === 'markRead') return runBulk(db, body.items, language, (tx, batch) => markRead(tx, batch));
  return runBulk(db, body.items, language, (tx, batch) =>
    transitionBatch(tx, batch, {
      table: supportQueries,
      to: (from: QueryStatus): QueryStatus | null => (canMoveQuery(from, action) ? action : null),
      target: action,
      alreadyKey: ALREADY[action],
      notFoundKey: 'queryNotFound',
      set: actedOnColumns(actor.id, now),
      alsoRecord: (recordTx, changes) =>
        recordTx.insert(queryStatusChanges).values(
          changes.map((change) => ({
            queryId: change.id,
            fromStatus: change.from,
            toStatus: change.to,
            isRevert: false,
            changedBy: actor.id,
            createdAt: now,
          })),
        ),
      audit: { actor, entity: 'supportQuery', action: 'changeStatus', at: now },
    }),
  );

  /** setQueryReadFlag for a batch: the unread ones marked read, an audit row each; the others skipped. */
  async function markRead<Item extends QueryBulkBody['items'][number]>(
    tx: Db,
    batch: Item[],
  ): Promise<BatchOutcomes<Item>> {
    const ids = batch.map((item) => item.id.toLowerCase());
    // Conditional on the flag actually changing: a second "mark as read" keeps who read it first.
    const changed = await tx
      .update(supportQueries)
      .set({ isRead: true, readAt: now, readBy: actor.id, updatedAt: now })
      .where(and(inArray(supportQueries.id, ids), eq(supportQueries.isRead, false)))
      .returning({ id: supportQueries.id });
    await recordAudits(
      tx,
      changed.map((row) => ({
        actor,
        entity: 'supportQuery',
        entityId: row.id,
        action: 'markRead',
        at: now,
      })),
    );
    const done = new Set(changed.map((row) => row.id));
    const others = ids.filter((id) => !done.has(id));
    const existing = new Set(
      others.length === 0
        ? []
        : (
            await tx
              .select({ id: supportQueries.id })
              .from(supportQueries)
              .where(inArray(supportQueries.id, others))
          ).map((row) => row.id),
    );
    return new Map(
      batch.map((item) => {
        const id = item.id.toLowerCase();
        if (done.has(id)) return [item, null];
        return [
          item,
          existing.has(id)
            ? new Skipped('already_done', 'alreadyRead')
            : new Skipped('not_found', 'queryNotFound'),
        ];
      }),
    );
  }
}

/** GET /queries/ids: the queries the list's tab, status filter and search select (decision 036). */
export async function queryBulkTargets(
  db: Db,
  query: Pick<QueryListQuery, 'type' | 'status' | 'q' | 'assignee'>,
  /** The signed-in admin: who `assignee=me` is, as on the list. */
  adminId: string,
): Promise<BulkTargetsAnswer> {
  const where = and(...(await queryListFilters(db, query, adminId)).filters);
  return bulkTargets(
    db,
    supportQueries,
    { status: supportQueries.status, label: supportQueries.caseNumber },
    where,
  );
}
