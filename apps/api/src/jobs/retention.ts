import { monthsBefore, RETENTION } from '@levera/domain';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  partnerApplications,
  partnerUpdateRequests,
  queryStatusChanges,
  sessions,
  supportQueries,
  vendors,
} from '../db/schema.ts';
import { type AuditEntry, recordAudits } from '../lib/audit.ts';
import { enqueueAccountUnused } from '../mail/outbox.ts';
import { type ErasureTarget, eraseTarget, identifiersOf } from '../modules/privacy/erasure.ts';
import { createDailyJob, type DailyJob } from './daily-job.ts';
import { deleteExpiredIdempotencyKeys } from '../lib/idempotency.ts';

// The retention the privacy policy promises (issue 32, DESIGN.md §10, decision 060), with the
// numbers of RETENTION, which the policy page renders too:
// - a rejected application is erased RETENTION.rejectedApplicationMonths after its rejection, with
//   its update requests (decision 063); a dismissed update request goes that long after its
//   dismissal, whatever becomes of its application;
// - a contact query (customer, rider, store; not a vendor's own query) is erased
//   RETENTION.closedQueryMonths after its last status change into resolved or closed;
// - a vendor account unused for RETENTION.unusedAccountMonths is told by e-mail, and archived and
//   anonymised RETENTION.unusedAccountNoticeDays later unless someone signs in meanwhile.
// Erasing is `eraseTarget`'s (the erasure of the "Personal data" screen), so both leave the same
// database behind. Each kind goes in batches, each batch its own transaction over rows taken with
// `for update skip locked`: several processes running at once erase each item once and never wait
// for each other, and a year of backlog never holds one long transaction.

export type RetentionReport = {
  rejectedApplications: { caseNumber: string }[];
  dismissedUpdateRequests: { caseNumber: string }[];
  closedQueries: { caseNumber: string }[];
  unusedAccountsNotified: { id: string }[];
  unusedAccountsAnonymised: { id: string }[];
};

export type RetentionOptions = {
  /** The moment the pass runs as of: its periods are counted back from here, and its rows dated. */
  now: Date;
  /** Select the same items and write nothing: the report says what the pass would do. */
  dryRun?: boolean;
  /** Items per batch; tests make it small to see several batches. */
  batchSize?: number;
};

/** Items one statement selects and one transaction erases at most. */
const BATCH_SIZE = 500;
const DAY_MS = 24 * 60 * 60_000;
/** Contact queries; a vendor's own queries (type `vendor`) belong to its account. */
const CONTACT_QUERY_TYPES = ['customer', 'driver', 'store'];
const SYSTEM = { role: 'system', id: null } as const;

/** What each kind's pass needs: the batches, the moment, and the audit rows of the system. */
type Pass = {
  batches: { db: Db; dryRun: boolean; size: number };
  now: Date;
  at: (date: Date) => SQL;
  audit: (
    rows: { id: string; caseNumber?: string }[],
    entry: Pick<AuditEntry, 'entity' | 'action'>,
  ) => AuditEntry[];
};

/**
 * An erasure target of nothing, for the passes that erase rows of one kind: each names its own.
 * Made anew at each call, so no pass shares its arrays with another.
 */
const nothingElse = (): ErasureTarget => ({
  applications: [],
  updateRequests: [],
  queries: [],
  vendors: [],
  identifiers: [],
});

/** One retention pass as of `now`: what it erased, told or anonymised (or would, on a dry run). */
export async function runRetention(db: Db, options: RetentionOptions): Promise<RetentionReport> {
  const { now } = options;
  const batches = { db, dryRun: options.dryRun ?? false, size: options.batchSize ?? BATCH_SIZE };
  const pass: Pass = {
    batches,
    now,
    at: (date) => sql`${date.toISOString()}::timestamptz`,
    audit: (rows, entry) =>
      rows.map(
        (row): AuditEntry => ({
          actor: SYSTEM,
          ...entry,
          entityId: row.id,
          details: row.caseNumber ? { caseNumber: row.caseNumber } : undefined,
          at: now,
        }),
      ),
  };
  const rejected = await eraseRejectedApplications(pass);
  const dismissed = await eraseDismissedUpdateRequests(pass);
  const closed = await eraseClosedContactQueries(pass);
  const { anonymised, notified } = await anonymiseOrTellUnusedAccounts(pass);

  // The public forms' idempotency keys hold 24 hours (decision 069): no personal data, not reported.
  if (!batches.dryRun) await deleteExpiredIdempotencyKeys(db, now);

  return {
    rejectedApplications: rejected.map(({ caseNumber }) => ({ caseNumber })),
    dismissedUpdateRequests: dismissed.map(({ caseNumber }) => ({ caseNumber })),
    closedQueries: closed.map(({ caseNumber }) => ({ caseNumber })),
    unusedAccountsNotified: notified.map(({ id }) => ({ id })),
    unusedAccountsAnonymised: anonymised.map(({ id }) => ({ id })),
  };
}

