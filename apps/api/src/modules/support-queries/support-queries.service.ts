import {
  type AdminQuery,
  type VendorOwnQuery,
  canMoveQuery,
  legalQueryTargets,
  QUERY_TYPES,
  type QueryListAnswer,
  type QueryListQuery,
  type QueryStatus,
  type QueryType,
  queryRevertTarget,
  type SiteLanguage,
  type VendorQuery,
  type VendorQueryListAnswer,
  vendorVisibleQueryStatus,
} from '@levera/domain';

export type { AdminQuery, VendorOwnQuery };
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, nextCaseNumber } from '../../db/client.ts';
import { admins, queryStatusChanges, supportQueries, vendors } from '../../db/schema.ts';
import { ApiError, illegalTransition } from '../../lib/api-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isUuid } from '../../lib/ids.ts';
import { countEachUpTo, matching, settledTotal } from '../../lib/list-count.ts';
import { newestFirstPage } from '../../lib/paging.ts';
import { transitionStatus } from '../../lib/status-transition.ts';
import { enqueueVendorQueryForDigest } from '../../mail/outbox.ts';
import { sortedPage } from '../../lib/list-sort.ts';
import { containsText, rarePart } from '../../lib/text-search.ts';
import { querySort } from './support-queries.sort.ts';
import type { Principal } from '../../lib/principal.ts';
import { vendorNotFound } from '../vendors/vendors.service.ts';

// Contact queries (customer, driver, store: stored by the contact-queries module) and vendor queries
// (vendor) are one list for the admin (DESIGN.md §4). Status rules are the shared state machine
// (DESIGN.md §5); every admin change records who and when (status history, read/response columns,
// audit row).

type QueryRecord = typeof supportQueries.$inferSelect;

export type QueryTypeCounts = Record<QueryType | 'all', number>;
type QueryCountEstimates = Record<QueryType | 'all', boolean>;

export const queryNotFound = () => new ApiError(404, 'not_found', 'queryNotFound');

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The names of the admins queries are assigned to. */
async function assigneeNames(db: Db, rows: readonly QueryRecord[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.assigneeId ? [row.assigneeId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: admins.id, name: admins.name })
    .from(admins)
    .where(inArray(admins.id, ids));
  return new Map(found.map((admin) => [admin.id, admin.name]));
}

const minutesBetween = (from: Date, to: Date) =>
  Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000));

/** A query as its sender sent it: who, how to reach them, what about, in which language. */
export function queryAsSent(row: QueryRecord) {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    category: row.category,
    message: row.message,
    language: row.language,
  };
}

