import {
  normaliseLanguage,
  type PartnerStatus,
  type PartnerType,
  type PromotionStatus,
  type VendorStatus,
} from '@levera/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox, partnerApplications, promotions, supportQueries, vendors } from '../db/schema.ts';
import type { DigestOnlyData, Mail, MailData, MailKind } from './messages.ts';

// The transactional outbox (decision 032): a change that should tell someone writes its e-mail here,
// in its own transaction, so the e-mail exists exactly when the change does. The outbox delivery job
// (jobs/mail-delivery.ts) sends it.
// Each change point calls one of the functions below with its transaction.

/**
 * Writes one e-mail to the outbox (with `db` being the change's transaction); `notBefore` holds it
 * back until then (an undoable change's e-mail waits out the undo window).
 */
export async function enqueueMail(
  db: Pick<Db, 'insert'>,
  mail: Mail,
  options: { notBefore?: Date } = {},
): Promise<void> {
  await db.insert(mailOutbox).values({
    kind: mail.kind,
    recipient: mail.to,
    language: mail.language,
    data: mail.data,
    ...(options.notBefore && { nextAttemptAt: options.notBefore }),
  });
}

/** Who an e-mail about a row goes to: its address, in its language. */
const recipientOf = (row: { email: string; language: string }) => ({
  to: row.email,
  language: normaliseLanguage(row.language),
});

/** What an e-mail about an application says of it: the kind of partner, its case number, to whom. */
const applicantOf = (application: { type: string; caseNumber: string; firstName: string }) => ({
  partnerType: application.type as PartnerType,
  caseNumber: application.caseNumber,
  firstName: application.firstName,
});

/**
 * One e-mail of `kind` per row, each to the row's address in its language, written in one statement
 * (a bulk action's batch, decision 069).
 */
async function enqueueMailPerRow<Kind extends MailKind, Row extends { email: string; language: string }>(
  db: Pick<Db, 'insert'>,
  kind: Kind,
  rows: Row[],
  dataOf: (row: Row) => MailData[Kind],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(mailOutbox).values(
    rows.map((row) => {
      const { to, language } = recipientOf(row);
      return { kind, recipient: to, language, data: dataOf(row) };
    }),
  );
}

/**
 * The applicant hears that the application arrived, with its case number; a repeat kept as an update
 * request hears the same, with the request's number (`updates`: its application's, for the digest).
 */
export function enqueueApplicationReceived(
  db: Pick<Db, 'insert'>,
  application: {
    type: string;
    caseNumber: string;
    firstName: string;
    email: string;
    language: string;
    updates?: string;
  },
): Promise<void> {
  return enqueueMail(db, {
    kind: 'applicationReceived',
    ...recipientOf(application),
    data: {
      ...applicantOf(application),
      ...(application.updates && { updates: application.updates }),
    },
  });
}

/** The applicant hears of an approval or a rejection (with the reason); other moves tell nobody. */
export function enqueuePartnerDecision(db: Db, id: string, to: PartnerStatus): Promise<void> {
  return enqueuePartnerDecisions(db, [id], to);
}

/** `enqueuePartnerDecision` for the applications a bulk action moved to `to`, in two statements. */
export async function enqueuePartnerDecisions(db: Db, ids: string[], to: PartnerStatus): Promise<void> {
  if (to !== 'approved' && to !== 'rejected') return;
  if (ids.length === 0) return;
  const rows = await db.select().from(partnerApplications).where(inArray(partnerApplications.id, ids));
  await enqueueMailPerRow(db, 'applicationDecided', rows, (row) => ({
    ...applicantOf(row),
    decision: to,
    reason: row.statusReason,
  }));
}

/** The sender of a contact query hears that it arrived, with its case number. */
export function enqueueQueryReceived(
  db: Pick<Db, 'insert'>,
  query: { caseNumber: string; firstName: string | null; email: string; language: string },
): Promise<void> {
  return enqueueMail(db, {
    kind: 'queryReceived',
    ...recipientOf(query),
    data: { caseNumber: query.caseNumber, firstName: query.firstName },
  });
}

/**
 * The admins' digest hears of a vendor's new support query (issue 36 §5): a row the digest lists by
 * its case number and nobody is e-mailed about (written `dropped`, without a recipient; the vendor
 * sees its query in the panel). Written in the query's transaction, so it is listed exactly once.
 */
