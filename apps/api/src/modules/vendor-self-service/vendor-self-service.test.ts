import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { menuItems, vendors } from '../../db/schema.ts';
import {
  auditEntriesOf,
  createVendor,
  signedInTestApp,
  signIn,
  expectError,
  expectSuccessLike,
  expectFieldErrors,
} from '../../test/fixtures.ts';
import { call } from '../../test/test-app.ts';

// Vendor self-service (issue 36 §10, DESIGN.md §10, decision 062): a vendor marks its own menu items
// sold out and back and pauses its store; both are audited, shown to the admin (menu, vendor list,
// export) and read by a customer app through the public availability answer.

const { t, accounts } = signedInTestApp();

const NOW = new Date('2026-11-27T10:00:00.000Z'); // 11:00 in Stockholm
const minutesFromNow = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

beforeEach(() => {
  t.setNow(NOW);
});

/** A new signed-in vendor with a menu of three items uploaded by the admin: its ids by name. */
async function vendorWithMenu() {
  const vendor = await createVendor(t.database.db, { vendorName: 'Hörnans Pizzeria' });
  const token = await signIn(t.app, 'vendor', vendor.email);
  const upload = await call(t.app, `/api/menus/${vendor.id}/items`, {
    method: 'POST',
    token: accounts.admin.token,
    body: {
      menus: [
        { name: 'Margherita', price: 95, category: 'Pizza' },
        { name: 'Capricciosa', price: 110, category: 'Pizza' },
        { name: 'Kaffe', price: 25 },
      ],
    },
  });
  expect(upload.status, upload.raw).toBe(200);
  const rows = await t.database.db
    .select({ id: menuItems.id, name: menuItems.name })
    .from(menuItems)
    .where(eq(menuItems.vendorId, vendor.id));
  const itemId = (name: string) => rows.find((row) => row.name === name)!.id;
  return { vendor, token, itemId };
}

const setAvailable = (
  token: string | undefined,
  itemId: string,
  body: Record<string, unknown>,
  language = 'en',
) => call(t.app, `/api/vendor/menu/items/${itemId}`, { method: 'PATCH', token, body: { ...body, language } });

const pause = (token: string, body: Record<string, unknown>, language = 'en') =>
  call(t.app, '/api/vendor/store/pause', { method: 'PUT', token, body: { ...body, language } });

const reopen = (token: string, language = 'en') =>
  call(t.app, '/api/vendor/store/pause', { method: 'DELETE', token, query: { language } });

const availability = (vendorId: string, options: { withoutHandshake?: boolean } = {}) =>
  call(t.app, `/api/vendors/${vendorId}/availability`, { query: { language: 'en' }, ...options });

const adminMenu = (vendorId: string) =>
  call(t.app, `/api/menus/${vendorId}/items`, { token: accounts.admin.token, query: { language: 'en' } });

async function adminListRow(vendorId: string, vendorName: string) {
  const list = await call(t.app, '/api/vendors', {
    token: accounts.admin.token,
    query: { q: vendorName, pageSize: '100', language: 'en' },
  });
  expect(list.status, list.raw).toBe(200);
  return (list.body.data as { id: string }[]).find((row) => row.id === vendorId) as
    | Record<string, unknown>
    | undefined;
}

