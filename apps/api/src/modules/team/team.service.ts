import type {
  AdminInvitation,
  AdminRole,
  AdminStatus,
  AdminUpdate,
  SiteLanguage,
  TeamAnswer,
  TeamMember,
} from '@levera/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { adminPasswordLinks, admins, appMeta } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { TWO_FACTOR_REQUIRED_KEY, teamRequiresTwoFactorSql } from '../../lib/principal.ts';
import { endAccountSessions } from '../auth/auth.service.ts';
import { createAdminInvitationLink, endAdminPasswordLinks } from './admin-access.service.ts';

// The owner's Team screen (issue 33 §2, DESIGN.md §10 "admin team"): who is on the team, invitations,
// role and status changes. Every change is audited (entity `admin`) and shows on the Activity screen.
// The team always keeps an active owner: changes that would leave none are refused under a lock on
// the active owners' rows, so two parallel demotions cannot both pass.

const adminNotFound = () => new ApiError(404, 'not_found', 'adminNotFound');
const lastActiveOwner = () => new ApiError(409, 'last_active_owner', 'lastActiveOwner');

/** One admin as the Team screen shows it; `invited` while it has no password yet. */
const memberColumns = {
  id: admins.id,
  name: admins.name,
  email: admins.email,
  role: admins.role,
  status: admins.status,
  invited: sql<boolean>`${admins.passwordHash} is null`,
  lastSignInAt: admins.lastSignInAt,
  twoFactorEnabled: sql<boolean>`${admins.twoFactorEnabledAt} is not null`,
  // The open link (a newer one ends the older); whether it has expired is read on the app's clock.
  invitationExpiresAt: sql<Date | null>`(
    select max(l.expires_at) from admin_password_links l
    where l.admin_id = "admins"."id" and l.used_at is null and l.ended_at is null)`.mapWith(
    adminPasswordLinks.expiresAt,
  ),
};

type MemberRow = {
  id: string;
  name: string;
  email: string;
  role: string;
  status: string;
  invited: boolean;
  lastSignInAt: Date | null;
  twoFactorEnabled: boolean;
  invitationExpiresAt: Date | null;
};

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

function memberOf(row: MemberRow, now: Date): TeamMember {
  const expiresAt = iso(row.invitationExpiresAt);
  const linkWorks = expiresAt !== null && Date.parse(expiresAt) > now.getTime();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as AdminRole,
    status: row.status === 'deactivated' ? 'deactivated' : row.invited ? 'invited' : 'active',
    invitationExpiresAt: row.invited && row.status !== 'deactivated' && linkWorks ? expiresAt : null,
    lastSignInAt: iso(row.lastSignInAt),
    twoFactorEnabled: row.twoFactorEnabled,
  };
}

async function findMember(db: Db, id: string, now: Date): Promise<TeamMember> {
  const [row] = await db.select(memberColumns).from(admins).where(eq(admins.id, id));
  if (!row) throw adminNotFound();
  return memberOf(row, now);
}

