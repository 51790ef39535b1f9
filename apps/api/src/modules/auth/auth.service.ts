import {
  type AdminProfile,
  type AdminRole,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  SESSION_TTL_MS,
  type SessionEndReason,
  type SiteLanguage,
  type VendorProfile,
} from '@levera/domain';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { admins, sessions, vendors } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { createSessionToken, hashToken } from '../../lib/tokens.ts';
import { createSignInChallenge } from '../two-factor/sign-in-challenges.ts';
import { type Role, teamRequiresTwoFactorSql } from '../../lib/principal.ts';
import { releaseRateLimits } from '../../lib/rate-limit.ts';
import { knownBlock, reserveAttempts } from './attempt-throttle.ts';

// An invited vendor has no password until it accepts the invitation (decision 040): it cannot sign in.
type Account = {
  id: string;
  email: string;
  passwordHash: string | null;
  status: string;
  /** An admin with two-factor on signs in in two steps (issue 33 §4). */
  hasTwoFactor?: boolean;
};

async function findAccount(db: Db, role: Role, email: string): Promise<Account | null> {
  if (role === 'admin') {
    const [admin] = await db
      .select({
        id: admins.id,
        email: admins.email,
        passwordHash: admins.passwordHash,
        status: admins.status,
        hasTwoFactor: sql<boolean>`${admins.twoFactorEnabledAt} is not null`,
      })
      .from(admins)
      .where(eq(admins.email, email));
    return admin ?? null;
  }
  const [vendor] = await db
    .select({
      id: vendors.id,
      email: vendors.email,
      passwordHash: vendors.passwordHash,
      status: vendors.status,
    })
    .from(vendors)
    // An archived (deleted) vendor cannot sign in; its address may belong to a newer account (decision 037).
    .where(and(eq(vendors.email, email), isNull(vendors.archivedAt)));
  return vendor ?? null;
}

/**
 * The prefixes of the sign-in counters in rate_limits: one e-mail from one address
 * (`login:<role>:<email>:<ip>`), one address across e-mails (`login-address:<ip>`) and one admin's
 * two-factor codes (`login-code:<admin id>`). The Team screen lists and lifts them (modules/team).
 */
export const SIGN_IN_COUNTER_PREFIX = {
  account: 'login:',
  address: 'login-address:',
  code: 'login-code:',
} as const;

/** The counters a sign-in reserves: one per e-mail and address, one per address across e-mails. */
function attemptKeys(role: Role, email: string, ip: string) {
  return { account: `${SIGN_IN_COUNTER_PREFIX.account}${role}:${email}:${ip}`, address: addressKey(ip) };
}

export const addressKey = (ip: string) => `${SIGN_IN_COUNTER_PREFIX.address}${ip}`;

/** The failed codes of one admin: five in the sign-in window, like passwords (wherever they come from). */
export const codeKey = (adminId: string) => `${SIGN_IN_COUNTER_PREFIX.code}${adminId}`;

/**
 * Reserves this attempt on both counters in one statement, before any password is verified, so
 * parallel attempts cannot all slip under the limit (decision 009): the 6th attempt for one e-mail
 * from one address in 15 minutes, or the 31st from one address across e-mails, answers 429 without
 * hashing anything (DESIGN.md §6, issue 14). Once the database has said so, this process answers
 * further attempts on that counter from memory until the window ends. A password change reserves on
 * the same counters (issue 33 §3): a guess at the current password is a guess at the sign-in.
 */
export async function reserveAttempt(
  db: Db,
  role: Role,
  email: string,
  ip: string,
  now: Date,
): Promise<void> {
  const keys = attemptKeys(role, email, ip);
  await reserveOnCounters(
    db,
    { [keys.account]: LOGIN_MAX_FAILURES, [keys.address]: LOGIN_MAX_FAILURES_PER_ADDRESS },
    now,
  );
}

/**
 * Reserves one attempt on each counter (its key → its limit in the sign-in window), as a sign-in does:
 * also the codes of two-factor sign-in (issue 33 §4), counted per admin and per address.
 */
export function reserveOnCounters(db: Db, limits: Record<string, number>, now: Date): Promise<void> {
  return reserveAttempts(db, 'signIn', limits, now);
}