describe('PATCH /api/vendor/menu/items/:id', () => {
  it('marks its own item sold out and back: stored, answered, audited with the vendor as actor', async () => {
    const { vendor, token, itemId } = await vendorWithMenu();

    const soldOut = await setAvailable(token, itemId('Capricciosa'), { available: false }, 'sv');
    expectSuccessLike(soldOut, 200, 'Rätten är markerad som slut', {
      data: { id: itemId('Capricciosa'), name: 'Capricciosa', available: false, price: 110 },
    });
    const menu = await adminMenu(vendor.id);
    expect(
      menu.body.data.map((item: { name: string; available: boolean }) => [item.name, item.available]),
    ).toEqual([
      ['Margherita', true],
      ['Capricciosa', false],
      ['Kaffe', true],
    ]);

    const back = await setAvailable(token, itemId('Capricciosa'), { available: true });
    expect(back.body).toMatchObject({ message: 'The item is available again', data: { available: true } });

    const entries = (await auditEntriesOf(t.database.db, 'vendor', vendor.id)).filter(
      (entry) => entry.actorRole === 'vendor',
    );
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: vendor.id,
        action: 'makeMenuItemUnavailable',
        details: { itemId: itemId('Capricciosa'), itemName: 'Capricciosa', fields: ['available'] },
      }),
      expect.objectContaining({ actorId: vendor.id, action: 'makeMenuItemAvailable' }),
    ]);

    // The Activity screen names the vendor and the item.
    const activity = await call(t.app, '/api/audit', {
      token: accounts.admin.token,
      query: { entity: 'vendor', entityId: vendor.id, language: 'en' },
    });
    expect(activity.body.data[1]).toMatchObject({
      actor: { role: 'vendor', id: vendor.id, name: 'Hörnans Pizzeria' },
      action: 'makeMenuItemUnavailable',
      subject: 'Capricciosa',
    });
  });

  it('writes nothing when the item already has that value', async () => {
    const { vendor, token, itemId } = await vendorWithMenu();
    const before = await auditEntriesOf(t.database.db, 'vendor', vendor.id);
    const same = await setAvailable(token, itemId('Kaffe'), { available: true });
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ name: 'Kaffe', available: true });
    expect(await auditEntriesOf(t.database.db, 'vendor', vendor.id)).toHaveLength(before.length);
  });

  it("answers 404 for another vendor's item, as for one that does not exist, and changes nothing", async () => {
    const { vendor, itemId } = await vendorWithMenu();
    const other = await setAvailable(accounts.otherVendor.token, itemId('Kaffe'), { available: false }, 'sv');
    expectError(other, 404, {
      error: 'Menyrätten hittades inte',
      code: 'menu_item_not_found',
    });
    const unknown = await setAvailable(
      accounts.otherVendor.token,
      '00000000-0000-4000-8000-000000000000',
      { available: false },
      'sv',
    );
    // The same answer, but for its own request id.
    expect(unknown.body).toEqual({ ...other.body, requestId: expect.any(String) });
    expect((await setAvailable(accounts.otherVendor.token, 'not-an-id', { available: false })).status).toBe(
      404,
    );
    const menu = await adminMenu(vendor.id);
    expect(menu.body.data.every((item: { available: boolean }) => item.available)).toBe(true);
  });

  it('is for vendors only: an admin token is 403, no token 401', async () => {
    const { itemId } = await vendorWithMenu();
    expect((await setAvailable(accounts.admin.token, itemId('Kaffe'), { available: false })).status).toBe(
      403,
    );
    expect((await setAvailable(undefined, itemId('Kaffe'), { available: false })).status).toBe(401);
  });

  it('refuses a change based on an outdated screen when it says what it saw, with the current item', async () => {
    const { token, itemId } = await vendorWithMenu();
    const first = await setAvailable(token, itemId('Kaffe'), { available: false });
    const stale = await setAvailable(token, itemId('Kaffe'), {
      available: true,
      expectedUpdatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'stale_status',
      data: { id: itemId('Kaffe'), available: false },
    });
    const fresh = await setAvailable(token, itemId('Kaffe'), {
      available: true,
      expectedUpdatedAt: first.body.data.updatedAt,
    });
    expect(fresh.status).toBe(200);
  });

  it('requires available to be true or false', async () => {
    const { token, itemId } = await vendorWithMenu();
    const answer = await setAvailable(token, itemId('Kaffe'), { available: 'no' }, 'sv');
    expectFieldErrors(answer, { available: 'Ogiltigt värde' });
  });
});

