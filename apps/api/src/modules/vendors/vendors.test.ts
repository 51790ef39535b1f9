import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuItems, promotions, sessions, vendors } from '../../db/schema.ts';
import {
  auditEntriesOf,
  createVendor,
  signIn,
  TEST_PASSWORD,
  oneWinner,
  staleAnswerInSwedish,
  signedInTestApp,
  expectError,
  expectSuccess,
  expectSuccessLike,
  expectFieldErrors,
  expectStale,
} from '../../test/fixtures.ts';
import { payoutQuery, raiseVendorQuery } from '../../test/forms.ts';
import { call } from '../../test/test-app.ts';

// The vendor calls of SPEC §7 through HTTP (DESIGN.md §4, §5): create, list, edit, delete and status,
// with who-and-when, sessions ending at once, and the e-mail kept unique.
const { t, accounts } = signedInTestApp();

let counter = 0;
const uniqueEmail = (prefix = 'shop') => `${prefix}-${Date.now().toString(36)}-${++counter}@levera.test`;

async function createThroughApi(overrides: Record<string, unknown> = {}) {
  const body = {
    vendorName: 'Annas Pizzeria',
    email: uniqueEmail(),
    password: 'first-password',
    ...overrides,
  };
  const response = await call(t.app, '/api/vendors', { method: 'POST', token: accounts.admin.token, body });
  expect(response.status).toBe(201);
  return { ...response.body.data, password: body.password } as {
    id: string;
    vendorName: string;
    email: string;
    status: string;
    password: string;
  };
}

/** PATCH /api/vendors/:id/status as the admin. */
const setStatus = (id: string, body: Record<string, unknown>) =>
  call(t.app, `/api/vendors/${id}/status`, { method: 'PATCH', token: accounts.admin.token, body });

/** Undoes a status change (the answer `changed`): back to the status it left, from the one it set. */
const undoStatusChange = (
  id: string,
  changed: { body: { data: Record<string, unknown> } },
  language: string,
) =>
  setStatus(id, {
    status: changed.body.data.previousStatus,
    expectedStatus: changed.body.data.status,
    undo: true,
    language,
  });

const vendorLogin = (email: string, password: string) =>
  call(t.app, '/api/vendor/login', { method: 'POST', body: { email, password } });

async function storedVendor(id: string) {
  const [row] = await t.database.db.select().from(vendors).where(eq(vendors.id, id));
  return row;
}

async function auditRows(id: string) {
  return auditEntriesOf(t.database.db, 'vendor', id);
}

async function sessionCount(vendorId: string) {
  const rows = await t.database.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.role, 'vendor'), eq(sessions.subjectId, vendorId)));
  return rows.length;
}

