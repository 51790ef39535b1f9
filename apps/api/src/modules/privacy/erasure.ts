import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  mailOutbox,
  partnerApplications,
  partnerUpdateRequests,
  rateLimits,
  sessions,
  supportQueries,
  vendorPasswordLinks,
  vendors,
} from '../../db/schema.ts';
import type { AuditEntry } from '../../lib/audit.ts';
import { containsPattern, likeLiteral } from '../../lib/like-pattern.ts';

// Erasing personal data (issue 32, DESIGN.md §10, decision 059): one place that knows where a
// person's name, e-mail, phone and personnummer are stored, used by the erasure request of the
// "Personal data" screen and by the retention job. What goes: the applications and contact queries
// themselves (deleted; the case number stays in the audit trail), a vendor account's identity
// (anonymised: promotions, menus and history belong to the business and stay), the e-mails written
// to or about them, their sign-in counters, and every value that names them in the audit log's
// details. What stays: who did what and when, each entry keyed by the case number instead.

/**
 * What the erasure found about one person: the rows, and every identifier those rows hold. The
 * update requests of `applications` go with them without being named here (decision 063).
 */
export type ErasureTarget = {
  applications: { id: string; caseNumber: string }[];
  /** Update requests of someone else's application (a repeat sent by this person, decision 063). */
  updateRequests: { id: string; caseNumber: string }[];
  queries: { id: string; caseNumber: string }[];
  vendors: { id: string; archived: boolean }[];
  /** E-mail addresses, phone numbers, names: values that may stand anywhere in free text. */
  identifiers: string[];
};

/** What an erasure did, counted, for its audit row, the answer and the retention job's report. */
export type ErasureSummary = {
  applications: number;
  /** Update requests deleted, those of the deleted applications included. */
  updateRequests: number;
  queries: number;
  vendors: number;
  emails: number;
  auditEntries: number;
};

export const ERASED = '[erased]';

/** The address an anonymised vendor account keeps (the column is required, and must not collide). */
export const anonymisedVendorEmail = (vendorId: string) => `erased-${vendorId}@erased.invalid`;

/**
 * Keys of audit details that describe the change, never the person: everything else goes, an edit's
 * `changes` (its fields' old and new values, issue 36 §9g) too, and no object value is kept.
 */
const NEUTRAL_DETAIL_KEYS = new Set([
  'from',
  'to',
  'status',
  'previousStatus',
  'access',
  'language',
  'expiresAt',
  'caseNumber',
  'requestCaseNumber',
  'length',
  'applicationId',
  'action',
  'count',
  'fields',
]);

/**
 * Deletes or anonymises everything `target` names, in the caller's transaction. The caller decides
 * whether it may (an active vendor account is refused before this runs) and writes its own audit row.
 */
