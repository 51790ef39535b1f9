import { randomInt } from 'node:crypto';
import {
  applyPartnerAction,
  type MessageKey,
  normalizeOrganisationNumber,
  type PartnerAction,
  type PartnerListQuery,
  type PartnerRecord,
  type PartnerStatus,
  type PartnerType,
  phoneAsDialledFromSweden,
  type RiderApplication,
  type SiteLanguage,
  type VendorApplication,
} from '@levera/domain';

export type { PartnerRecord };
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Db, nextCaseNumber } from '../../db/client.ts';
import { admins, partnerApplications, partnerUpdateRequests, vendors } from '../../db/schema.ts';
import { ApiError, illegalTransition } from '../../lib/api-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { uniqueViolationConstraint } from '../../lib/database-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { countUpTo, type ListTotal, matching, settledTotal } from '../../lib/list-count.ts';
import { sortedPage } from '../../lib/list-sort.ts';
import { type DataKeyring, lookupHashes, open } from '../../lib/personal-data-crypto.ts';
import { containsText, rarePart } from '../../lib/text-search.ts';
import { transitionStatus } from '../../lib/status-transition.ts';
import { enqueueApplicationReceived, enqueuePartnerDecision } from '../../mail/outbox.ts';
import { nationalIdColumns, personnummerSearchHashes } from './national-id.ts';
import { partnerSort } from './partners.sort.ts';

// Partner applications (SPEC §2, §3; DESIGN.md §4, §5): riders and vendors apply through the public
// forms, admins list, search and move them through the partner state machine.

// ---------------------------------------------------------------- errors

export const partnerNotFound = () => new ApiError(404, 'not_found', 'partnerNotFound');

/**
 * The partial unique indexes of `partner_applications` (one pending application per e-mail and type,
 * personnummer and organisation number) and the field and message each one stands for. The database
 * decides, so two simultaneous submissions or status changes cannot both get through.
 */
const PENDING_DUPLICATES: Record<string, { field: string; key: MessageKey }> = {
  partners_pending_email_uq: { field: 'email', key: 'duplicateApplicationEmail' },
  partners_pending_national_id_uq: { field: 'nationalId', key: 'duplicateApplicationNationalId' },
  partners_pending_org_number_uq: {
    field: 'organizationNumber',
    key: 'duplicateApplicationOrganizationNumber',
  },
};

/**
 * 409 with the duplicate's message (at its field too) when `error` is a pending-duplicate violation:
 * for an admin moving an application back to pending. The public forms never report duplicates.
 */
export function duplicateApplicationError(error: unknown): ApiError | null {
  const constraint = uniqueViolationConstraint(error);
  const duplicate = constraint ? PENDING_DUPLICATES[constraint] : undefined;
  if (!duplicate) return null;
  return new ApiError(409, 'duplicate_application', duplicate.key, undefined, {
    [duplicate.field]: duplicate.key,
  });
}

// ---------------------------------------------------------------- applications

type NewApplication = Omit<typeof partnerApplications.$inferInsert, 'caseNumber'>;

/** How often a submission is tried again when the pending application it repeated was decided meanwhile. */
const REPEAT_ATTEMPTS = 3;

/**
 * Stores a new pending application and answers its case number. A repeat of a pending application
 * (same e-mail and type, personnummer or organisation number: the partial unique indexes decide, so
 * simultaneous submissions cannot both get in) is kept as an update request on that application
 * (issue 36 §7, decision 063), with a case number of its own from the same sequence. Either way the
 * answer and the confirmation e-mail (to the address just typed) are those of any application: the
 * public forms must not tell anyone whether someone has applied (decision 010), and the pending
 * application is changed only when an admin applies the request.
 */
async function insertApplication(
  db: Db,
  prefix: 'R' | 'V',
  values: NewApplication,
  earlierKeyHashes: string[] = [],
): Promise<{ caseNumber: string }> {
  const caseNumber = await nextCaseNumber(db, prefix);
  await db.transaction(async (tx) => {
    let repeated: { id: string; caseNumber: string } | null = null;
    for (let attempt = 1; ; attempt++) {
      // Until `data-key:rotate` has re-hashed them, pending applications stored under an earlier key
      // carry that key's hash, which the unique index cannot compare with the current one's.
      const pendingUnderEarlierKey =
        earlierKeyHashes.length > 0 && (await pendingWithNationalIdHash(tx, earlierKeyHashes));
      const inserted = pendingUnderEarlierKey
        ? []
        : await tx
            .insert(partnerApplications)
            .values({ ...values, caseNumber })
            .onConflictDoNothing()
            .returning({ id: partnerApplications.id });
      if (inserted.length > 0) break;
      repeated = await pendingApplicationRepeated(tx, values, earlierKeyHashes);
      if (repeated) {
        await storeUpdateRequest(tx, repeated.id, values, caseNumber);
        break;
      }
      // The pending application it collided with was decided since: the submission is new after all.
      if (attempt >= REPEAT_ATTEMPTS) throw new Error('application: no pending application to repeat');
    }
    await enqueueApplicationReceived(tx, {
      ...values,
      caseNumber,
      language: values.language ?? 'en',
      ...(repeated && { updates: repeated.caseNumber }),
    });
  });
  return { caseNumber };
}