describe('POST /api/vendors', () => {
  it('creates an active vendor that can sign in straight away, with a hashed password and an audit row', async () => {
    const email = uniqueEmail('anna');
    const response = await call(t.app, '/api/vendors', {
      method: 'POST',
      token: accounts.admin.token,
      body: {
        vendorName: '  Annas Pizzeria ',
        email: email.toUpperCase(),
        password: 'cedar-lantern-7',
        language: 'en',
      },
    });
    expectSuccess(response, 201, 'Vendor created successfully', {
      data: {
        id: expect.any(String),
        vendorName: 'Annas Pizzeria',
        email,
        status: 'active',
        statusReason: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        credentialsSet: true,
        application: null,
        accessLink: null,
      },
    });
    expect(JSON.stringify(response.body)).not.toContain('password');

    const row = await storedVendor(response.body.data.id);
    expect(row).toMatchObject({
      vendorName: 'Annas Pizzeria',
      email,
      status: 'active',
      createdBy: accounts.admin.id,
      updatedBy: accounts.admin.id,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain('cedar-lantern-7');

    expect((await vendorLogin(email, 'cedar-lantern-7')).status).toBe(200);
    const [audit] = await auditRows(row!.id);
    expect(audit).toMatchObject({ actorRole: 'admin', actorId: accounts.admin.id, action: 'create' });
    expect(JSON.stringify(audit!.details)).not.toContain('cedar-lantern-7');
  });

  it('answers in Swedish and accepts another initial status', async () => {
    const response = await call(t.app, '/api/vendors', {
      method: 'POST',
      token: accounts.admin.token,
      body: {
        vendorName: 'Apoteket',
        email: uniqueEmail(),
        password: 'cedar-lantern-7',
        status: 'inactive',
        language: 'sv',
      },
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Partnern har skapats');
    expect(response.body.data.status).toBe('inactive');
  });

  it('refuses a duplicate e-mail with 409 and the field message, in any letter case', async () => {
    const first = await createThroughApi();
    const response = await call(t.app, '/api/vendors', {
      method: 'POST',
      token: accounts.admin.token,
      body: { vendorName: 'Copy', email: first.email.toUpperCase(), password: 'cedar-lantern-7' },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error: 'This email address is already in use',
      code: 'email_in_use',
      fields: { email: 'This email address is already in use' },
      requestId: expect.any(String),
    });
    const rows = await t.database.db.select().from(vendors).where(eq(vendors.email, first.email));
    expect(rows).toHaveLength(1);
  });

  it('validates with the SPEC §5 messages', async () => {
    const response = await call(t.app, '/api/vendors', {
      method: 'POST',
      token: accounts.admin.token,
      body: { vendorName: '', email: 'not-an-email', password: '12345', status: 'banned' },
    });
    expectFieldErrors(response, {
      vendorName: 'Vendor name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      status: 'Please select a valid status',
    });
  });

  it('is for admins only', async () => {
    const body = { vendorName: 'X', email: uniqueEmail(), password: 'cedar-lantern-7' };
    expect((await call(t.app, '/api/vendors', { method: 'POST', body })).status).toBe(401);
    expect(
      (await call(t.app, '/api/vendors', { method: 'POST', body, token: accounts.vendor.token })).status,
    ).toBe(403);
  });
});

describe('GET /api/vendors', () => {
  let marker: string;
  let created: Awaited<ReturnType<typeof createThroughApi>>[];

  beforeAll(async () => {
    marker = `zq${Date.now().toString(36)}`;
    created = [];
    for (const [index, status] of (['active', 'inactive', 'suspended', 'active'] as const).entries()) {
      const vendor = await createThroughApi({ vendorName: `Bistro ${marker} ${index}`, status });
      // Distinct creation times, a minute apart (moving the clock would expire the admin's session).
      const at = new Date(Date.UTC(2030, 0, 1, 12, index));
      await t.database.db
        .update(vendors)
        .set({ createdAt: at, updatedAt: at })
        .where(eq(vendors.id, vendor.id));
      created.push(vendor);
    }
  });

  const list = (query: Record<string, string>, token = accounts.admin.token) =>
    call(t.app, '/api/vendors', { token, query: { language: 'en', ...query } });

  it('lists newest first with the total, searching name and e-mail, without password hashes', async () => {
    const response = await list({ q: marker.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(4);
    expect(response.body.data.map((vendor: { vendorName: string }) => vendor.vendorName)).toEqual([
      `Bistro ${marker} 3`,
      `Bistro ${marker} 2`,
      `Bistro ${marker} 1`,
      `Bistro ${marker} 0`,
    ]);
    expect(response.body.data[0]).toEqual({
      id: created[3]!.id,
      vendorName: `Bistro ${marker} 3`,
      email: created[3]!.email,
      status: 'active',
      statusReason: null,
      createdAt: '2030-01-01T12:03:00.000Z',
      updatedAt: '2030-01-01T12:03:00.000Z',
      menuItemCount: 0,
      archivedAt: null,
      pause: null,
      credentialsSet: true,
      application: null,
      accessLink: null,
    });
    expect(response.raw).not.toMatch(/password/i);

    const byEmail = await list({ q: created[1]!.email });
    expect(byEmail.body.data.map((vendor: { id: string }) => vendor.id)).toEqual([created[1]!.id]);
  });

  it('counts each vendor’s menu items', async () => {
    const db = t.database.db;
    await db.insert(menuItems).values(
      [0, 1, 2].map((position) => ({
        vendorId: created[1]!.id,
        position,
        name: `Dish ${position}`,
        price: 10,
      })),
    );
    const response = await list({ q: marker });
    const counts = Object.fromEntries(
      response.body.data.map((vendor: { id: string; menuItemCount: number }) => [
        vendor.id,
        vendor.menuItemCount,
      ]),
    );
    expect(counts).toEqual({
      [created[0]!.id]: 0,
      [created[1]!.id]: 3,
      [created[2]!.id]: 0,
      [created[3]!.id]: 0,
    });
  });

  it('filters by status and pages', async () => {
    const active = await list({ q: marker, status: 'active' });
    expect(active.body.total).toBe(2);
    expect(active.body.data.every((vendor: { status: string }) => vendor.status === 'active')).toBe(true);

    const suspended = await list({ q: marker, status: 'suspended' });
    expect(suspended.body.data.map((vendor: { id: string }) => vendor.id)).toEqual([created[2]!.id]);

    const all = await list({ q: marker, status: '' });
    expect(all.body.total).toBe(4);

    const page2 = await list({ q: marker, page: '2', pageSize: '3' });
    expect(page2.body).toMatchObject({ total: 4 });
    expect(page2.body.data.map((vendor: { id: string }) => vendor.id)).toEqual([created[0]!.id]);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await list({ q: `${marker}%` })).body.total).toBe(0);
    expect((await list({ q: `${marker}_` })).body.total).toBe(0);
  });

  it('rejects unknown filters and is for admins only', async () => {
    expect((await list({ status: 'banned' })).status).toBe(400);
    expect((await list({ pageSize: '1000' })).status).toBe(400);
    expect((await list({}, accounts.vendor.token)).status).toBe(403);
    expect((await call(t.app, '/api/vendors')).status).toBe(401);
  });
});

describe('PUT /api/vendors/:id', () => {
  it('keeps the password when it is blank, and the vendor keeps its sessions', async () => {
    const vendor = await createThroughApi();
    const token = await signIn(t.app, 'vendor', vendor.email, vendor.password);
    const before = await storedVendor(vendor.id);

    const response = await call(t.app, `/api/vendors/${vendor.id}`, {
      method: 'PUT',
      token: accounts.admin.token,
      body: { vendorName: 'Annas Nya Pizzeria', email: vendor.email, password: '', language: 'sv' },
    });
    expectSuccessLike(response, 200, 'Partnern har uppdaterats', {
      data: { id: vendor.id, vendorName: 'Annas Nya Pizzeria', email: vendor.email, status: 'active' },
    });
    const after = await storedVendor(vendor.id);
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(after!.updatedBy).toBe(accounts.admin.id);
    expect((await vendorLogin(vendor.email, vendor.password)).status).toBe(200);
    expect((await call(t.app, '/api/vendor/profile', { token })).status).toBe(200);

    const audits = await auditRows(vendor.id);
    expect(audits.at(-1)).toMatchObject({
      action: 'update',
      actorId: accounts.admin.id,
      details: { changed: ['vendorName'], passwordChanged: false },
    });
  });

  it('sets a new password: the new one signs in, the old one does not, and old sessions end', async () => {
    const vendor = await createThroughApi();
    const token = await signIn(t.app, 'vendor', vendor.email, vendor.password);
    const response = await call(t.app, `/api/vendors/${vendor.id}`, {
      method: 'PUT',
      token: accounts.admin.token,
      body: { vendorName: vendor.vendorName, email: vendor.email, password: 'second-password' },
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Vendor updated successfully');
    expect((await call(t.app, '/api/vendor/profile', { token })).status).toBe(401);
    expect((await vendorLogin(vendor.email, vendor.password)).status).toBe(401);
    expect((await vendorLogin(vendor.email, 'second-password')).status).toBe(200);
    expect((await auditRows(vendor.id)).at(-1)!.details).toMatchObject({ passwordChanged: true });
  });

  it('a sign-in with the old password racing the change leaves no session behind (issue 14, item 8)', async () => {
    for (let round = 0; round < 6; round++) {
      const vendor = await createThroughApi();
      const [change, ...logins] = await Promise.all([
        call(t.app, `/api/vendors/${vendor.id}`, {
          method: 'PUT',
          token: accounts.admin.token,
          body: { vendorName: vendor.vendorName, email: vendor.email, password: 'second-password' },
        }),
        ...Array.from({ length: 3 }, () => vendorLogin(vendor.email, vendor.password)),
      ]);
      expect(change!.status).toBe(200);
      for (const login of logins) {
        if (login.status !== 200) continue;
        // Signed in with the old password just before the change: that session ended with it.
        const profile = await call(t.app, '/api/vendor/profile', { token: login.body.token });
        expect([round, profile.status]).toEqual([round, 401]);
      }
      expect(await sessionCount(vendor.id)).toBe(0);
    }
  });

  it('changes the e-mail and status, and a status other than active ends the sessions', async () => {
    const vendor = await createThroughApi();
    await signIn(t.app, 'vendor', vendor.email, vendor.password);
    const email = uniqueEmail('renamed');
    const response = await call(t.app, `/api/vendors/${vendor.id}`, {
      method: 'PUT',
      token: accounts.admin.token,
      body: { vendorName: vendor.vendorName, email, status: 'suspended', expectedStatus: 'active' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ email, status: 'suspended' });
    expect(await sessionCount(vendor.id)).toBe(0);
    expect((await vendorLogin(email, vendor.password)).status).toBe(403);
  });

  // Issue 14 items 6 and 7: the edit dialog must not put back a status another admin has changed.
  it('changes the status only from the status the admin saw, and an edit without a status keeps it', async () => {
    const vendor = await createThroughApi();
    const suspend = await setStatus(vendor.id, { status: 'suspended', expectedStatus: 'active' });
    expect(suspend.status).toBe(200);
    // An edit dialog opened while the vendor was active.
    const stale = await call(t.app, `/api/vendors/${vendor.id}`, {
      method: 'PUT',
      token: accounts.admin.token,
      body: { vendorName: 'Renamed', email: vendor.email, status: 'active', expectedStatus: 'active' },
    });
    expectStale(stale, { id: vendor.id, status: 'suspended', vendorName: vendor.vendorName });
    const withoutExpected = await call(t.app, `/api/vendors/${vendor.id}`, {
      method: 'PUT',
      token: accounts.admin.token,
      body: { vendorName: 'Renamed', email: vendor.email, status: 'active', language: 'sv' },
    });
    expectFieldErrors(withoutExpected, { expectedStatus: 'Välj en giltig status' });
    const renamed = await call(t.app, `/api/vendors/${vendor.id}`, {
      method: 'PUT',
      token: accounts.admin.token,
      body: { vendorName: 'Renamed', email: vendor.email },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ vendorName: 'Renamed', status: 'suspended' });
  });

  it('refuses an e-mail another vendor uses, validates, and answers 404 for an unknown vendor', async () => {
    const first = await createThroughApi();
    const second = await createThroughApi();
    const duplicate = await call(t.app, `/api/vendors/${second.id}`, {
      method: 'PUT',
      token: accounts.admin.token,
      body: { vendorName: 'Second', email: first.email },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe('email_in_use');
    expect((await storedVendor(second.id))!.email).toBe(second.email);

    const invalid = await call(t.app, `/api/vendors/${second.id}`, {
      method: 'PUT',
      token: accounts.admin.token,
      body: { vendorName: '', email: second.email, password: 'short' },
    });
    expectFieldErrors(invalid, {
      vendorName: 'Vendor name is required',
      password: 'Password must be at least 6 characters',
    });

    const body = { vendorName: 'Ghost', email: uniqueEmail() };
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await call(t.app, `/api/vendors/${id}`, {
        method: 'PUT',
        token: accounts.admin.token,
        body,
      });
      expectError(missing, 404, {
        error: 'Vendor not found',
        code: 'vendor_not_found',
      });
    }
    expect(
      (await call(t.app, `/api/vendors/${second.id}`, { method: 'PUT', token: accounts.vendor.token, body }))
        .status,
    ).toBe(403);
  });
});

describe('new passwords (issue 14, item 9)', () => {
  const weak = (email: string) => [
    [
      '123456',
      'This password is too common. Choose one that is harder to guess',
      'Lösenordet är för vanligt. Välj ett som är svårare att gissa',
    ],
    [
      'password',
      'This password is too common. Choose one that is harder to guess',
      'Lösenordet är för vanligt. Välj ett som är svårare att gissa',
    ],
    [
      'Qwerty123',
      'This password is too common. Choose one that is harder to guess',
      'Lösenordet är för vanligt. Välj ett som är svårare att gissa',
    ],
    ['      ', 'Password cannot be only spaces', 'Lösenordet får inte bestå av bara mellanslag'],
    [
      email.toUpperCase(),
      'Password cannot be the same as the email address',
      'Lösenordet får inte vara samma som e-postadressen',
    ],
  ];

  it('refuses a common password, the e-mail itself or only spaces for a new vendor, in both languages', async () => {
    const email = uniqueEmail('weak');
    for (const [password, english, swedish] of weak(email)) {
      for (const [language, text] of [
        ['en', english],
        ['sv', swedish],
      ] as const) {
        const response = await call(t.app, '/api/vendors', {
          method: 'POST',
          token: accounts.admin.token,
          body: { vendorName: 'Svaga Lösenord AB', email, password, language },
        });
        expect([password, response.status, response.body.code, response.body.fields]).toEqual([
          password,
          400,
          'validation_failed',
          { password: text },
        ]);
      }
    }
    expect(await t.database.db.select().from(vendors).where(eq(vendors.email, email))).toHaveLength(0);
  });

  it('refuses them as a changed password too, and keeps the old password and sessions', async () => {
    const vendor = await createThroughApi();
    const token = await signIn(t.app, 'vendor', vendor.email, vendor.password);
    for (const [password, english] of weak(vendor.email)) {
      const response = await call(t.app, `/api/vendors/${vendor.id}`, {
        method: 'PUT',
        token: accounts.admin.token,
        body: { vendorName: vendor.vendorName, email: vendor.email, password },
      });
      expect([password, response.status, response.body.fields]).toEqual([
        password,
        400,
        { password: english },
      ]);
    }
    expect((await call(t.app, '/api/vendor/profile', { token })).status).toBe(200);
    expect((await vendorLogin(vendor.email, vendor.password)).status).toBe(200);
  });

  it('still lets anyone sign in with a short common password (the login form keeps SPEC §5)', async () => {
    const login = await vendorLogin(uniqueEmail('nobody'), '123456');
    expect([login.status, login.body.code]).toEqual([401, 'invalid_credentials']);
  });
});

describe('PATCH /api/vendors/:id/status', () => {
  it('deactivates: sessions end at once, the token stops working and sign-in is refused', async () => {
    const vendor = await createThroughApi();
    const token = await signIn(t.app, 'vendor', vendor.email, vendor.password);
    expect((await call(t.app, '/api/vendor/profile', { token })).status).toBe(200);

    const response = await setStatus(vendor.id, {
      status: 'inactive',
      expectedStatus: 'active',
      language: 'en',
    });
    expectSuccessLike(response, 200, 'Vendor status updated successfully', {
      data: { id: vendor.id, status: 'inactive', previousStatus: 'active' },
    });
    expect(await sessionCount(vendor.id)).toBe(0);
    expect((await call(t.app, '/api/vendor/profile', { token })).status).toBe(401);
    const login = await vendorLogin(vendor.email, vendor.password);
    expect(login.status).toBe(403);
    expect(login.body.error).toBe('Your account is not active. Please contact support.');

    const audits = await auditRows(vendor.id);
    expect(audits.at(-1)).toMatchObject({
      action: 'setStatus',
      actorId: accounts.admin.id,
      details: { from: 'active', to: 'inactive' },
    });
  });

  it('undoes the last change by restoring the previous status, and the vendor can sign in again', async () => {
    const vendor = await createThroughApi();
    const deactivated = await setStatus(vendor.id, { status: 'inactive', expectedStatus: 'active' });
    const undo = await undoStatusChange(vendor.id, deactivated, 'sv');
    expect(undo.status).toBe(200);
    expect(undo.body).toMatchObject({
      message: 'Den senaste åtgärden har ångrats',
      data: { status: 'active', previousStatus: 'inactive' },
    });
    expect((await vendorLogin(vendor.email, vendor.password)).status).toBe(200);
    expect((await auditRows(vendor.id)).at(-1)).toMatchObject({
      action: 'undoStatus',
      details: { from: 'inactive', to: 'active' },
    });
  });

  it('validates the status and answers 404 for an unknown vendor', async () => {
    const vendor = await createThroughApi();
    const invalid = await setStatus(vendor.id, { status: 'banned', expectedStatus: 'active' });
    expectFieldErrors(invalid, { status: 'Please select a valid status' });
    const withoutExpected = await setStatus(vendor.id, { status: 'inactive', language: 'sv' });
    expectFieldErrors(withoutExpected, { expectedStatus: 'Välj en giltig status' });
    const missing = await setStatus('00000000-0000-4000-8000-000000000000', {
      status: 'active',
      expectedStatus: 'inactive',
    });
    expect(missing.status).toBe(404);
  });

  // Issue 14 item 6: two admins changing one vendor at once must not both be told it worked.
  it('lets only one of two different changes sent together succeed; the other gets 409 and the current vendor', async () => {
    const vendor = await createThroughApi();
    const answers = await Promise.all([
      setStatus(vendor.id, { status: 'inactive', expectedStatus: 'active', language: 'sv' }),
      setStatus(vendor.id, { status: 'suspended', expectedStatus: 'active', language: 'sv' }),
    ]);
    const { winner, loser } = oneWinner(answers);
    const { previousStatus: _previous, ...current } = winner.body.data;
    expect(loser.body).toEqual(staleAnswerInSwedish(current));
    const [row] = await t.database.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(row!.status).toBe(winner.body.data.status);
    expect((await auditRows(vendor.id)).filter((row) => row.action === 'setStatus')).toHaveLength(1);
  });

  // Issue 14 item 7: an undo must not overwrite a later change by another admin.
  it('refuses to undo a change that another admin has changed since, and keeps the later change', async () => {
    const vendor = await createThroughApi();
    const deactivated = await setStatus(vendor.id, { status: 'inactive', expectedStatus: 'active' });
    // Another admin suspends the vendor meanwhile.
    expect((await setStatus(vendor.id, { status: 'suspended', expectedStatus: 'inactive' })).status).toBe(
      200,
    );
    const undo = await undoStatusChange(vendor.id, deactivated, 'en');
    expectError(undo, 409, {
      error: 'This can no longer be undone: someone else has changed it since. The latest version is shown.',
      code: 'stale_status',
      data: expect.objectContaining({ id: vendor.id, status: 'suspended' }),
    });
    const [row] = await t.database.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(row!.status).toBe('suspended');
    expect((await vendorLogin(vendor.email, vendor.password)).status).toBe(403);
    expect((await auditRows(vendor.id)).at(-1)).toMatchObject({ action: 'setStatus' });
  });

  it('refuses a change based on a status the vendor no longer has', async () => {
    const vendor = await createThroughApi();
    await setStatus(vendor.id, { status: 'suspended', expectedStatus: 'active' });
    // A screen that still shows the vendor active offers "deactivate".
    const stale = await setStatus(vendor.id, {
      status: 'inactive',
      expectedStatus: 'active',
      language: 'en',
    });
    expectStale(stale, {
      id: vendor.id,
      status: 'suspended',
      vendorName: vendor.vendorName,
      email: vendor.email,
    });
    expect(typeof stale.body.data.updatedAt).toBe('string');
  });
});

describe('DELETE /api/vendors/:id', () => {
  it('archives the vendor: no sign-in, sessions ended, history, menu, promotions and queries kept', async () => {
    const vendor = await createThroughApi();
    const token = await signIn(t.app, 'vendor', vendor.email, vendor.password);
    const db = t.database.db;
    await db.insert(menuItems).values({ vendorId: vendor.id, position: 0, name: 'Margherita', price: 95 });
    const [promotion] = await db
      .insert(promotions)
      .values({
        vendorId: vendor.id,
        title: 'Lunch deal',
        description: 'Ten percent off every lunch',
        discountType: 'percentage',
        discountValue: 10,
        startDate: '2030-01-01',
        endDate: '2030-02-01',
      })
      .returning();
    const raised = await raiseVendorQuery(t, token, payoutQuery('en'));

    const response = await call(t.app, `/api/vendors/${vendor.id}`, {
      method: 'DELETE',
      token: accounts.admin.token,
      query: { language: 'sv' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Partnern har tagits bort' });
    expect(await storedVendor(vendor.id)).toMatchObject({
      archivedAt: expect.any(Date),
      archivedBy: accounts.admin.id,
      updatedBy: accounts.admin.id,
    });
    expect(await db.select().from(menuItems).where(eq(menuItems.vendorId, vendor.id))).toHaveLength(1);
    expect(await sessionCount(vendor.id)).toBe(0);
    expect((await call(t.app, '/api/vendor/profile', { token })).status).toBe(401);
    expect((await vendorLogin(vendor.email, vendor.password)).status).toBe(401);
    expect((await auditRows(vendor.id)).map((row) => row.action)).toEqual(['create', 'archive']);
    expect((await auditRows(vendor.id)).at(-1)).toMatchObject({
      actorId: accounts.admin.id,
      details: { vendorName: vendor.vendorName, email: vendor.email },
    });

    // Its promotion and its query stay readable in the admin.
    const details = await call(t.app, `/api/promotions/${promotion!.id}`, { token: accounts.admin.token });
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({ title: 'Lunch deal', vendorName: vendor.vendorName });
    const queries = await call(t.app, '/api/queries', {
      token: accounts.admin.token,
      query: { q: raised.body.caseNumber },
    });
    expect(queries.body.data).toEqual([expect.objectContaining({ caseNumber: raised.body.caseNumber })]);

    // It can no longer be changed, and archiving again answers 404 as a second delete did.
    const again = await call(t.app, `/api/vendors/${vendor.id}`, {
      method: 'DELETE',
      token: accounts.admin.token,
    });
    expect(again.status).toBe(404);
    const edit = await call(t.app, `/api/vendors/${vendor.id}`, {
      method: 'PUT',
      token: accounts.admin.token,
      body: { vendorName: 'Back again', email: vendor.email },
    });
    expect(edit.status).toBe(404);
    expect((await setStatus(vendor.id, { status: 'active', expectedStatus: 'active' })).status).toBe(404);
    const menu = await call(t.app, `/api/menus/${vendor.id}/items`, {
      method: 'POST',
      token: accounts.admin.token,
      body: { menus: [{ name: 'Pizza', price: 99 }] },
    });
    expect(menu.status).toBe(404);
    expect(await storedVendor(vendor.id)).toMatchObject({ vendorName: vendor.vendorName, status: 'active' });
  });

  it('hides an archived vendor from the list unless the Archived filter asks for it', async () => {
    const vendorName = `Arkiverad ${Date.now().toString(36)}`;
    const vendor = await createThroughApi({ vendorName });
    await call(t.app, `/api/vendors/${vendor.id}`, { method: 'DELETE', token: accounts.admin.token });
    const list = (query: Record<string, string>) =>
      call(t.app, '/api/vendors', { token: accounts.admin.token, query: { q: vendorName, ...query } });

    expect((await list({})).body).toEqual({ data: [], total: 0, totalIsEstimate: false });
    expect((await list({ status: 'active' })).body.total).toBe(0);
    const archived = await list({ status: 'archived' });
    expect(archived.body).toEqual({
      data: [
        expect.objectContaining({
          id: vendor.id,
          vendorName,
          archivedAt: expect.any(String),
          status: 'active',
        }),
      ],
      total: 1,
      totalIsEstimate: false,
    });
  });

  it('frees the e-mail address for a new vendor, which then signs in with it', async () => {
    const old = await createThroughApi({ vendorName: 'Gamla Caféet' });
    await call(t.app, `/api/vendors/${old.id}`, { method: 'DELETE', token: accounts.admin.token });

    const successor = await createThroughApi({
      vendorName: 'Nya Caféet',
      email: old.email,
      password: 'fresh-start-42',
    });
    expect(successor.email).toBe(old.email);
    expect((await vendorLogin(old.email, old.password)).status).toBe(401);
    const login = await vendorLogin(old.email, 'fresh-start-42');
    expect(login.status).toBe(200);
    const profile = await call(t.app, '/api/vendor/profile', { token: login.body.token });
    expect(profile.body.vendor).toMatchObject({ id: successor.id, vendorName: 'Nya Caféet' });
    expect(await storedVendor(old.id)).toMatchObject({ archivedAt: expect.any(Date) });

    // Among the accounts that are not archived the address stays unique.
    const duplicate = await call(t.app, '/api/vendors', {
      method: 'POST',
      token: accounts.admin.token,
      body: { vendorName: 'Tredje Caféet', email: old.email, password: 'another-pass-42' },
    });
    expect(duplicate.status).toBe(409);
  });

  it('is for admins only', async () => {
    const vendor = await createVendor(t.database.db);
    expect((await call(t.app, `/api/vendors/${vendor.id}`, { method: 'DELETE' })).status).toBe(401);
    expect(
      (await call(t.app, `/api/vendors/${vendor.id}`, { method: 'DELETE', token: accounts.vendor.token }))
        .status,
    ).toBe(403);
    expect(await storedVendor(vendor.id)).toBeDefined();
    expect((await vendorLogin(vendor.email, TEST_PASSWORD)).status).toBe(200);
  });
});