export async function eraseTarget(tx: Db, target: ErasureTarget, now: Date): Promise<ErasureSummary> {
  const summary: ErasureSummary = {
    applications: 0,
    updateRequests: 0,
    queries: 0,
    vendors: 0,
    emails: 0,
    auditEntries: 0,
  };
  const applicationIds = target.applications.map((row) => row.id);
  const queryIds = target.queries.map((row) => row.id);
  const vendorIds = target.vendors.map((row) => row.id);
  const caseNumberOf = new Map<string, string>([
    ...target.applications.map((row) => [row.id, row.caseNumber] as const),
    ...target.queries.map((row) => [row.id, row.caseNumber] as const),
  ]);
  // The update requests named, and those of the applications (decision 063): their case numbers
  // are on the e-mails that confirmed them.
  const updateRequests = new Map(target.updateRequests.map((row) => [row.id, row.caseNumber]));
  if (applicationIds.length) {
    const ofApplications = await tx
      .select({ id: partnerUpdateRequests.id, caseNumber: partnerUpdateRequests.caseNumber })
      .from(partnerUpdateRequests)
      .where(inArray(partnerUpdateRequests.applicationId, applicationIds));
    for (const row of ofApplications) updateRequests.set(row.id, row.caseNumber);
  }
  const caseNumbers = [...caseNumberOf.values(), ...updateRequests.values()];

  // E-mails to them or about their cases: the outbox row holds the address and the first name.
  const emails = target.identifiers.filter((value) => value.includes('@'));
  const theirMail = mailOf(emails, caseNumbers);
  if (theirMail) {
    const deleted = await tx.delete(mailOutbox).where(theirMail).returning({ id: mailOutbox.id });
    summary.emails = deleted.length;
  }

  // The audit trail of their cases and accounts keeps its actions, keyed by the case number.
  const entityConditions = [
    auditOfItems('partnerApplication', applicationIds),
    auditOfItems('supportQuery', queryIds),
    auditOfItems('vendor', vendorIds),
  ].filter((condition) => condition !== undefined);
  if (entityConditions.length) {
    const entries = await tx
      .select({ id: auditLog.id, entityId: auditLog.entityId, details: auditLog.details })
      .from(auditLog)
      .where(or(...entityConditions));
    for (const entry of entries) {
      const details = neutralDetails(entry.details, caseNumberOf.get(entry.entityId));
      await tx.update(auditLog).set({ details }).where(eq(auditLog.id, entry.id));
    }
    summary.auditEntries += entries.length;
  }
  // Any other entry whose details name them (an archived vendor's e-mail in a link's entry, say).
  summary.auditEntries += await scrubAuditMentions(tx, target.identifiers);

  if (updateRequests.size) {
    const deleted = await tx
      .delete(partnerUpdateRequests)
      .where(inArray(partnerUpdateRequests.id, [...updateRequests.keys()]))
      .returning({ id: partnerUpdateRequests.id });
    summary.updateRequests = deleted.length;
  }
  if (applicationIds.length) {
    // An approved application may have become a vendor account: the account stays, unlinked.
    await tx
      .update(vendors)
      .set({ applicationId: null })
      .where(inArray(vendors.applicationId, applicationIds));
    const deleted = await tx
      .delete(partnerApplications)
      .where(inArray(partnerApplications.id, applicationIds))
      .returning({ id: partnerApplications.id });
    summary.applications = deleted.length;
  }
  if (queryIds.length) {
    const deleted = await tx
      .delete(supportQueries)
      .where(inArray(supportQueries.id, queryIds))
      .returning({ id: supportQueries.id });
    summary.queries = deleted.length;
  }
  for (const vendorId of vendorIds) {
    if (await anonymiseVendor(tx, vendorId, now)) summary.vendors += 1;
  }

  // Sign-in counters are keyed by e-mail address (`login:<role>:<email>:<address>`).
  for (const email of emails) {
    await tx.delete(rateLimits).where(sql`${rateLimits.key} like ${`login:%:${likeLiteral(email)}:%`}`);
  }
  return summary;
}

/**
 * An archived vendor account keeps its id, its promotions, menu and history, and loses what names
 * the person behind it: name, e-mail, password, sessions, set-password links, the e-mail address on
 * its support queries. False when it was anonymised already.
 */
export async function anonymiseVendor(tx: Db, vendorId: string, now: Date): Promise<boolean> {
  const [vendor] = await tx
    .select({ email: vendors.email, archivedAt: vendors.archivedAt })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), isNull(vendors.anonymisedAt)))
    .for('update');
  if (!vendor) return false;
  const email = anonymisedVendorEmail(vendorId);
  await tx
    .update(vendors)
    .set({
      vendorName: ERASED,
      email,
      passwordHash: null,
      statusReason: null,
      // The pause's note is free text the vendor wrote (decision 062).
      pausedAt: null,
      pausedUntil: null,
      pauseNote: null,
      status: 'inactive',
      archivedAt: vendor.archivedAt ?? now,
      anonymisedAt: now,
      updatedAt: now,
    })
    .where(eq(vendors.id, vendorId));
  await tx.delete(sessions).where(and(eq(sessions.role, 'vendor'), eq(sessions.subjectId, vendorId)));
  await tx.delete(vendorPasswordLinks).where(eq(vendorPasswordLinks.vendorId, vendorId));
  await tx
    .update(supportQueries)
    .set({ email, firstName: null, lastName: null, phone: null })
    .where(eq(supportQueries.vendorId, vendorId));
  return true;
}