/** Whether a pending application has one of these personnummer hashes. */
async function pendingWithNationalIdHash(db: Db, hashes: string[]): Promise<boolean> {
  const [found] = await db
    .select({ id: partnerApplications.id })
    .from(partnerApplications)
    .where(
      and(eq(partnerApplications.status, 'pending'), inArray(partnerApplications.nationalIdHash, hashes)),
    )
    .limit(1);
  return found !== undefined;
}

/**
 * The pending application a submission repeats, locked, or null (decided since): the one with the
 * same personnummer or organisation number first (the person or business), else the same e-mail
 * and type.
 */
async function pendingApplicationRepeated(
  db: Db,
  values: NewApplication,
  earlierKeyHashes: string[],
): Promise<{ id: string; caseNumber: string } | null> {
  const sameSubject: SQL[] = [];
  // The same personnummer is the same keyed hash (under the current key, or an earlier one).
  if (values.nationalIdHash) {
    const hashes = [values.nationalIdHash, ...earlierKeyHashes];
    sameSubject.push(inArray(partnerApplications.nationalIdHash, hashes));
  }
  if (values.orgNumber) sameSubject.push(eq(partnerApplications.orgNumber, values.orgNumber));
  const sameEmail = and(
    eq(partnerApplications.type, values.type),
    eq(partnerApplications.email, values.email),
  )!;
  for (const same of [sameSubject.length ? or(...sameSubject)! : null, sameEmail]) {
    if (!same) continue;
    const [kept] = await db
      .select({ id: partnerApplications.id, caseNumber: partnerApplications.caseNumber })
      .from(partnerApplications)
      .where(and(eq(partnerApplications.status, 'pending'), same))
      .limit(1)
      .for('update');
    if (kept) return kept;
  }
  return null;
}

/**
 * Keeps a repeat submission as an update request on `applicationId` (decision 063): its case number,
 * the fields as submitted (the personnummer sealed, hashed and masked, as `values` has it), and an
 * audit row on the application naming the request's case number, so the history shows it arrived.
 */
async function storeUpdateRequest(
  db: Db,
  applicationId: string,
  values: NewApplication,
  caseNumber: string,
): Promise<void> {
  await db.insert(partnerUpdateRequests).values({
    caseNumber,
    applicationId,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    city: values.city,
    vehicle: values.vehicle,
    nationalIdSealed: values.nationalIdSealed,
    nationalIdHash: values.nationalIdHash,
    nationalIdMasked: values.nationalIdMasked,
    isSwedish: values.isSwedish,
    ageConfirmed: values.ageConfirmed,
    storeName: values.storeName,
    businessType: values.businessType,
    orgNumber: values.orgNumber,
    orgName: values.orgName,
    termsAcceptedAt: values.termsAcceptedAt,
    language: values.language,
    createdAt: values.createdAt,
  });
  await recordAudit(db, {
    actor: { role: 'applicant', id: null },
    entity: 'partnerApplication',
    entityId: applicationId,
    action: 'updateRequested',
    details: { requestCaseNumber: caseNumber },
    at: values.createdAt,
  });
}

type ApplicationOptions = { language: SiteLanguage; now: Date };

/** The columns of a new application from the fields both forms have: pending, terms accepted now. */
function applicantColumns(application: RiderApplication | VendorApplication, options: ApplicationOptions) {
  return {
    status: 'pending',
    firstName: application.firstName,
    lastName: application.lastName,
    email: application.email,
    phone: application.phoneNumber,
    phoneDialled: phoneAsDialledFromSweden(application.phoneNumber),
    termsAcceptedAt: options.now,
    language: options.language,
    createdAt: options.now,
    updatedAt: options.now,
  } satisfies Partial<NewApplication>;
}

