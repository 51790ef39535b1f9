import {
  BULK_LIMIT,
  type BulkAnswer,
  type BulkTargetsAnswer,
  type MessageKey,
  type QueryBulkAction,
  type QueryBulkBody,
  type QueryListQuery,
  type SiteLanguage,
} from '@levera/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportQueries } from '../../db/schema.ts';
import { runBulk, Skipped } from '../../lib/bulk.ts';
import { newestFirstPage } from '../../lib/paging.ts';
import type { Principal } from '../../plugins/auth.ts';
import { changeQueryStatus, queryListFilters, setQueryReadFlag } from './support-queries.service.ts';

// Bulk actions on the admin's query list (issue 18 §2, decision 036): each item goes through the
// single action's service function, so the state machine, the row lock, the optimistic check, the
// status history and the audit row are those of one query changed alone.

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
  return runBulk(
    body.items,
    language,
    async (item) => {
      if (action === 'markRead') {
        // Read or not does not depend on the status: the flag alone decides.
        const changed = await setQueryReadFlag(db, item.id, true, actor, now);
        if (!changed) {
          const [row] = await db
            .select({ id: supportQueries.id })
            .from(supportQueries)
            .where(eq(supportQueries.id, item.id));
          throw row ? new Skipped('already_done', 'alreadyRead') : new Skipped('not_found', 'queryNotFound');
        }
        return;
      }
      await changeQueryStatus(
        db,
        item.id,
        { status: action, expectedStatus: item.expectedStatus },
        actor,
        now,
      );
    },
    (item) => (action !== 'markRead' && item.expectedStatus === action ? ALREADY[action] : null),
  );
}

/** GET /queries/ids: the queries the list's tab, status filter and search select (decision 036). */
export async function queryBulkTargets(
  db: Db,
  query: Pick<QueryListQuery, 'type' | 'status' | 'q'>,
): Promise<BulkTargetsAnswer> {
  const where = and(...(await queryListFilters(db, query)).filters);
  const [data, total] = await Promise.all([
    newestFirstPage(
      db
        .select({ id: supportQueries.id, status: supportQueries.status, label: supportQueries.caseNumber })
        .from(supportQueries)
        .where(where)
        .$dynamic(),
      supportQueries,
      { page: 1, pageSize: BULK_LIMIT },
    ),
    db.$count(supportQueries, where),
  ]);
  return { data, total };
}