/** `details` with only the keys that describe the change, plus the case number of the item. */
function neutralDetails(details: unknown, caseNumber: string | undefined): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  if (details && typeof details === 'object' && !Array.isArray(details)) {
    for (const [key, value] of Object.entries(details)) {
      if (NEUTRAL_DETAIL_KEYS.has(key) && typeof value !== 'object') kept[key] = value;
    }
  }
  if (caseNumber) kept.caseNumber = caseNumber;
  kept.erased = true;
  return kept;
}

/** Replaces every string in `value` that contains one of `identifiers` (any case) with ERASED. */
export function scrubValue(value: unknown, identifiers: readonly string[]): unknown {
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    return identifiers.some((identifier) => lower.includes(identifier)) ? ERASED : value;
  }
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, identifiers));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, scrubValue(item, identifiers)]),
    );
  }
  return value;
}

/**
 * The outbox rows to one of `addresses` (lower-cased) or about one of `caseNumbers`; undefined when
 * there are neither. What the export lists and the erasure deletes.
 */
export function mailOf(addresses: readonly string[], caseNumbers: readonly string[]): SQL | undefined {
  const conditions: SQL[] = [];
  if (addresses.length) conditions.push(inArray(sql`lower(${mailOutbox.recipient})`, [...addresses]));
  if (caseNumbers.length)
    conditions.push(inArray(sql`${mailOutbox.data} ->> 'caseNumber'`, [...caseNumbers]));
  return conditions.length ? or(...conditions) : undefined;
}

/** The audit entries of these items of one kind; undefined for none. */
export function auditOfItems(entity: AuditEntry['entity'], ids: readonly string[]): SQL | undefined {
  return ids.length ? and(eq(auditLog.entity, entity), inArray(auditLog.entityId, [...ids])) : undefined;
}

/** Audit entries whose details mention one of `identifiers` (lower-cased) anywhere, one condition each. */
export function auditMentions(identifiers: readonly string[]): SQL[] {
  return identifiers.map(
    (identifier) => sql`lower(${auditLog.details}::text) like ${containsPattern(identifier)}`,
  );
}

/** Audit entries whose details mention an identifier anywhere, with those values replaced. */
async function scrubAuditMentions(tx: Db, identifiers: readonly string[]): Promise<number> {
  if (identifiers.length === 0) return 0;
  const entries = await tx
    .select({ id: auditLog.id, details: auditLog.details })
    .from(auditLog)
    .where(or(...auditMentions(identifiers)));
  for (const entry of entries) {
    await tx
      .update(auditLog)
      .set({ details: scrubValue(entry.details, identifiers) })
      .where(eq(auditLog.id, entry.id));
  }
  return entries.length;
}

/**
 * The identifiers a set of rows holds, lower-cased: e-mail addresses, phone numbers (as stored,
 * E.164, and in the national form people write), full names and last names of three or more letters
 * (shorter ones would match too much free text), and personnummer in every written form.
 */
export function identifiersOf(rows: {
  emails?: (string | null)[];
  phones?: (string | null)[];
  names?: { first: string | null; last: string | null }[];
  nationalIds?: (string | null)[];
}): string[] {
  const found = new Set<string>();
  const add = (value: string | null | undefined) => {
    const trimmed = value?.trim().toLowerCase();
    if (trimmed && trimmed.length >= 3 && trimmed !== ERASED) found.add(trimmed);
  };
  for (const email of rows.emails ?? []) add(email);
  for (const phone of rows.phones ?? []) {
    add(phone);
    if (phone?.startsWith('+46')) add(`0${phone.slice(3)}`);
  }
  for (const name of rows.names ?? []) {
    if (name.first && name.last) add(`${name.first} ${name.last}`);
    add(name.last);
  }
  for (const nationalId of rows.nationalIds ?? []) {
    if (!nationalId) continue;
    const digits = nationalId.replace(/\D/g, '');
    add(nationalId);
    add(digits);
    add(`${digits.slice(2, 8)}-${digits.slice(8)}`);
    add(digits.slice(2));
  }
  return [...found];
}
