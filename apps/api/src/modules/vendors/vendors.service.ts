import type {
  SiteLanguage,
  StorePause,
  VendorCreate,
  VendorListQuery,
  VendorPasswordLink,
  VendorStatus,
  VendorUpdate,
} from '@levera/domain';
import { canVendorSignIn, normaliseLanguage, VENDOR_STATUS_UNDO_WINDOW_MS } from '@levera/domain';
import { and, eq, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerApplications, vendorPasswordLinks, vendors } from '../../db/schema.ts';
import { ApiError, invalidFields, staleStatus } from '../../lib/api-error.ts';
import { auditChanges, recordAudit } from '../../lib/audit.ts';
import { uniqueViolationConstraint } from '../../lib/database-errors.ts';
import { assertUuid, isUuid } from '../../lib/ids.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { countUpTo, type ListTotal, matching, settledTotal } from '../../lib/list-count.ts';
import { sortedPage } from '../../lib/list-sort.ts';
import { hashPassword, newPasswordProblem } from '../../lib/passwords.ts';
import { transitionStatus } from '../../lib/status-transition.ts';
import { dropWaitingVendorStatus, enqueueVendorStatus } from '../../mail/outbox.ts';
import type { Principal } from '../../lib/principal.ts';
import { endAccountSessions } from '../auth/auth.service.ts';
import { type PauseRow, pauseColumns, pauseInForce } from '../vendor-self-service/store-pause.ts';
import { partnerNotFound } from '../partners/partners.service.ts';
import { accessOfVendors, createPasswordLink } from './vendor-access.service.ts';
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
  applicationId: vendors.applicationId,
  // Whether it has a password, never the hash: an invited vendor has none until it accepts.
  credentialsSet: sql<boolean>`(${vendors.passwordHash} is not null)`,
};

/** A vendor row as read from the table (the application as its id only). */
export type VendorBaseRow = {
  id: string;
  vendorName: string;
  email: string;
  status: VendorStatus;
  statusReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  applicationId: string | null;
  credentialsSet: boolean;
};

/** A vendor with the application it was made from and its newest set-password link (issue 19 §1). */
export type VendorRow = Omit<VendorBaseRow, 'applicationId'> & {
  application: { id: string; caseNumber: string } | null;
  accessLink: VendorPasswordLink | null;
};

/** Adds each vendor's application (case number) and newest set-password link. */
async function withAccess<Row extends VendorBaseRow>(
  db: Db,
  rows: Row[],
): Promise<(Omit<Row, 'applicationId'> & Omit<VendorRow, keyof VendorBaseRow>)[]> {
  const access = await accessOfVendors(db, rows);
  return rows.map(({ applicationId: _applicationId, ...row }) => ({
    ...row,
    application: access.get(row.id)?.application ?? null,
    accessLink: access.get(row.id)?.accessLink ?? null,
  }));
}

async function withAccessOne(db: Db, row: VendorBaseRow): Promise<VendorRow> {
  const [vendor] = await withAccess(db, [row]);
  return vendor!;
}

export type VendorListRow = VendorRow & {
  menuItemCount: number;
  archivedAt: Date | null;
  /** The store's pause in force when the list was read (decision 062). */
  pause: StorePause | null;
};

type Actor = Pick<Principal, 'role' | 'id'>;

/** A 409 for an e-mail that another vendor already uses, shown next to the e-mail field too. */
const emailInUse = () => new ApiError(409, 'email_in_use', 'emailInUse', undefined, { email: 'emailInUse' });

/** One account per application (issue 19 §1): a second one is refused, even if the first was archived. */
const applicationHasAccount = () => new ApiError(409, 'application_has_account', 'applicationHasAccount');

/** The unique violation of a create or edit, as the 409 it means. */
function uniqueViolationError(error: unknown): ApiError | null {
  const constraint = uniqueViolationConstraint(error);
  if (constraint === null) return null;
  return constraint === 'vendors_application_uq' ? applicationHasAccount() : emailInUse();
}

