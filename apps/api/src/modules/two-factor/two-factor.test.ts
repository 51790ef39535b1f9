import { LOGIN_MAX_FAILURES, RECOVERY_CODE_COUNT } from '@levera/domain';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminRecoveryCodes, admins, appMeta, sessions, signInChallenges } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { auditEntriesOf, createAdmin, signIn, TEST_PASSWORD, freshTestApp } from '../../test/fixtures.ts';
import { call, TEST_DATA_ENCRYPTION_KEY } from '../../test/test-app.ts';
import { TWO_FACTOR_REQUIRED_KEY } from '../../lib/principal.ts';
import { currentSealPrefix, dataKeyring, generateDataKey, open } from '../../lib/personal-data-crypto.ts';
import { resealTwoFactorSecrets } from './reseal-two-factor-secrets.ts';
import { SIGN_IN_CHALLENGE_TTL_MS } from './sign-in-challenges.ts';

// Two-factor sign-in for admins (issue 33 §4, decision 072) through HTTP, on the test clock: set up,
// turn on, sign in with a code or a recovery code, and the team's "required for every admin".

const t = freshTestApp();

/** The test's clock: a fixed moment, moved on by each test so codes and counters do not mix. */
let clock = new Date('2030-03-01T10:00:00Z');
beforeEach(() => {
  clock = new Date(clock.getTime() + 60 * 60 * 1000);
  t.setNow(clock);
});
const moveClock = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
  t.setNow(clock);
};

/** The app's code for the secret at the test clock (`steps` periods of 30 s later or earlier). */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.getTime() + steps * 30_000 });

const post = (url: string, body: Record<string, unknown>, token?: string) =>
  call(t.app, url, { method: 'POST', body, token });
const login = (email: string, password = TEST_PASSWORD) => post('/api/admin/login', { email, password });
const codeStep = (challenge: string, code: string) =>
  post('/api/admin/login/two-factor', { challenge, code });

/** A signed-in admin with two-factor on: its secret and recovery codes. */
async function adminWithTwoFactor() {
  const admin = await createAdmin(t.database.db, undefined, 'admin');
  const token = await signIn(t.app, 'admin', admin.email);
  const setup = await post('/api/admin/two-factor/setup', {}, token);
  expect(setup.status).toBe(200);
  const enabled = await post('/api/admin/two-factor/enable', { code: codeFor(setup.body.secret) }, token);
  expect(enabled.status, enabled.raw).toBe(200);
  // The code just used for turning it on is spent: the sign-ins below use the next step's.
  moveClock(30_000);
  return {
    ...admin,
    token,
    secret: setup.body.secret as string,
    recoveryCodes: enabled.body.recoveryCodes as string[],
  };
}

/** The challenge of the password step (asserting it gave no session). */
async function challengeOf(email: string): Promise<string> {
  const answer = await login(email);
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ success: true, twoFactorRequired: true, challenge: expect.any(String) });
  return answer.body.challenge;
}

