import {
  type ErasureSummary,
  normaliseLanguage,
  normalizePersonnummer,
  normalizePhoneNumber,
  PERSON_MAX_ITEMS,
  PERSON_SEARCH_KINDS,
  type PersonalDataExport,
  type PersonSearch,
  type PersonSubjectsAnswer,
  personSearchOf,
  type QueryStatus,
  type QueryType,
  type SiteLanguage,
  type UpdateRequestStatus,
  type VendorStatus,
} from '@levera/domain';
import { type AnyColumn, and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  mailOutbox,
  partnerApplications,
  partnerUpdateRequests,
  queryStatusChanges,
  supportQueries,
  supportQueryMessages,
  vendors,
} from '../../db/schema.ts';
import { ApiError, invalidFields } from '../../lib/api-error.ts';
import { type AuditEntry, recordAudit } from '../../lib/audit.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { type DataKeyring, lookupHashes, open } from '../../lib/personal-data-crypto.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { applicantFields, applicationHeading } from '../partners/partners.service.ts';
import { queryAsSent } from '../support-queries/support-queries.service.ts';
import {
  auditMentions,
  auditOfItems,
  ERASED,
  type ErasureTarget,
  eraseTarget,
  identifiersOf,
  mailOf,
} from './erasure.ts';

// The data subject's rights (issue 32, DESIGN.md §10, decision 059): one person found by an exact
// e-mail address, phone number, personnummer or case number, everything stored about them exported
// as JSON, and erased (erasure.ts does the erasing). The person is the closure of the search: the
// rows it matches, and the rows that share an e-mail address, a phone number or a personnummer with
// those (one step), so that a case number finds the person's other cases too.

type ApplicationRow = typeof partnerApplications.$inferSelect;
type QueryRow = typeof supportQueries.$inferSelect;
type VendorRow = typeof vendors.$inferSelect;
/** An update request (decision 063), with the case number of the application it would update. */
type UpdateRequestRow = typeof partnerUpdateRequests.$inferSelect & { applicationCaseNumber: string };

/** One person as stored: the rows of the closure, oldest first, and each application's personnummer. */
export type Person = {
  search: PersonSearch;
  applications: ApplicationRow[];
  /** Their repeat applications, and the update requests of their applications (decision 063). */
  updateRequests: UpdateRequestRow[];
  queries: QueryRow[];
  vendors: VendorRow[];
  /**
   * The full personnummer of each application and update request (by id), opened; null for a
   * vendor application.
   */
  nationalIds: Map<string, string | null>;
};

type Actor = { id: string };

export const personNotFound = () => new ApiError(404, 'person_not_found', 'personNotFound');
const tooManyMatches = () =>
  new ApiError(400, 'too_many_matches', 'personTooManyMatches', { max: PERSON_MAX_ITEMS });
export const vendorAccountActive = () => new ApiError(409, 'vendor_account_active', 'vendorAccountActive');
const erasureMailFailed = () =>
  new ApiError(503, 'mail_unavailable', 'erasureMailFailed', undefined, undefined, { 'Retry-After': '60' });

/** An anonymised vendor account's address (erasure.ts `anonymisedVendorEmail`): names nobody. */
const isErasedAddress = (email: string) => email.toLowerCase().endsWith('@erased.invalid');

const unique = <T>(values: Iterable<T>): T[] => [...new Set(values)];

/**
 * `column` is `email` (lower-cased), for each of `emails`. The row's trigram-indexed `search_text`
 * holds the address too: asking it first lets the database find the few rows by its index instead
 * of reading the whole table (decision 049 does the same for the lists).
 */
function emailIn(column: AnyColumn, searchText: AnyColumn, emails: string[]): SQL[] {
  return emails.map(
    (email) => and(ilike(searchText, containsPattern(email)), sql`lower(${column}) = ${email}`)!,
  );
}

/** The conditions, or-ed; `false` when there are none (an empty `or` would match every row). */
const anyOf = (conditions: (SQL | undefined)[]): SQL => {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length ? or(...present)! : sql`false`;
};

