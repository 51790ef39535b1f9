import {
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  type TwoFactorSetupAnswer,
} from '@levera/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminRecoveryCodes, admins } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordAudit, recordOwnAction } from '../../lib/audit.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { type DataKeyring, open, seal } from '../../lib/personal-data-crypto.ts';
import { teamRequiresTwoFactorSql } from '../../lib/principal.ts';
import { hitRateLimits, releaseRateLimits } from '../../lib/rate-limit.ts';
import {
  addressKey,
  codeKey,
  endAccountSessions,
  releaseAttempt,
  reserveAttempt,
  reserveOnCounters,
  startSession,
} from '../auth/auth.service.ts';
import {
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  normalisedCode,
  otpauthUrlOf,
  qrCodeDataUrlOf,
  recoveryCodeHash,
  totpStepOf,
  USED_STEP_MEMORY_MS,
} from './codes.ts';
import { adminOfChallenge, consumeSignInChallenge, endSignInChallenges } from './sign-in-challenges.ts';

// Two-factor sign-in for admins (issue 33 §4, DESIGN.md §10, decision 072). The secret is sealed
// with the personal-data key (decision 058) like a personnummer: a copy of the database alone does
// not give the codes.

type SignedInAdmin = { id: string; email: string };

const invalidCode = (status: 400 | 401) =>
  new ApiError(status, 'invalid_two_factor_code', 'invalidTwoFactorCode');
const challengeExpired = () => new ApiError(401, 'sign_in_challenge_expired', 'signInChallengeExpired');
const alreadyEnabled = () => new ApiError(409, 'two_factor_already_enabled', 'twoFactorAlreadyEnabled');

async function twoFactorOf(db: Db, adminId: string) {
  const [admin] = await db
    .select({
      email: admins.email,
      status: admins.status,
      passwordHash: admins.passwordHash,
      secret: admins.twoFactorSecret,
      pendingSecret: admins.twoFactorPendingSecret,
      enabledAt: admins.twoFactorEnabledAt,
      teamRequiresTwoFactor: teamRequiresTwoFactorSql,
    })
    .from(admins)
    .where(eq(admins.id, adminId));
  return admin ?? null;
}

/**
 * A new secret waiting for its first code: stored (sealed) as the pending one, replacing any earlier
 * pending one, and shown once as text, otpauth:// address and QR code. 409 while two-factor is on.
 */
export async function startTwoFactorSetUp(
  db: Db,
  keyring: DataKeyring,
  admin: SignedInAdmin,
): Promise<TwoFactorSetupAnswer> {
  const current = await twoFactorOf(db, admin.id);
  if (current?.enabledAt) throw alreadyEnabled();
  const secret = newTotpSecret();
  await db
    .update(admins)
    .set({ twoFactorPendingSecret: seal(keyring, secret) })
    .where(and(eq(admins.id, admin.id), isNull(admins.twoFactorEnabledAt)));
  const otpauthUrl = otpauthUrlOf(secret, admin.email);
  return { secret, otpauthUrl, qrCodeDataUrl: await qrCodeDataUrlOf(otpauthUrl) };
}

/**
 * Whether the code is the secret's for now (±1 step) and that step has not been used before: a code
 * seen over a shoulder or in a proxy's log does not sign in a second time. Noting the step is part of
 * the caller's transaction, so a refused sign-in leaves the code unused.
 */
async function isFreshTotpCode(db: Db, adminId: string, secret: string, code: string, now: Date) {
  const step = totpStepOf(secret, code, now);
  if (step === null) return false;
  const [hit] = await hitRateLimits(db, [`two-factor-step:${adminId}:${step}`], USED_STEP_MEMORY_MS, now);
  return hit!.count === 1;
}

/**
 * Turns two-factor on with a code from the pending secret; answers the ten recovery codes, which only
 * their hashes keep afterwards. Wrong codes count like sign-in codes (429 after five).
 */
export async function enableTwoFactor(
  db: Db,
  keyring: DataKeyring,
  admin: SignedInAdmin,
  code: string,
  now: Date,
): Promise<string[]> {
  await reserveOnCounters(db, { [codeKey(admin.id)]: LOGIN_MAX_FAILURES }, now);
  const current = await twoFactorOf(db, admin.id);
  if (current?.enabledAt) throw alreadyEnabled();
  if (!current?.pendingSecret) throw new ApiError(409, 'two_factor_not_started', 'twoFactorNotStarted');
  const pendingSecret = current.pendingSecret;
  const recoveryCodes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    const typed = normalisedCode(code);
    if (
      !isTotpCode(typed) ||
      !(await isFreshTotpCode(tx, admin.id, open(keyring, pendingSecret), typed, now))
    )
      throw invalidCode(400);
    // Only the secret this code was checked against: a set-up restarted meanwhile wins.
    const enabled = await tx
      .update(admins)
      .set({ twoFactorSecret: pendingSecret, twoFactorPendingSecret: null, twoFactorEnabledAt: now })
      .where(
        and(
          eq(admins.id, admin.id),
          eq(admins.twoFactorPendingSecret, pendingSecret),
          isNull(admins.twoFactorEnabledAt),
        ),
      )
      .returning({ id: admins.id });
    if (enabled.length === 0) throw new ApiError(409, 'two_factor_not_started', 'twoFactorNotStarted');
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
    await tx.insert(adminRecoveryCodes).values(
      recoveryCodes.map((recoveryCode) => ({
        adminId: admin.id,
        codeHash: recoveryCodeHash(recoveryCode),
      })),
    );
    await recordOwnAction(tx, { role: 'admin', id: admin.id }, 'enableTwoFactor', now);
  });
  await releaseRateLimits(db, { reset: [codeKey(admin.id)], release: [] });
  return recoveryCodes;
}