/** The password was right: the e-mail's failures are forgiven and this attempt is given back. */
export async function releaseAttempt(db: Db, role: Role, email: string, ip: string): Promise<void> {
  const keys = attemptKeys(role, email, ip);
  await releaseRateLimits(db, { reset: [keys.account], release: [keys.address] });
}

/**
 * The 429 for an address this process already knows to be over its limit, checked before the body
 * is validated or anything is read: a flood from one address then costs next to nothing (issue 14).
 */
export function knownAddressBlock(db: Db, ip: string, now: Date): ApiError | undefined {
  return knownBlock(db, 'signIn', addressKey(ip), now);
}

export type LoginInput = {
  role: Role;
  email: string;
  password: string;
  ip: string;
  now: Date;
  /** The browser's User-Agent, kept (cut) to name the session in the own-account list. */
  userAgent?: string | undefined;
};

/** A new session's opaque token; or, for an admin with two-factor on, the challenge of the code step. */
export type LoginResult = { token: string } | { challenge: string };

/**
 * Signs in and returns a new opaque token. A wrong e-mail and a wrong password give the same answer
 * in about the same time, so the answer never tells whether an account exists (DESIGN.md §6).
 */
export async function login(
  db: Db,
  { role, email, password, ip, now, userAgent }: LoginInput,
): Promise<LoginResult> {
  await reserveAttempt(db, role, email, ip, now);
  const account = await findAccount(db, role, email);
  const isValid = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), password);
  // A failed attempt keeps its reservation: that is the failure being counted.
  if (!account?.passwordHash || !isValid)
    throw new ApiError(401, 'invalid_credentials', 'invalidCredentials');
  await releaseAttempt(db, role, email, ip);
  // Only someone who knows the password learns that the account is switched off.
  if (account.status !== 'active') throw new ApiError(403, 'account_inactive', 'accountInactive');
  // The password is only the first step: the session waits for a code (completeTwoFactorSignIn).
  if (account.hasTwoFactor) {
    const challenge = await createSignInChallenge(
      db,
      { id: account.id, passwordHash: account.passwordHash },
      now,
    );
    // The password was changed meanwhile: the one just verified no longer opens the account.
    if (!challenge) throw new ApiError(401, 'invalid_credentials', 'invalidCredentials');
    return { challenge };
  }

  const token = createSessionToken();
  // The session is written only while the account still has the password just verified, and that
  // row is share-locked meanwhile: a password change racing this sign-in either waits for the insert
  // (and then ends the new session with the others) or has already committed (and nothing is
  // inserted). So a reset never leaves a session made with the old password (issue 14).
  const accounts = role === 'admin' ? sql`admins` : sql`vendors`;
  const inserted = await db.execute(sql`
    insert into sessions (token_hash, role, subject_id, email, expires_at, created_at, user_agent, last_used_at)
    select ${hashToken(token)}, ${role}, id, email, ${new Date(now.getTime() + SESSION_TTL_MS).toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz, ${browserOf(userAgent)}, ${now.toISOString()}::timestamptz
    from ${accounts}
    where id = ${account.id} and password_hash = ${account.passwordHash}
      ${role === 'vendor' ? sql`and archived_at is null` : sql``}
    for share
    returning token_hash`);
  if (rowsOf(inserted).length === 0) throw new ApiError(401, 'invalid_credentials', 'invalidCredentials');
  await markSignedIn(db, role, account.id, now);
  return { token };
}

/** What a session keeps of the browser that started it: its User-Agent, cut to a bound. */
export const browserOf = (userAgent: string | undefined): string | null =>
  userAgent ? userAgent.slice(0, 300) : null;

/**
 * A vendor signed in: the account is in use. The retention job counts its disuse from here, and a
 * notice that the unused account would be deleted no longer holds (issue 32, decision 060).
 */
async function markVendorSignedIn(db: Db, vendorId: string, now: Date): Promise<void> {
  await db.update(vendors).set({ lastSignInAt: now, unusedNoticeAt: null }).where(eq(vendors.id, vendorId));
}

/** A vendor's e-mails are written in the language of the page it last signed in on (issue 17). */
export async function rememberVendorLanguage(db: Db, email: string, language: SiteLanguage): Promise<void> {
  await db
    .update(vendors)
    .set({ language })
    .where(and(eq(vendors.email, email), ne(vendors.language, language)));
}

