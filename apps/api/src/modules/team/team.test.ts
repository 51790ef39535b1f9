import { randomBytes } from 'node:crypto';
import { type AdminUpdate, LOGIN_MAX_FAILURES, VENDOR_PASSWORD_LINK_TTL_MS } from '@levera/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { admins, appMeta, rateLimits } from '../../db/schema.ts';
import {
  auditEntriesOf,
  createAdmin,
  signIn,
  TEST_PASSWORD,
  teamAccounts,
  expectFieldErrors,
  BEHIND_PROXY,
  KEEP_OUTBOX_ROWS,
  newAddresses,
  TEST_ORIGIN,
} from '../../test/fixtures.ts';
import { SmtpInbox } from '../../test/smtp-inbox.ts';
import { call, createTwoTestApps, type TwoTestApps } from '../../test/test-app.ts';
import { updateAdmin } from './team.service.ts';

// The team (issue 33 §2, §6) through HTTP and a real SMTP server, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: invitations, the set-password link, roles, deactivation, the
// last-owner guard, the "two-factor for everyone" setting and sign-in blocks an owner lifts, in this
// process and in another one (on PostgreSQL a second app with its own pool and change feed).

const inbox = new SmtpInbox();
let apps: TwoTestApps;
let main: App;
/** Another app instance on the same database: a second process on PostgreSQL. */
let other: App;
let database: Database;
// Ahead of the database's clock, which writes an outbox row's due time: every e-mail is due at once.
let now = new Date('2030-03-02T09:00:00Z');
let owner: { id: string; email: string };
let ownerToken: string;

beforeAll(async () => {
  await inbox.start();
  apps = await createTwoTestApps({
    env: {
      SMTP_URL: inbox.url,
      // Each call says its address (x-forwarded-for), so the sign-in counters of one test are its own.
      ...BEHIND_PROXY,
      // The app's clock is years ahead of the database's: keep outbox rows (decision 054).
      ...KEEP_OUTBOX_ROWS,
    },
    now: () => now,
  });
  ({ main, other, database } = apps);
  owner = await createAdmin(database.db);
  ownerToken = await signIn(main, 'admin', owner.email);
});

afterAll(async () => {
  await apps?.close();
  await inbox.stop();
});

const unique = () => randomBytes(4).toString('hex');
const NEW_PASSWORD = 'blue cactus morning';
const fromAddress = newAddresses('10.7');

const asOwner = (
  url: string,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; token?: string } = {},
) =>
  call(main, url, {
    method: options.method ?? 'GET',
    body: options.body,
    token: options.token ?? ownerToken,
  });

async function invite(role = 'support', invitationLanguage = 'sv', language = 'en') {
  const email = `invited-${unique()}@example.se`;
  const answer = await asOwner('/api/admins/invitations', {
    method: 'POST',
    body: { email, role, invitationLanguage, language },
  });
  expect(answer.status, answer.raw).toBe(200);
  return { id: answer.body.data.id as string, email, answer };
}

/** Sends what is due and answers the link of the newest e-mail to `email` (and that e-mail). */
async function linkSentTo(email: string) {
  await main.mail.drain();
  const mail = inbox.to(email).at(-1);
  if (!mail) throw new Error(`no e-mail to ${email}`);
  const url = /(https?:\/\/\S+\/admin\/set-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!url) throw new Error(`no link in: ${mail.text}`);
  return { url, token: new URL(url).searchParams.get('token')!, mail };
}

const check = (token: string, language = 'en') =>
  call(main, '/api/admin/set-password/check', {
    method: 'POST',
    body: { token, language },
    headers: fromAddress(),
  });
const setPassword = (token: string, password = NEW_PASSWORD, language = 'en') =>
  call(main, '/api/admin/set-password', {
    method: 'POST',
    body: { token, password, language },
    headers: fromAddress(),
  });
const signInFrom = (app: App, ip: string, email: string, password: string) =>
  call(app, '/api/admin/login', {
    method: 'POST',
    body: { email, password, language: 'en' },
    headers: { 'x-forwarded-for': ip },
  });