/** GET /admins: owners first, then admins, then support; by name within a role. */
export async function listTeam(db: Db, now: Date): Promise<TeamAnswer> {
  const [rows, setting] = await Promise.all([
    db
      .select(memberColumns)
      .from(admins)
      .orderBy(
        sql`case ${admins.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
        asc(admins.name),
        asc(admins.email),
      ),
    db.execute(sql`select ${teamRequiresTwoFactorSql} as required`),
  ]);
  const [{ required } = { required: false }] = rowsOf<{ required: boolean }>(setting);
  return { data: rows.map((row) => memberOf(row, now)), twoFactorRequired: required === true };
}

/**
 * POST /admins/invitations: a new admin without a password, and its invitation e-mail. An address
 * that already belongs to an admin (whatever its state) answers 409 `admin_email_taken`.
 */
export async function inviteAdmin(
  db: Db,
  input: AdminInvitation,
  actorId: string,
  now: Date,
): Promise<TeamMember> {
  const name = input.name?.trim() || input.email.split('@')[0]!;
  try {
    const id = await db.transaction(async (tx) => {
      const [admin] = await tx
        .insert(admins)
        .values({
          name,
          email: input.email,
          passwordHash: null,
          role: input.role,
          status: 'active',
          language: input.invitationLanguage,
          createdBy: actorId,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: admins.email })
        .returning({ id: admins.id, name: admins.name, email: admins.email });
      if (!admin) throw adminEmailTaken();
      await inviteByLink(
        tx,
        { ...admin, role: input.role },
        input.invitationLanguage,
        actorId,
        now,
        'sendInvitation',
      );
      return admin.id;
    });
    return findMember(db, id, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw adminEmailTaken();
    throw error;
  }
}

/** Sends the admin a new invitation link (the older one ends) and audits it (a first one with the role). */
async function inviteByLink(
  tx: Db,
  admin: { id: string; name: string; email: string; role: AdminRole },
  language: SiteLanguage,
  actorId: string,
  now: Date,
  action: 'sendInvitation' | 'resendInvitation',
): Promise<void> {
  await createAdminInvitationLink(tx, admin, language, actorId, now);
  await recordAudit(tx, {
    actor: { role: 'admin', id: actorId },
    entity: 'admin',
    entityId: admin.id,
    action,
    details: action === 'sendInvitation' ? { role: admin.role } : undefined,
    at: now,
  });
}

const adminEmailTaken = () => new ApiError(409, 'admin_email_taken', 'adminEmailTaken');

/** The admin's row, locked for the rest of the transaction; 404 when there is none. */
async function lockAdmin(tx: Db, id: string) {
  if (!isUuid(id)) throw adminNotFound();
  const [admin] = await tx
    .select({
      id: admins.id,
      name: admins.name,
      email: admins.email,
      role: admins.role,
      status: admins.status,
      language: admins.language,
      passwordHash: admins.passwordHash,
    })
    .from(admins)
    .where(eq(admins.id, id))
    .for('update');
  if (!admin) throw adminNotFound();
  return admin;
}

/** POST /admins/{id}/invitation: a new link for an admin still invited; the older one ends. */
export async function resendInvitation(db: Db, id: string, actorId: string, now: Date): Promise<TeamMember> {
  await db.transaction(async (tx) => {
    const admin = await lockAdmin(tx, id);
    if (admin.passwordHash !== null) throw new ApiError(409, 'admin_not_invited', 'adminNotInvited');
    if (admin.status !== 'active') throw new ApiError(409, 'admin_not_invited', 'adminNotInvited');
    const role = admin.role as AdminRole;
    await inviteByLink(
      tx,
      { ...admin, role },
      admin.language as SiteLanguage,
      actorId,
      now,
      'resendInvitation',
    );
  });
  return findMember(db, id, now);
}

/**
 * The active owners, locked in id order (so two changes wait for each other rather than deadlock).
 * A row another transaction has just demoted or deactivated is re-read after its commit and left
 * out, so the count is the one the change will leave behind.
 */
async function lockActiveOwners(tx: Db): Promise<string[]> {
  const result = await tx.execute(
    sql`select id from admins where role = 'owner' and status = 'active' order by id for update`,
  );
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/**
 * PATCH /admins/{id}: a new role and/or status. Deactivating ends the admin's sessions and open
 * links at once; the last active owner can be neither demoted nor deactivated (409
 * `last_active_owner`). Each change is audited as `changeRole`, `deactivate` or `activate`.
 */
export async function updateAdmin(
  db: Db,
  id: string,
  change: AdminUpdate,
  actorId: string,
  now: Date,
): Promise<{ member: TeamMember; changed: ('role' | 'deactivated' | 'reactivated')[] }> {
  const changed = await db.transaction(async (tx) => {
    const owners = await lockActiveOwners(tx);
    const admin = await lockAdmin(tx, id);
    const role = change.role ?? (admin.role as AdminRole);
    const status = change.status ?? (admin.status as AdminStatus);
    const isActiveOwner = admin.role === 'owner' && admin.status === 'active';
    const staysActiveOwner = role === 'owner' && status === 'active';
    if (isActiveOwner && !staysActiveOwner && owners.filter((owner) => owner !== admin.id).length === 0)
      throw lastActiveOwner();

    const done: ('role' | 'deactivated' | 'reactivated')[] = [];
    if (role === admin.role && status === admin.status) return done;
    await tx.update(admins).set({ role, status, updatedAt: now }).where(eq(admins.id, admin.id));
    const audit = (action: string, from: string, to: string) =>
      recordAudit(tx, {
        actor: { role: 'admin', id: actorId },
        entity: 'admin',
        entityId: admin.id,
        action,
        details: { from, to },
        at: now,
      });
    if (role !== admin.role) {
      await audit('changeRole', admin.role, role);
      done.push('role');
    }
    if (status !== admin.status) {
      if (status === 'deactivated') {
        // Signed out at once, everywhere; an invitation still open no longer works either.
        await endAccountSessions(tx, 'admin', admin.id, 'account_deactivated');
        await endAdminPasswordLinks(tx, admin.id, now);
        await audit('deactivate', admin.status, status);
        done.push('deactivated');
      } else {
        await audit('activate', admin.status, status);
        done.push('reactivated');
      }
    }
    return done;
  });
  return { member: await findMember(db, id, now), changed };
}

/** PUT /admins/two-factor-requirement: whether every admin must use two-factor (audited). */
export async function setTwoFactorRequirement(
  db: Db,
  required: boolean,
  actorId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, TWO_FACTOR_REQUIRED_KEY))
      .for('update');
    if ((before?.value === true) === required) return;
    await tx
      .insert(appMeta)
      .values({ key: TWO_FACTOR_REQUIRED_KEY, value: required, updatedAt: now })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: required, updatedAt: now } });
    await recordAudit(tx, {
      actor: { role: 'admin', id: actorId },
      entity: 'team',
      entityId: TWO_FACTOR_REQUIRED_KEY,
      action: required ? 'requireTwoFactor' : 'stopRequiringTwoFactor',
      at: now,
    });
  });
}