/**
 * Stores a rider application (already validated and normalised by the shared schema) as pending.
 * The personnummer is stored sealed, as its keyed hash and masked, never in clear (decision 058).
 */
export function createRiderApplication(
  db: Db,
  keyring: DataKeyring,
  application: RiderApplication,
  options: ApplicationOptions,
): Promise<{ caseNumber: string }> {
  return insertApplication(
    db,
    'R',
    {
      type: 'rider',
      ...applicantColumns(application, options),
      city: application.city,
      vehicle: application.vehicle,
      ...nationalIdColumns(keyring, application.nationalId),
      isSwedish: application.swedishCitizen === 'yes',
      ageConfirmed: application.ageConfirmed,
    },
    lookupHashes(keyring, application.nationalId).slice(1),
  );
}

/** Stores a vendor application (already validated and normalised by the shared schema) as pending. */
export function createVendorApplication(
  db: Db,
  application: VendorApplication,
  options: ApplicationOptions,
): Promise<{ caseNumber: string }> {
  return insertApplication(db, 'V', {
    type: 'vendor',
    ...applicantColumns(application, options),
    storeName: application.storeName,
    businessType: application.businessType,
    orgNumber: application.organizationNumber,
    orgName: application.organizationName,
  });
}

/**
 * What a bot that filled the honeypot gets: a case number of the real form, so the answer cannot be
 * told apart from a stored application. Nothing is stored and the case-number sequence is untouched.
 */
export function decoyCaseNumber(prefix: 'R' | 'V', now: Date): string {
  return `${prefix}-${now.getUTCFullYear()}-${String(randomInt(1000, 1_000_000)).padStart(6, '0')}`;
}

// ---------------------------------------------------------------- the admin list

const recordColumns = {
  id: partnerApplications.id,
  caseNumber: partnerApplications.caseNumber,
  type: partnerApplications.type,
  status: partnerApplications.status,
  firstName: partnerApplications.firstName,
  lastName: partnerApplications.lastName,
  email: partnerApplications.email,
  phone: partnerApplications.phone,
  city: partnerApplications.city,
  vehicle: partnerApplications.vehicle,
  // Masked (YYYYMMDD-****): the full number only through revealNationalId (decision 058).
  nationalId: partnerApplications.nationalIdMasked,
  isSwedish: partnerApplications.isSwedish,
  ageConfirmed: partnerApplications.ageConfirmed,
  storeName: partnerApplications.storeName,
  businessType: partnerApplications.businessType,
  orgNumber: partnerApplications.orgNumber,
  orgName: partnerApplications.orgName,
  language: partnerApplications.language,
  termsAcceptedAt: partnerApplications.termsAcceptedAt,
  createdAt: partnerApplications.createdAt,
  updatedAt: partnerApplications.updatedAt,
  lastAction: partnerApplications.lastAction,
  lastActionAt: partnerApplications.lastActionAt,
  lastActionById: partnerApplications.lastActionBy,
  lastActionByName: admins.name,
  lastActionByEmail: admins.email,
  statusReason: partnerApplications.statusReason,
  vendorAccountId: vendors.id,
  vendorAccountName: vendors.vendorName,
  vendorAccountEmail: vendors.email,
  vendorAccountArchivedAt: vendors.archivedAt,
};

/** Applications with the admin who last acted on each (left join: most have none). */
function selectRecords(db: Db) {
  return db
    .select(recordColumns)
    .from(partnerApplications)
    .leftJoin(admins, eq(admins.id, partnerApplications.lastActionBy))
    .leftJoin(vendors, eq(vendors.applicationId, partnerApplications.id));
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

/** What names an application on the Partners screen and in the privacy search. */
export function applicationHeading(row: {
  id: string;
  caseNumber: string;
  type: string;
  status: string;
  firstName: string;
  lastName: string;
}) {
  return {
    id: row.id,
    caseNumber: row.caseNumber,
    type: row.type as PartnerType,
    status: row.status as PartnerStatus,
    name: `${row.firstName} ${row.lastName}`,
  };
}

/** What the applicant filled in about themselves (an application or an update request), in form order. */
export function applicantFields(
  row: Pick<
    typeof partnerApplications.$inferSelect,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phone'
    | 'city'
    | 'vehicle'
    | 'isSwedish'
    | 'ageConfirmed'
    | 'storeName'
    | 'businessType'
  >,
  nationalId: string | null,
) {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    city: row.city,
    vehicle: row.vehicle,
    nationalId,
    isSwedish: row.isSwedish,
    ageConfirmed: row.ageConfirmed,
    storeName: row.storeName,
    businessType: row.businessType,
  };
}

