import {
  BULK_LIMIT,
  type BulkAnswer,
  type BulkItemResult,
  type BulkTargetsAnswer,
  type BulkSkipReason,
  type MessageKey,
  type SiteLanguage,
  translateMessage,
} from '@levera/domain';
import { inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { ApiError } from './api-error.ts';
import { type AuditEntry, recordAudits } from './audit.ts';
import { newestFirstPage } from './paging.ts';

// Bulk actions of the admin lists (issue 18 §2, decisions 036 and 069). The items run in batches of
// BULK_BATCH_SIZE, one transaction per batch, and each batch is decided the way the single status
// action decides one item (decision 027): the rows locked, each one's status compared with the one the
// admin's screen showed, the domain's state machine, the change, its audit row and its e-mail, all in
// that transaction. A statement does the whole batch (lock, update, audit rows, e-mails), so 1,000
// items cost some 60 statements and 10 commits instead of some 9,000 statements and 1,000 commits,
// which took 14–40 s on a busy machine, past the web app's 10 s timeout (issue 34 §7).

/** Items per transaction: a batch holds its rows' locks (and the embedded database's connection) until it commits. */
export const BULK_BATCH_SIZE = 100;

export type BulkItem<Status extends string> = { id: string; expectedStatus: Status };

/** What a bulk run reports for an item that was not changed, with its translated message. */
export class Skipped {
  constructor(
    readonly reason: BulkSkipReason,
    readonly messageKey: MessageKey,
  ) {}
}

/** The outcome of each item of a batch: null when done. */
export type BatchOutcomes<Item> = Map<Item, Skipped | null>;

/**
 * Runs `applyBatch` on the items, BULK_BATCH_SIZE at a time, each batch in a transaction of its own
 * (`tx`), so a batch that fails undoes only itself. Anything thrown (the database gone) ends the
 * request as an error: the items of earlier batches stay done. The answer lists the items in the
 * order given.
 */
export async function runBulk<Item extends BulkItem<string>>(
  db: Db,
  items: readonly Item[],
  language: SiteLanguage,
  applyBatch: (tx: Db, batch: Item[]) => Promise<BatchOutcomes<Item>>,
): Promise<BulkAnswer> {
  const outcomes: BatchOutcomes<Item> = new Map();
  for (let start = 0; start < items.length; start += BULK_BATCH_SIZE) {
    // Locked in id order, so two bulk requests sharing rows cannot deadlock.
    const batch = items.slice(start, start + BULK_BATCH_SIZE).sort(byId);
    const decided = await db.transaction((tx) => applyBatch(tx, batch));
    for (const [item, outcome] of decided) outcomes.set(item, outcome);
  }
  const results = items.map((item): BulkItemResult => {
    const skipped = outcomes.get(item);
    return skipped
      ? {
          id: item.id,
          outcome: 'skipped',
          reason: skipped.reason,
          message: translateMessage(skipped.messageKey, language),
        }
      : { id: item.id, outcome: 'done' };
  });
  const done = results.filter((result) => result.outcome === 'done').length;
  const skipped = results.length - done;
  return {
    success: true,
    message: translateMessage('bulkFinished', language, { done, skipped }),
    done,
    skipped,
    results,
  };
}

function byId(a: BulkItem<string>, b: BulkItem<string>): number {
  const [left, right] = [a.id.toLowerCase(), b.id.toLowerCase()];
  return left < right ? -1 : left > right ? 1 : 0;
}

/** A table whose rows have an `id` and a `status` column. */
type StatusTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn };

export type Change<Status extends string> = { id: string; from: Status; to: Status };

/** The ids of the items a batch changed: what `alsoRecord` e-mails the decision about. */
export function changedIds(changes: readonly Change<string>[]): string[] {
  return changes.map((change) => change.id);
}

/** One status action applied to a batch of items, as `transitionStatus` applies it to one. */
export type BatchTransition<Table extends StatusTable, Status extends string> = {
  table: Table;
  /** The status the action leads to from `from` (the domain's state machine), or null when it may not. */
  to: (from: Status) => Status | null;
  /** The status the action leads to, and the message of an item already in it ("Already approved"). */
  target: Status;
  alreadyKey: MessageKey;
  notFoundKey: MessageKey;
  /**
   * Locks the rows of `ids` (`FOR UPDATE`) and answers their status by id (lower case); by default
   * the stored one (promotions: the effective one).
   */
  lockStatuses?: (tx: Db, ids: string[]) => Promise<Map<string, Status>>;
  /** Columns set with the status: who acted and when. */
  set: Omit<PgUpdateSetSource<Table>, 'status'>;
  /** More writes that belong to the changes, for the whole batch (history, e-mails). */
  alsoRecord?: (tx: Db, changes: Change<Status>[]) => Promise<unknown>;
  /** The admin's reason: in each audit row's details when given. */
  reason?: string | undefined;
  audit: Omit<AuditEntry, 'entityId' | 'details'>;
  /** A unique index the change can run into, as the single action refuses it (a duplicate application). */
  refusalOf?: (error: unknown) => ApiError | null;
};

