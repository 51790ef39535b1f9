import type { VendorCreate, VendorListQuery, VendorStatus, VendorUpdate } from '@levera/domain';
import { canVendorSignIn } from '@levera/domain';
import { and, eq, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema.ts';
import { ApiError, invalidFields, staleStatus } from '../../lib/api-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { assertUuid, isUuid } from '../../lib/ids.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { countUpTo, type ListTotal, matching, settledTotal } from '../../lib/list-count.ts';
import { sortedPage } from '../../lib/list-sort.ts';
import { hashPassword, newPasswordProblem } from '../../lib/passwords.ts';
import { transitionStatus } from '../../lib/status-transition.ts';
import { enqueueVendorStatus } from '../../mail/outbox.ts';
import type { Principal } from '../../plugins/auth.ts';
import { endVendorSessions } from '../auth/auth.service.ts';
import { vendorSort } from './vendors.sort.ts';

// Vendor accounts managed by admins (SPEC §2 "Vendors", §3, §5; DESIGN.md §4, §5). Password hashes
// never leave this module: every query selects the public columns below.

const publicColumns = {
  id: vendors.id,
  vendorName: vendors.vendorName,
  email: vendors.email,
  status: vendors.status,
  statusReason: vendors.statusReason,
  createdAt: vendors.createdAt,
  updatedAt: vendors.updatedAt,
};

export type VendorRow = {
  id: string;
  vendorName: string;
  email: string;
  status: VendorStatus;
  statusReason: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type VendorListRow = VendorRow & { menuItemCount: number; archivedAt: Date | null };

type Actor = Pick<Principal, 'role' | 'id'>;

/** A 409 for an e-mail that another vendor already uses, shown next to the e-mail field too. */
const emailInUse = () => new ApiError(409, 'email_in_use', 'emailInUse', undefined, { email: 'emailInUse' });

export const vendorNotFound = () => new ApiError(404, 'vendor_not_found', 'vendorNotFound');

/** An id from a URL: anything that is not a UUID names no vendor (404, not a database error). */
export const assertVendorId = (id: string): string => assertUuid(id, vendorNotFound);

const audit = (db: Db, actor: Actor, vendorId: string, action: string, details: unknown, now: Date) =>
  recordAudit(db, { actor, entity: 'vendor', entityId: vendorId, action, details, at: now });

/** 400 on the password field for a common password, the e-mail itself or only spaces (issue 14). */
function assertNewPassword(password: string, email: string): void {
  const problem = newPasswordProblem(password, email);
  if (problem) throw invalidFields({ password: problem });
}

export async function createVendor(db: Db, input: VendorCreate, actor: Actor, now: Date): Promise<VendorRow> {
  assertNewPassword(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(vendors)
        .values({
          vendorName: input.vendorName,
          email: input.email,
          passwordHash,
          status: input.status,
          createdAt: now,
          updatedAt: now,
          createdBy: actor.id,
          updatedBy: actor.id,
        })
        .returning(publicColumns);
      const vendor = row as VendorRow;
      await audit(
        tx,
        actor,
        vendor.id,
        'create',
        { vendorName: vendor.vendorName, email: vendor.email, status: vendor.status },
        now,
      );
      return vendor;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}

/** The accounts not archived (deleted, decision 037): the only ones an admin can change. */
const notArchived = isNull(vendors.archivedAt);

/**
 * The conditions of the admin list (and its export): status, and name or e-mail search (trigram
 * index). The archived accounts are listed only under `status=archived` (decision 037).
 */
export function vendorListWhere(query: Pick<VendorListQuery, 'status' | 'q'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status === 'archived') conditions.push(isNotNull(vendors.archivedAt));
  else {
    conditions.push(notArchived);
    if (query.status) conditions.push(eq(vendors.status, query.status));
  }
  if (query.q) conditions.push(ilike(vendors.searchText, containsPattern(query.q)));
  return and(...conditions);
}

/** Filtered by status, searched by name or e-mail, sorted (newest first by default), one page. */
export async function listVendors(
  db: Db,
  query: VendorListQuery,
  countLimit: number,
): Promise<{ data: VendorListRow[] } & ListTotal> {
  const where = vendorListWhere(query);

  const [rows, total] = await Promise.all([
    sortedPage(
      db
        .select({
          ...publicColumns,
          archivedAt: vendors.archivedAt,
          // Written out in full: drizzle renders columns inside a select list without their table, and an
          // unqualified "id" here would mean the menu item's id.
          menuItemCount: sql<number>`(select count(*)::int from "menu_items" as "m" where "m"."vendor_id" = "vendors"."id")`,
        })
        .from(vendors)
        .where(where)
        .$dynamic(),
      vendorSort(query),
      query,
    ),
    // Counted up to `countLimit`, estimated past it (decision 043).
    countUpTo(db, matching(vendors, where), countLimit),
  ]);
  return { data: rows as VendorListRow[], ...settledTotal(total, query, rows.length) };
}

export async function findVendor(db: Db, id: string): Promise<VendorRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(publicColumns)
    .from(vendors)
    .where(and(eq(vendors.id, id), notArchived));
  return (row as VendorRow | undefined) ?? null;
}

/**
 * Edit (DESIGN.md §4): a blank password keeps the current one, no status the current status. A
 * status is set only from `expectedStatus`, the status the admin saw (else 409 `stale_status`, as
 * for PATCH …/status; decision 011). A new password, a new e-mail (the sign-in name) or a status
 * other than active ends the vendor's sessions at once.
 */
export async function updateVendor(
  db: Db,
  id: string,
  input: VendorUpdate,
  actor: Actor,
  now: Date,
): Promise<VendorRow> {
  assertVendorId(id);
  if (input.password) assertNewPassword(input.password, input.email);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select(publicColumns)
        .from(vendors)
        .where(and(eq(vendors.id, id), notArchived))
        .for('update');
      if (!current) throw vendorNotFound();
      if (input.status !== undefined) {
        if (input.expectedStatus === undefined)
          throw invalidFields({ expectedStatus: 'invalidVendorStatus' });
        if (current.status !== input.expectedStatus) throw staleStatus(vendorDto(current as VendorRow));
      }
      const [row] = await tx
        .update(vendors)
        .set({
          vendorName: input.vendorName,
          email: input.email,
          ...(passwordHash && { passwordHash }),
          ...(input.status &&
            input.status !== current.status && { status: input.status, statusReason: null }),
          updatedAt: now,
          updatedBy: actor.id,
        })
        .where(eq(vendors.id, id))
        .returning(publicColumns);
      const vendor = row as VendorRow;
      const changed = (['vendorName', 'email', 'status'] as const).filter(
        (field) => current[field] !== vendor[field],
      );
      const isSignInChanged = Boolean(passwordHash) || current.email !== vendor.email;
      if (isSignInChanged || !canVendorSignIn(vendor.status)) await endVendorSessions(tx, id);
      if (changed.includes('status')) await enqueueVendorStatus(tx, id);
      await audit(
        tx,
        actor,
        id,
        'update',
        {
          changed,
          passwordChanged: Boolean(passwordHash),
          ...(changed.includes('status') && { previousStatus: current.status, status: vendor.status }),
        },
        now,
      );
      return vendor;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}

/**
 * DELETE /vendors/{id} archives the account (decision 037): it can no longer sign in, its sessions
 * end, it leaves the default list and can no longer be changed, while its menu, promotions, queries
 * and history stay readable. Its e-mail address is free for a new account. Archiving twice is a 404,
 * as deleting twice was.
 */
export async function deleteVendor(db: Db, id: string, actor: Actor, now: Date): Promise<void> {
  assertVendorId(id);
  await db.transaction(async (tx) => {
    const [archived] = await tx
      .update(vendors)
      .set({ archivedAt: now, archivedBy: actor.id, updatedAt: now, updatedBy: actor.id })
      .where(and(eq(vendors.id, id), notArchived))
      .returning({ vendorName: vendors.vendorName, email: vendors.email });
    if (!archived) throw vendorNotFound();
    await endVendorSessions(tx, id);
    await audit(tx, actor, id, 'archive', archived, now);
  });
}

/**
 * Sets a status (any status from any status, DESIGN.md §5) on a vendor the admin saw in
 * `expectedStatus`, through `transitionStatus` as every status action (decision 027), and answers
 * the previous status so the UI can undo. A vendor no longer in `expectedStatus` (another admin
 * changed it) answers 409 `stale_status` with the current vendor (decision 011). An undo sends the
 * status the undone change set as `expectedStatus`, so it never overwrites a later change. A vendor
 * that is no longer active loses its sessions at once; a new status is e-mailed to it.
 */
export async function setVendorStatus(
  db: Db,
  id: string,
  change: {
    status: VendorStatus;
    expectedStatus: VendorStatus;
    isUndo: boolean;
    reason?: string | undefined;
  },
  actor: Actor,
  now: Date,
): Promise<ReturnType<typeof vendorDto> & { previousStatus: VendorStatus }> {
  assertVendorId(id);
  const vendor = await transitionStatus(db, {
    table: vendors,
    id,
    expectedStatus: change.expectedStatus,
    to: change.status,
    set: { statusReason: change.reason ?? null, updatedAt: now, updatedBy: actor.id },
    // An archived vendor can no longer be changed: it is not found.
    lockStatus: async (tx) => {
      const [row] = await tx
        .select({ status: vendors.status })
        .from(vendors)
        .where(and(eq(vendors.id, id), notArchived))
        .for('update');
      return (row?.status as VendorStatus | undefined) ?? null;
    },
    alsoRecord: async (tx, { from, to }) => {
      if (!canVendorSignIn(to)) await endVendorSessions(tx, id);
      if (to !== from) await enqueueVendorStatus(tx, id);
    },
    reason: change.reason,
    audit: { actor, entity: 'vendor', action: change.isUndo ? 'undoStatus' : 'setStatus', at: now },
    read: async (reader) => {
      const current = await findVendor(reader, id);
      if (!current) throw vendorNotFound();
      return vendorDto(current);
    },
    notFound: vendorNotFound,
    staleMessage: change.isUndo ? 'undoNoLongerPossible' : undefined,
  });
  return { ...vendor, previousStatus: change.expectedStatus };
}

/** The vendor as the API answers it (ISO dates), with whatever else the row carries. */
export function vendorDto<T extends VendorRow>(vendor: T) {
  return { ...vendor, createdAt: vendor.createdAt.toISOString(), updatedAt: vendor.updatedAt.toISOString() };
}