function toRecord(row: RecordRow): PartnerRecord {
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    ...applicationHeading(row),
    ...applicantFields(row, row.nationalId),
    orgNumber: row.orgNumber,
    orgName: row.orgName,
    language: row.language,
    termsAcceptedAt: iso(row.termsAcceptedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    lastAction: row.lastAction as PartnerAction | null,
    lastActionAt: row.lastActionAt ? iso(row.lastActionAt) : null,
    lastActionBy: row.lastActionById
      ? { id: row.lastActionById, name: row.lastActionByName, email: row.lastActionByEmail }
      : null,
    statusReason: row.statusReason,
    vendorAccount: row.vendorAccountId
      ? {
          id: row.vendorAccountId,
          vendorName: row.vendorAccountName ?? '',
          email: row.vendorAccountEmail ?? '',
          archived: row.vendorAccountArchivedAt !== null,
        }
      : null,
  };
}

/**
 * What one search box looks for in `search_text`. Phone numbers and organisation numbers are stored
 * normalised (E.164, XXXXXX-XXXX), so a number typed the way people write it ('070-123 45 67',
 * '5560360793') is searched in its stored form as well. A personnummer is not in `search_text`: it
 * is found by its keyed hash (`personnummerSearchHashes`, decision 058).
 */
export function searchTerms(q: string): string[] {
  const terms = new Set([q.toLowerCase()]);
  const compact = q.replace(/[\s-]/g, '');
  if (/^(\+|00)?\d{3,}$/.test(compact)) {
    if (compact.startsWith('00')) terms.add(`+${compact.slice(2)}`);
    else if (compact.startsWith('0')) terms.add(`+46${compact.slice(1)}`);
    else terms.add(compact);
    // Organisation numbers are stored with their hyphen.
    if (compact.length === 10) terms.add(`${compact.slice(0, 6)}-${compact.slice(6)}`);
  }
  const organisationNumber = normalizeOrganisationNumber(q);
  if (organisationNumber) terms.add(organisationNumber);
  return [...terms];
}

/**
 * The conditions of the admin list (and its export and bulk selection): type, status, and the search
 * over the trigram-indexed `search_text` (names, e-mail, phone, store, organisation, case number),
 * each search term read from the index by its rare part when it has one (lib/text-search.ts,
 * decision 049), or'ed with the personnummer's keyed hash when the term is one (decision 058).
 */
export async function partnerListWhere(
  db: Db,
  keyring: DataKeyring,
  query: Pick<PartnerListQuery, 'type' | 'status' | 'q'>,
  now: Date,
): Promise<SQL | undefined> {
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(partnerApplications.type, query.type));
  if (query.status) conditions.push(eq(partnerApplications.status, query.status));
  if (query.q) {
    const terms = searchTerms(query.q);
    const parts = await Promise.all(
      terms.map((term) => rarePart(db, partnerApplications, partnerApplications.searchText, term)),
    );
    const matches = terms.map((term, index) =>
      containsText(partnerApplications.searchText, term, parts[index]),
    );
    const hashes = personnummerSearchHashes(keyring, query.q, now);
    if (hashes.length > 0) matches.push(inArray(partnerApplications.nationalIdHash, hashes));
    // An update request's own case number finds its application (decision 063). Looked up first, as
    // ids: a subquery in the OR kept PostgreSQL from the trigram index (a scan of every application,
    // 372 ms at 100,000 rows in bench/partners), where a list of ids joins the index's bitmap.
    const caseNumber = query.q.trim().toUpperCase();
    if (/^[RV]-\d{4}-\d{6,12}$/.test(caseNumber)) {
      const requests = await db
        .select({ id: partnerUpdateRequests.applicationId })
        .from(partnerUpdateRequests)
        .where(eq(partnerUpdateRequests.caseNumber, caseNumber));
      if (requests.length > 0)
        matches.push(
          inArray(
            partnerApplications.id,
            requests.map((row) => row.id),
          ),
        );
    }
    conditions.push(matches.length === 1 ? matches[0]! : or(...matches)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** A page of applications, filtered, searched and sorted (newest first by default). */
export async function findPartners(
  db: Db,
  keyring: DataKeyring,
  query: PartnerListQuery,
  now: Date,
  countLimit: number,
): Promise<{ data: PartnerRecord[] } & ListTotal> {
  const where = await partnerListWhere(db, keyring, query, now);
  const sort = partnerSort(query);

  const read = async (reader: Db) => {
    const [rows, total] = await Promise.all([
      sortedPage(selectRecords(reader).where(where).$dynamic(), sort, query),
      countUpTo(reader, matching(partnerApplications, where), countLimit),
    ]);
    return { data: rows.map(toRecord), ...settledTotal(total, query, rows.length) };
  };
  // Filters alone: the (type, status, created_at) index and the (key, id) indexes of each sort
  // (decision 035) give the page in order; the total is estimated past `countLimit` (decision 043).
  if (!query.q) return read(db);
  // A search: PostgreSQL walks the sort's index and runs ILIKE on each row for a common term (it
  // finds a page within a few hundred rows) and reads a rare term's few matches through the trigram
  // index, if it knows that random reads are cheap: with the default random_page_cost of 4, tuned for
  // spinning disks, it prefers a sequential ILIKE scan over the trigram index, about ten times slower
  // at 100,000 rows; 1.1 is the usual value for SSD storage (bench/partners/README.md). Reading every
  // match through the trigram index first, as this did before decision 043, took 2.4 s for a common
  // name at 1,000,000 rows.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local random_page_cost = 1.1`);
    return read(tx as unknown as Db);
  });
}

