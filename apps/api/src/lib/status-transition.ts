import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { type ApiError, staleStatus } from './api-error.ts';
import { type AuditEntry, recordAudit } from './audit.ts';

/** A table whose rows have an `id` and a `status` column. */
type StatusTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn };

export type StatusTransition<Table extends StatusTable, Status extends string, Item> = {
  table: Table;
  /** A UUID (the caller has checked it, answering its own 404). */
  id: string;
  /** The status the admin's screen showed: the action applies only while the item still has it. */
  expectedStatus: Status;
  /**
   * The new status: known from the action (the caller has checked it against the state machine of
   * `@levera/domain`), or decided under the row lock from what the transaction reads (a revert).
   */
  to: Status | ((tx: Db) => Promise<Status>);
  /** Columns set with the status: who acted and when. */
  set: Omit<PgUpdateSetSource<Table>, 'status'>;
  /** The status of the row, read with `FOR UPDATE`; by default the stored one (promotions: effective). */
  lockStatus?: (tx: Db) => Promise<Status | null>;
  /** The condition "the row still reads as `from`"; by default `status = from`. */
  stillIn?: (from: Status) => SQL | undefined;
  /** More writes that belong to the change, in its transaction (the history of a query). */
  alsoRecord?: (tx: Db, change: { from: Status; to: Status }) => Promise<unknown>;
  /** The admin's reason (issue 17): in the audit row's details when given. */
  reason?: string | undefined;
  /** The audit row of the change; its details are `{ from, to }` and the reason when given. */
  audit: Omit<AuditEntry, 'entityId' | 'details'>;
  /** The item as the API answers it (throws its 404 when missing): the result, and the data of a 409. */
  read: (db: Db) => Promise<Item>;
  notFound: () => ApiError;
  /** The message of the 409 `stale_status`: an undo that a later change overtook says so. */
  staleMessage?: 'undoNoLongerPossible' | undefined;
};

/**
 * Applies an admin status action the one way all status actions share (decision 027): lock the row,
 * compare its status with the one the admin saw (409 `stale_status` with the current item when
 * another admin changed it, decision 011), decide the new status, change the row with a conditional
 * `UPDATE … WHERE id = $1 AND status = $from`, and record the change and its audit row in the same
 * transaction. Answers the item as it now is.
 */
export async function transitionStatus<Table extends StatusTable, Status extends string, Item>(
  db: Db,
  transition: StatusTransition<Table, Status, Item>,
): Promise<Item> {
  const { table, id } = transition;
  await db.transaction(async (tx) => {
    const from = await (transition.lockStatus ?? lockStoredStatus)(tx);
    if (from === null) throw transition.notFound();
    if (from !== transition.expectedStatus) throw await stale(tx);
    const to = typeof transition.to === 'function' ? await transition.to(tx) : transition.to;
    const changed = await tx
      .update(table)
      .set({ ...transition.set, status: to } as PgUpdateSetSource<Table>)
      .where(and(eq(table.id, id), transition.stillIn?.(from) ?? eq(table.status, from)))
      .returning({ id: table.id });
    // The lock holds the row in `from`: nothing matching would mean the two readings disagree.
    if (changed.length === 0) throw await stale(tx);
    await transition.alsoRecord?.(tx, { from, to });
    const details = { from, to, ...(transition.reason && { reason: transition.reason }) };
    await recordAudit(tx, { ...transition.audit, entityId: id, details });
  });
  return transition.read(db);

  async function stale(tx: Db): Promise<ApiError> {
    return staleStatus(await transition.read(tx), transition.staleMessage);
  }

  async function lockStoredStatus(tx: Db): Promise<Status | null> {
    const [row] = await tx
      .select({ status: table.status })
      .from(table as PgTable)
      .where(eq(table.id, id))
      .for('update');
    return (row?.status as Status | undefined) ?? null;
  }
}
