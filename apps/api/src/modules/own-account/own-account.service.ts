import type { OwnSession } from '@levera/domain';
import Bowser from 'bowser';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, sessions, signInChallenges, vendors } from '../../db/schema.ts';
import { ApiError, invalidFields } from '../../lib/api-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isUuid } from '../../lib/ids.ts';
import { hashPassword, newPasswordProblem, verifyPassword } from '../../lib/passwords.ts';
import type { Principal } from '../../lib/principal.ts';
import { endSessions, releaseAttempt, reserveAttempt } from '../auth/auth.service.ts';

// The signed-in account's own password and sessions, for admins and vendors alike (issue 33 §3).
// Every session listed or ended here is one of the caller's own: the conditions below always carry
// its role and id.

type Owner = Pick<Principal, 'role' | 'id' | 'email' | 'tokenHash'>;

/** The sessions of this account (of its role: an admin's and a vendor's ids never meet, but say so). */
const ownSessions = (owner: Owner) => and(eq(sessions.role, owner.role), eq(sessions.subjectId, owner.id));

/** Every session of the account but the one asking. */
const otherSessions = (owner: Owner) => and(ownSessions(owner), ne(sessions.tokenHash, owner.tokenHash));

/** What the audit log names: the admin or the vendor account itself, acting on itself. */
const auditOf = (owner: Owner) =>
  ({
    actor: { role: owner.role, id: owner.id },
    entity: owner.role,
    entityId: owner.id,
  }) as const;

/** The account's e-mail and password hash as they are now; null when it is gone (an archived vendor). */
async function accountOf(
  db: Db,
  owner: Owner,
): Promise<{ email: string; passwordHash: string | null } | null> {
  const [account] =
    owner.role === 'admin'
      ? await db
          .select({ email: admins.email, passwordHash: admins.passwordHash })
          .from(admins)
          .where(eq(admins.id, owner.id))
      : await db
          .select({ email: vendors.email, passwordHash: vendors.passwordHash })
          .from(vendors)
          .where(and(eq(vendors.id, owner.id), isNull(vendors.archivedAt)));
  return account ?? null;
}

/** An admin's pending two-factor sign-ins (the step after a right password) end. */
async function endChallenges(tx: Db, owner: Owner): Promise<void> {
  if (owner.role === 'admin') await tx.delete(signInChallenges).where(eq(signInChallenges.adminId, owner.id));
}

const wrongCurrentPassword = () => invalidFields({ currentPassword: 'currentPasswordWrong' });

/**
 * POST /{role}/password. The current password is checked as a sign-in checks it: the attempt is first
 * reserved on the sign-in counters of this e-mail and address (so a stolen session cannot guess the
 * password faster than the sign-in page lets anyone), and given back when it was right. The new
 * password then follows the rules of every new password. One transaction ends the admin's pending
 * two-factor sign-ins, stores the password (only while the account still has the hash just
 * verified), ends every other session, and audits the change without any password. Answers how many
 * sessions ended.
 *
 * A sign-in racing this change writes its session only while the account still has the password it
 * verified, share-locking that row (auth.service `login`): it either waits for this update and then
 * finds the new hash (no session), or wrote its session before this update could lock the row, and
 * the `endSessions` statement after the update, a new snapshot, ends it with the others.
 */