/** `column in (values)`; undefined (no condition) for no values. */
const idIn = (column: AnyColumn | SQL, values: string[]): SQL | undefined =>
  values.length ? inArray(column as SQL, values) : undefined;

/** At most PERSON_MAX_ITEMS rows of one kind, or the search does not pick out one person. */
function bounded<Row>(rows: Row[]): Row[] {
  if (rows.length > PERSON_MAX_ITEMS) throw tooManyMatches();
  return rows;
}

function selectApplications(db: Db, where: SQL) {
  return db
    .select()
    .from(partnerApplications)
    .where(where)
    .orderBy(asc(partnerApplications.createdAt), asc(partnerApplications.id))
    .limit(PERSON_MAX_ITEMS + 1)
    .then(bounded);
}

function selectUpdateRequests(db: Db, where: SQL): Promise<UpdateRequestRow[]> {
  return db
    .select({ request: partnerUpdateRequests, applicationCaseNumber: partnerApplications.caseNumber })
    .from(partnerUpdateRequests)
    .innerJoin(partnerApplications, eq(partnerApplications.id, partnerUpdateRequests.applicationId))
    .where(where)
    .orderBy(asc(partnerUpdateRequests.createdAt), asc(partnerUpdateRequests.id))
    .limit(PERSON_MAX_ITEMS + 1)
    .then((rows) =>
      bounded(rows.map((row) => ({ ...row.request, applicationCaseNumber: row.applicationCaseNumber }))),
    );
}

function selectQueries(db: Db, where: SQL) {
  return db
    .select()
    .from(supportQueries)
    .where(where)
    .orderBy(asc(supportQueries.createdAt), asc(supportQueries.id))
    .limit(PERSON_MAX_ITEMS + 1)
    .then(bounded);
}

function selectVendors(db: Db, where: SQL) {
  return db
    .select()
    .from(vendors)
    .where(and(isNull(vendors.anonymisedAt), where))
    .orderBy(asc(vendors.createdAt), asc(vendors.id))
    .limit(PERSON_MAX_ITEMS + 1)
    .then(bounded);
}

/**
 * The personnummer of an application or update request in full (`YYYYMMDD-XXXX`), or null (none,
 * or no key opens it).
 */
function nationalIdOf(
  keyring: DataKeyring,
  row: Pick<ApplicationRow, 'nationalIdSealed'> & { legacyNationalId?: string | null },
): string | null {
  if (row.nationalIdSealed) {
    try {
      return open(keyring, row.nationalIdSealed);
    } catch {
      return null;
    }
  }
  return row.legacyNationalId ?? null;
}

/** A sole trader's organisation number is their personnummer (YYMMDD-XXXX): as `YYYYMMDD-XXXX`, or null. */
const personnummerOfOrganisationNumber = (orgNumber: string | null, now: Date) =>
  orgNumber ? normalizePersonnummer(orgNumber, now) : null;

/**
 * The person `q` names (decision 059): the rows it matches exactly, then the rows sharing an e-mail
 * address, a phone number or a personnummer with those, the vendor accounts made from their
 * applications and the queries of their vendor accounts. Rows of an anonymised account name nobody
 * and are left out. 400 when `q` is no e-mail address, phone number, personnummer or case number,
 * or finds more than PERSON_MAX_ITEMS rows of one kind (that is not one person).
 */
