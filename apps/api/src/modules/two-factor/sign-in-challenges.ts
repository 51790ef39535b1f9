import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { signInChallenges } from '../../db/schema.ts';
import { createSessionToken, hashToken } from '../../lib/tokens.ts';

// The step between an admin's right password and its code (issue 33 §4): an opaque challenge, only
// its SHA-256 hash stored, good for a few minutes and for one session.

/** Long enough to open the app and type a code; short enough that a stolen challenge is soon worthless. */
export const SIGN_IN_CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * A new challenge for the admin whose password was right; expired ones are pruned on the way. Written
 * only while the admin still has the password hash just verified, share-locking its row as the
 * sign-in's session insert does: a password change racing this step either waits for the insert (and
 * then ends the new challenge) or has committed already (no challenge); null then (issue 33 §3).
 */
export async function createSignInChallenge(
  db: Db,
  admin: { id: string; passwordHash: string },
  now: Date,
): Promise<string | null> {
  const challenge = createSessionToken();
  await db.delete(signInChallenges).where(lte(signInChallenges.expiresAt, now));
  const inserted = await db.execute(sql`
    insert into sign_in_challenges (token_hash, admin_id, expires_at, created_at)
    select ${hashToken(challenge)}, id, ${new Date(now.getTime() + SIGN_IN_CHALLENGE_TTL_MS).toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz
    from admins
    where id = ${admin.id} and password_hash = ${admin.passwordHash}
    for share
    returning token_hash`);
  return rowsOf(inserted).length > 0 ? challenge : null;
}

/** The admin a live challenge belongs to; null when it is unknown, expired or already used. */
export async function adminOfChallenge(db: Db, challenge: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ adminId: signInChallenges.adminId })
    .from(signInChallenges)
    .where(and(eq(signInChallenges.tokenHash, hashToken(challenge)), gt(signInChallenges.expiresAt, now)));
  return row?.adminId ?? null;
}

/**
 * Uses the challenge up: true for the one caller that deleted it while it was live, so two requests
 * with the same right code cannot both get a session.
 */
export async function consumeSignInChallenge(db: Db, challenge: string, now: Date): Promise<boolean> {
  const deleted = await db
    .delete(signInChallenges)
    .where(and(eq(signInChallenges.tokenHash, hashToken(challenge)), gt(signInChallenges.expiresAt, now)))
    .returning({ adminId: signInChallenges.adminId });
  return deleted.length === 1;
}

/** Ends an admin's open challenges (its two-factor was reset or turned off). */
export async function endSignInChallenges(db: Db, adminId: string): Promise<void> {
  await db.delete(signInChallenges).where(eq(signInChallenges.adminId, adminId));
}