/**
 * The application an account is created from must be a vendor application (400), approved (409) and
 * not yet have an account (409). Its row is locked, so two admins creating at once get one account.
 */
async function assertApplicationForAccount(tx: Db, applicationId: string): Promise<{ caseNumber: string }> {
  const [application] = await tx
    .select({
      type: partnerApplications.type,
      status: partnerApplications.status,
      caseNumber: partnerApplications.caseNumber,
    })
    .from(partnerApplications)
    .where(eq(partnerApplications.id, applicationId))
    .for('update');
  if (!application) throw partnerNotFound();
  if (application.type !== 'vendor')
    throw new ApiError(400, 'application_not_vendor', 'applicationNotVendor');
  if (application.status !== 'approved')
    throw new ApiError(409, 'application_not_approved', 'applicationNotApproved');
  const [linked] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.applicationId, applicationId));
  if (linked) throw applicationHasAccount();
  return { caseNumber: application.caseNumber };
}

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

/**
 * Add vendor (SPEC §5, issue 19 §1): with the password the admin chose, or with no password and an
 * invitation e-mail (in `invitationLanguage`, else the admin page's `language`) whose one-time link
 * lets the vendor choose it (decision 040). Given `applicationId`, the account is linked to that
 * approved vendor application.
 */
export async function createVendor(
  db: Db,
  input: VendorCreate,
  actor: Actor,
  now: Date,
  language: SiteLanguage = 'en',
): Promise<VendorRow> {
  const isInvitation = input.access === 'invitation';
  if (!isInvitation) assertNewPassword(input.password ?? '', input.email);
  const passwordHash = isInvitation ? null : await hashPassword(input.password ?? '');
  const vendorLanguage = normaliseLanguage(input.invitationLanguage ?? language);
  const applicationId = input.applicationId?.toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      const application = applicationId ? await assertApplicationForAccount(tx, applicationId) : null;
      const [row] = await tx
        .insert(vendors)
        .values({
          vendorName: input.vendorName,
          email: input.email,
          passwordHash,
          status: input.status,
          language: vendorLanguage,
          applicationId: applicationId ?? null,
          createdAt: now,
          updatedAt: now,
          createdBy: actor.id,
          updatedBy: actor.id,
        })
        .returning(publicColumns);
      const vendor = row as VendorBaseRow;
      await audit(
        tx,
        actor,
        vendor.id,
        'create',
        {
          vendorName: vendor.vendorName,
          email: vendor.email,
          status: vendor.status,
          access: input.access,
          ...(application && { applicationId, caseNumber: application.caseNumber }),
        },
        now,
      );
      if (isInvitation) {
        const { expiresAt } = await createPasswordLink(tx, vendor, 'invitation', vendorLanguage, actor, now);
        await audit(
          tx,
          actor,
          vendor.id,
          'sendInvitation',
          { email: vendor.email, language: vendorLanguage, expiresAt: expiresAt.toISOString() },
          now,
        );
      }
      return withAccessOne(tx, vendor);
    });
  } catch (error) {
    throw uniqueViolationError(error) ?? error;
  }
}

/**
 * "Send invitation again" (an account that has not chosen its password) or "Send set-password link"
 * (a vendor who forgot it): a new one-time link by e-mail in the vendor's language, which ends the
 * vendor's earlier links; a set-password link also ends every session of the vendor (reason
 * `password_reset`). The current password keeps working until a new one is chosen (decision 040).
 */