export async function findPerson(db: Db, keyring: DataKeyring, q: string, now: Date): Promise<Person> {
  const search = personSearchOf(q, now);
  if (!search) throw invalidFields({ q: 'personSearchInvalid' });
  const searchedPersonnummer = search.personnummer ? [search.personnummer] : [];

  // The rows the search itself matches.
  const seed = await rowsOf(db, keyring, {
    caseNumbers: search.caseNumber ? [search.caseNumber] : [],
    emails: search.email ? [search.email] : [],
    phones: search.phone ? [search.phone] : [],
    personnummer: searchedPersonnummer,
    applicationIds: [],
    vendorIds: [],
  });

  // One step further: every row that shares an identifier with them.
  const found = await rowsOf(db, keyring, {
    caseNumbers: [],
    emails: addressesOf(seed),
    phones: phonesOf(seed),
    personnummer: unique([...searchedPersonnummer, ...personnummerOf(seed, now)]),
    applicationIds: unique([
      ...seed.applications.map((row) => row.id),
      ...seed.vendors.flatMap((row) => (row.applicationId ? [row.applicationId] : [])),
    ]),
    vendorIds: unique([
      ...seed.vendors.map((row) => row.id),
      ...seed.queries.flatMap((row) => (row.vendorId ? [row.vendorId] : [])),
    ]),
    queryIds: seed.queries.map((row) => row.id),
    updateRequestIds: seed.updateRequests.map((row) => row.id),
  });

  // The queries of their vendor accounts belong to the account, whatever address they were sent from.
  const knownQueries = new Set(found.queries.map((row) => row.id));
  const accountIds = found.vendors.map((row) => row.id);
  const accountQueries = accountIds.length
    ? (await selectQueries(db, inArray(supportQueries.vendorId, accountIds))).filter(
        (row) => !knownQueries.has(row.id),
      )
    : [];
  const queries = bounded(
    [...found.queries, ...accountQueries]
      .filter((row) => !isErasedAddress(row.email))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
  );
  return { ...found, queries, search };
}

type Keys = {
  caseNumbers: string[];
  emails: string[];
  phones: string[];
  /** As `YYYYMMDD-XXXX`: found by the keyed hash, and as a sole trader's organisation number. */
  personnummer: string[];
  applicationIds: string[];
  vendorIds: string[];
  queryIds?: string[];
  updateRequestIds?: string[];
};

/** The applications, queries and vendor accounts that hold any of `keys`. */
async function rowsOf(db: Db, keyring: DataKeyring, keys: Keys): Promise<Omit<Person, 'search'>> {
  const hashes = unique(keys.personnummer.flatMap((personnummer) => lookupHashes(keyring, personnummer)));
  const organisationNumbers = keys.personnummer.map((personnummer) => personnummer.slice(2));
  // One after the other: in a transaction they share one connection.
  const applications = await selectApplications(
    db,
    anyOf([
      idIn(partnerApplications.caseNumber, keys.caseNumbers),
      idIn(partnerApplications.id, keys.applicationIds),
      ...emailIn(partnerApplications.email, partnerApplications.searchText, keys.emails),
      ...keys.phones.map(
        (phone) =>
          and(
            ilike(partnerApplications.searchText, containsPattern(phone)),
            eq(partnerApplications.phone, phone),
          )!,
      ),
      idIn(partnerApplications.nationalIdHash, hashes),
      idIn(partnerApplications.orgNumber, organisationNumbers),
    ]),
  );
  // A repeat application (decision 063) by what it holds, and the update requests of the applications.
  const updateRequests = await selectUpdateRequests(
    db,
    anyOf([
      idIn(partnerUpdateRequests.caseNumber, keys.caseNumbers),
      idIn(partnerUpdateRequests.id, keys.updateRequestIds ?? []),
      idIn(partnerUpdateRequests.applicationId, keys.applicationIds),
      idIn(sql`lower(${partnerUpdateRequests.email})`, keys.emails),
      idIn(partnerUpdateRequests.phone, keys.phones),
      idIn(partnerUpdateRequests.nationalIdHash, hashes),
      idIn(partnerUpdateRequests.orgNumber, organisationNumbers),
    ]),
  );
  const queries = await selectQueries(
    db,
    anyOf([
      idIn(supportQueries.caseNumber, keys.caseNumbers),
      idIn(supportQueries.id, keys.queryIds ?? []),
      ...emailIn(supportQueries.email, supportQueries.searchText, keys.emails),
      idIn(supportQueries.phone, keys.phones),
      idIn(supportQueries.vendorId, keys.vendorIds),
    ]),
  );
  const accounts = await selectVendors(
    db,
    anyOf([
      idIn(vendors.id, keys.vendorIds),
      idIn(vendors.applicationId, keys.applicationIds),
      ...emailIn(vendors.email, vendors.searchText, keys.emails),
    ]),
  );
  const nationalIds = new Map(
    [...applications, ...updateRequests].map((row) => [row.id, nationalIdOf(keyring, row)] as const),
  );
  return {
    applications,
    updateRequests,
    queries: queries.filter((row) => !isErasedAddress(row.email)),
    vendors: accounts,
    nationalIds,
  };
}