export async function enqueueVendorQueryForDigest(db: Pick<Db, 'insert'>, caseNumber: string): Promise<void> {
  const data: DigestOnlyData['vendorQueryReceived'] = { caseNumber };
  await db
    .insert(mailOutbox)
    .values({ kind: 'vendorQueryReceived', recipient: '', language: 'en', data, status: 'dropped' });
}

/** A vendor hears that support answered its query (in the language the query was written in). */
export async function enqueueQueryResponse(db: Db, queryId: string): Promise<void> {
  const [row] = await db.select().from(supportQueries).where(eq(supportQueries.id, queryId));
  if (!row?.response) return;
  await enqueueMail(db, {
    kind: 'queryResponse',
    ...recipientOf(row),
    data: { caseNumber: row.caseNumber, subject: row.subject, response: row.response },
  });
}

/**
 * A vendor hears that its promotion was approved, rejected (with the reason) or marked expired;
 * moving it back to pending tells nobody. (That a lapsed promotion's vendor is told once is the
 * promotion expiry job's: jobs/promotion-expiry.ts.)
 */
export function enqueuePromotionDecision(db: Db, id: string, to: PromotionStatus): Promise<void> {
  return enqueuePromotionDecisions(db, [id], to);
}

/** `enqueuePromotionDecision` for the promotions a bulk action moved to `to`, in a few statements. */
export async function enqueuePromotionDecisions(db: Db, ids: string[], to: PromotionStatus): Promise<void> {
  const decision = ({ active: 'approved', inactive: 'rejected', expired: 'expired' } as const)[
    to as Exclude<PromotionStatus, 'pending'>
  ];
  if (!decision || ids.length === 0) return;
  const rows = await db
    .select({
      title: promotions.title,
      reason: promotions.statusReason,
      email: vendors.email,
      language: vendors.language,
    })
    .from(promotions)
    .innerJoin(vendors, eq(vendors.id, promotions.vendorId))
    .where(inArray(promotions.id, ids));
  await enqueueMailPerRow(db, 'promotionDecided', rows, (row) => ({
    title: row.title,
    decision,
    reason: decision === 'expired' ? null : row.reason,
  }));
}

/**
 * A vendor hears that its account was activated, deactivated or suspended (with the reason); with
 * `notBefore`, not before then (the undo window of issue 36 §8).
 */
export async function enqueueVendorStatus(
  db: Db,
  vendorId: string,
  options: { notBefore?: Date } = {},
): Promise<void> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, vendorId));
  if (!row) return;
  await enqueueMail(
    db,
    {
      kind: 'vendorStatus',
      ...recipientOf(row),
      data: {
        vendorId,
        vendorName: row.vendorName,
        status: row.status as VendorStatus,
        reason: row.statusReason,
      },
    },
    options,
  );
}

/**
 * An undone status change (issue 36 §8): drops the newest e-mail about the vendor having `status`
 * that no worker has taken yet (still waiting out the undo window), so the vendor hears of neither
 * the change nor its undo. False when there is none (it went, or is being sent): then the undo is
 * told like any change. A worker takes a row only once it is due, and taking it counts an attempt,
 * so `attempts = 0` is a row no worker holds.
 */
export async function dropWaitingVendorStatus(
  db: Db,
  vendorId: string,
  status: VendorStatus,
): Promise<boolean> {
  const [waiting] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, 'vendorStatus'),
        eq(mailOutbox.status, 'pending'),
        eq(mailOutbox.attempts, 0),
        sql`${mailOutbox.data} ->> 'vendorId' = ${vendorId}`,
        sql`${mailOutbox.data} ->> 'status' = ${status}`,
      ),
    )
    .orderBy(desc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!waiting) return false;
  const dropped = await db
    .update(mailOutbox)
    .set({ status: 'dropped' })
    .where(and(eq(mailOutbox.id, waiting.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, 0)))
    .returning({ id: mailOutbox.id });
  return dropped.length > 0;
}

/**
 * A vendor hears that its account has not been used for `unusedMonths` and is deleted from
 * `deleteFrom` unless someone signs in before (the retention job, decision 060), with a link to the
 * partner panel's sign-in page.
 */
export function enqueueAccountUnused(
  db: Pick<Db, 'insert'>,
  vendor: { email: string; vendorName: string; language: string },
  notice: { unusedMonths: number; deleteFrom: Date },
): Promise<void> {
  return enqueueMail(db, {
    kind: 'accountUnused',
    ...recipientOf(vendor),
    data: {
      vendorName: vendor.vendorName,
      unusedMonths: notice.unusedMonths,
      deleteFrom: notice.deleteFrom.toISOString(),
    },
  });
}
