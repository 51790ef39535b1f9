import { and, asc, eq, inArray, isNotNull, lt, notInArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { RECEIVED_KINDS } from '../mail/messages.ts';

// How long the outbox keeps an e-mail once it is finished (decision 054). A row holds the recipient's
// address and name and what the e-mail said (an admin's reason, a support answer), so it goes once
// nothing reads it: sent and dropped rows after MAIL_OUTBOX_RETENTION_DAYS, failed ones (which an
// operator may still look into) after MAIL_OUTBOX_FAILED_RETENTION_DAYS. Pending rows always stay.

/** Rows one statement deletes at most: a first pass on an old database stays a short statement. */
export const RETENTION_BATCH_SIZE = 500;
const DAY_MS = 24 * 60 * 60_000;

export type OutboxRetention = {
  sentDays: number;
  failedDays: number;
  /** The admins' digest is on: a "received" row it has not listed yet stays (it reads those rows). */
  keepUndigested: boolean;
};

/** One run of the outbox retention job: `deleteFinishedMail`, and a log line when rows went (a count only). */
export async function runOutboxRetention(
  db: Db,
  now: Date,
  retention: OutboxRetention,
  log: FastifyBaseLogger,
): Promise<number> {
  const deleted = await deleteFinishedMail(db, now, retention);
  if (deleted > 0) log.info({ deleted }, 'mail outbox: e-mails past their retention deleted');
  return deleted;
}

/**
 * One bounded batch of each finished status past its retention at `now`; returns how many went.
 * Several processes may run it at once: `skip locked` gives each its own rows.
 */
export async function deleteFinishedMail(db: Db, now: Date, retention: OutboxRetention): Promise<number> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  let deleted = 0;
  for (const [status, days] of [
    ['sent', retention.sentDays],
    ['dropped', retention.sentDays],
    ['failed', retention.failedDays],
  ] as const) {
    deleted += (await finishedRowsDelete(db, status, before(days), retention)).length;
  }
  return deleted;
}

/**
 * The delete of one batch of `status`, unexecuted (`bench/outbox-retention` shows its plan). One
 * status and the order of `mail_outbox_finished_idx`, so the plan is a range scan of that index from
 * the oldest row whatever the planner estimates (with a list of statuses and no order, it chose a
 * sequential scan of the whole table once the old rows were gone: bench/README.md).
 */
export function finishedRowsDelete(
  db: Db,
  status: 'sent' | 'dropped' | 'failed',
  before: Date,
  { keepUndigested }: Pick<OutboxRetention, 'keepUndigested'>,
  limit = RETENTION_BATCH_SIZE,
) {
  const old = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, status),
        lt(mailOutbox.createdAt, before),
        keepUndigested
          ? or(isNotNull(mailOutbox.digestedAt), notInArray(mailOutbox.kind, [...RECEIVED_KINDS]))
          : undefined,
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.delete(mailOutbox).where(inArray(mailOutbox.id, old)).returning({ id: mailOutbox.id });
}