/**
 * The cases of each kind a pass erases whole: the rows `where` selects, erased with nothing else
 * (no identifiers: the person's other records, a later application or a query, are not this one),
 * each audited by its case number.
 */
const CASE_KINDS = {
  applications: { table: partnerApplications, entity: 'partnerApplication' },
  queries: { table: supportQueries, entity: 'supportQuery' },
} as const;

function eraseCases(pass: Pass, kind: keyof typeof CASE_KINDS, where: SQL | undefined) {
  const { table, entity } = CASE_KINDS[kind];
  return inBatches(
    pass.batches,
    {
      select: (tx) => tx.select({ id: table.id, caseNumber: table.caseNumber }).from(table).$dynamic(),
      id: table.id,
      where,
    },
    async (tx, rows) => {
      const target = nothingElse();
      target[kind] = rows;
      await eraseTarget(tx, target, pass.now);
      await recordAudits(tx, pass.audit(rows, { entity, action: 'retentionErase' }));
    },
  );
}

/** Rejected applications past their months, erased with their update requests. */
function eraseRejectedApplications(pass: Pass) {
  const { now, at } = pass;
  // The rejection is the last action when it was one (a rejected application can be edited after).
  const rejectedAt = sql`coalesce(case when ${partnerApplications.lastAction} = 'reject' then ${partnerApplications.lastActionAt} end, ${partnerApplications.updatedAt})`;
  return eraseCases(
    pass,
    'applications',
    and(
      eq(partnerApplications.status, 'rejected'),
      sql`${rejectedAt} < ${at(monthsBefore(now, RETENTION.rejectedApplicationMonths))}`,
    ),
  );
}

/** Dismissed update requests past their months. */
async function eraseDismissedUpdateRequests(pass: Pass) {
  const { batches, now, at } = pass;
  // A dismissed update request (decision 063): its data was never used, like a rejected application's.
  const dismissed = await inBatches(
    batches,
    {
      select: (tx) =>
        tx
          .select({
            id: partnerUpdateRequests.id,
            caseNumber: partnerUpdateRequests.caseNumber,
            applicationId: partnerUpdateRequests.applicationId,
          })
          .from(partnerUpdateRequests)
          .$dynamic(),
      id: partnerUpdateRequests.id,
      where: and(
        eq(partnerUpdateRequests.status, 'dismissed'),
        sql`${partnerUpdateRequests.decidedAt} < ${at(monthsBefore(now, RETENTION.rejectedApplicationMonths))}`,
      ),
    },
    async (tx, rows) => {
      const updateRequests = rows.map(({ id, caseNumber }) => ({ id, caseNumber }));
      await eraseTarget(tx, { ...nothingElse(), updateRequests }, now);
      // Its history is its application's: the entry names the request by its case number.
      await recordAudits(
        tx,
        rows.map(
          (row): AuditEntry => ({
            actor: SYSTEM,
            entity: 'partnerApplication',
            entityId: row.applicationId,
            action: 'retentionEraseUpdateRequest',
            details: { requestCaseNumber: row.caseNumber },
            at: now,
          }),
        ),
      );
    },
  );
  return dismissed;
}

/** Contact queries settled longer ago than their months. */
function eraseClosedContactQueries(pass: Pass) {
  const { now, at } = pass;
  // Closed is the last status change, into resolved or closed: both end the case for the sender.
  const closedAt = sql`coalesce((select max(${queryStatusChanges.createdAt}) from ${queryStatusChanges} where ${queryStatusChanges.queryId} = ${supportQueries.id}), ${supportQueries.updatedAt})`;
  return eraseCases(
    pass,
    'queries',
    and(
      sql`${supportQueries.type} in ${CONTACT_QUERY_TYPES}`,
      sql`${supportQueries.status} in ('resolved', 'closed')`,
      sql`${closedAt} < ${at(monthsBefore(now, RETENTION.closedQueryMonths))}`,
    ),
  );
}