export async function logout(db: Db, tokenHash: string): Promise<void> {
  await endSessions(db, eq(sessions.tokenHash, tokenHash));
}

/** Why every session of an account may end at once, by the account's role. */
type AccountSessionsEnd = {
  /**
   * Deactivation, deletion, password change; `password_reset` when an admin sent a set-password link
   * (decision 040).
   */
  vendor: Extract<SessionEndReason, 'session_revoked' | 'password_reset'>;
  /** `account_deactivated` when an owner switched it off (issue 33 §2), so its next request says why. */
  admin: Extract<SessionEndReason, 'session_revoked' | 'account_deactivated'>;
};

/** Ends every session of an account at once. */
export async function endAccountSessions<AccountRole extends Role>(
  db: Db,
  role: AccountRole,
  accountId: string,
  reason: AccountSessionsEnd[AccountRole] | 'session_revoked' = 'session_revoked',
): Promise<void> {
  await endSessions(db, and(eq(sessions.role, role), eq(sessions.subjectId, accountId)), reason);
}

/**
 * A session like the sign-in's, in the caller's transaction; the account counts as signed in now.
 * Also for an account that has just set its password from a link (an invited admin, issue 33 §2; a
 * vendor, decision 040), in the transaction that stored it, its browser kept for the own-account list
 * (issue 33 §3).
 */
export async function startSession(
  db: Db,
  role: Role,
  account: { id: string; email: string },
  now: Date,
  userAgent?: string,
): Promise<string> {
  const token = createSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    role,
    subjectId: account.id,
    email: account.email,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    createdAt: now,
    userAgent: browserOf(userAgent),
    lastUsedAt: now,
  });
  await markSignedIn(db, role, account.id, now);
  return token;
}

/** The account's last sign-in is now (a vendor's also ends its unused-account notice). */
async function markSignedIn(db: Db, role: Role, id: string, now: Date): Promise<void> {
  if (role === 'vendor') await markVendorSignedIn(db, id, now);
  else await db.update(admins).set({ lastSignInAt: now }).where(eq(admins.id, id));
}

/**
 * Deletes the sessions and remembers, until each would have expired, that it was ended: the next
 * request with such a token answers 401 `session_revoked` (or `account_deactivated` for a vendor
 * switched off), decision 033. Remembered ends that are past their expiry go in the same statement,
 * so the table holds at most a day of ends. Answers how many sessions ended.
 */
export async function endSessions(
  db: Db,
  which: SQL | undefined,
  reason: SessionEndReason = 'session_revoked',
): Promise<number> {
  // Every data-modifying part of the statement runs whether or not the final select reads it.
  const result = await db.execute(sql`
    with ended as (delete from sessions where ${which} returning token_hash, subject_id, expires_at),
      pruned as (delete from ended_sessions where expires_at <= now()),
      remembered as (
        insert into ended_sessions (token_hash, subject_id, reason, expires_at)
        select token_hash, subject_id, ${reason}, expires_at from ended
        on conflict (token_hash) do nothing)
    select count(*)::int as ended from ended`);
  return Number(rowsOf<{ ended: number }>(result)[0]?.ended ?? 0);
}

export async function findAdminProfile(db: Db, adminId: string): Promise<AdminProfile | null> {
  const [admin] = await db
    .select({
      id: admins.id,
      name: admins.name,
      email: admins.email,
      role: admins.role,
      twoFactorEnabled: sql<boolean>`${admins.twoFactorEnabledAt} is not null`,
      teamRequiresTwoFactor: teamRequiresTwoFactorSql,
    })
    .from(admins)
    .where(eq(admins.id, adminId));
  if (!admin) return null;
  const { teamRequiresTwoFactor, ...profile } = admin;
  return {
    ...profile,
    role: profile.role as AdminRole,
    mustSetUpTwoFactor: teamRequiresTwoFactor && !profile.twoFactorEnabled,
  };
}

export async function findVendorProfile(db: Db, vendorId: string): Promise<VendorProfile | null> {
  const [vendor] = await db
    .select({ id: vendors.id, vendorName: vendors.vendorName, email: vendors.email, status: vendors.status })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  return vendor ?? null;
}
