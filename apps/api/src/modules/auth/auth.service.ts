import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES, SESSION_TTL_MS } from '@levera/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, loginFailures, sessions, vendors } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { createSessionToken, hashToken } from '../../lib/tokens.ts';
import type { Role } from '../../plugins/auth.ts';

type Account = { id: string; email: string; passwordHash: string; status: string };

async function findAccount(db: Db, role: Role, email: string): Promise<Account | null> {
  if (role === 'admin') {
    const [admin] = await db
      .select({ id: admins.id, email: admins.email, passwordHash: admins.passwordHash })
      .from(admins)
      .where(eq(admins.email, email));
    return admin ? { ...admin, status: 'active' } : null;
  }
  const [vendor] = await db
    .select({
      id: vendors.id,
      email: vendors.email,
      passwordHash: vendors.passwordHash,
      status: vendors.status,
    })
    .from(vendors)
    .where(eq(vendors.email, email));
  return vendor ?? null;
}

/** 429 once an address failed 5 times for one e-mail within 15 minutes (DESIGN.md §6). */
async function assertNotThrottled(db: Db, role: Role, email: string, ip: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string>`min(${loginFailures.createdAt})` })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.role, role),
        eq(loginFailures.email, email),
        eq(loginFailures.ip, ip),
        gt(loginFailures.createdAt, windowStart),
      ),
    );
  if (!row || row.count < LOGIN_MAX_FAILURES) return;
  const retryAtMs = new Date(row.oldest).getTime() + LOGIN_FAILURE_WINDOW_MS;
  const retryAfterSeconds = Math.max(1, Math.ceil((retryAtMs - now.getTime()) / 1000));
  throw new ApiError(
    429,
    'too_many_login_attempts',
    'tooManyLoginAttempts',
    { minutes: Math.ceil(retryAfterSeconds / 60) },
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

export type LoginInput = { role: Role; email: string; password: string; ip: string; now: Date };

/**
 * Signs in and returns a new opaque token. A wrong e-mail and a wrong password give the same answer
 * in about the same time, so the answer never tells whether an account exists (DESIGN.md §6).
 */
export async function login(db: Db, { role, email, password, ip, now }: LoginInput): Promise<string> {
  await assertNotThrottled(db, role, email, ip, now);
  const account = await findAccount(db, role, email);
  const isValid = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!account || !isValid) {
    await db.insert(loginFailures).values({ role, email, ip, createdAt: now });
    throw new ApiError(401, 'invalid_credentials', 'invalidCredentials');
  }
  // Only someone who knows the password learns that the account is switched off.
  if (account.status !== 'active') throw new ApiError(403, 'account_inactive', 'accountInactive');

  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.role, role), eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
  const token = createSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    role,
    subjectId: account.id,
    email: account.email,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    createdAt: now,
  });
  return token;
}

export async function logout(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a vendor at once (deactivation, deletion, password change). */
export async function endVendorSessions(db: Db, vendorId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.role, 'vendor'), eq(sessions.subjectId, vendorId)));
}

export async function findAdminProfile(db: Db, adminId: string) {
  const [admin] = await db
    .select({ id: admins.id, name: admins.name, email: admins.email })
    .from(admins)
    .where(eq(admins.id, adminId));
  return admin ?? null;
}

export async function findVendorProfile(db: Db, vendorId: string) {
  const [vendor] = await db
    .select({ id: vendors.id, vendorName: vendors.vendorName, email: vendors.email, status: vendors.status })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  return vendor ?? null;
}
