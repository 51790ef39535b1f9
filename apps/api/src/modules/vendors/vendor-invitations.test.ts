import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VENDOR_PASSWORD_LINK_TTL_MS } from '@levera/domain';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { mailOutbox, vendorPasswordLinks, vendors } from '../../db/schema.ts';
import { redactUrlQuery } from '../../logger.ts';
import { createJobs } from '../../jobs/registry.ts';
import {
  auditEntriesOf,
  createVendor,
  KEEP_OUTBOX_ROWS,
  signedInAdmin,
  signIn,
  TEST_PASSWORD,
  freshTestApp,
  expectFieldErrors,
  BEHIND_PROXY,
  newAddresses,
  TEST_ORIGIN,
} from '../../test/fixtures.ts';
import { riderApplication, vendorApplication } from '../../test/forms.ts';
import { SmtpInbox } from '../../test/smtp-inbox.ts';
import { call } from '../../test/test-app.ts';

// Vendor invitations and set-password links (issue 19 §1, decision 040), through HTTP and a real SMTP
// server, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.

const inbox = new SmtpInbox();
const START = new Date('2030-03-02T09:00:00Z');

const t = freshTestApp({
  inbox,
  now: START,
  // Behind a "proxy" on 127.0.0.1, so each set-password call can come from its own address and the
  // throttle (tested at the end, from one address) counts only the calls made to test it.
  env: {
    ...BEHIND_PROXY,
    PUBLIC_FORM_RATE_LIMIT: '10000',
    ...KEEP_OUTBOX_ROWS,
  },
});
let adminToken: string;
beforeAll(async () => {
  adminToken = (await signedInAdmin(t)).token;
});

const unique = () => randomBytes(4).toString('hex');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const NEW_PASSWORD = 'blue cactus morning';

const admin = (url: string, body: Record<string, unknown> = {}, method: 'POST' | 'PUT' | 'PATCH' = 'POST') =>
  call(t.app, url, { method, body, token: adminToken });
const nextAddress = newAddresses('10.9');
const fromAddress = (ip?: string) => (ip ? { 'x-forwarded-for': ip } : nextAddress());
const check = (token: string, language = 'en', ip?: string) =>
  call(t.app, '/api/vendor/set-password/check', {
    method: 'POST',
    body: { token, language },
    headers: fromAddress(ip),
  });
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const setPassword = (token: string, password = NEW_PASSWORD, language = 'en', ip?: string) =>
  call(t.app, '/api/vendor/set-password', {
    method: 'POST',
    body: { token, password, language },
    headers: { ...fromAddress(ip), 'user-agent': FIREFOX_ON_LINUX },
  });

async function invite(overrides: Record<string, unknown> = {}) {
  const email = `invited-${unique()}@example.se`;
  const answer = await admin('/api/vendors', {
    vendorName: 'Kafé Lönnen',
    email,
    access: 'invitation',
    language: 'en',
    ...overrides,
  });
  expect(answer.status, answer.raw).toBe(201);
  return {
    id: answer.body.data.id as string,
    email: (overrides.email as string | undefined) ?? email,
    answer,
  };
}

/** Sends what is due and answers the link of the newest e-mail to `email` (and that e-mail). */
async function linkSentTo(email: string) {
  await t.app.mail.drain();
  const mail = inbox.to(email).at(-1);
  if (!mail) throw new Error(`no e-mail to ${email}`);
  const url = /(https?:\/\/\S+\/vendor\/set-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!url) throw new Error(`no link in: ${mail.text}`);
  return { url, token: new URL(url).searchParams.get('token')!, mail };
}