export async function changeOwnPassword(
  db: Db,
  owner: Owner,
  input: { currentPassword: string; newPassword: string; ip: string },
  now: Date,
): Promise<number> {
  await reserveAttempt(db, owner.role, owner.email, input.ip, now);
  const account = await accountOf(db, owner);
  if (!account?.passwordHash || !(await verifyPassword(account.passwordHash, input.currentPassword)))
    throw wrongCurrentPassword();
  await releaseAttempt(db, owner.role, owner.email, input.ip);

  const problem = newPasswordProblem(input.newPassword, account.email);
  if (problem) throw invalidFields({ newPassword: problem });
  const passwordHash = await hashPassword(input.newPassword);
  const verifiedHash = account.passwordHash;

  return db.transaction(async (tx) => {
    // A password step passed with the old password must not still lead to a session. Its challenges
    // end first, taking the locks in the code step's order (its challenge, then the admin's row), so
    // a code step that took its challenge first has committed its session before `endSessions` reads.
    await endChallenges(tx, owner);
    const changed =
      owner.role === 'admin'
        ? await tx
            .update(admins)
            .set({ passwordHash, updatedAt: now })
            .where(and(eq(admins.id, owner.id), eq(admins.passwordHash, verifiedHash)))
            .returning({ id: admins.id })
        : await tx
            .update(vendors)
            .set({ passwordHash, updatedAt: now })
            .where(
              and(
                eq(vendors.id, owner.id),
                eq(vendors.passwordHash, verifiedHash),
                isNull(vendors.archivedAt),
              ),
            )
            .returning({ id: vendors.id });
    // Another change came first: the password just checked is no longer the account's.
    if (changed.length === 0) throw wrongCurrentPassword();
    // And again once the row is locked: a password step that wrote its challenge (only while the row
    // had the old hash, share-locked) just before the update has committed it by now.
    await endChallenges(tx, owner);
    const ended = await endSessions(tx, otherSessions(owner), 'session_revoked');
    await recordAudit(tx, {
      ...auditOf(owner),
      action: 'changePassword',
      details: { endedSessions: ended },
      at: now,
    });
    return ended;
  });
}

/** How many sessions the list shows at most (one account rarely has more than a handful). */
export const OWN_SESSIONS_LISTED = 50;

/** GET /{role}/sessions: the account's live sessions, the asking one first, then by last use. */
export async function listOwnSessions(db: Db, owner: Owner, now: Date): Promise<OwnSession[]> {
  const isCurrent = sql<boolean>`${sessions.tokenHash} = ${owner.tokenHash}`;
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
      current: isCurrent,
    })
    .from(sessions)
    .where(and(ownSessions(owner), gt(sessions.expiresAt, now)))
    .orderBy(
      desc(isCurrent),
      desc(sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt})`),
      desc(sessions.id),
    )
    .limit(OWN_SESSIONS_LISTED);
  return rows.map((row) => ({
    id: row.id,
    startedAt: new Date(row.createdAt).toISOString(),
    lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
    ...browserOfUserAgent(row.userAgent),
    current: row.current,
  }));
}

/**
 * The browser and operating system a User-Agent names ('Chrome', 'Android'), read by bowser (MIT, no
 * dependencies, kept up to date with new browsers; ua-parser-js 2 is AGPL); null for what it cannot
 * tell (a script's 'curl/8.5.0', no header).
 */
export function browserOfUserAgent(userAgent: string | null): {
  browser: string | null;
  system: string | null;
} {
  if (!userAgent?.trim()) return { browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name || null, system: parsed.os.name || null };
}

const sessionNotFound = () => new ApiError(404, 'session_not_found', 'ownSessionNotFound');

/**
 * DELETE /{role}/sessions/{id}: ends one of the account's sessions, which then answers 401
 * `session_revoked`. Another account's session, an unknown id and one already ended are all 404.
 * The asking session may end itself too (as signing out does).
 */
export async function endOwnSession(db: Db, owner: Owner, sessionId: string, now: Date): Promise<void> {
  if (!isUuid(sessionId)) throw sessionNotFound();
  await db.transaction(async (tx) => {
    const ended = await endSessions(
      tx,
      and(ownSessions(owner), eq(sessions.id, sessionId)),
      'session_revoked',
    );
    if (ended === 0) throw sessionNotFound();
    await recordAudit(tx, { ...auditOf(owner), action: 'endSession', at: now });
  });
}

/** POST /{role}/sessions/end-others: "sign out everywhere else". Answers how many ended. */
export async function endOtherOwnSessions(db: Db, owner: Owner, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await endSessions(tx, otherSessions(owner), 'session_revoked');
    if (ended > 0)
      await recordAudit(tx, { ...auditOf(owner), action: 'endOtherSessions', details: { ended }, at: now });
    return ended;
  });
}