/**
 * Decides and applies one batch: an item is skipped when the state machine refuses its action from
 * the status the screen showed (`already_done` when it is already there), when its row is missing,
 * or when its row's status (read under the lock) is no longer that one (`stale_status`: changed by
 * someone else); the others change in one `UPDATE`, get their audit rows in one `INSERT` and their
 * further writes from `alsoRecord`.
 */
export async function transitionBatch<
  Item extends BulkItem<Status>,
  Table extends StatusTable,
  Status extends string,
>(tx: Db, batch: Item[], transition: BatchTransition<Table, Status>): Promise<BatchOutcomes<Item>> {
  const { table } = transition;
  const outcomes: BatchOutcomes<Item> = new Map();
  const allowed: { item: Item; to: Status }[] = [];
  for (const item of batch) {
    const to = transition.to(item.expectedStatus);
    if (to) allowed.push({ item, to });
    else outcomes.set(item, refusedByStateMachine(item, transition));
  }
  if (allowed.length === 0) return outcomes;

  const current = await (transition.lockStatuses ?? lockStoredStatuses)(
    tx,
    allowed.map(({ item }) => item.id),
  );
  const changes: (Change<Status> & { item: Item })[] = [];
  for (const { item, to } of allowed) {
    const from = current.get(item.id.toLowerCase());
    if (from === undefined) outcomes.set(item, new Skipped('not_found', transition.notFoundKey));
    else if (from !== item.expectedStatus)
      outcomes.set(item, new Skipped('stale_status', 'bulkChangedBySomeoneElse'));
    else changes.push({ item, id: item.id.toLowerCase(), from, to });
  }

  const made = await changeRows(tx, changes, outcomes, transition);
  for (const change of made) outcomes.set(change.item, null);
  if (made.length > 0) {
    await transition.alsoRecord?.(tx, made);
    await recordAudits(
      tx,
      made.map(({ id, from, to }) => ({
        ...transition.audit,
        entityId: id,
        details: { from, to, ...(transition.reason && { reason: transition.reason }) },
      })),
    );
  }
  return outcomes;

  async function lockStoredStatuses(lockTx: Db, ids: string[]): Promise<Map<string, Status>> {
    const rows = await lockTx
      .select({ id: table.id, status: table.status })
      .from(table as PgTable)
      .where(inArray(table.id, ids))
      .orderBy(table.id)
      .for('update');
    return new Map(rows.map((row) => [String(row.id), row.status as Status]));
  }
}

function refusedByStateMachine<Status extends string>(
  item: BulkItem<Status>,
  transition: { target: Status; alreadyKey: MessageKey },
): Skipped {
  return item.expectedStatus === transition.target
    ? new Skipped('already_done', transition.alreadyKey)
    : new Skipped('illegal_transition', 'illegalTransition');
}

/**
 * Sets the new status of the batch's rows, one `UPDATE` per target status. The rows are locked in the
 * status compared above, so each one matches. Should the update run into a unique index the single
 * action refuses (`refusalOf`), the rows are changed one by one (each in a savepoint) to find the
 * items it refuses.
 */
async function changeRows<Item, Table extends StatusTable, Status extends string>(
  tx: Db,
  changes: (Change<Status> & { item: Item })[],
  outcomes: BatchOutcomes<Item>,
  transition: BatchTransition<Table, Status>,
): Promise<(Change<Status> & { item: Item })[]> {
  if (changes.length === 0) return [];
  const { table } = transition;
  const update = (db: Db, to: Status, ids: string[]) =>
    db
      .update(table)
      .set({ ...transition.set, status: to } as PgUpdateSetSource<Table>)
      .where(inArray(table.id, ids));
  const byTarget = new Map<Status, string[]>();
  for (const change of changes) byTarget.set(change.to, [...(byTarget.get(change.to) ?? []), change.id]);
  try {
    await tx.transaction(async (savepoint) => {
      for (const [to, ids] of byTarget) await update(savepoint, to, ids);
    });
    return changes;
  } catch (error) {
    if (!transition.refusalOf?.(error)) throw error;
  }
  const refusalOf = transition.refusalOf;
  const made: (Change<Status> & { item: Item })[] = [];
  for (const change of changes) {
    try {
      await tx.transaction((savepoint) => update(savepoint, change.to, [change.id]));
      made.push(change);
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      outcomes.set(change.item, new Skipped('duplicate_application', refusal.messageKey as MessageKey));
    }
  }
  return made;
}

/** A list's table, with the columns its "select all matching" reads. */
type ListedTable = PgTable & { id: AnyPgColumn<{ data: string; notNull: true }>; createdAt: AnyPgColumn };

/**
 * GET …/ids of a list (decision 036): the id, status and label of the rows `where` selects, newest
 * first, at most BULK_LIMIT, and how many it selects in all.
 */
export async function bulkTargets(
  db: Db,
  table: ListedTable,
  columns: {
    status: AnyPgColumn<{ data: string; notNull: true }> | SQL<string>;
    label: AnyPgColumn<{ data: string; notNull: true }>;
  },
  where: SQL | undefined,
): Promise<BulkTargetsAnswer> {
  const [data, total] = await Promise.all([
    newestFirstPage(
      db
        .select({ id: table.id, ...columns })
        .from(table as PgTable)
        .where(where)
        .$dynamic(),
      table,
      { page: 1, pageSize: BULK_LIMIT },
    ),
    db.$count(table, where),
  ]);
  return { data, total };
}
