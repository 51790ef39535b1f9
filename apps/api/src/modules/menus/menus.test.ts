import { MENU_MAX_ITEMS } from '@levera/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, menuItems } from '../../db/schema.ts';
import { createVendor, setUpTestApp, type SignedInAccounts } from '../../test/fixtures.ts';
import { call, type TestApp } from '../../test/test-app.ts';
import { MENU_BODY_LIMIT_BYTES } from './menus.routes.ts';
import { MENU_INSERT_CHUNK } from './menus.service.ts';

// POST and GET /api/menus/{vendorId}/items (SPEC §7; DESIGN.md §4): the upload replaces the menu in
// one transaction, the body may be up to 2 MiB, and a vendor reads only its own menu.
let t: TestApp;
let accounts: SignedInAccounts;

setUpTestApp((made) => {
  ({ t, accounts } = made);
});

const upload = (vendorId: string, menus: unknown, options: { token?: string; language?: string } = {}) =>
  call(t.app, `/api/menus/${vendorId}/items`, {
    method: 'POST',
    token: options.token ?? accounts.admin.token,
    body: { menus, language: options.language ?? 'en' },
  });

const read = (vendorId: string, token = accounts.admin.token) =>
  call(t.app, `/api/menus/${vendorId}/items`, { token, query: { language: 'en' } });

async function storedNames(vendorId: string) {
  const rows = await t.database.db
    .select({ name: menuItems.name })
    .from(menuItems)
    .where(eq(menuItems.vendorId, vendorId))
    .orderBy(asc(menuItems.position));
  return rows.map((row) => row.name);
}

const items = (count: number, prefix = 'Item') =>
  Array.from({ length: count }, (_, index) => ({ name: `${prefix} ${index + 1}`, price: 10 + index }));