describe('PUT and DELETE /api/vendor/store/pause', () => {
  it('pauses until a time with a note: stored, audited, on the menu, the admin list and the customer answer', async () => {
    const { vendor, token, itemId } = await vendorWithMenu();
    await setAvailable(token, itemId('Kaffe'), { available: false });
    const until = '2026-11-27T17:00:00.000Z'; // 18:00 in Stockholm
    const answer = await pause(
      token,
      { until: '2026-11-27T18:00:00+01:00', note: ' Stängt för privat fest ' },
      'sv',
    );
    expect(answer.status, answer.raw).toBe(200);
    const stored = { since: NOW.toISOString(), until, note: 'Stängt för privat fest' };
    expect(answer.body).toEqual({ success: true, message: 'Beställningarna är pausade', data: stored });

    const [entry] = (await auditEntriesOf(t.database.db, 'vendor', vendor.id)).filter(
      (row) => row.action === 'pauseStore',
    );
    expect(entry).toMatchObject({
      actorRole: 'vendor',
      actorId: vendor.id,
      details: { until, reason: 'Stängt för privat fest' },
    });

    expect((await adminMenu(vendor.id)).body.vendor).toEqual({
      vendorName: 'Hörnans Pizzeria',
      archived: false,
      pause: stored,
    });
    expect((await adminListRow(vendor.id, vendor.vendorName))?.pause).toEqual(stored);

    const customer = await availability(vendor.id);
    expect(customer.status, customer.raw).toBe(200);
    expect(customer.body).toEqual({
      data: {
        vendorId: vendor.id,
        state: 'paused',
        pause: stored,
        soldOutItems: [{ id: itemId('Kaffe'), name: 'Kaffe' }],
        checkedAt: NOW.toISOString(),
      },
    });
    // No personal data: no name, e-mail or anything else of the account.
    expect(customer.raw).not.toContain(vendor.email);
    expect(customer.raw).not.toContain(vendor.vendorName);
  });

  it('extends a pause that holds, keeping its start', async () => {
    const { token } = await vendorWithMenu();
    await pause(token, { until: minutesFromNow(30) });
    t.setNow(new Date(NOW.getTime() + 10 * 60_000));
    const longer = await pause(token, { until: minutesFromNow(120) });
    expect(longer.body.data).toEqual({ since: NOW.toISOString(), until: minutesFromNow(120), note: null });
  });

  it('pauses until the vendor reopens, and reopens: audited once, an open store stays open', async () => {
    const { vendor, token } = await vendorWithMenu();
    const open = await pause(token, { until: null });
    expect(open.body.data).toEqual({ since: NOW.toISOString(), until: null, note: null });
    // Twenty days later it still holds (past any end a timed pause may have).
    t.setNow(new Date(NOW.getTime() + 20 * 86_400_000));
    expect((await availability(vendor.id)).body.data).toMatchObject({
      state: 'paused',
      pause: { until: null },
    });
    // Back to a time the vendor's session holds.
    t.setNow(new Date(NOW.getTime() + 60 * 60_000));

    const reopened = await reopen(token, 'sv');
    expect(reopened.status).toBe(200);
    expect(reopened.body).toEqual({ success: true, message: 'Du tar emot beställningar igen' });
    expect((await availability(vendor.id)).body.data).toMatchObject({ state: 'open', pause: null });
    expect((await adminMenu(vendor.id)).body.vendor.pause).toBeNull();

    expect((await reopen(token)).status).toBe(200);
    const actions = (await auditEntriesOf(t.database.db, 'vendor', vendor.id)).map((row) => row.action);
    expect(actions.filter((action) => action === 'pauseStore' || action === 'reopenStore')).toEqual([
      'pauseStore',
      'reopenStore',
    ]);
    const [row] = await t.database.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(row).toMatchObject({ pausedAt: null, pausedUntil: null, pauseNote: null });
  });

  it('reads a pause whose end has passed as open everywhere, without anyone reopening', async () => {
    const { vendor, token } = await vendorWithMenu();
    await pause(token, { until: minutesFromNow(30), note: 'Tillbaka snart' });
    t.setNow(new Date(NOW.getTime() + 31 * 60_000));

    expect((await availability(vendor.id)).body.data).toMatchObject({ state: 'open', pause: null });
    expect((await adminMenu(vendor.id)).body.vendor.pause).toBeNull();
    expect((await adminListRow(vendor.id, vendor.vendorName))?.pause).toBeNull();
    const csv = await call(t.app, '/api/vendors/export.csv', {
      token: accounts.admin.token,
      query: { q: vendor.email, language: 'en' },
    });
    const [header, row] = parse(csv.raw.replace(/^\uFEFF/, ''), { delimiter: ',' }) as string[][];
    const cell = (name: string) => row![header!.indexOf(name)];
    expect([cell('Orders'), cell('Paused until'), cell('Pause note')]).toEqual(['Open', '', '']);
    // Reopening an ended pause records nothing.
    await reopen(token);
    const actions = (await auditEntriesOf(t.database.db, 'vendor', vendor.id)).map((entry) => entry.action);
    expect(actions).not.toContain('reopenStore');
  });

  it('refuses an end that has passed, one more than 14 days ahead, a malformed one and a long note, in Swedish', async () => {
    const { vendor, token } = await vendorWithMenu();
    const past = await pause(token, { until: minutesFromNow(-1) }, 'sv');
    expectFieldErrors(past, { until: 'Välj en tid som inte har passerat' });
    const far = await pause(token, { until: minutesFromNow(14 * 24 * 60 + 1) }, 'sv');
    expect(far.body.fields).toEqual({
      until: 'En paus kan vara högst 14 dagar. Kontakta Leveras support om du behöver stänga längre.',
    });
    expect((await pause(token, { until: minutesFromNow(14 * 24 * 60) })).status).toBe(200);
    await reopen(token);
    const malformed = await pause(token, { until: '18:00' }, 'sv');
    expect(malformed.body.fields).toEqual({ until: 'Välj när pausen ska sluta' });
    const missing = await pause(token, {}, 'sv');
    expect(missing.body.fields).toEqual({ until: 'Välj när pausen ska sluta' });
    const long = await pause(token, { until: null, note: 'x'.repeat(201) }, 'sv');
    expect(long.body.fields).toEqual({ note: 'Meddelandet får innehålla högst 200 tecken' });
    expect((await availability(vendor.id)).body.data.state).toBe('open');
  });

  it('is for vendors only', async () => {
    expect((await pause(accounts.admin.token, { until: null })).status).toBe(403);
    expect((await reopen(accounts.admin.token)).status).toBe(403);
    const anonymous = await call(t.app, '/api/vendor/store/pause', { method: 'PUT', body: { until: null } });
    expect(anonymous.status).toBe(401);
  });

  it('writes the pause in the vendors export: state, end in Swedish time and note', async () => {
    const { vendor, token } = await vendorWithMenu();
    await pause(token, { until: '2026-11-27T17:00:00.000Z', note: 'Stängt för privat fest' });
    const csv = await call(t.app, '/api/vendors/export.csv', {
      token: accounts.admin.token,
      query: { q: vendor.email, language: 'sv' },
    });
    expect(csv.status).toBe(200);
    const [header, row] = parse(csv.raw.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    const cell = (name: string) => row![header!.indexOf(name)];
    expect([cell('Beställningar'), cell('Pausat till'), cell('Meddelande vid paus')]).toEqual([
      'Pausat',
      '2026-11-27 18:00:00',
      'Stängt för privat fest',
    ]);

    await reopen(token);
    await pause(token, { until: null });
    const open = await call(t.app, '/api/vendors/export.csv', {
      token: accounts.admin.token,
      query: { q: vendor.email, language: 'en' },
    });
    const [enHeader, enRow] = parse(open.raw.replace(/^\uFEFF/, ''), { delimiter: ',' }) as string[][];
    expect(enRow!.slice(enHeader!.indexOf('Orders'))).toEqual(['Paused', '', '']);
  });
});

describe('GET /api/vendors/:id/availability', () => {
  it('is public, with the app handshake as every request', async () => {
    const { vendor } = await vendorWithMenu();
    const answer = await availability(vendor.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ state: 'open', pause: null, soldOutItems: [] });
    const withoutHandshake = await availability(vendor.id, { withoutHandshake: true });
    expect(withoutHandshake.status).toBe(400);
    expect(withoutHandshake.body).toMatchObject({ error: 'Invalid app handshake' });
  });

  it('answers closed, without the pause, for an account Levera switched off; 404 for an archived or unknown one', async () => {
    const { vendor, token } = await vendorWithMenu();
    await pause(token, { until: null, note: 'Semester' });
    await t.database.db.update(vendors).set({ status: 'suspended' }).where(eq(vendors.id, vendor.id));
    expect((await availability(vendor.id)).body.data).toMatchObject({ state: 'closed', pause: null });

    const archived = await createVendor(t.database.db);
    await t.database.db.update(vendors).set({ archivedAt: NOW }).where(eq(vendors.id, archived.id));
    expect((await availability(archived.id)).status).toBe(404);
    expect((await availability('00000000-0000-4000-8000-000000000000')).body.code).toBe('vendor_not_found');
    expect((await availability('not-an-id')).status).toBe(404);
  });
});