describe('Invitations', () => {
  it('invites an admin without a password, e-mails a one-time link; the link sets the password and signs in', async () => {
    const { id, email, answer } = await invite('support', 'sv');
    expect(answer.body.message).toBe('Invitation sent');
    expect(answer.body.data).toEqual({
      id,
      name: email.split('@')[0],
      email,
      role: 'support',
      status: 'invited',
      invitationExpiresAt: new Date(now.getTime() + VENDOR_PASSWORD_LINK_TTL_MS).toISOString(),
      lastSignInAt: null,
      twoFactorEnabled: false,
    });
    const [stored] = await database.db.select().from(admins).where(eq(admins.id, id));
    expect(stored).toMatchObject({
      passwordHash: null,
      role: 'support',
      language: 'sv',
      createdBy: owner.id,
    });
    // No password yet: the sign-in says what it says to a wrong password.
    expect((await signInFrom(main, '10.8.0.1', email, TEST_PASSWORD)).status).toBe(401);

    const { url, token, mail } = await linkSentTo(email);
    expect(url.startsWith(`${TEST_ORIGIN}/sv-se/admin/set-password?token=`)).toBe(true);
    expect(mail.subject).toBe('Du är inbjuden till Leveras administratörsteam');
    expect(mail.text).toContain('som support');

    expect((await check(token)).body).toEqual({
      success: true,
      name: email.split('@')[0],
      email,
      expiresAt: new Date(now.getTime() + VENDOR_PASSWORD_LINK_TTL_MS).toISOString(),
    });
    // The rules of every new password; the link still works after a refusal.
    const common = await setPassword(token, 'password123');
    expectFieldErrors(common, { password: expect.any(String) });

    const done = await setPassword(token);
    expect(done.status, done.raw).toBe(200);
    const profile = await call(main, '/api/admin/profile', { token: done.body.token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ id, email, role: 'support' });
    // Used once: a second use, or a check, is 410 in both languages.
    const reused = await setPassword(token, 'another good phrase', 'sv');
    expect(reused.status).toBe(410);
    expect(reused.body).toMatchObject({
      code: 'password_link_invalid',
      error: 'Länken har gått ut eller har redan använts. Be en ägare i ditt Levera-team om en ny.',
    });
    expect((await check(token)).body.error).toBe(
      'This link has expired or was already used. Ask an owner of your Levera team for a new one.',
    );
    // And the new password signs in.
    expect((await signInFrom(main, '10.8.0.2', email, NEW_PASSWORD)).status).toBe(200);

    const team = await asOwner('/api/admins');
    expect(team.body.data.find((member: { id: string }) => member.id === id)).toMatchObject({
      status: 'active',
      invitationExpiresAt: null,
      lastSignInAt: now.toISOString(),
    });
    expect((await auditEntriesOf(database.db, 'admin', id)).map((entry) => entry.action)).toEqual([
      'sendInvitation',
      'acceptInvitation',
    ]);
  });

  it('refuses an e-mail that already belongs to an admin (409, both languages)', async () => {
    const body = { email: owner.email.toUpperCase(), role: 'admin', invitationLanguage: 'en' };
    const english = await asOwner('/api/admins/invitations', {
      method: 'POST',
      body: { ...body, language: 'en' },
    });
    expect(english.status).toBe(409);
    expect(english.body).toMatchObject({
      code: 'admin_email_taken',
      error: 'This e-mail address already belongs to an admin of the team',
    });
    const swedish = await asOwner('/api/admins/invitations', {
      method: 'POST',
      body: { ...body, language: 'sv' },
    });
    expect(swedish.body.error).toBe('E-postadressen tillhör redan en administratör i teamet');
  });

  it('refuses an expired link (410); a resent link works and ends the older one', async () => {
    const { id, email } = await invite('admin', 'en');
    const first = await linkSentTo(email);
    expect(first.url.startsWith(`${TEST_ORIGIN}/sv-en/admin/set-password?token=`)).toBe(true);
    expect(first.mail.subject).toBe('You are invited to the Levera admin team');

    const start = now;
    now = new Date(start.getTime() + VENDOR_PASSWORD_LINK_TTL_MS + 1000);
    const sessionBefore = ownerToken;
    try {
      // The owner's session of three days ago has expired meanwhile.
      ownerToken = await signIn(main, 'admin', owner.email);
      expect((await check(first.token)).status).toBe(410);
      expect((await setPassword(first.token)).status).toBe(410);
      const team = await asOwner('/api/admins');
      expect(team.body.data.find((member: { id: string }) => member.id === id)).toMatchObject({
        status: 'invited',
        invitationExpiresAt: null,
      });

      const resent = await asOwner(`/api/admins/${id}/invitation`, {
        method: 'POST',
        body: { language: 'en' },
      });
      expect(resent.status, resent.raw).toBe(200);
      expect(resent.body.data.invitationExpiresAt).toBe(
        new Date(now.getTime() + VENDOR_PASSWORD_LINK_TTL_MS).toISOString(),
      );
      const second = await linkSentTo(email);
      expect(second.token).not.toBe(first.token);
      // Resent again at once: the second link ends, the third works.
      await asOwner(`/api/admins/${id}/invitation`, { method: 'POST', body: { language: 'en' } });
      const third = await linkSentTo(email);
      expect((await check(second.token)).status).toBe(410);
      expect((await setPassword(third.token)).status).toBe(200);
      // Accepted: nothing to resend.
      const again = await asOwner(`/api/admins/${id}/invitation`, {
        method: 'POST',
        body: { language: 'en' },
      });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('admin_not_invited');
    } finally {
      now = start;
      ownerToken = sessionBefore;
    }
    expect((await auditEntriesOf(database.db, 'admin', id)).map((entry) => entry.action)).toEqual([
      'sendInvitation',
      'resendInvitation',
      'resendInvitation',
      'acceptInvitation',
    ]);
  });
});