describe('POST /api/menus/:id/items', () => {
  it('stores the menu in order with defaults, answers the count, and records who uploaded it', async () => {
    const vendor = await createVendor(t.database.db);
    const response = await upload(vendor.id, [
      {
        name: ' Margherita ',
        description: 'Tomato, mozzarella',
        price: '95,50',
        category: 'Pizza',
        available: true,
      },
      { name: 'Coca-Cola', price: 20, available: false },
    ]);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Menu uploaded successfully', count: 2 });

    const menu = await read(vendor.id);
    expect(menu.status).toBe(200);
    expect(menu.body.data).toEqual([
      {
        id: expect.any(String),
        position: 0,
        name: 'Margherita',
        description: 'Tomato, mozzarella',
        price: 95.5,
        category: 'Pizza',
        available: true,
      },
      {
        id: expect.any(String),
        position: 1,
        name: 'Coca-Cola',
        description: '',
        price: 20,
        category: '',
        available: false,
      },
    ]);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, vendor.id), eq(auditLog.action, 'replaceMenu')));
    expect(audit).toMatchObject({
      actorRole: 'admin',
      actorId: accounts.admin.id,
      details: { count: 2, previousCount: 0 },
    });
  });

  it('replaces the previous menu and answers in Swedish', async () => {
    const vendor = await createVendor(t.database.db);
    await upload(vendor.id, items(3, 'Old'));
    const response = await upload(vendor.id, items(2, 'New'), { language: 'sv' });
    expect(response.body).toEqual({ success: true, message: 'Menyn har laddats upp', count: 2 });
    expect(await storedNames(vendor.id)).toEqual(['New 1', 'New 2']);
  });

  it('leaves the old menu intact when the upload fails half-way', async () => {
    const vendor = await createVendor(t.database.db);
    await upload(vendor.id, items(3, 'Old'));
    // A constraint that only the last insert statement breaks: the delete and the first chunk have
    // already run inside the transaction when it fails.
    const db = t.database.db;
    await db.execute(
      sql.raw(`alter table menu_items add constraint test_fail_half_way check (name <> 'Explode')`),
    );
    try {
      const menu = [...items(MENU_INSERT_CHUNK + 10, 'New'), { name: 'Explode', price: 1 }];
      const response = await upload(vendor.id, menu);
      expect(response.status).toBe(500);
      expect(response.body.code).toBe('internal_error');
    } finally {
      await db.execute(sql.raw('alter table menu_items drop constraint test_fail_half_way'));
    }
    expect(await storedNames(vendor.id)).toEqual(['Old 1', 'Old 2', 'Old 3']);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, vendor.id), eq(auditLog.action, 'replaceMenu')));
    expect(audits).toHaveLength(1);
  });

  it('accepts the largest menu above the 1 MiB default body limit', async () => {
    const vendor = await createVendor(t.database.db);
    const menu = Array.from({ length: MENU_MAX_ITEMS }, (_, index) => ({
      name: `Dish ${index + 1}`,
      description: 'd'.repeat(490),
      price: 99.5,
      category: 'Mains',
      available: true,
    }));
    expect(JSON.stringify({ menus: menu }).length).toBeGreaterThan(1024 * 1024);
    const response = await upload(vendor.id, menu);
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(MENU_MAX_ITEMS);
    expect((await read(vendor.id)).body.data).toHaveLength(MENU_MAX_ITEMS);
  });

  it('answers 413 above 2 MiB and keeps the old menu', async () => {
    const vendor = await createVendor(t.database.db);
    await upload(vendor.id, items(1, 'Old'));
    const menu = Array.from({ length: 1000 }, (_, index) => ({
      name: `Dish ${index}`,
      description: 'x'.repeat(2200),
      price: 1,
    }));
    expect(JSON.stringify({ menus: menu }).length).toBeGreaterThan(MENU_BODY_LIMIT_BYTES);
    const response = await upload(vendor.id, menu, { language: 'sv' });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: expect.any(String), code: 'payload_too_large' });
    expect(await storedNames(vendor.id)).toEqual(['Old 1']);
  });

  it('validates every item with field paths and stores nothing', async () => {
    const vendor = await createVendor(t.database.db);
    const response = await upload(vendor.id, [
      { name: 'Fine', price: 10 },
      { name: '', price: -1 },
      { name: 'Cheap', price: 1.555 },
    ]);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      'menus.1.name': 'Item name is required',
      'menus.1.price': 'Price cannot be negative',
      'menus.2.price': 'Price can have at most two decimals',
    });
    const empty = await upload(vendor.id, []);
    expect(empty.body.fields).toEqual({ menus: 'Add at least one menu item' });
    const tooMany = await upload(vendor.id, items(MENU_MAX_ITEMS + 1));
    expect(tooMany.body.fields).toEqual({ menus: 'A menu can have at most 2000 items' });
    expect(await storedNames(vendor.id)).toEqual([]);
  });

  it('answers 404 for an unknown vendor and is for admins only', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await upload(id, items(1));
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('vendor_not_found');
    }
    const vendorId = accounts.vendor.id;
    expect((await upload(vendorId, items(1), { token: accounts.vendor.token })).status).toBe(403);
    expect(
      (await call(t.app, `/api/menus/${vendorId}/items`, { method: 'POST', body: { menus: items(1) } }))
        .status,
    ).toBe(401);
    expect(await storedNames(vendorId)).toEqual([]);
  });
});

describe('GET /api/menus/:id/items', () => {
  it('lets a vendor read its own menu but not another vendor’s', async () => {
    await upload(accounts.vendor.id, items(2, 'Own'));
    await upload(accounts.otherVendor.id, items(1, 'Other'));

    const own = await read(accounts.vendor.id, accounts.vendor.token);
    expect(own.status).toBe(200);
    expect(own.body.data.map((item: { name: string }) => item.name)).toEqual(['Own 1', 'Own 2']);

    const other = await read(accounts.otherVendor.id, accounts.vendor.token);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('vendor_not_found');
    expect(JSON.stringify(other.body)).not.toContain('Other');
  });

  it('answers an empty menu, 404 for unknown vendors, and 401 without a token', async () => {
    const vendor = await createVendor(t.database.db);
    expect((await read(vendor.id)).body).toEqual({ data: [] });
    expect((await read('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await read('nope')).status).toBe(404);
    expect((await call(t.app, `/api/menus/${vendor.id}/items`)).status).toBe(401);
  });
});