/** Vendor accounts unused for their months: told first, anonymised after the notice unless used. */
async function anonymiseOrTellUnusedAccounts(pass: Pass) {
  const { batches, now, at, audit } = pass;
  const lastUse = sql`coalesce(${vendors.lastSignInAt}, ${vendors.createdAt})`;
  const unusedSince = monthsBefore(now, RETENTION.unusedAccountMonths);
  const noticeMs = RETENTION.unusedAccountNoticeDays * DAY_MS;
  // Told at least the notice's days ago and not used since (a sign-in clears the notice; a session
  // started since it also counts, so a sign-in racing this pass keeps the account). An archived
  // account cannot sign in, so it is not told: it goes when a told one would have.
  const anonymisable: SQL = sql`${vendors.anonymisedAt} is null and ${lastUse} < ${at(unusedSince)} and (
    (${vendors.unusedNoticeAt} <= ${at(new Date(now.getTime() - noticeMs))}
      and not exists (select 1 from ${sessions} where ${sessions.role} = 'vendor'
        and ${sessions.subjectId} = ${vendors.id} and ${sessions.createdAt} >= ${vendors.unusedNoticeAt}))
    or (${vendors.archivedAt} is not null and ${vendors.unusedNoticeAt} is null
      and ${lastUse} < ${at(new Date(unusedSince.getTime() - noticeMs))}))`;
  const anonymised = await inBatches(
    batches,
    {
      select: (tx) =>
        tx
          .select({ id: vendors.id, email: vendors.email, archivedAt: vendors.archivedAt })
          .from(vendors)
          .$dynamic(),
      id: vendors.id,
      where: anonymisable,
    },
    async (tx, rows) => {
      const target = {
        ...nothingElse(),
        vendors: rows.map((row) => ({ id: row.id, archived: row.archivedAt !== null })),
        identifiers: identifiersOf({ emails: rows.map((row) => row.email) }),
      };
      await eraseTarget(tx, target, now);
      await recordAudits(tx, audit(rows, { entity: 'vendor', action: 'retentionAnonymise' }));
    },
  );

  const notified = await inBatches(
    batches,
    {
      select: (tx) =>
        tx
          .select({
            id: vendors.id,
            email: vendors.email,
            vendorName: vendors.vendorName,
            language: vendors.language,
          })
          .from(vendors)
          .$dynamic(),
      id: vendors.id,
      where: and(
        sql`${vendors.anonymisedAt} is null and ${vendors.archivedAt} is null and ${vendors.unusedNoticeAt} is null`,
        sql`${lastUse} < ${at(unusedSince)}`,
      ),
    },
    async (tx, rows) => {
      const deleteFrom = new Date(now.getTime() + noticeMs);
      for (const row of rows) {
        await enqueueAccountUnused(tx, row, { unusedMonths: RETENTION.unusedAccountMonths, deleteFrom });
      }
      await tx
        .update(vendors)
        .set({ unusedNoticeAt: now })
        .where(sql`${vendors.id} in ${rows.map((row) => row.id)}`);
      await recordAudits(tx, audit(rows, { entity: 'vendor', action: 'retentionNotice' }));
    },
  );
  return { anonymised, notified };
}

/** How many items of each kind a report names: what the daily job's log line says. */
export function countsOf(report: RetentionReport): Record<keyof RetentionReport, number> {
  return {
    rejectedApplications: report.rejectedApplications.length,
    dismissedUpdateRequests: report.dismissedUpdateRequests.length,
    closedQueries: report.closedQueries.length,
    unusedAccountsNotified: report.unusedAccountsNotified.length,
    unusedAccountsAnonymised: report.unusedAccountsAnonymised.length,
  };
}

/**
 * Selects the items `select` finds `where`, a batch at a time in the order of their `id`, and has `act` erase each batch in
 * a transaction of its own that holds the batch's rows (`for update skip locked`: rows another pass
 * holds are left to it). A dry run only reads, batch after batch. Returns every item acted on.
 */
async function inBatches<Query extends PgSelect>(
  batches: { db: Db; dryRun: boolean; size: number },
  items: { select: (tx: Db) => Query; id: PgColumn; where: SQL | undefined },
  act: (tx: Db, rows: Query['_']['result']) => Promise<void>,
): Promise<Query['_']['result']> {
  const { db, dryRun, size } = batches;
  const select = (tx: Db, after: string | null) =>
    items
      .select(tx)
      .where(and(items.where, after ? gt(items.id, after) : undefined))
      .orderBy(asc(items.id));
  const done: Query['_']['result'] = [];
  let after: string | null = null;
  for (;;) {
    const from = after;
    const rows: Query['_']['result'] = dryRun
      ? await select(db, from).limit(size)
      : await db.transaction(async (tx) => {
          const taken = await select(tx, from).limit(size).for('update', { skipLocked: true });
          if (taken.length > 0) await act(tx, taken);
          return taken;
        });
    done.push(...rows);
    if (rows.length < size) return done;
    after = (rows[rows.length - 1] as { id: string }).id;
  }
}

/**
 * The retention pass once a day across every process (the first check after a Swedish day begins
 * claims it in app_meta), as of the clock's time, with one log line of counts.
 */
export function createRetentionJob(options: {
  db: Db;
  log: FastifyBaseLogger;
  checkMs: number;
}): DailyJob<RetentionReport> {
  return createDailyJob({
    name: 'retention',
    db: options.db,
    log: options.log,
    checkMs: options.checkMs,
    run: (now) => runRetention(options.db, { now }),
    summary: countsOf,
  });
}