describe('Who may', () => {
  it('refuses the team routes to admins and support (403) and to anyone signed out (401)', async () => {
    const tokens = await teamAccounts(main, database.db);
    const routes = [
      ['GET', '/api/admins'],
      ['POST', '/api/admins/invitations'],
      ['POST', `/api/admins/${owner.id}/invitation`],
      ['PATCH', `/api/admins/${owner.id}`],
      ['PUT', '/api/admins/two-factor-requirement'],
      ['GET', '/api/admins/sign-in-blocks'],
      ['DELETE', `/api/admins/sign-in-blocks/${'0'.repeat(64)}`],
    ] as const;
    for (const [method, url] of routes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { language: 'en' };
      for (const role of ['admin', 'support'] as const)
        expect((await call(main, url, { method, body, token: tokens[role] })).status, `${role} ${url}`).toBe(
          403,
        );
      expect((await call(main, url, { method, body })).status, url).toBe(401);
    }
  });
});

describe('Roles and deactivation', () => {
  it('changes a role (audited) and the new role applies to the next request', async () => {
    const colleague = await createAdmin(database.db, `colleague-${unique()}@levera.test`, 'admin');
    const token = await signIn(main, 'admin', colleague.email);
    expect((await call(main, '/api/partners', { token })).status).toBe(200);
    const answer = await asOwner(`/api/admins/${colleague.id}`, {
      method: 'PATCH',
      body: { role: 'support', language: 'sv' },
    });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Rollen har ändrats');
    expect(answer.body.data).toMatchObject({ role: 'support', status: 'active' });
    // Support may read partners but not export them.
    expect((await call(main, '/api/partners/export.csv', { token })).status).toBe(403);
    const [entry] = await auditEntriesOf(database.db, 'admin', colleague.id);
    expect(entry).toMatchObject({
      action: 'changeRole',
      actorId: owner.id,
      details: { from: 'admin', to: 'support' },
    });
  });

  it('deactivation ends the sessions at once; reactivation lets the admin sign in again', async () => {
    const colleague = await createAdmin(database.db, `leaver-${unique()}@levera.test`, 'admin');
    const token = await signIn(main, 'admin', colleague.email);
    const otherToken = await signIn(other, 'admin', colleague.email);
    const answer = await asOwner(`/api/admins/${colleague.id}`, {
      method: 'PATCH',
      body: { status: 'deactivated', language: 'en' },
    });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Admin deactivated and signed out everywhere');
    expect(answer.body.data.status).toBe('deactivated');
    for (const [app, session] of [
      [main, token],
      [other, otherToken],
    ] as const) {
      const next = await call(app, '/api/admin/profile', { token: session });
      expect(next.status).toBe(401);
      expect(next.body.code).toBe('account_deactivated');
    }
    expect((await signInFrom(main, '10.8.1.1', colleague.email, TEST_PASSWORD)).status).toBe(403);

    const back = await asOwner(`/api/admins/${colleague.id}`, {
      method: 'PATCH',
      body: { status: 'active', language: 'en' },
    });
    expect(back.body).toMatchObject({ message: 'Admin reactivated', data: { status: 'active' } });
    expect((await signInFrom(main, '10.8.1.2', colleague.email, TEST_PASSWORD)).status).toBe(200);
    expect(
      (await auditEntriesOf(database.db, 'admin', colleague.id)).map((entry) => [
        entry.action,
        entry.details,
      ]),
    ).toEqual([
      ['deactivate', { from: 'active', to: 'deactivated' }],
      ['activate', { from: 'deactivated', to: 'active' }],
    ]);
  });

  it('deactivating an invited admin ends its link', async () => {
    const { id, email } = await invite('support', 'en');
    const { token } = await linkSentTo(email);
    await asOwner(`/api/admins/${id}`, { method: 'PATCH', body: { status: 'deactivated' } });
    expect((await setPassword(token)).status).toBe(410);
  });

  it('answers 404 for an unknown admin', async () => {
    const answer = await asOwner('/api/admins/00000000-0000-4000-8000-000000000000', {
      method: 'PATCH',
      body: { role: 'admin' },
    });
    expect(answer.status).toBe(404);
  });
});

