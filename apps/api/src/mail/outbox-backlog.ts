import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';

/** Counts stop here: a scrape reads at most this many index entries per status. */
export const OUTBOX_COUNT_LIMIT = 100_000;

export type OutboxBacklog = {
  /** E-mails not sent yet (due, waiting for a retry, or held back), up to OUTBOX_COUNT_LIMIT. */
  pending: number;
  /** E-mails given up after a day of retries and still kept (decision 054), up to OUTBOX_COUNT_LIMIT. */
  failed: number;
  /** When the oldest pending e-mail was written; null when none is pending. */
  oldestPendingAt: Date | null;
};

/**
 * The outbox's backlog for /metrics (issue 34), in one statement. Pending rows are read from the
 * partial index `mail_outbox_due_idx` (only pending rows: few while mail flows), failed ones from
 * `mail_outbox_finished_idx`; both counts are capped, so a long outage never makes a scrape slow.
 */
export async function readOutboxBacklog(db: Db): Promise<OutboxBacklog> {
  const [row] = rowsOf<{ pending: number; failed: number; oldest_pending_at: string | Date | null }>(
    await db.execute(sql`
      select
        (select count(*)::int from (select 1 from mail_outbox where status = 'pending' limit ${OUTBOX_COUNT_LIMIT}) as pending) as pending,
        (select count(*)::int from (select 1 from mail_outbox where status = 'failed' limit ${OUTBOX_COUNT_LIMIT}) as failed) as failed,
        (select min(created_at) from mail_outbox where status = 'pending') as oldest_pending_at`),
  );
  return {
    pending: Number(row?.pending ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestPendingAt: row?.oldest_pending_at ? new Date(row.oldest_pending_at) : null,
  };
}