/** Every e-mail address the rows hold, lower-cased (an anonymised account's names nobody). */
function addressesOf(rows: Omit<Person, 'search'>): string[] {
  return unique(
    [...rows.applications, ...rows.updateRequests, ...rows.queries, ...rows.vendors]
      .map((row) => row.email.trim().toLowerCase())
      .filter((email) => !isErasedAddress(email)),
  );
}

/** Every phone number the rows hold (E.164, as the forms store them). */
function phonesOf(rows: Omit<Person, 'search'>): string[] {
  return unique(
    [...rows.applications, ...rows.updateRequests, ...rows.queries]
      .map((row) => row.phone)
      .filter((phone): phone is string => Boolean(phone)),
  );
}

/**
 * Every personnummer the rows hold: riders' own (in the form it was sealed and hashed in, so its hash
 * finds the same rows), and sole traders' organisation numbers.
 */
function personnummerOf(rows: Omit<Person, 'search'>, now: Date): string[] {
  return unique(
    [...rows.applications, ...rows.updateRequests].flatMap((row) =>
      [rows.nationalIds.get(row.id), personnummerOfOrganisationNumber(row.orgNumber, now)].filter(
        (value): value is string => Boolean(value),
      ),
    ),
  );
}

const isEmpty = (person: Person) =>
  person.applications.length +
    person.updateRequests.length +
    person.queries.length +
    person.vendors.length ===
  0;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** POST /privacy/subjects: the person's applications, queries and vendor accounts, grouped. */