/**
 * Turns two-factor off, with the password (a guess at it counts like a sign-in's). Not while the
 * team requires two-factor: then only the CLI reset clears it (lost phone and codes).
 */
export async function disableTwoFactor(
  db: Db,
  admin: SignedInAdmin,
  password: string,
  ip: string,
  now: Date,
): Promise<void> {
  const current = await twoFactorOf(db, admin.id);
  if (!current?.enabledAt) throw new ApiError(409, 'two_factor_not_enabled', 'twoFactorNotEnabled');
  if (current.teamRequiresTwoFactor)
    throw new ApiError(409, 'two_factor_required_by_team', 'twoFactorRequiredByTeam');
  await reserveAttempt(db, 'admin', current.email, ip, now);
  if (!current.passwordHash || !(await verifyPassword(current.passwordHash, password)))
    throw new ApiError(400, 'wrong_password', 'wrongPassword', undefined, { password: 'wrongPassword' });
  await releaseAttempt(db, 'admin', current.email, ip);
  await db.transaction(async (tx) => {
    await clearTwoFactor(tx, admin.id);
    await recordOwnAction(tx, { role: 'admin', id: admin.id }, 'disableTwoFactor', now);
  });
}

/** No secret, no pending one, no recovery codes, no open sign-in challenge. */
async function clearTwoFactor(tx: Db, adminId: string): Promise<void> {
  await tx
    .update(admins)
    .set({ twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorEnabledAt: null })
    .where(eq(admins.id, adminId));
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await endSignInChallenges(tx, adminId);
}

export type TwoFactorSignIn = {
  challenge: string;
  code: string;
  ip: string;
  now: Date;
  userAgent?: string | undefined;
};

/**
 * The second step of an admin's sign-in: a live challenge and a fresh code from the app, or an
 * unused recovery code, give a session (the challenge is then used up). Wrong codes are counted per
 * admin and per address like passwords; an unknown, expired or used challenge answers 401.
 */
export async function completeTwoFactorSignIn(
  db: Db,
  keyring: DataKeyring,
  { challenge, code, ip, now, userAgent }: TwoFactorSignIn,
): Promise<string> {
  const adminId = await adminOfChallenge(db, challenge, now);
  if (!adminId) throw challengeExpired();
  await reserveOnCounters(
    db,
    { [codeKey(adminId)]: LOGIN_MAX_FAILURES, [addressKey(ip)]: LOGIN_MAX_FAILURES_PER_ADDRESS },
    now,
  );
  const admin = await twoFactorOf(db, adminId);
  // Deactivated, or two-factor reset, since the password step: that sign-in is over.
  if (admin?.status !== 'active' || !admin.secret) throw challengeExpired();
  const secret = admin.secret;
  const token = await db.transaction(async (tx) => {
    if (!(await consumeSignInChallenge(tx, challenge, now))) throw challengeExpired();
    const typed = normalisedCode(code);
    if (isTotpCode(typed)) {
      // A failed check throws, which rolls the challenge back: the admin may try another code.
      if (!(await isFreshTotpCode(tx, adminId, open(keyring, secret), typed, now))) throw invalidCode(401);
    } else {
      const used = await tx
        .update(adminRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(adminRecoveryCodes.adminId, adminId),
            eq(adminRecoveryCodes.codeHash, recoveryCodeHash(typed)),
            isNull(adminRecoveryCodes.usedAt),
          ),
        )
        .returning({ adminId: adminRecoveryCodes.adminId });
      if (used.length === 0) throw invalidCode(401);
      const [left] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(adminRecoveryCodes)
        .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
      await recordAudit(tx, {
        actor: { role: 'admin', id: adminId },
        entity: 'admin',
        entityId: adminId,
        action: 'useRecoveryCode',
        details: { recoveryCodesLeft: left?.count ?? 0 },
        at: now,
      });
    }
    return startSession(tx, 'admin', { id: adminId, email: admin.email }, now, userAgent);
  });
  await releaseRateLimits(db, { reset: [codeKey(adminId)], release: [addressKey(ip)] });
  return token;
}

/**
 * The operator's reset of an admin who lost the phone and the recovery codes (`npm run
 * two-factor:reset`): two-factor off, sessions ended, audited as done by the service. Null when no
 * admin has this e-mail address.
 */
export async function resetTwoFactor(db: Db, email: string, now: Date): Promise<{ id: string } | null> {
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.email, email.trim().toLowerCase()));
    if (!admin) return null;
    await clearTwoFactor(tx, admin.id);
    await endAccountSessions(tx, 'admin', admin.id);
    await recordAudit(tx, {
      actor: { role: 'system', id: null },
      entity: 'admin',
      entityId: admin.id,
      action: 'resetTwoFactor',
      details: { by: 'command line' },
      at: now,
    });
    return admin;
  });
}