export async function findPartner(db: Db, id: string): Promise<PartnerRecord> {
  const [row] = await selectRecords(db).where(eq(partnerApplications.id, id)).limit(1);
  if (!row) throw partnerNotFound();
  return toRecord(row);
}

// ---------------------------------------------------------------- the full personnummer

/**
 * GET /partners/{id}/national-id: opens an application's sealed personnummer for an admin, and
 * records that they saw it (audit action `revealNationalId`, details the case number only). 404 for
 * an unknown id and for an application without one (a vendor's).
 */
export async function revealNationalId(
  db: Db,
  keyring: DataKeyring,
  input: { id: string; actorId: string; now: Date },
): Promise<{ nationalId: string }> {
  if (!isUuid(input.id)) throw partnerNotFound();
  const [row] = await db
    .select({ caseNumber: partnerApplications.caseNumber, sealed: partnerApplications.nationalIdSealed })
    .from(partnerApplications)
    .where(eq(partnerApplications.id, input.id))
    .limit(1);
  if (!row?.sealed) throw partnerNotFound();
  // Opened before the audit row is written: a value that cannot be opened was not seen.
  const nationalId = open(keyring, row.sealed);
  await recordAudit(db, {
    actor: { role: 'admin', id: input.actorId },
    entity: 'partnerApplication',
    entityId: input.id,
    action: 'revealNationalId',
    details: { caseNumber: row.caseNumber },
    at: input.now,
  });
  return { nationalId };
}

// ---------------------------------------------------------------- status changes

/**
 * Applies an admin action of DESIGN.md §5 to an application the admin saw in `expectedStatus`, the
 * way every status action is applied (lib/status-transition.ts, decisions 011 and 027): of two admins
 * acting at once only one succeeds; the other, like anyone acting on an outdated screen, gets 409
 * `stale_status` with the current application. Records who and when on the row and in the audit log.
 */
export async function changePartnerStatus(
  db: Db,
  input: {
    id: string;
    action: PartnerAction;
    expectedStatus: PartnerStatus;
    reason?: string | undefined;
    actorId: string;
    now: Date;
  },
): Promise<PartnerRecord> {
  if (!isUuid(input.id)) throw partnerNotFound();
  const to = applyPartnerAction(input.expectedStatus, input.action);
  if (!to) throw illegalTransition();
  try {
    return await transitionStatus(db, {
      table: partnerApplications,
      id: input.id,
      expectedStatus: input.expectedStatus,
      to,
      set: {
        updatedAt: input.now,
        lastAction: input.action,
        lastActionBy: input.actorId,
        lastActionAt: input.now,
        statusReason: input.reason ?? null,
      },
      reason: input.reason,
      alsoRecord: (tx, change) => enqueuePartnerDecision(tx, input.id, change.to),
      audit: {
        actor: { role: 'admin', id: input.actorId },
        entity: 'partnerApplication',
        action: input.action,
        at: input.now,
      },
      read: (reader) => findPartner(reader, input.id),
      notFound: partnerNotFound,
    });
  } catch (error) {
    // markPending can collide with a newer pending application of the same person or business.
    throw duplicateApplicationError(error) ?? error;
  }
}