describe('Sign-in blocks', () => {
  it('lists a blocked sign-in and lifts it in every process; then the sign-in works', async () => {
    const colleague = await createAdmin(database.db, `forgetful-${unique()}@levera.test`, 'support');
    const ip = '10.66.0.1';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
      expect((await signInFrom(main, ip, colleague.email, 'wrong password')).status).toBe(401);
    // Both processes now refuse, and remember it (the next refusal comes from memory).
    expect((await signInFrom(main, ip, colleague.email, TEST_PASSWORD)).status).toBe(429);
    expect((await signInFrom(other, ip, colleague.email, TEST_PASSWORD)).status).toBe(429);

    const blocks = await asOwner('/api/admins/sign-in-blocks');
    expect(blocks.status).toBe(200);
    const block = blocks.body.data.find((each: { email: string | null }) => each.email === colleague.email);
    expect(block).toMatchObject({
      kind: 'account',
      accountRole: 'admin',
      ipAddress: ip,
      id: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(block.failures).toBeGreaterThan(LOGIN_MAX_FAILURES);
    expect(block.id).not.toContain('@');

    const lifted = await asOwner(`/api/admins/sign-in-blocks/${block.id}`, { method: 'DELETE' });
    expect(lifted.status, lifted.raw).toBe(200);
    expect(lifted.body.message).toBe('Sign-in block lifted');
    // `call` waits until the other process has heard of the lift, as a later request would.
    expect((await signInFrom(other, ip, colleague.email, TEST_PASSWORD)).status).toBe(200);
    expect((await signInFrom(main, ip, colleague.email, TEST_PASSWORD)).status).toBe(200);
    expect((await asOwner(`/api/admins/sign-in-blocks/${block.id}`, { method: 'DELETE' })).status).toBe(404);

    const [entry] = await auditEntriesOf(database.db, 'team', block.id);
    expect(entry).toMatchObject({
      action: 'liftSignInBlock',
      actorId: owner.id,
      details: { kind: 'account', accountRole: 'admin', email: 'f•••@l•••.test' },
    });
  });

  it('lists an address blocked for every e-mail, and not a counter under its limit or past its window', async () => {
    const later = new Date(now.getTime() + 10 * 60_000);
    await database.db.insert(rateLimits).values([
      { key: 'login-address:2001:db8::7', count: 30, resetAt: later },
      { key: 'login-address:10.67.0.2', count: 29, resetAt: later },
      { key: 'login:vendor:old@example.se:10.67.0.3', count: 9, resetAt: new Date(now.getTime() - 1000) },
    ]);
    const blocks = (await asOwner('/api/admins/sign-in-blocks')).body.data;
    expect(blocks.filter((block: { ipAddress: string }) => block.ipAddress.startsWith('10.67.0.'))).toEqual(
      [],
    );
    const addressBlock = blocks.find((block: { ipAddress: string }) => block.ipAddress === '2001:db8::7');
    expect(addressBlock).toMatchObject({ kind: 'address', accountRole: null, email: null, failures: 30 });
    expect(
      (await asOwner(`/api/admins/sign-in-blocks/${addressBlock.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    const [left] = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, 'login-address:2001:db8::7'));
    expect(left).toBeUndefined();
  });

  it('lists an admin whose two-factor codes are blocked, by e-mail without an address, and lifts it', async () => {
    const colleague = await createAdmin(database.db, `codes-${unique()}@levera.test`, 'admin');
    const key = `login-code:${colleague.id}`;
    await database.db
      .insert(rateLimits)
      .values({ key, count: LOGIN_MAX_FAILURES, resetAt: new Date(now.getTime() + 10 * 60_000) });
    const blocks = (await asOwner('/api/admins/sign-in-blocks')).body.data;
    const block = blocks.find((each: { email: string | null }) => each.email === colleague.email);
    expect(block).toMatchObject({ kind: 'twoFactorCode', accountRole: 'admin', ipAddress: null });
    expect((await asOwner(`/api/admins/sign-in-blocks/${block.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await database.db.select().from(rateLimits).where(eq(rateLimits.key, key))).toEqual([]);
    const [entry] = await auditEntriesOf(database.db, 'team', block.id);
    expect(entry?.details).toMatchObject({ kind: 'twoFactorCode', email: 'c•••@l•••.test' });
  });
});

describe('The last active owner', () => {
  it('can be neither demoted nor deactivated, also by two parallel changes', async () => {
    const second = await createAdmin(database.db, `owner-${unique()}@levera.test`, 'owner');
    const demoted = await database.db
      .update(admins)
      .set({ role: 'admin' })
      .where(and(eq(admins.role, 'owner'), ne(admins.id, owner.id), ne(admins.id, second.id)))
      .returning({ id: admins.id });
    // Only these two owners are left active. Two changes at once, each of which alone would leave
    // one owner: the locks make the second see the first's result. Called on the service, so both
    // run whatever the sessions' roles become meanwhile.
    const parallel = async (changes: [string, AdminUpdate][]) => {
      const results = await Promise.allSettled(
        changes.map(([id, change]) => updateAdmin(database.db, id, change, owner.id, now)),
      );
      const refused = results.filter((result) => result.status === 'rejected');
      expect(refused).toHaveLength(1);
      expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 409,
        code: 'last_active_owner',
      });
      const owners = await database.db
        .select({ id: admins.id })
        .from(admins)
        .where(and(eq(admins.role, 'owner'), eq(admins.status, 'active')));
      expect(owners).toHaveLength(1);
      return owners[0]!.id;
    };
    const reset = () =>
      database.db
        .update(admins)
        .set({ role: 'owner', status: 'active' })
        .where(inArray(admins.id, [owner.id, second.id]));

    await parallel([
      [second.id, { role: 'admin' }],
      [owner.id, { role: 'support' }],
    ]);
    await reset();
    await parallel([
      [owner.id, { status: 'deactivated' }],
      [second.id, { status: 'deactivated' }],
    ]);
    await reset();
    ownerToken = await signIn(main, 'admin', owner.email);

    // Through HTTP, with the other owner gone: refused in both languages, and nothing changes.
    await database.db.update(admins).set({ role: 'admin' }).where(eq(admins.id, second.id));
    const demote = await asOwner(`/api/admins/${owner.id}`, {
      method: 'PATCH',
      body: { role: 'admin', language: 'sv' },
    });
    expect(demote.status).toBe(409);
    expect(demote.body).toMatchObject({
      code: 'last_active_owner',
      error:
        'Teamet behöver minst en aktiv ägare. Gör först en annan administratör till ägare och försök sedan igen.',
    });
    const deactivate = await asOwner(`/api/admins/${owner.id}`, {
      method: 'PATCH',
      body: { status: 'deactivated', language: 'en' },
    });
    expect(deactivate.status).toBe(409);
    expect(deactivate.body.error).toBe(
      'The team needs at least one active owner. Make another admin an owner first, then try again.',
    );
    expect((await asOwner('/api/admins')).status).toBe(200);
    const demotedIds = demoted.map((row) => row.id);
    await database.db.update(admins).set({ role: 'owner' }).where(inArray(admins.id, demotedIds));
  });
});

describe('Two-factor for every admin', () => {
  it('stores the setting (audited) and shows it on the team list', async () => {
    expect((await asOwner('/api/admins')).body.twoFactorRequired).toBe(false);
    const on = await asOwner('/api/admins/two-factor-requirement', {
      method: 'PUT',
      body: { required: true, language: 'en' },
    });
    expect(on.status, on.raw).toBe(200);
    expect(on.body.message).toBe('Every admin must now use two-factor sign-in');
    const [stored] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'twoFactorRequired'));
    expect(stored?.value).toBe(true);
    const [entry] = await auditEntriesOf(database.db, 'team', 'twoFactorRequired');
    expect(entry).toMatchObject({ action: 'requireTwoFactor', actorId: owner.id });
    // The owner without two-factor must now set it up first: the Team screen waits until then.
    expect((await asOwner('/api/admins')).body.code).toBe('two_factor_setup_required');
    await database.db.execute(sql`delete from app_meta where key = 'twoFactorRequired'`);
  });
});