export async function findSubjects(
  db: Db,
  keyring: DataKeyring,
  q: string,
  now: Date,
): Promise<PersonSubjectsAnswer> {
  const person = await findPerson(db, keyring, q, now);
  return {
    searchedAs: PERSON_SEARCH_KINDS.filter((kind) => person.search[kind] !== undefined),
    applications: person.applications.map((row) => ({
      ...applicationHeading(row),
      email: row.email,
      nationalIdMasked: row.nationalIdMasked,
      createdAt: row.createdAt.toISOString(),
    })),
    updateRequests: person.updateRequests.map((row) => ({
      id: row.id,
      caseNumber: row.caseNumber,
      applicationCaseNumber: row.applicationCaseNumber,
      status: row.status as UpdateRequestStatus,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      nationalIdMasked: row.nationalIdMasked,
      createdAt: row.createdAt.toISOString(),
    })),
    queries: person.queries.map((row) => ({
      id: row.id,
      caseNumber: row.caseNumber,
      type: row.type as QueryType,
      status: row.status as QueryStatus,
      name: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
      email: row.email,
      isVendorQuery: row.vendorId !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    vendorAccounts: person.vendors.map((row) => ({
      id: row.id,
      vendorName: row.vendorName,
      email: row.email,
      status: row.status as VendorStatus,
      archived: row.archivedAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** One audit row per item of the person (its own history shows it), `details` without identifiers. */
function itemEntries(
  person: Pick<Person, 'applications' | 'updateRequests' | 'queries' | 'vendors'>,
  action: string,
  actor: Actor,
  details: Record<string, unknown>,
  now: Date,
): AuditEntry[] {
  const entry = (entity: AuditEntry['entity'], entityId: string, caseNumber?: string): AuditEntry => ({
    actor: { role: 'admin', id: actor.id },
    entity,
    entityId,
    action,
    details: { ...(caseNumber && { caseNumber }), ...details },
    at: now,
  });
  // An update request's history is its application's, where it is named by its own case number.
  const requestEntry = (row: UpdateRequestRow): AuditEntry => {
    const made = entry('partnerApplication', row.applicationId);
    return { ...made, details: { requestCaseNumber: row.caseNumber, ...(made.details as object) } };
  };
  return [
    ...person.applications.map((row) => entry('partnerApplication', row.id, row.caseNumber)),
    ...person.updateRequests.map(requestEntry),
    ...person.queries.map((row) => entry('supportQuery', row.id, row.caseNumber)),
    ...person.vendors.map((row) => entry('vendor', row.id)),
  ];
}

/**
 * POST /privacy/export: everything stored about the person, as the person's own copy: applications
 * with the whole personnummer, queries with their answers and status history, vendor accounts (no
 * password hash), the e-mails to them or about their cases still in the outbox, and the audit
 * entries of their cases and accounts and those that name them. Recorded as `exportPersonalData` on
 * each item, with counts and case numbers only.
 */
export async function exportPerson(
  db: Db,
  keyring: DataKeyring,
  q: string,
  actor: Actor,
  now: Date,
): Promise<PersonalDataExport> {
  const person = await findPerson(db, keyring, q, now);
  if (isEmpty(person)) throw personNotFound();
  const addresses = addressesOf(person);
  const caseNumbers = [...person.applications, ...person.updateRequests, ...person.queries].map(
    (row) => row.caseNumber,
  );
  const requestCaseNumbers = person.updateRequests.map((row) => row.caseNumber);
  const queryIds = person.queries.map((row) => row.id);
  // Names are left out of the search for mentions: another person with the same last name is not theirs.
  const identifiers = identifiersOf({
    emails: addresses,
    phones: phonesOf(person),
    nationalIds: personnummerOf(person, now),
  });

  const [history, messages, emails, audit] = await Promise.all([
    queryIds.length
      ? db
          .select()
          .from(queryStatusChanges)
          .where(inArray(queryStatusChanges.queryId, queryIds))
          .orderBy(asc(queryStatusChanges.id))
      : Promise.resolve([]),
    queryIds.length
      ? db
          .select()
          .from(supportQueryMessages)
          .where(inArray(supportQueryMessages.queryId, queryIds))
          .orderBy(asc(supportQueryMessages.createdAt), asc(supportQueryMessages.seq))
      : Promise.resolve([]),
    db
      .select()
      .from(mailOutbox)
      .where(anyOf([mailOf(addresses, caseNumbers)]))
      .orderBy(asc(mailOutbox.id)),
    db
      .select()
      .from(auditLog)
      .where(
        anyOf([
          auditOfItems('partnerApplication', idsOf(person.applications)),
          auditOfItems('supportQuery', idsOf(person.queries)),
          auditOfItems('vendor', idsOf(person.vendors)),
          idIn(sql`${auditLog.details} ->> 'requestCaseNumber'`, requestCaseNumbers),
          ...auditMentions(identifiers),
        ]),
      )
      .orderBy(asc(auditLog.id)),
  ]);

  const answer: PersonalDataExport = {
    exportedAt: now.toISOString(),
    applications: person.applications.map((row) => ({
      caseNumber: row.caseNumber,
      type: row.type,
      status: row.status,
      ...applicantExportOf(row, person.nationalIds),
      updatedAt: row.updatedAt.toISOString(),
      lastAction: row.lastAction,
      lastActionAt: iso(row.lastActionAt),
      statusReason: row.statusReason,
    })),
    updateRequests: person.updateRequests.map((row) => ({
      caseNumber: row.caseNumber,
      applicationCaseNumber: row.applicationCaseNumber,
      status: row.status,
      ...applicantExportOf(row, person.nationalIds),
      decidedAt: iso(row.decidedAt),
    })),
    queries: person.queries.map((row) => ({
      caseNumber: row.caseNumber,
      type: row.type as QueryType,
      ...queryAsSent(row),
      status: row.status as QueryStatus,
      response: row.response,
      respondedAt: iso(row.respondedAt),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      statusHistory: history
        .filter((change) => change.queryId === row.id)
        .map((change) => ({
          from: change.fromStatus,
          to: change.toStatus,
          isRevert: change.isRevert,
          at: change.createdAt.toISOString(),
        })),
      conversation: messages
        .filter((message) => message.queryId === row.id)
        .map((message) => ({
          kind: message.kind as 'reply' | 'note',
          from: message.authorKind === 'admin' ? ('support' as const) : ('you' as const),
          body: message.body,
          at: new Date(message.createdAt).toISOString(),
        })),
    })),
    vendorAccounts: person.vendors.map((row) => ({
      vendorName: row.vendorName,
      email: row.email,
      status: row.status,
      language: row.language,
      statusReason: row.statusReason,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      lastSignInAt: iso(row.lastSignInAt),
      archivedAt: iso(row.archivedAt),
    })),
    emails: emails.map((row) => ({
      kind: row.kind,
      recipient: row.recipient,
      language: row.language,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      sentAt: iso(row.sentAt),
      data: (row.data ?? {}) as Record<string, unknown>,
    })),
    auditEntries: audit.map((row) => ({
      at: row.createdAt.toISOString(),
      actorRole: row.actorRole,
      entity: row.entity,
      action: row.action,
      details: isObject(row.details) ? row.details : null,
    })),
  };

  const counts = {
    caseNumbers,
    applications: answer.applications.length,
    updateRequests: answer.updateRequests.length,
    queries: answer.queries.length,
    vendorAccounts: answer.vendorAccounts.length,
    emails: answer.emails.length,
    auditEntries: answer.auditEntries.length,
  };
  await db.transaction(async (tx) => {
    for (const entry of itemEntries(person, 'exportPersonalData', actor, counts, now))
      await recordAudit(tx, entry);
  });
  return answer;
}

/**
 * What an application or an update request holds about the applicant, as the export has it (the
 * fields both share, `applicantExportFields` of the schema), the personnummer opened.
 */
function applicantExportOf(row: ApplicationRow | UpdateRequestRow, nationalIds: Person['nationalIds']) {
  return {
    ...applicantFields(row, nationalIds.get(row.id) ?? null),
    organisationNumber: row.orgNumber,
    organisationName: row.orgName,
    language: row.language,
    termsAcceptedAt: iso(row.termsAcceptedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);

/** The language to write to the person in: that of their newest application, query or account. */
function languageOf(person: Person): SiteLanguage {
  const rows = [
    ...[...person.applications, ...person.updateRequests, ...person.queries].map((row) => ({
      at: row.createdAt,
      language: row.language,
    })),
    ...person.vendors.map((row) => ({ at: row.lastSignInAt ?? row.createdAt, language: row.language })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  return normaliseLanguage(rows[0]?.language ?? 'en');
}

/** What `eraseTarget` deletes or anonymises: contact queries go; vendor queries stay with the account. */
function erasureTargetOf(person: Person, now: Date): ErasureTarget {
  const contactQueries = person.queries.filter((row) => row.vendorId === null);
  return {
    applications: person.applications.map((row) => ({ id: row.id, caseNumber: row.caseNumber })),
    updateRequests: person.updateRequests.map((row) => ({ id: row.id, caseNumber: row.caseNumber })),
    queries: contactQueries.map((row) => ({ id: row.id, caseNumber: row.caseNumber })),
    vendors: person.vendors.map((row) => ({ id: row.id, archived: row.archivedAt !== null })),
    identifiers: identifiersOf({
      emails: addressesOf(person),
      phones: phonesOf(person),
      names: [...person.applications, ...person.updateRequests, ...contactQueries].map((row) => ({
        first: row.firstName,
        last: row.lastName,
      })),
      nationalIds: personnummerOf(person, now),
    }),
  };
}

/**
 * `text` (the admin's reason) with every identifier of the person replaced by ERASED: the values as
 * stored, and phone numbers and personnummer written in any form the forms accept.
 */
export function redact(text: string, identifiers: readonly string[], now: Date): string {
  const known = new Set(identifiers);
  let redacted = text.replace(/\+?\d[\d\s-]{6,}\d/g, (run) => {
    const phone = normalizePhoneNumber(run);
    const personnummer = normalizePersonnummer(run.replace(/\s/g, ''), now);
    return (phone && known.has(phone.toLowerCase())) || (personnummer && known.has(personnummer))
      ? ERASED
      : run;
  });
  for (const identifier of [...identifiers].sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(identifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
    redacted = redacted.replace(pattern, ERASED);
  }
  return redacted;
}

/**
 * POST /privacy/erasure (decision 059). 404 when nothing is stored about the person; 409 while one
 * of their vendor accounts is not archived. Otherwise first tells the person, in the language of
 * their newest application, query or account, at every address they gave: sent at once and not
 * through the outbox, so that no row keeps the address; 503 and nothing erased when an e-mail could
 * not be sent. Then, in one transaction, the person's rows as they are now are erased (erasure.ts)
 * and each item gets an audit row `erasePersonalData` with the counts, the case numbers and the
 * admin's reason, its identifiers replaced.
 */
export async function erasePerson(
  context: { db: Db; keyring: DataKeyring; mail: Pick<Mailer, 'sendNow'> },
  input: { q: string; reason: string },
  actor: Actor,
  now: Date,
): Promise<ErasureSummary> {
  const { db, keyring, mail } = context;
  const person = await findPerson(db, keyring, input.q, now);
  if (isEmpty(person)) throw personNotFound();
  if (person.vendors.some((row) => row.archivedAt === null)) throw vendorAccountActive();

  const recipients = addressesOf(person);
  const language = languageOf(person);
  const announced = erasureTargetOf(person, now);
  const announcedCaseNumbers = [
    ...announced.applications,
    ...announced.updateRequests,
    ...announced.queries,
  ].map((row) => row.caseNumber);
  for (const to of recipients) {
    try {
      await mail.sendNow({
        kind: 'erasureConfirmation',
        to,
        language,
        data: { caseNumbers: announcedCaseNumbers, vendorAccount: announced.vendors.length > 0 },
      });
    } catch {
      throw erasureMailFailed();
    }
  }

  return db.transaction(async (tx) => {
    // The rows as they are now: anything that arrived since the search goes too.
    const current = await findPerson(tx, keyring, input.q, now);
    if (current.vendors.some((row) => row.archivedAt === null)) throw vendorAccountActive();
    const target = erasureTargetOf(current, now);
    const erased = await eraseTarget(tx, target, now);
    const caseNumbers = [...target.applications, ...target.updateRequests, ...target.queries].map(
      (row) => row.caseNumber,
    );
    const summary: ErasureSummary = {
      applications: erased.applications,
      updateRequests: erased.updateRequests,
      queries: erased.queries,
      vendorAccounts: erased.vendors,
      emails: erased.emails,
      auditEntries: erased.auditEntries,
      caseNumbers,
      confirmationEmails: recipients.length,
    };
    const erasedItems = {
      applications: current.applications,
      updateRequests: current.updateRequests,
      queries: current.queries.filter((row) => row.vendorId === null),
      vendors: current.vendors,
    };
    const details = {
      caseNumbers,
      applications: summary.applications,
      updateRequests: summary.updateRequests,
      queries: summary.queries,
      vendorAccounts: summary.vendorAccounts,
      emails: summary.emails,
      auditEntries: summary.auditEntries,
      reason: redact(input.reason, target.identifiers, now),
    };
    for (const entry of itemEntries(erasedItems, 'erasePersonalData', actor, details, now))
      await recordAudit(tx, entry);
    return summary;
  });
}
