import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, appMeta, sessions, signInChallenges } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { TWO_FACTOR_REQUIRED_KEY } from '../../lib/principal.ts';
import {
  auditEntriesOf,
  createAdmin,
  createVendor,
  TEST_PASSWORD,
  freshTestApp,
  expectSuccess,
  expectFieldErrors,
} from '../../test/fixtures.ts';
import { call } from '../../test/test-app.ts';
import { createSignInChallenge } from '../two-factor/sign-in-challenges.ts';
import { browserOfUserAgent } from './own-account.service.ts';

// The signed-in account's own password and sessions, for admins and vendors (issue 33 §3): the same
// four routes under /api/admin and /api/vendor, on PGlite and on PostgreSQL (TEST_DATABASE_URL).
const t = freshTestApp();

const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'violet kettle sundial';

type Role = 'admin' | 'vendor';

/** A new account of the role, with the password TEST_PASSWORD. */
async function newAccount(role: Role): Promise<{ id: string; email: string }> {
  return role === 'admin' ? createAdmin(t.database.db, undefined, 'support') : createVendor(t.database.db);
}

/** Signs in from a browser (its User-Agent kept by the session) and answers the token. */
async function signInWith(
  role: Role,
  email: string,
  userAgent = CHROME_ON_ANDROID,
  password = TEST_PASSWORD,
) {
  const response = await call(t.app, `/api/${role}/login`, {
    method: 'POST',
    body: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(response.status, response.raw).toBe(200);
  return response.body.token as string;
}

const listSessions = (role: Role, token: string) => call(t.app, `/api/${role}/sessions`, { token });

const changePassword = (role: Role, token: string, body: Record<string, unknown>) =>
  call(t.app, `/api/${role}/password`, { method: 'POST', token, body });

describe.each(['admin', 'vendor'] as const)('own account of an %s', (role) => {
  it('changes the password only with the right current password, in the request language', async () => {
    const account = await newAccount(role);
    const token = await signInWith(role, account.email);

    const wrong = await changePassword(role, token, {
      currentPassword: 'not the password',
      newPassword: NEW_PASSWORD,
    });
    expectFieldErrors(wrong, { currentPassword: 'The current password is not correct' });
    const wrongInSwedish = await changePassword(role, token, {
      currentPassword: 'not the password',
      newPassword: NEW_PASSWORD,
      language: 'sv',
    });
    expect(wrongInSwedish.body.fields).toEqual({ currentPassword: 'Det nuvarande lösenordet stämmer inte' });
    const missing = await changePassword(role, token, { newPassword: NEW_PASSWORD });
    expect(missing.body.fields).toEqual({ currentPassword: 'Current password is required' });

    // Nothing changed: the old password still signs in, the new one does not.
    expect((await call(t.app, `/api/${role}/sessions`, { token })).status).toBe(200);
    const withNew = await call(t.app, `/api/${role}/login`, {
      method: 'POST',
      body: { email: account.email, password: NEW_PASSWORD },
    });
    expect(withNew.status).toBe(401);
    await signInWith(role, account.email);
  });

  it('refuses a weak new password with the message of every new password', async () => {
    const account = await newAccount(role);
    const token = await signInWith(role, account.email);
    const cases: [string, string][] = [
      ['password1', 'This password is too common. Choose one that is harder to guess'],
      ['abc', 'Password must be at least 6 characters'],
      ['        ', 'Password cannot be only spaces'],
      [account.email.toUpperCase(), 'Password cannot be the same as the email address'],
    ];
    for (const [newPassword, message] of cases) {
      const refused = await changePassword(role, token, { currentPassword: TEST_PASSWORD, newPassword });
      expect([refused.status, refused.body.fields], newPassword).toEqual([400, { newPassword: message }]);
    }
    const inSwedish = await changePassword(role, token, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'password1',
      language: 'sv',
    });
    expect(inSwedish.body.fields).toEqual({
      newPassword: 'Lösenordet är för vanligt. Välj ett som är svårare att gissa',
    });
    // Still the old password.
    await signInWith(role, account.email);
  });

  it('ends every other session of the account, keeps this one, and audits without the password', async () => {
    const account = await newAccount(role);
    const other = await newAccount(role);
    const here = await signInWith(role, account.email, CHROME_ON_ANDROID);
    const phone = await signInWith(role, account.email, SAFARI_ON_IPHONE);
    const laptop = await signInWith(role, account.email, FIREFOX_ON_LINUX);
    const someoneElse = await signInWith(role, other.email);

    const changed = await changePassword(role, here, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      language: 'sv',
    });
    expectSuccess(changed, 200, 'Ditt lösenord har ändrats. Du har loggats ut på dina andra enheter.', {
      endedSessions: 2,
    });

    for (const ended of [phone, laptop]) {
      const answer = await listSessions(role, ended);
      expect([answer.status, answer.body.code]).toEqual([401, 'session_revoked']);
    }
    expect((await listSessions(role, here)).status).toBe(200);
    expect((await listSessions(role, someoneElse)).status).toBe(200);

    const withOld = await call(t.app, `/api/${role}/login`, {
      method: 'POST',
      body: { email: account.email, password: TEST_PASSWORD },
    });
    expect(withOld.status).toBe(401);
    await signInWith(role, account.email, FIREFOX_ON_LINUX, NEW_PASSWORD);

    const entries = await auditEntriesOf(t.database.db, role, account.id);
    const entry = entries.find((row) => row.action === 'changePassword');
    expect(entry).toMatchObject({ actorRole: role, actorId: account.id, details: { endedSessions: 2 } });
    const written = JSON.stringify(entries);
    expect(written).not.toContain(NEW_PASSWORD);
    expect(written).not.toContain(TEST_PASSWORD);
  });

  it('counts a wrong current password as a failed sign-in of the e-mail: the sixth answers 429', async () => {
    const account = await newAccount(role);
    const token = await signInWith(role, account.email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await changePassword(role, token, {
        currentPassword: `guess ${attempt}`,
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.status, `attempt ${attempt}`).toBe(400);
    }
    const limited = await changePassword(role, token, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect([limited.status, limited.body.code]).toEqual([429, 'too_many_login_attempts']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The one counter: the sign-in page is closed to this e-mail from this address too.
    const signIn = await call(t.app, `/api/${role}/login`, {
      method: 'POST',
      body: { email: account.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(429);
  });

  it('lists only its own live sessions, this one first, with the browser of each', async () => {
    const account = await newAccount(role);
    const other = await newAccount(role);
    const laptop = await signInWith(role, account.email, FIREFOX_ON_LINUX);
    const here = await signInWith(role, account.email, CHROME_ON_ANDROID);
    await signInWith(role, other.email, SAFARI_ON_IPHONE);
    // A session past its expiry is no longer listed.
    const [expired] = await t.database.db
      .insert(sessions)
      .values({
        tokenHash: hashToken(`expired-${account.id}`),
        role,
        subjectId: account.id,
        email: account.email,
        expiresAt: new Date(Date.now() - 1000),
        createdAt: new Date(Date.now() - 86_400_000),
      })
      .returning({ id: sessions.id });

    const answer = await listSessions(role, here);
    expect(answer.status).toBe(200);
    const own = await t.database.db
      .select({ id: sessions.id, tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(and(eq(sessions.role, role), eq(sessions.subjectId, account.id)));
    const idOf = (token: string) => own.find((row) => row.tokenHash === hashToken(token))!.id;
    expect(answer.body.sessions).toEqual([
      {
        id: idOf(here),
        startedAt: expect.any(String),
        lastUsedAt: expect.any(String),
        browser: 'Chrome',
        system: 'Android',
        current: true,
      },
      {
        id: idOf(laptop),
        startedAt: expect.any(String),
        lastUsedAt: expect.any(String),
        browser: 'Firefox',
        system: 'Linux',
        current: false,
      },
    ]);
    expect(answer.body.sessions.map((session: { id: string }) => session.id)).not.toContain(expired!.id);
    // Never a token or its hash.
    expect(answer.raw).not.toContain(hashToken(here));
  });

  it('ends one of its sessions by id; the ended one answers 401 session_revoked', async () => {
    const account = await newAccount(role);
    const here = await signInWith(role, account.email, CHROME_ON_ANDROID);
    const laptop = await signInWith(role, account.email, FIREFOX_ON_LINUX);
    const laptopId = (await listSessions(role, laptop)).body.sessions.find(
      (session: { current: boolean }) => session.current,
    ).id as string;

    const ended = await call(t.app, `/api/${role}/sessions/${laptopId}`, {
      method: 'DELETE',
      token: here,
      query: { language: 'sv' },
    });
    expect(ended.body).toEqual({ success: true, message: 'Utloggad på den enheten', ended: 1 });
    const afterwards = await listSessions(role, laptop);
    expect([afterwards.status, afterwards.body.code]).toEqual([401, 'session_revoked']);
    const listed = (await listSessions(role, here)).body.sessions;
    expect(listed.map((session: { id: string }) => session.id)).not.toContain(laptopId);

    const again = await call(t.app, `/api/${role}/sessions/${laptopId}`, { method: 'DELETE', token: here });
    expect([again.status, again.body.code]).toEqual([404, 'session_not_found']);
    const notAnId = await call(t.app, `/api/${role}/sessions/not-a-session`, {
      method: 'DELETE',
      token: here,
    });
    expect(notAnId.status).toBe(404);
    expect((await auditEntriesOf(t.database.db, role, account.id)).map((row) => row.action)).toContain(
      'endSession',
    );
  });

  it('signs out everywhere else and keeps this session', async () => {
    const account = await newAccount(role);
    const here = await signInWith(role, account.email, CHROME_ON_ANDROID);
    const others = [
      await signInWith(role, account.email, FIREFOX_ON_LINUX),
      await signInWith(role, account.email, SAFARI_ON_IPHONE),
    ];
    const ended = await call(t.app, `/api/${role}/sessions/end-others`, {
      method: 'POST',
      token: here,
      body: { language: 'en' },
    });
    expect(ended.body).toEqual({ success: true, message: 'Signed out everywhere else', ended: 2 });
    for (const token of others) {
      const answer = await listSessions(role, token);
      expect([answer.status, answer.body.code]).toEqual([401, 'session_revoked']);
    }
    const left = (await listSessions(role, here)).body.sessions;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
    const entry = (await auditEntriesOf(t.database.db, role, account.id)).find(
      (row) => row.action === 'endOtherSessions',
    );
    expect(entry?.details).toEqual({ ended: 2 });
  });
});

describe('whose sessions', () => {
  it("a vendor cannot end another vendor's session, nor an admin a vendor's: 404, and it goes on", async () => {
    const vendorA = await createVendor(t.database.db);
    const vendorB = await createVendor(t.database.db);
    const admin = await createAdmin(t.database.db);
    const tokenA = await signInWith('vendor', vendorA.email);
    const tokenB = await signInWith('vendor', vendorB.email);
    const adminToken = await signInWith('admin', admin.email);
    const idOfB = (await listSessions('vendor', tokenB)).body.sessions[0].id as string;

    const byVendor = await call(t.app, `/api/vendor/sessions/${idOfB}`, { method: 'DELETE', token: tokenA });
    expect([byVendor.status, byVendor.body.code]).toEqual([404, 'session_not_found']);
    const byAdmin = await call(t.app, `/api/admin/sessions/${idOfB}`, {
      method: 'DELETE',
      token: adminToken,
    });
    expect(byAdmin.status).toBe(404);
    // "Everywhere else" is the caller's own account only.
    await call(t.app, '/api/vendor/sessions/end-others', { method: 'POST', token: tokenA, body: {} });
    expect((await listSessions('vendor', tokenB)).status).toBe(200);
  });

  it("keeps an admin's and a vendor's routes apart", async () => {
    const vendor = await createVendor(t.database.db);
    const admin = await createAdmin(t.database.db);
    const vendorToken = await signInWith('vendor', vendor.email);
    const adminToken = await signInWith('admin', admin.email);
    expect((await listSessions('admin', vendorToken)).status).toBe(403);
    expect((await listSessions('vendor', adminToken)).status).toBe(403);
    expect((await listSessions('admin', '')).status).toBe(401);
  });
});

describe('admins', () => {
  it('may change the password and sign out elsewhere before setting up required two-factor', async () => {
    const admin = await createAdmin(t.database.db, undefined, 'admin');
    const here = await signInWith('admin', admin.email);
    const elsewhere = await signInWith('admin', admin.email, FIREFOX_ON_LINUX);
    await t.database.db
      .insert(appMeta)
      .values({ key: TWO_FACTOR_REQUIRED_KEY, value: true })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: true } });
    try {
      // Everything else waits for two-factor; the own account does not.
      const queries = await call(t.app, '/api/queries', { token: here });
      expect([queries.status, queries.body.code]).toEqual([403, 'two_factor_setup_required']);
      expect((await listSessions('admin', here)).status).toBe(200);
      const changed = await changePassword('admin', here, {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(changed.body.endedSessions).toBe(1);
      expect((await listSessions('admin', elsewhere)).body.code).toBe('session_revoked');
    } finally {
      await t.database.db.delete(appMeta).where(eq(appMeta.key, TWO_FACTOR_REQUIRED_KEY));
    }
  });

  it('drops the pending two-factor sign-ins that the old password opened', async () => {
    const admin = await createAdmin(t.database.db);
    const here = await signInWith('admin', admin.email);
    await t.database.db.insert(signInChallenges).values({
      tokenHash: hashToken(`challenge-${admin.id}`),
      adminId: admin.id,
      expiresAt: new Date(Date.now() + 5 * 60_000),
    });
    const changed = await changePassword('admin', here, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    const left = await t.database.db
      .select()
      .from(signInChallenges)
      .where(eq(signInChallenges.adminId, admin.id));
    expect(left).toEqual([]);
  });
});

/** A sign-in with the current password, sent together with a change of it on the session `here`. */
const signInDuringChange = (role: Role, email: string, here: string) =>
  Promise.all([
    call(t.app, `/api/${role}/login`, { method: 'POST', body: { email, password: TEST_PASSWORD } }),
    changePassword(role, here, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }),
  ]);

describe('a sign-in racing a password change', () => {
  it('never leaves a session made with the old password', async () => {
    for (let round = 0; round < 4; round++) {
      const vendor = await createVendor(t.database.db);
      const here = await signInWith('vendor', vendor.email);
      const [signIn, change] = await signInDuringChange('vendor', vendor.email, here);
      expect(change.status, change.raw).toBe(200);
      // Either the sign-in was refused, or its session ended with the change.
      if (signIn.status === 200) {
        const answer = await listSessions('vendor', signIn.body.token);
        expect(answer.status, `round ${round}`).toBe(401);
      } else {
        expect(signIn.status, `round ${round}`).toBe(401);
      }
      const live = await t.database.db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(and(eq(sessions.role, 'vendor'), eq(sessions.subjectId, vendor.id)));
      expect(live).toEqual([{ tokenHash: hashToken(here) }]);
    }
  });
});

describe('a two-factor sign-in racing a password change', () => {
  it('never leaves a pending code step opened by the old password', async () => {
    for (let round = 0; round < 4; round++) {
      const admin = await createAdmin(t.database.db);
      const here = await signInWith('admin', admin.email);
      // Two-factor on from now (the password step then answers a challenge instead of a session).
      await t.database.db
        .update(admins)
        .set({ twoFactorEnabledAt: new Date() })
        .where(eq(admins.id, admin.id));
      const [signIn, change] = await signInDuringChange('admin', admin.email, here);
      expect(change.status, change.raw).toBe(200);
      expect([200, 401], `round ${round}`).toContain(signIn.status);
      const pending = await t.database.db
        .select()
        .from(signInChallenges)
        .where(eq(signInChallenges.adminId, admin.id));
      expect(pending, `round ${round}`).toEqual([]);
    }
  });

  it("writes no challenge for a password that is no longer the admin's", async () => {
    const admin = await createAdmin(t.database.db);
    const [before] = await t.database.db
      .select({ passwordHash: admins.passwordHash })
      .from(admins)
      .where(eq(admins.id, admin.id));
    const here = await signInWith('admin', admin.email);
    await changePassword('admin', here, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    const stale = { id: admin.id, passwordHash: before!.passwordHash! };
    expect(await createSignInChallenge(t.database.db, stale, new Date())).toBeNull();
    const [after] = await t.database.db
      .select({ passwordHash: admins.passwordHash })
      .from(admins)
      .where(eq(admins.id, admin.id));
    const current = { id: admin.id, passwordHash: after!.passwordHash! };
    expect(await createSignInChallenge(t.database.db, current, new Date())).toEqual(expect.any(String));
  });
});

describe('browserOfUserAgent', () => {
  it('names the browser and system, and nothing it cannot tell', () => {
    expect(browserOfUserAgent(SAFARI_ON_IPHONE)).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(
      browserOfUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toEqual({ browser: 'Microsoft Edge', system: 'Windows' });
    expect(browserOfUserAgent('curl/8.5.0')).toEqual({ browser: null, system: null });
    expect(browserOfUserAgent(null)).toEqual({ browser: null, system: null });
    expect(browserOfUserAgent('  ')).toEqual({ browser: null, system: null });
  });
});