describe('Add vendor with an invitation', () => {
  it('creates an account without a password, e-mails a one-time link, and stores only its hash', async () => {
    const { id, email, answer } = await invite();
    expect(answer.body.message).toBe('Vendor created and invitation sent');
    expect(answer.body.data).toMatchObject({
      vendorName: 'Kafé Lönnen',
      email,
      status: 'active',
      credentialsSet: false,
      application: null,
      accessLink: {
        kind: 'invitation',
        sentAt: START.toISOString(),
        expiresAt: new Date(START.getTime() + VENDOR_PASSWORD_LINK_TTL_MS).toISOString(),
        usedAt: null,
        endedAt: null,
      },
    });
    const [stored] = await t.database.db.select().from(vendors).where(eq(vendors.id, id));
    expect(stored!.passwordHash).toBeNull();

    // The outbox row names the link, never a token or the address with one.
    const [outboxRow] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(outboxRow).toMatchObject({ kind: 'vendorPasswordLink', language: 'en', status: 'pending' });
    expect(Object.keys(outboxRow!.data as object).sort()).toEqual([
      'expiresAt',
      'linkId',
      'purpose',
      'vendorName',
    ]);

    const { url, token, mail } = await linkSentTo(email);
    expect(url.startsWith(`${TEST_ORIGIN}/sv-en/vendor/set-password?token=`)).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.subject).toBe('Welcome to Levera: choose the password of your partner account');
    expect(mail.language).toBe('en');
    expect(mail.text).toContain('The link works once, until 5 March 2030 at 10:00 (Swedish time).');
    expect(mail.html).toContain(`href="${url}"`);

    // Stored only as its SHA-256 hash: no column of any row holds the token itself.
    const [link] = await t.database.db
      .select()
      .from(vendorPasswordLinks)
      .where(eq(vendorPasswordLinks.vendorId, id));
    expect(link!.tokenHash).toBe(sha256(token));
    for (const table of ['vendor_password_links', 'mail_outbox', 'audit_log', 'vendors']) {
      const found = rowsOf(
        await t.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} as row where row::text like ${`%${token}%`}`,
        ),
      );
      expect(found[0], table).toEqual({ n: 0 });
    }

    // Until the invitation is accepted the account cannot sign in: the usual answer.
    const login = await call(t.app, '/api/vendor/login', {
      method: 'POST',
      body: { email, password: 'anything at all' },
    });
    expect(login.status).toBe(401);
    expect(login.body.error).toBe('Invalid credentials');

    const history = await auditEntriesOf(t.database.db, 'vendor', id);
    expect(history.map((entry) => entry.action)).toEqual(['create', 'sendInvitation']);
    expect(history[0]!.details).toMatchObject({ access: 'invitation' });
  });

  it('writes the invitation in Swedish with a Swedish link when asked', async () => {
    const { email } = await invite({ invitationLanguage: 'sv', vendorName: 'Bageri Ängen' });
    const { url, mail } = await linkSentTo(email);
    expect(url.startsWith(`${TEST_ORIGIN}/sv-se/vendor/set-password?token=`)).toBe(true);
    expect(mail.language).toBe('sv');
    expect(mail.subject).toBe('Välkommen till Levera: välj lösenord till ditt partnerkonto');
    // Made without an application: no contact person to greet, and the store is not one (issue 36 §9).
    expect(mail.text.startsWith('Hej!\n')).toBe(true);
    expect(mail.text).toContain('Levera har skapat ett partnerkonto åt Bageri Ängen.');
    expect(mail.text).toContain('Länken fungerar en gång och gäller till 5 mars 2030 kl. 10:00.');
  });

  it('accepting sets the password, signs the vendor in, and works only once', async () => {
    const { id, email } = await invite();
    const { token } = await linkSentTo(email);

    const checked = await check(token);
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({
      success: true,
      kind: 'invitation',
      vendorName: 'Kafé Lönnen',
      email,
      expiresAt: new Date(START.getTime() + VENDOR_PASSWORD_LINK_TTL_MS).toISOString(),
    });

    // The password rules of every new password; the link still works after a refusal.
    const common = await setPassword(token, 'password123');
    expectFieldErrors(common, {
      password: 'This password is too common. Choose one that is harder to guess',
    });
    const short = await setPassword(token, 'abc', 'sv');
    expect(short.status).toBe(400);
    expect(short.body.fields.password).toBe('Lösenordet måste innehålla minst 6 tecken');

    const accepted = await setPassword(token);
    expect(accepted.status, accepted.raw).toBe(200);
    expect(accepted.body).toEqual({ success: true, token: expect.any(String) });
    const profile = await call(t.app, '/api/vendor/profile', { token: accepted.body.token });
    expect(profile.status).toBe(200);
    expect(profile.body.vendor.email).toBe(email);
    // The session is named by its browser in the vendor's own list, like a signed-in one (issue 33 §3).
    const sessions = await call(t.app, '/api/vendor/sessions', { token: accepted.body.token });
    expect(sessions.body.sessions).toMatchObject([{ browser: 'Firefox', system: 'Linux', current: true }]);
    // The new password signs in from now on.
    expect(await signIn(t.app, 'vendor', email, NEW_PASSWORD)).toEqual(expect.any(String));

    const again = await setPassword(token, 'another fine password');
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({
      code: 'password_link_invalid',
      error: 'This link has expired or was already used. Ask Levera support for a new one.',
    });
    const againInSwedish = await check(token, 'sv');
    expect(againInSwedish.status).toBe(410);
    expect(againInSwedish.body.error).toBe(
      'Länken har gått ut eller har redan använts. Be Leveras support om en ny.',
    );

    const list = await call(t.app, '/api/vendors', { token: adminToken, query: { q: email } });
    expect(list.body.data[0]).toMatchObject({
      credentialsSet: true,
      accessLink: { kind: 'invitation', usedAt: START.toISOString() },
    });
    const history = await auditEntriesOf(t.database.db, 'vendor', id);
    expect(history.at(-1)).toMatchObject({ action: 'acceptInvitation', actorRole: 'vendor', actorId: id });
  });

  it('refuses an unknown token and an expired link (410), on the app clock', async () => {
    expect((await check('A'.repeat(43))).status).toBe(410);
    expect((await setPassword('not-a-token')).status).toBe(410);
    const malformed = await check('has spaces in it');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields.token).toBe(
      'This link has expired or was already used. Ask Levera support for a new one.',
    );

    const { email } = await invite();
    const { token } = await linkSentTo(email);
    try {
      t.setNow(new Date(START.getTime() + VENDOR_PASSWORD_LINK_TTL_MS - 1000));
      expect((await check(token)).status).toBe(200);
      t.setNow(new Date(START.getTime() + VENDOR_PASSWORD_LINK_TTL_MS));
      expect((await check(token)).status).toBe(410);
      const expired = await setPassword(token);
      expect(expired.status).toBe(410);
      expect(expired.body.code).toBe('password_link_invalid');
    } finally {
      t.setNow(START);
    }
  });

  it('a not yet active account saves its password but is not signed in', async () => {
    const { email } = await invite({ status: 'inactive' });
    const { token } = await linkSentTo(email);
    const answer = await setPassword(token);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      code: 'account_inactive',
      error: 'Your account is not active. Please contact support.',
    });
    const [stored] = await t.database.db.select().from(vendors).where(eq(vendors.email, email));
    expect(stored!.passwordHash).not.toBeNull();
  });
});

describe('Send invitation again', () => {
  it('ends the previous link: only the newest one works', async () => {
    const { id, email } = await invite();
    const first = await linkSentTo(email);

    const resent = await admin(`/api/vendors/${id}/password-link`, { language: 'sv' });
    expect(resent.status, resent.raw).toBe(200);
    expect(resent.body.message).toBe(
      'En ny inbjudan har skickats och den tidigare länken fungerar inte längre',
    );
    expect(resent.body.data.accessLink).toMatchObject({ kind: 'invitation', usedAt: null, endedAt: null });
    const second = await linkSentTo(email);
    expect(second.token).not.toBe(first.token);
    // The vendor's language (set when invited, here English), not the admin's page.
    expect(second.mail.language).toBe('en');

    expect((await check(first.token)).status).toBe(410);
    expect((await setPassword(first.token)).status).toBe(410);
    expect((await setPassword(second.token)).status).toBe(200);

    const actions = (await auditEntriesOf(t.database.db, 'vendor', id)).map((entry) => entry.action);
    expect(actions).toEqual(['create', 'sendInvitation', 'resendInvitation', 'acceptInvitation']);
  });

  it('drops the e-mail of a link ended before it was sent', async () => {
    const { id, email } = await invite();
    expect((await admin(`/api/vendors/${id}/password-link`)).status).toBe(200);
    const pass = await t.app.mail.drain();
    expect(pass).toMatchObject({ sent: 1, dropped: 1 });
    expect(inbox.to(email)).toHaveLength(1);
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(rows.map((row) => row.status).sort()).toEqual(['dropped', 'sent']);
  });

  it('is refused for an unknown or archived vendor (404)', async () => {
    const unknown = await admin('/api/vendors/00000000-0000-4000-8000-000000000000/password-link');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Vendor not found');
    const { id } = await invite();
    expect((await call(t.app, `/api/vendors/${id}`, { method: 'DELETE', token: adminToken })).status).toBe(
      200,
    );
    expect((await admin(`/api/vendors/${id}/password-link`)).status).toBe(404);
  });
});

describe('Send set-password link (forgotten password)', () => {
  it('ends every session of the vendor with password_reset, and the link sets a new password', async () => {
    const vendor = await createVendor(t.database.db, { vendorName: 'Pizzeria Tallen' });
    const session = await signIn(t.app, 'vendor', vendor.email);
    const otherSession = await signIn(t.app, 'vendor', vendor.email);

    const sent = await admin(`/api/vendors/${vendor.id}/password-link`, { language: 'en' });
    expect(sent.status, sent.raw).toBe(200);
    expect(sent.body.message).toBe(
      'A set-password link has been sent; the vendor has been signed out everywhere',
    );
    expect(sent.body.data).toMatchObject({ credentialsSet: true, accessLink: { kind: 'reset' } });
    for (const token of [session, otherSession]) {
      const answer = await call(t.app, '/api/vendor/profile', { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        code: 'password_reset',
        error:
          'You were signed out because Levera support sent you a link to choose a new password. Open the link in the e-mail.',
      });
    }

    const { token, mail } = await linkSentTo(vendor.email);
    expect(mail.subject).toBe('Choose a new password for your Levera partner account');
    expect((await check(token)).body.kind).toBe('reset');
    const used = await setPassword(token);
    expect(used.status).toBe(200);
    const oldPassword = await call(t.app, '/api/vendor/login', {
      method: 'POST',
      body: { email: vendor.email, password: TEST_PASSWORD },
    });
    expect(oldPassword.status).toBe(401);
    expect(await signIn(t.app, 'vendor', vendor.email, NEW_PASSWORD)).toEqual(expect.any(String));

    const actions = (await auditEntriesOf(t.database.db, 'vendor', vendor.id)).map((entry) => entry.action);
    expect(actions).toEqual(['sendPasswordLink', 'setPasswordFromLink']);
  });

  it('a password the admin sets ends an open invitation', async () => {
    const { id, email } = await invite();
    const { token } = await linkSentTo(email);
    const edited = await admin(
      `/api/vendors/${id}`,
      { vendorName: 'Kafé Lönnen', email, password: 'admin chose this one' },
      'PUT',
    );
    expect(edited.status, edited.raw).toBe(200);
    expect(edited.body.data.credentialsSet).toBe(true);
    expect((await check(token)).status).toBe(410);
  });
});

describe('Create vendor account from an application', () => {
  let n = 0;
  async function application(type: 'vendor' | 'rider', approve: boolean) {
    const i = n++;
    const answer = await call(t.app, `/api/partners/${type}s`, {
      method: 'POST',
      body:
        type === 'vendor'
          ? vendorApplication({
              firstName: 'Lina',
              lastName: `Ek${i}`,
              storeName: `Lindens Deli ${i}`,
              businessType: 'restaurant',
              email: `deli-${unique()}@example.se`,
            })
          : riderApplication({ lastName: `Bud${i}`, email: `rider-${unique()}@example.se` }),
    });
    expect(answer.status, answer.raw).toBe(201);
    const listed = await call(t.app, '/api/partners', {
      token: adminToken,
      query: { q: answer.body.caseNumber },
    });
    const record = listed.body.data[0];
    if (approve) {
      const approved = await admin(
        `/api/partners/${record.id}/status`,
        { action: 'approve', expectedStatus: 'pending' },
        'PATCH',
      );
      expect(approved.status, approved.raw).toBe(200);
    }
    return record as { id: string; caseNumber: string; email: string; storeName: string };
  }

  it('links the account to the approved application; both show it; a second account is refused', async () => {
    const app = await application('vendor', true);
    const { id, answer } = await invite({
      vendorName: app.storeName,
      email: app.email,
      applicationId: app.id,
    });
    expect(answer.body.data.application).toEqual({ id: app.id, caseNumber: app.caseNumber });

    const listed = await call(t.app, '/api/partners', { token: adminToken, query: { q: app.caseNumber } });
    expect(listed.body.data[0].vendorAccount).toEqual({
      id,
      vendorName: app.storeName,
      email: app.email,
      archived: false,
    });
    const vendorsListed = await call(t.app, '/api/vendors', { token: adminToken, query: { q: app.email } });
    expect(vendorsListed.body.data[0].application).toEqual({ id: app.id, caseNumber: app.caseNumber });
    const history = await auditEntriesOf(t.database.db, 'vendor', id);
    expect(history[0]!.details).toMatchObject({ applicationId: app.id, caseNumber: app.caseNumber });

    const second = await admin('/api/vendors', {
      vendorName: 'Another name',
      email: `other-${unique()}@example.se`,
      password: 'a fine long password',
      applicationId: app.id,
      language: 'sv',
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'application_has_account',
      error: 'Ett partnerkonto har redan skapats från den här ansökan',
    });
  });

  it('refuses a pending application (409), a rider application (400) and an unknown one (404)', async () => {
    const body = (applicationId: string) => ({
      vendorName: 'Deli',
      email: `x-${unique()}@example.se`,
      access: 'invitation',
      applicationId,
    });
    const pending = await admin('/api/vendors', body((await application('vendor', false)).id));
    expect(pending.status).toBe(409);
    expect(pending.body).toMatchObject({
      code: 'application_not_approved',
      error: 'Only an approved application can become a vendor account',
    });
    const rider = await admin('/api/vendors', body((await application('rider', true)).id));
    expect(rider.status).toBe(400);
    expect(rider.body).toMatchObject({
      code: 'application_not_vendor',
      error: 'Only a vendor application can become a vendor account',
    });
    const unknown = await admin('/api/vendors', body('00000000-0000-4000-8000-000000000000'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Application not found');
    // Nothing was created by the refusals.
    const made = await t.database.db.select().from(vendors).where(eq(vendors.vendorName, 'Deli'));
    expect(made).toEqual([]);
  });

  it('a password account still needs its password; an invitation takes none', async () => {
    const missing = await admin('/api/vendors', { vendorName: 'Deli', email: `y-${unique()}@example.se` });
    expectFieldErrors(missing, { password: 'Password is required' });
  });
});

describe('the token never reaches a log', () => {
  it('the request log blanks token parameters, and every query value that may name someone', () => {
    expect(redactUrlQuery('/sv-se/vendor/set-password?token=abc_DEF-123&x=1')).toBe(
      '/sv-se/vendor/set-password?token=[redacted]&x=[redacted]',
    );
    expect(redactUrlQuery('/api/partners?q=anna%40example.se&status=pending&page=2&language=sv')).toBe(
      '/api/partners?q=[redacted]&status=pending&page=2&language=sv',
    );
    expect(redactUrlQuery('/api/admin/profile?email=ops@example.se')).toBe(
      '/api/admin/profile?email=[redacted]',
    );
    expect(redactUrlQuery('/api/health/ready')).toBe('/api/health/ready');
  });

  it('an e-mail written to a file (no SMTP_URL) is logged by its file name only', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'levera-mail-'));
    const logged: unknown[] = [];
    const log = {
      info: (...args: unknown[]) => logged.push(args),
      warn: (...args: unknown[]) => logged.push(args),
    };
    const jobs = createJobs({
      db: t.database.db,
      env: {
        NODE_ENV: 'test',
        DATA_DIR: folder,
        ADMIN_NOTIFY_LANGUAGE: 'en',
        ADMIN_DIGEST_MINUTES: 15,
        PUBLIC_URL: TEST_ORIGIN,
        MAIL_OUTBOX_RETENTION_DAYS: 30,
        MAIL_OUTBOX_FAILED_RETENTION_DAYS: 90,
      },
      now: () => START,
      log: log as never,
    });
    try {
      const { email } = await invite();
      await jobs.mail.drain();
      const files = (await readdir(path.join(folder, 'mail'))).filter((file) => file.endsWith('.eml'));
      const mails = await Promise.all(
        files.map(async (file) => simpleParser(await readFile(path.join(folder, 'mail', file)))),
      );
      const eml = mails.find(
        (mail) => mail.text?.includes('Kafé Lönnen') && JSON.stringify(mail.to).includes(email),
      );
      const token = /set-password\?token=([A-Za-z0-9_-]{43})/.exec(eml?.text ?? '')?.[1];
      expect(token, email).toBeDefined();
      expect(logged.length).toBeGreaterThan(0);
      expect(JSON.stringify(logged)).not.toContain(token);
    } finally {
      await jobs.stop();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('throttling of the set-password routes', () => {
  it('answers 429 with Retry-After after 20 attempts from one address, before looking at the token', async () => {
    const ip = '192.0.2.77';
    for (let attempt = 1; attempt <= 20; attempt++)
      expect((await check('B'.repeat(43), 'en', ip)).status).toBe(410);
    const last = await check('B'.repeat(43), 'en', ip);
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.body).toMatchObject({ code: 'too_many_attempts' });
    expect(last.body.error).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    const swedish = await setPassword('B'.repeat(43), NEW_PASSWORD, 'sv', ip);
    expect(swedish.status).toBe(429);
    expect(swedish.body.error).toMatch(/^För många försök\. Försök igen om \d+ minuter\.$/);
  });
});