describe('setting up two-factor', () => {
  it('answers a new secret, its otpauth address and a QR code; setting up again replaces the pending one', async () => {
    const admin = await createAdmin(t.database.db);
    const token = await signIn(t.app, 'admin', admin.email);
    const first = await post('/api/admin/two-factor/setup', {}, token);
    expect(first.status).toBe(200);
    expect(first.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.body.otpauthUrl).toBe(
      `otpauth://totp/Levera:${encodeURIComponent(admin.email)}?issuer=Levera&secret=${first.body.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(first.body.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(first.body.qrCodeDataUrl.split(',')[1], 'base64').toString()).toContain('<svg');
    // Stored sealed, never as the secret itself.
    const [stored] = await t.database.db
      .select({ pending: admins.twoFactorPendingSecret, secret: admins.twoFactorSecret })
      .from(admins)
      .where(eq(admins.id, admin.id));
    expect(stored!.pending).toMatch(/^v1\./);
    expect(stored!.pending).not.toContain(first.body.secret);
    expect(stored!.secret).toBeNull();

    const second = await post('/api/admin/two-factor/setup', {}, token);
    expect(second.body.secret).not.toBe(first.body.secret);
    const stale = await post('/api/admin/two-factor/enable', { code: codeFor(first.body.secret) }, token);
    expect(stale.status).toBe(400);
    const enabled = await post(
      '/api/admin/two-factor/enable',
      { code: codeFor(second.body.secret), language: 'sv' },
      token,
    );
    expect(enabled.status, enabled.raw).toBe(200);
    expect(enabled.body.message).toBe(
      'Tvåstegsverifiering är på. Förvara dina återställningskoder på ett säkert ställe.',
    );
    expect(enabled.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const hashes = await t.database.db
      .select({ codeHash: adminRecoveryCodes.codeHash })
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.adminId, admin.id));
    expect(hashes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(hashes.map((row) => row.codeHash)).not.toContain(enabled.body.recoveryCodes[0]);

    const profile = await call(t.app, '/api/admin/profile', { token });
    expect(profile.body.twoFactorEnabled).toBe(true);
    const audit = await auditEntriesOf(t.database.db, 'admin', admin.id);
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([['enableTwoFactor', admin.id]]);
    // On: no second set-up over it.
    expect((await post('/api/admin/two-factor/setup', {}, token)).body.code).toBe(
      'two_factor_already_enabled',
    );
  });

  it('refuses a wrong code with a clear message in both languages, and the sixth in a row with 429', async () => {
    const admin = await createAdmin(t.database.db);
    const token = await signIn(t.app, 'admin', admin.email);
    expect((await post('/api/admin/two-factor/enable', { code: '123456' }, token)).body.code).toBe(
      'two_factor_not_started',
    );
    const { body: setup } = await post('/api/admin/two-factor/setup', {}, token);
    const wrong = await post('/api/admin/two-factor/enable', { code: '000000' }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'invalid_two_factor_code',
      error:
        'That code is not right. Enter the newest 6-digit code from your authenticator app, or one of your recovery codes.',
    });
    const swedish = await post('/api/admin/two-factor/enable', { code: 'abc', language: 'sv' }, token);
    expect(swedish.body.error).toBe(
      'Koden stämmer inte. Ange den senaste 6-siffriga koden från din autentiseringsapp, eller en av dina återställningskoder.',
    );
    const empty = await post('/api/admin/two-factor/enable', { code: ' ' }, token);
    expect([empty.status, empty.body.fields?.code]).toEqual([
      400,
      'Enter the code from your authenticator app',
    ]);
    // Three counted so far (the validation failure is not): the fourth and fifth are still heard.
    for (let attempt = 4; attempt <= LOGIN_MAX_FAILURES; attempt++)
      expect((await post('/api/admin/two-factor/enable', { code: '000000' }, token)).status).toBe(400);
    const blocked = await post('/api/admin/two-factor/enable', { code: codeFor(setup.secret) }, token);
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('signing in with two-factor', () => {
  it('asks for a code after the right password, gives no session until then, and signs in with it', async () => {
    const admin = await adminWithTwoFactor();
    const sessionsBefore = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.subjectId, admin.id));
    const challenge = await challengeOf(admin.email);
    const stored = await t.database.db
      .select()
      .from(signInChallenges)
      .where(eq(signInChallenges.tokenHash, hashToken(challenge)));
    expect(stored).toHaveLength(1);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.subjectId, admin.id))).toHaveLength(
      sessionsBefore.length,
    );
    // The challenge is no bearer token.
    expect((await call(t.app, '/api/admin/profile', { token: challenge })).status).toBe(401);

    const signedIn = await call(t.app, '/api/admin/login/two-factor', {
      method: 'POST',
      body: { challenge, code: codeFor(admin.secret) },
      headers: { 'user-agent': 'Mozilla/5.0 (Test) Firefox/140.0' },
    });
    expect(signedIn.status, signedIn.raw).toBe(200);
    expect(signedIn.body).toEqual({ success: true, token: expect.any(String) });
    const profile = await call(t.app, '/api/admin/profile', { token: signedIn.body.token });
    expect([profile.status, profile.body.email]).toEqual([200, admin.email]);
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(signedIn.body.token)));
    expect(session!.userAgent).toBe('Mozilla/5.0 (Test) Firefox/140.0');
    const [row] = await t.database.db
      .select({ lastSignInAt: admins.lastSignInAt })
      .from(admins)
      .where(eq(admins.id, admin.id));
    expect(row!.lastSignInAt).toEqual(clock);

    // Single use: the challenge is gone, and the same code does not sign in again in its step.
    const again = await codeStep(challenge, codeFor(admin.secret));
    expect([again.status, again.body.code]).toEqual([401, 'sign_in_challenge_expired']);
    const reused = await codeStep(await challengeOf(admin.email), codeFor(admin.secret));
    expect([reused.status, reused.body.code]).toEqual([401, 'invalid_two_factor_code']);
  });

  it('accepts the code of the step before or after now, not two steps off', async () => {
    const admin = await adminWithTwoFactor();
    const challenge = await challengeOf(admin.email);
    expect((await codeStep(challenge, codeFor(admin.secret, 2))).status).toBe(401);
    expect((await codeStep(challenge, codeFor(admin.secret, -2))).status).toBe(401);
    expect((await codeStep(challenge, codeFor(admin.secret, 1))).status).toBe(200);
    // Steps after those used: the step before now is no code used already.
    moveClock(2 * 60_000);
    expect((await codeStep(await challengeOf(admin.email), codeFor(admin.secret, -1))).status).toBe(200);
  });

  it('refuses wrong codes with 401 (in Swedish too) and the sixth attempt with 429, even with the right code', async () => {
    const admin = await adminWithTwoFactor();
    const challenge = await challengeOf(admin.email);
    const wrong = await post('/api/admin/login/two-factor', { challenge, code: '000000', language: 'sv' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('invalid_two_factor_code');
    expect(wrong.body.error).toContain('Koden stämmer inte');
    // A wrong attempt leaves the challenge usable.
    for (let attempt = 2; attempt <= LOGIN_MAX_FAILURES; attempt++)
      expect((await codeStep(challenge, 'wrong-code')).status).toBe(401);
    const blocked = await codeStep(challenge, codeFor(admin.secret));
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('too_many_login_attempts');
    // A new challenge (the password is right again) does not lift the count: it is the admin's.
    expect((await codeStep(await challengeOf(admin.email), codeFor(admin.secret))).status).toBe(429);
    // After the window, the right code signs in.
    moveClock(15 * 60 * 1000);
    expect((await codeStep(await challengeOf(admin.email), codeFor(admin.secret))).status).toBe(200);
  });

  it('signs in once with a recovery code (any case, spaces around), audited; the second time it fails', async () => {
    const admin = await adminWithTwoFactor();
    const recoveryCode = admin.recoveryCodes[3]!;
    const first = await codeStep(await challengeOf(admin.email), ` ${recoveryCode.toUpperCase()} `);
    expect(first.status, first.raw).toBe(200);
    expect((await call(t.app, '/api/admin/profile', { token: first.body.token })).status).toBe(200);
    const second = await codeStep(await challengeOf(admin.email), recoveryCode);
    expect([second.status, second.body.code]).toEqual([401, 'invalid_two_factor_code']);
    const audit = await auditEntriesOf(t.database.db, 'admin', admin.id);
    expect(audit.map((entry) => [entry.action, entry.details])).toEqual([
      ['enableTwoFactor', null],
      ['useRecoveryCode', { recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 }],
    ]);
    // Another unused code still works.
    expect((await codeStep(await challengeOf(admin.email), admin.recoveryCodes[4]!)).status).toBe(200);
  });

  it('answers 401 to an expired challenge, and to one whose admin was deactivated meanwhile', async () => {
    const admin = await adminWithTwoFactor();
    const challenge = await challengeOf(admin.email);
    moveClock(SIGN_IN_CHALLENGE_TTL_MS);
    const expired = await post('/api/admin/login/two-factor', {
      challenge,
      code: codeFor(admin.secret),
      language: 'sv',
    });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({
      code: 'sign_in_challenge_expired',
      error: 'Inloggningen har gått ut eller redan använts. Logga in igen.',
    });
    expect((await codeStep('not-a-challenge', '123456')).body.code).toBe('sign_in_challenge_expired');

    const live = await challengeOf(admin.email);
    await t.database.db.update(admins).set({ status: 'deactivated' }).where(eq(admins.id, admin.id));
    expect((await codeStep(live, codeFor(admin.secret))).body.code).toBe('sign_in_challenge_expired');
  });

  it('turns two-factor off with the password (not a wrong one), audited; then the password alone signs in', async () => {
    const admin = await adminWithTwoFactor();
    const wrong = await post('/api/admin/two-factor/disable', { password: 'not-the-password' }, admin.token);
    expect([wrong.status, wrong.body.code]).toEqual([400, 'wrong_password']);
    const off = await post('/api/admin/two-factor/disable', { password: TEST_PASSWORD }, admin.token);
    expect(off.status, off.raw).toBe(200);
    expect(
      await t.database.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id)),
    ).toEqual([]);
    expect((await login(admin.email)).body).toEqual({ success: true, token: expect.any(String) });
    const audit = await auditEntriesOf(t.database.db, 'admin', admin.id);
    expect(audit.map((entry) => entry.action)).toEqual(['enableTwoFactor', 'disableTwoFactor']);
  });
});

describe('when the team requires two-factor', () => {
  const requireForAll = (required: boolean) =>
    t.database.db
      .insert(appMeta)
      .values({ key: TWO_FACTOR_REQUIRED_KEY, value: required })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: required } });

  it('lets an admin without it do nothing but set it up, then everything its role may', async () => {
    const admin = await createAdmin(t.database.db, undefined, 'admin');
    const token = await signIn(t.app, 'admin', admin.email);
    await requireForAll(true);
    try {
      const refused = await call(t.app, '/api/partners', { token });
      expect([refused.status, refused.body.code]).toEqual([403, 'two_factor_setup_required']);
      const profile = await call(t.app, '/api/admin/profile', { token });
      expect(profile.body).toMatchObject({ twoFactorEnabled: false, mustSetUpTwoFactor: true });
      const setup = await post('/api/admin/two-factor/setup', {}, token);
      expect(setup.status).toBe(200);
      expect(
        (await post('/api/admin/two-factor/enable', { code: codeFor(setup.body.secret) }, token)).status,
      ).toBe(200);
      expect((await call(t.app, '/api/partners', { token })).status).toBe(200);
      expect((await call(t.app, '/api/admin/profile', { token })).body.mustSetUpTwoFactor).toBe(false);
      // Required: it cannot be turned off from the panel.
      const off = await post('/api/admin/two-factor/disable', { password: TEST_PASSWORD }, token);
      expect([off.status, off.body.code]).toEqual([409, 'two_factor_required_by_team']);
      // Signing out stays open to an admin that has not set it up.
      const other = await createAdmin(t.database.db, undefined, 'support');
      const otherToken = await signIn(t.app, 'admin', other.email);
      expect((await post('/api/admin/logout', {}, otherToken)).status).toBe(204);
    } finally {
      await requireForAll(false);
    }
  });
});

describe('npm run data-key:rotate', () => {
  it("re-seals the admins' two-factor secrets with the new key, and reports those no key opens", async () => {
    const admin = await adminWithTwoFactor();
    const secretOf = async () => {
      const [row] = await t.database.db
        .select({ secret: admins.twoFactorSecret })
        .from(admins)
        .where(eq(admins.id, admin.id));
      return row!.secret!;
    };
    const newKey = generateDataKey();
    const rotated = dataKeyring(newKey, [TEST_DATA_ENCRYPTION_KEY]);
    const report = await resealTwoFactorSecrets(t.database.db, rotated);
    expect(report.resealed).toBeGreaterThanOrEqual(1);
    expect(report.unopened).toEqual([]);
    expect((await secretOf()).startsWith(currentSealPrefix(rotated))).toBe(true);
    expect(open(rotated, await secretOf())).toBe(admin.secret);
    expect((await resealTwoFactorSecrets(t.database.db, rotated)).resealed).toBe(0);

    const refused = await resealTwoFactorSecrets(t.database.db, dataKeyring(generateDataKey()));
    expect(refused.unopened).toContainEqual({ adminId: admin.id, keyId: rotated.current.id });
    // Back under the app's key, for the tests that run after this one.
    await resealTwoFactorSecrets(t.database.db, dataKeyring(TEST_DATA_ENCRYPTION_KEY, [newKey]));
    expect((await codeStep(await challengeOf(admin.email), codeFor(admin.secret))).status).toBe(200);
  });
});