function toAdminQuery(
  row: QueryRecord,
  revertTarget: QueryStatus | null,
  names: ReadonlyMap<string, string> = new Map(),
): AdminQuery {
  const status = row.status as QueryStatus;
  const assigneeName = row.assigneeId ? names.get(row.assigneeId) : undefined;
  return {
    id: row.id,
    caseNumber: row.caseNumber,
    type: row.type as QueryType,
    vendorId: row.vendorId,
    ...queryAsSent(row),
    status,
    isRead: row.isRead,
    readAt: iso(row.readAt),
    response: row.response,
    respondedAt: iso(row.respondedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    nextStatuses: legalQueryTargets(status),
    revertTarget,
    assignee:
      row.assigneeId && assigneeName !== undefined ? { id: row.assigneeId, name: assigneeName } : null,
    waitingSince: iso(row.waitingSince),
    firstResponseAt: iso(row.firstResponseAt),
    firstResponseMinutes: row.firstResponseAt ? minutesBetween(row.createdAt, row.firstResponseAt) : null,
  };
}

function toVendorQuery(row: QueryRecord): VendorOwnQuery {
  return {
    id: row.id,
    caseNumber: row.caseNumber,
    subject: row.subject,
    category: row.category,
    message: row.message,
    status: vendorVisibleQueryStatus(row.status as QueryStatus),
    response: row.response,
    respondedAt: iso(row.respondedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------- status history

type StatusChange = { from: QueryStatus; to: QueryStatus; isRevert: boolean };

/**
 * The changes still in effect, oldest first: each revert removes the change it undid, so a second
 * revert walks one step further back (the input of queryRevertTarget).
 */
export function effectiveChanges(history: readonly StatusChange[]): { from: QueryStatus; to: QueryStatus }[] {
  const stack: { from: QueryStatus; to: QueryStatus }[] = [];
  for (const change of history) {
    if (change.isRevert) stack.pop();
    else stack.push({ from: change.from, to: change.to });
  }
  return stack;
}

/** The revert target of each query id (queries without history are absent). */
async function revertTargets(db: Db, ids: readonly string[]): Promise<Map<string, QueryStatus | null>> {
  const targets = new Map<string, QueryStatus | null>();
  if (ids.length === 0) return targets;
  const rows = await db
    .select({
      queryId: queryStatusChanges.queryId,
      from: queryStatusChanges.fromStatus,
      to: queryStatusChanges.toStatus,
      isRevert: queryStatusChanges.isRevert,
    })
    .from(queryStatusChanges)
    .where(inArray(queryStatusChanges.queryId, [...ids]))
    .orderBy(asc(queryStatusChanges.queryId), asc(queryStatusChanges.id));
  const history = new Map<string, StatusChange[]>();
  for (const row of rows) {
    const list = history.get(row.queryId) ?? [];
    list.push({ from: row.from as QueryStatus, to: row.to as QueryStatus, isRevert: row.isRevert });
    history.set(row.queryId, list);
  }
  for (const [id, list] of history) targets.set(id, queryRevertTarget(effectiveChanges(list)));
  return targets;
}

export async function findAdminQuery(db: Db, id: string): Promise<AdminQuery> {
  const [row] = await db.select().from(supportQueries).where(eq(supportQueries.id, id));
  if (!row) throw queryNotFound();
  const [targets, names] = await Promise.all([revertTargets(db, [row.id]), assigneeNames(db, [row])]);
  return toAdminQuery(row, targets.get(row.id) ?? null, names);
}

// ---------------------------------------------------------------- admin: list

/**
 * The conditions of the admin list: `shared` (status and search, which the tab counts share) and
 * `filters` (those and the type tab), for the list, its export and its bulk selection alike. A
 * search reads the trigram index by its rare part when it has one (lib/text-search.ts, decision 049).
 */
export async function queryListFilters(
  db: Db,
  query: Pick<QueryListQuery, 'type' | 'status' | 'q'> & { assignee?: string | null | undefined },
  /** The signed-in admin: who `assignee=me` is. */
  adminId?: string,
) {
  const qPart = query.q ? await rarePart(db, supportQueries, supportQueries.searchText, query.q) : null;
  const shared: SQL[] = [];
  if (query.status) shared.push(eq(supportQueries.status, query.status));
  // The "Mine" tab and the assignee filter (issue 37): me, nobody, or one admin (an id that names no
  // admin matches nothing).
  if (query.assignee) {
    const assignee = query.assignee === 'me' ? (adminId ?? null) : query.assignee;
    if (assignee === 'none') shared.push(isNull(supportQueries.assigneeId));
    else if (assignee && isUuid(assignee)) shared.push(eq(supportQueries.assigneeId, assignee));
    else shared.push(sql`false`);
  }
  // The trigram GIN index on search_text serves this ILIKE (DESIGN.md §8).
  if (query.q) shared.push(containsText(supportQueries.searchText, query.q, qPart));
  const filters = query.type ? [...shared, eq(supportQueries.type, query.type)] : shared;
  return { shared, filters };
}

/**
 * The matches per tab (type) for the search and status filter, each counted up to `countLimit` from
 * the `(type, status, created_at)` index (or the trigram index for a search) (issue 20, decisions
 * 043 and 068). `estimated` names the tabs with more matches than their count says.
 */
async function queryTypeCounts(
  db: Db,
  shared: SQL[],
  countLimit: number,
): Promise<{ counts: QueryTypeCounts; estimated: QueryCountEstimates }> {
  // One select for the four counts, not four statements (decision 049).
  const totals = await countEachUpTo(
    db,
    QUERY_TYPES.map((type) => matching(supportQueries, and(...shared, eq(supportQueries.type, type)))),
    countLimit,
  );
  const counts = { all: 0 } as QueryTypeCounts;
  const estimated = { all: false } as QueryCountEstimates;
  QUERY_TYPES.forEach((type, index) => {
    const { total, totalIsEstimate } = totals[index]!;
    counts[type] = total;
    counts.all += total;
    estimated[type] = totalIsEstimate;
    estimated.all ||= totalIsEstimate;
  });
  return { counts, estimated };
}

/** GET /queries: contact and vendor queries together, filtered, searched, sorted, paged. */
export async function listQueries(
  db: Db,
  query: QueryListQuery,
  countLimit: number,
  adminId?: string,
): Promise<QueryListAnswer> {
  const { shared, filters } = await queryListFilters(db, query, adminId);

  const [rows, { counts, estimated }] = await Promise.all([
    sortedPage(
      db
        .select()
        .from(supportQueries)
        .where(and(...filters))
        .$dynamic(),
      querySort(query),
      query,
    ),
    queryTypeCounts(db, shared, countLimit),
  ]);
  const [targets, names] = await Promise.all([
    revertTargets(
      db,
      rows.map((row) => row.id),
    ),
    assigneeNames(db, rows),
  ]);
  const tab = query.type ?? 'all';
  const total = settledTotal({ total: counts[tab], totalIsEstimate: estimated[tab] }, query, rows.length);
  counts[tab] = total.total;
  estimated[tab] = total.totalIsEstimate;
  return {
    data: rows.map((row) => toAdminQuery(row, targets.get(row.id) ?? null, names)),
    ...total,
    page: query.page,
    pageSize: query.pageSize,
    counts,
    countsAreEstimates: estimated,
  };
}

// ---------------------------------------------------------------- admin: changes

type StatusCommand = {
  status?: QueryStatus | undefined;
  action?: 'revert' | undefined;
  /** The status the admin saw when deciding. */
  expectedStatus: QueryStatus;
};

/**
 * PATCH /queries/{id}/status: a forward move the state machine allows, or a revert to the status
 * before the last change, applied the way every status action is (lib/status-transition.ts,
 * decisions 011 and 027). The row lock also keeps the history still while the revert target is read
 * from it. A query no longer in the status the admin saw answers 409 `stale_status` with the current
 * query: a revert offered for one change must not undo a later one.
 */
export async function changeQueryStatus(
  db: Db,
  id: string,
  command: StatusCommand,
  actor: Principal,
  now: Date,
): Promise<AdminQuery> {
  if (!isUuid(id)) throw queryNotFound();
  const from = command.expectedStatus;
  const isRevert = command.action === 'revert';
  return transitionStatus(db, {
    table: supportQueries,
    id,
    expectedStatus: from,
    to: async (tx) => {
      if (isRevert) return revertTargetOf(tx, id);
      const to = command.status!;
      if (!canMoveQuery(from, to)) throw illegalTransition();
      return to;
    },
    set: actedOnColumns(actor.id, now),
    alsoRecord: (tx, change) =>
      tx.insert(queryStatusChanges).values({
        queryId: id,
        fromStatus: change.from,
        toStatus: change.to,
        isRevert,
        changedBy: actor.id,
        createdAt: now,
      }),
    audit: { actor, entity: 'supportQuery', action: isRevert ? 'revertStatus' : 'changeStatus', at: now },
    read: (reader) => findAdminQuery(reader, id),
    notFound: queryNotFound,
  });
}

/**
 * The columns an admin's status change sets besides the status, one query or a bulk batch: acting on
 * a query is reading it (issue 17 §2), so the NEW badge goes, and who read it first stays.
 */
export const actedOnColumns = (actorId: string, now: Date) => ({
  updatedAt: now,
  isRead: true,
  readAt: sql`coalesce(${supportQueries.readAt}, ${now.toISOString()}::timestamptz)`,
  readBy: sql`coalesce(${supportQueries.readBy}, ${actorId}::uuid)`,
});

/** The status a revert goes back to (409 when the history has nothing left to revert). */
async function revertTargetOf(db: Db, id: string): Promise<QueryStatus> {
  const target = (await revertTargets(db, [id])).get(id);
  if (!target) throw new ApiError(409, 'nothing_to_revert', 'nothingToRevert');
  return target;
}

/** PATCH /queries/{id}/read: the NEW badge goes once read (and comes back if marked unread). */
export async function setQueryRead(
  db: Db,
  id: string,
  read: boolean,
  actor: Principal,
  now: Date,
): Promise<AdminQuery> {
  if (!isUuid(id)) throw queryNotFound();
  await setQueryReadFlag(db, id, read, actor, now);
  return findAdminQuery(db, id);
}

/**
 * The read flag of `setQueryRead`, without the answer: whether it changed (a query already read stays
 * as it was, with who read it first). Bulk "mark read" reports an unchanged query as skipped.
 */
export async function setQueryReadFlag(
  db: Db,
  id: string,
  read: boolean,
  actor: Principal,
  now: Date,
): Promise<boolean> {
  // The flag and its audit row change together, or neither does.
  return db.transaction(async (tx) => {
    // Conditional on the flag actually changing: a second "mark as read" keeps who read it first.
    const changed = await tx
      .update(supportQueries)
      .set(
        read
          ? { isRead: true, readAt: now, readBy: actor.id, updatedAt: now }
          : { isRead: false, readAt: null, readBy: null, updatedAt: now },
      )
      .where(and(eq(supportQueries.id, id), eq(supportQueries.isRead, !read)))
      .returning({ id: supportQueries.id });
    if (changed.length > 0) {
      await recordAudit(tx, {
        actor,
        entity: 'supportQuery',
        entityId: id,
        action: read ? 'markRead' : 'markUnread',
        at: now,
      });
    }
    return changed.length > 0;
  });
}

/**
 * PUT /queries/{id}/response: the support answer the vendor sees, kept for the vendor panel's
 * clients of old. Only vendor queries are answered here (409 otherwise); the answer itself is a reply
 * of the support desk (`replyToQuery`, issue 37): in the conversation, e-mailed, audited `respond`.
 */
export async function assertVendorQuery(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw queryNotFound();
  const [row] = await db
    .select({ type: supportQueries.type })
    .from(supportQueries)
    .where(eq(supportQueries.id, id));
  if (!row) throw queryNotFound();
  if (row.type !== 'vendor') throw new ApiError(409, 'not_a_vendor_query', 'responseOnlyForVendorQueries');
}

// ---------------------------------------------------------------- vendor

/** GET /vendor/queries: the signed-in vendor's own queries only, newest first. */
export async function listVendorQueries(
  db: Db,
  vendorId: string,
  paging: { page: number; pageSize: number },
): Promise<VendorQueryListAnswer> {
  const own = and(eq(supportQueries.vendorId, vendorId), eq(supportQueries.type, 'vendor'));
  const [rows, total] = await Promise.all([
    newestFirstPage(db.select().from(supportQueries).where(own).$dynamic(), supportQueries, paging),
    db.$count(supportQueries, own),
  ]);
  return { data: rows.map(toVendorQuery), total, page: paging.page, pageSize: paging.pageSize };
}

/**
 * POST /vendor/queries: a query from the signed-in vendor (SPEC §3, §5). The sender's e-mail and name
 * come from the vendor account, never from the request.
 */
export async function createVendorQuery(
  db: Db,
  vendorId: string,
  query: VendorQuery,
  language: SiteLanguage,
  now: Date,
): Promise<VendorOwnQuery> {
  // created_at is the database's clock, like the contact form's rows, so both kinds sort together.
  const [vendor] = await db
    .select({ vendorName: vendors.vendorName, email: vendors.email })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  if (!vendor) throw vendorNotFound();
  const caseNumber = await nextCaseNumber(db, 'VQ');
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(supportQueries)
      .values({
        caseNumber,
        type: 'vendor',
        vendorId,
        firstName: vendor.vendorName,
        email: vendor.email,
        subject: query.subject,
        category: query.category,
        message: query.message,
        language,
        status: 'created',
        waitingSince: sql`now()`,
      })
      .returning();
    await recordAudit(tx, {
      actor: { role: 'vendor', id: vendorId },
      entity: 'supportQuery',
      entityId: created!.id,
      action: 'create',
      details: { caseNumber },
      at: now,
    });
    // The admins' digest lists it (issue 36 §5); the vendor sees it in its own list.
    await enqueueVendorQueryForDigest(tx, caseNumber);
    return created!;
  });
  return toVendorQuery(row);
}