export async function sendPasswordLink(
  db: Db,
  id: string,
  actor: Actor,
  now: Date,
): Promise<{ vendor: VendorRow; kind: 'invitation' | 'reset' }> {
  assertVendorId(id);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ ...publicColumns, language: vendors.language })
      .from(vendors)
      .where(and(eq(vendors.id, id), notArchived))
      .for('update');
    if (!current) throw vendorNotFound();
    const kind = current.credentialsSet ? 'reset' : 'invitation';
    const language = normaliseLanguage(current.language);
    if (kind === 'reset') await endAccountSessions(tx, 'vendor', id, 'password_reset');
    const [earlier] = await tx
      .select({ id: vendorPasswordLinks.id })
      .from(vendorPasswordLinks)
      .where(and(eq(vendorPasswordLinks.vendorId, id), eq(vendorPasswordLinks.kind, 'invitation')))
      .limit(1);
    const { expiresAt } = await createPasswordLink(tx, current, kind, language, actor, now);
    const action = kind === 'reset' ? 'sendPasswordLink' : earlier ? 'resendInvitation' : 'sendInvitation';
    await audit(
      tx,
      actor,
      id,
      action,
      { email: current.email, language, expiresAt: expiresAt.toISOString() },
      now,
    );
    const { language: _language, ...row } = current;
    return { vendor: await withAccessOne(tx, row as VendorBaseRow), kind };
  });
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

/**
 * Filtered by status, searched by name or e-mail, sorted (newest first by default), one page; each
 * with its store's pause in force at `now`.
 */
export async function listVendors(
  db: Db,
  query: VendorListQuery,
  countLimit: number,
  now: Date,
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
          ...pauseColumns,
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
  const listed = rows as (VendorBaseRow & { menuItemCount: number; archivedAt: Date | null } & PauseRow)[];
  const data = (await withAccess(db, listed)).map(({ pausedAt, pausedUntil, pauseNote, ...vendor }) => ({
    ...vendor,
    pause: vendor.archivedAt ? null : pauseInForce({ pausedAt, pausedUntil, pauseNote }, now),
  }));
  return { data, ...settledTotal(total, query, rows.length) };
}

export async function findVendor(db: Db, id: string): Promise<VendorRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(publicColumns)
    .from(vendors)
    .where(and(eq(vendors.id, id), notArchived));
  return row ? withAccessOne(db, row as VendorBaseRow) : null;
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
        if (current.status !== input.expectedStatus)
          throw staleStatus(vendorDto(await withAccessOne(tx, current as VendorBaseRow)));
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
      const vendor = await withAccessOne(tx, row as VendorBaseRow);
      const changed = (['vendorName', 'email', 'status'] as const).filter(
        (field) => current[field] !== vendor[field],
      );
      const isSignInChanged = Boolean(passwordHash) || current.email !== vendor.email;
      // A password the admin chose makes any open invitation or set-password link useless: it ends.
      if (passwordHash) {
        await tx
          .update(vendorPasswordLinks)
          .set({ endedAt: now })
          .where(
            and(
              eq(vendorPasswordLinks.vendorId, id),
              isNull(vendorPasswordLinks.usedAt),
              isNull(vendorPasswordLinks.endedAt),
            ),
          );
      }
      if (isSignInChanged || !canVendorSignIn(vendor.status)) await endAccountSessions(tx, 'vendor', id);
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
          // What changed, old → new (issue 36 §9g); the status is the from → to above.
          changes: auditChanges(current, vendor, { vendorName: 'value', email: 'email' }),
        },
        now,
      );
      return vendor;
    });
  } catch (error) {
    throw uniqueViolationError(error) ?? error;
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
    await endAccountSessions(tx, 'vendor', id);
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
      if (!canVendorSignIn(to)) await endAccountSessions(tx, 'vendor', id);
      if (to === from) return;
      // The e-mail waits out the undo window; an undo within it drops that e-mail and sends none
      // (issue 36 §8). An undo is not undone: its own e-mail, when one is due, goes at once.
      if (change.isUndo) {
        if (!(await dropWaitingVendorStatus(tx, id, from))) await enqueueVendorStatus(tx, id);
      } else {
        await enqueueVendorStatus(tx, id, {
          notBefore: new Date(now.getTime() + VENDOR_STATUS_UNDO_WINDOW_MS),
        });
      }
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
