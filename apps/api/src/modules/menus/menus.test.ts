import { MENU_MAX_ITEMS } from '@levera/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, menuItems } from '../../db/schema.ts';
import {
  createVendor,
  signedInTestApp,
  expectError,
  expectSuccess,
  expectFieldErrors,
} from '../../test/fixtures.ts';
import { call } from '../../test/test-app.ts';
import { MENU_BODY_LIMIT_BYTES } from './menus.routes.ts';
import { MENU_INSERT_CHUNK } from './menus.service.ts';

// POST and GET /api/menus/{vendorId}/items (SPEC §7; DESIGN.md §4): the upload replaces the menu in
// one transaction, the body may be up to 2 MiB, and a vendor reads only its own menu.

const { t, accounts } = signedInTestApp();

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
        updatedAt: expect.any(String),
      },
      {
        id: expect.any(String),
        position: 1,
        name: 'Coca-Cola',
        description: '',
        price: 20,
        category: '',
        available: false,
        updatedAt: expect.any(String),
      },
    ]);
    expect(menu.body.vendor).toEqual({ vendorName: vendor.vendorName, archived: false, pause: null });

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, vendor.id), eq(auditLog.action, 'replaceMenu')));
    expect(audit).toMatchObject({
      actorRole: 'admin',
      actorId: accounts.admin.id,
      details: { count: 2, previousCount: 0, added: 2, changed: 0, removed: 0, unchanged: 0 },
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
    expectError(response, 413, {
      error: expect.any(String),
      code: 'payload_too_large',
    });
    expect(await storedNames(vendor.id)).toEqual(['Old 1']);
  });

  it('validates every item with field paths and stores nothing', async () => {
    const vendor = await createVendor(t.database.db);
    const response = await upload(vendor.id, [
      { name: 'Fine', price: 10 },
      { name: '', price: -1 },
      { name: 'Cheap', price: 1.555 },
    ]);
    expectFieldErrors(response, {
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
    expect((await read(vendor.id)).body).toEqual({
      data: [],
      vendor: { vendorName: vendor.vendorName, archived: false, pause: null },
    });
    expect((await read('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await read('nope')).status).toBe(404);
    expect((await call(t.app, `/api/menus/${vendor.id}/items`)).status).toBe(401);
  });
});

// Issue 19 §2, decision 041: single items are edited, switched off and deleted in place (ids stay),
// and an upload over an existing menu is previewed as a difference and applied in one transaction.

type StoredItem = {
  id: string;
  name: string;
  price: number;
  category: string;
  description: string;
  available: boolean;
  updatedAt: string;
};

async function menuOf(vendorId: string): Promise<StoredItem[]> {
  return (await read(vendorId)).body.data;
}

type ItemCallOptions = { token?: string; language?: string; expectedUpdatedAt?: string };

/** The version of the item the screen showed (the one read, unless another is given), and the language. */
const shownVersion = (item: StoredItem, options: ItemCallOptions) => ({
  expectedUpdatedAt: options.expectedUpdatedAt ?? item.updatedAt,
  language: options.language ?? 'en',
});

const edit = (
  vendorId: string,
  item: StoredItem,
  changes: Record<string, unknown>,
  options: ItemCallOptions = {},
) =>
  call(t.app, `/api/menus/${vendorId}/items/${item.id}`, {
    method: 'PATCH',
    token: options.token ?? accounts.admin.token,
    body: {
      name: item.name,
      description: item.description,
      price: item.price,
      category: item.category,
      available: item.available,
      ...changes,
      ...shownVersion(item, options),
    },
  });

const remove = (vendorId: string, item: StoredItem, options: ItemCallOptions = {}) =>
  call(t.app, `/api/menus/${vendorId}/items/${item.id}`, {
    method: 'DELETE',
    token: options.token ?? accounts.admin.token,
    query: shownVersion(item, options),
  });

const preview = (vendorId: string, menus: unknown, token = accounts.admin.token) =>
  call(t.app, `/api/menus/${vendorId}/items/preview`, {
    method: 'POST',
    token,
    body: { menus, language: 'en' },
  });

const menuAudits = (vendorId: string) =>
  t.database.db
    .select({ action: auditLog.action, details: auditLog.details, actorId: auditLog.actorId })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'vendor'), eq(auditLog.entityId, vendorId)))
    .orderBy(asc(auditLog.id));

describe('PATCH /api/menus/:id/items/:itemId', () => {
  it('edits an item in place, keeps its id, answers it and audits the change', async () => {
    const vendor = await createVendor(t.database.db);
    await upload(vendor.id, [
      { name: 'Margherita', price: 95, category: 'Pizza' },
      { name: 'Cola', price: 20 },
    ]);
    const [pizza] = await menuOf(vendor.id);
    const response = await edit(vendor.id, pizza!, {
      name: 'Margherita special',
      price: '99,50',
      description: 'Buffalo mozzarella',
    });
    expectSuccess(response, 200, 'Menu item updated', {
      data: {
        id: pizza!.id,
        position: 0,
        name: 'Margherita special',
        description: 'Buffalo mozzarella',
        price: 99.5,
        category: 'Pizza',
        available: true,
        updatedAt: expect.any(String),
      },
    });
    expect(response.body.data.updatedAt).not.toBe(pizza!.updatedAt);
    const menu = await menuOf(vendor.id);
    expect(menu.map((item) => [item.id, item.name, item.price])).toEqual([
      [pizza!.id, 'Margherita special', 99.5],
      [menu[1]!.id, 'Cola', 20],
    ]);
    expect((await menuAudits(vendor.id)).at(-1)).toEqual({
      action: 'updateMenuItem',
      actorId: accounts.admin.id,
      details: {
        itemId: pizza!.id,
        itemName: 'Margherita special',
        previousName: 'Margherita',
        fields: ['name', 'description', 'price'],
        // Old → new (issue 36 §9g).
        changes: {
          name: { from: 'Margherita', to: 'Margherita special' },
          description: { from: null, to: 'Buffalo mozzarella' },
          price: { from: 95, to: 99.5 },
        },
      },
    });
  });

  it('makes an item unavailable and available again, each audited, in Swedish', async () => {
    const vendor = await createVendor(t.database.db);
    await upload(vendor.id, [{ name: 'Cola', price: 20 }]);
    const [cola] = await menuOf(vendor.id);
    const off = await edit(vendor.id, cola!, { available: false }, { language: 'sv' });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Rätten är markerad som slut');
    expect(off.body.data.available).toBe(false);
    const on = await edit(vendor.id, off.body.data, { available: true });
    expect(on.body.message).toBe('The item is available again');
    const actions = (await menuAudits(vendor.id)).map((entry) => entry.action);
    expect(actions).toEqual(['replaceMenu', 'makeMenuItemUnavailable', 'makeMenuItemAvailable']);
  });

  it('answers 409 with the current item when it changed since the screen showed it', async () => {
    const vendor = await createVendor(t.database.db);
    await upload(vendor.id, [{ name: 'Cola', price: 20 }]);
    const [cola] = await menuOf(vendor.id);
    expect((await edit(vendor.id, cola!, { price: 22 })).status).toBe(200);
    const stale = await edit(vendor.id, cola!, { price: 25 }, { language: 'sv' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'stale_status',
      error: 'Någon annan har ändrat det här under tiden. Du ser nu den senaste versionen.',
      data: { id: cola!.id, price: 22 },
    });
    const staleDelete = await remove(vendor.id, cola!);
    expect(staleDelete.status).toBe(409);
    expect(staleDelete.body.error).toBe(
      'This item was changed by someone else. The latest version is shown.',
    );
    expect((await menuOf(vendor.id)).map((item) => item.price)).toEqual([22]);
  });

  it('validates with the domain rules and stores nothing', async () => {
    const vendor = await createVendor(t.database.db);
    await upload(vendor.id, [{ name: 'Cola', price: 20 }]);
    const [cola] = await menuOf(vendor.id);
    const response = await edit(vendor.id, cola!, { name: ' ', price: 1.555, category: 'c'.repeat(81) });
    expectFieldErrors(response, {
      name: 'Item name is required',
      price: 'Price can have at most two decimals',
      category: 'Category must be at most 80 characters',
    });
    const noVersion = await edit(vendor.id, cola!, {}, { expectedUpdatedAt: 'yesterday' });
    expect(noVersion.status).toBe(400);
    expect(Object.keys(noVersion.body.fields)).toEqual(['expectedUpdatedAt']);
    expect(await menuOf(vendor.id)).toEqual([cola]);
  });

  it('reads a price typed with a thousands space, refuses one over 100 000 kr, in Swedish (decision 061)', async () => {
    const vendor = await createVendor(t.database.db);
    await upload(vendor.id, [{ name: 'Catering', price: 900 }]);
    const [catering] = await menuOf(vendor.id);
    const typed = await edit(vendor.id, catering!, { price: '1 249,00' });
    expect(typed.status, typed.raw).toBe(200);
    expect(typed.body.data.price).toBe(1249);
    const unreadable = await edit(vendor.id, typed.body.data, { price: '1.249,00' }, { language: 'sv' });
    expectFieldErrors(unreadable, { price: 'Ange ett tal som 150,50 eller 1\u00a0249,50' });
    const tooMuch = await edit(vendor.id, typed.body.data, { price: '100 000,01' }, { language: 'sv' });
    expect(tooMuch.body.fields).toEqual({ price: 'Priset får vara högst 100 000' });
    expect((await menuOf(vendor.id)).map((item) => item.price)).toEqual([1249]);
  });

  it('answers 404 for an item of another vendor, an unknown item and an archived vendor', async () => {
    const vendor = await createVendor(t.database.db);
    const other = await createVendor(t.database.db);
    await upload(vendor.id, [{ name: 'Own', price: 10 }]);
    await upload(other.id, [{ name: 'Theirs', price: 10 }]);
    const [theirs] = await menuOf(other.id);
    // The other vendor's item through this vendor's path: as if it did not exist.
    const crossed = await edit(vendor.id, theirs!, { price: 1 });
    expectError(crossed, 404, {
      error: 'Menu item not found',
      code: 'menu_item_not_found',
    });
    expect((await remove(vendor.id, theirs!)).status).toBe(404);
    const unknown = { ...theirs!, id: '00000000-0000-4000-8000-000000000000' };
    expect((await edit(other.id, unknown, {})).status).toBe(404);
    expect((await edit(other.id, { ...theirs!, id: 'nope' }, {})).status).toBe(404);
    expect((await menuOf(other.id)).map((item) => item.price)).toEqual([10]);

    // An archived vendor's menu is read-only (decision 037).
    const [own] = await menuOf(vendor.id);
    expect(
      (
        await call(t.app, `/api/vendors/${vendor.id}`, {
          method: 'DELETE',
          token: accounts.admin.token,
          query: { language: 'en' },
        })
      ).status,
    ).toBe(200);
    const archived = await edit(vendor.id, own!, { price: 1 });
    expect(archived.status).toBe(404);
    expect(archived.body.code).toBe('vendor_not_found');
    expect((await remove(vendor.id, own!)).status).toBe(404);
    expect((await preview(vendor.id, items(1))).status).toBe(404);
    expect((await read(vendor.id)).body.vendor.archived).toBe(true);
  });

  it('is for admins only: a vendor cannot edit or delete even its own items', async () => {
    const vendorId = accounts.vendor.id;
    await upload(vendorId, [{ name: 'Own', price: 10 }]);
    const [own] = await menuOf(vendorId);
    expect((await edit(vendorId, own!, { price: 1 }, { token: accounts.vendor.token })).status).toBe(403);
    expect((await remove(vendorId, own!, { token: accounts.vendor.token })).status).toBe(403);
    expect((await preview(vendorId, items(1), accounts.vendor.token)).status).toBe(403);
    expect(await menuOf(vendorId)).toEqual([own]);
  });
});

describe('DELETE /api/menus/:id/items/:itemId', () => {
  it('deletes the item, keeps the others and audits it by name', async () => {
    const vendor = await createVendor(t.database.db);
    await upload(vendor.id, items(3));
    const [first, second, third] = await menuOf(vendor.id);
    const response = await remove(vendor.id, second!, { language: 'sv' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Menyrätten har tagits bort' });
    expect((await menuOf(vendor.id)).map((item) => item.id)).toEqual([first!.id, third!.id]);
    expect((await menuAudits(vendor.id)).at(-1)).toMatchObject({
      action: 'deleteMenuItem',
      details: { itemId: second!.id, itemName: 'Item 2' },
    });
    expect((await remove(vendor.id, second!)).status).toBe(404);
  });
});

describe('upload over an existing menu (decision 041)', () => {
  const stored = [
    { name: 'Margherita', price: 95, category: 'Pizza', description: 'Tomato' },
    { name: 'Vesuvio', price: 105, category: 'Pizza' },
    { name: 'Cola', price: 20, category: 'Drinks' },
    { name: 'Tiramisu', price: 55, category: 'Dessert' },
  ];
  // Same name and category ignoring case and spaces: matched; "Cola" in a new category: not.
  const next = [
    { name: '  margherita ', price: 95, category: 'PIZZA', description: 'Tomato' },
    { name: 'Vesuvio', price: 109, category: 'Pizza' },
    { name: 'Cola', price: 20, category: 'Soft drinks' },
    { name: 'Calzone', price: 115, category: 'Pizza' },
    { name: 'Tiramisu', price: 55, category: 'Dessert' },
  ];

  it('previews added, changed, removed and unchanged items and writes nothing', async () => {
    const vendor = await createVendor(t.database.db);
    await upload(vendor.id, stored);
    const before = await menuOf(vendor.id);
    const auditsBefore = (await menuAudits(vendor.id)).length;
    const response = await preview(vendor.id, next);
    expect(response.status).toBe(200);
    const diff = response.body.data;
    expect(diff.counts).toEqual({ added: 2, changed: 2, removed: 1, unchanged: 1 });
    expect(diff.added.map((item: { name: string; category: string }) => [item.name, item.category])).toEqual([
      ['Cola', 'Soft drinks'],
      ['Calzone', 'Pizza'],
    ]);
    expect(
      diff.changed.map((change: { before: StoredItem; after: { name: string; price: number } }) => [
        change.before.id,
        change.before.name,
        change.after.name,
        change.before.price,
        change.after.price,
      ]),
    ).toEqual([
      [before[0]!.id, 'Margherita', 'margherita', 95, 95],
      [before[1]!.id, 'Vesuvio', 'Vesuvio', 105, 109],
    ]);
    expect(diff.removed.map((item: StoredItem) => [item.id, item.name])).toEqual([[before[2]!.id, 'Cola']]);
    expect(diff.fingerprint).toEqual(expect.any(String));
    expect(await menuOf(vendor.id)).toEqual(before);
    expect(await menuAudits(vendor.id)).toHaveLength(auditsBefore);
  });

  it('applies it in one transaction: matched items keep their ids, in the new order', async () => {
    const vendor = await createVendor(t.database.db);
    await upload(vendor.id, stored);
    const before = await menuOf(vendor.id);
    const { fingerprint } = (await preview(vendor.id, next)).body.data;
    const response = await call(t.app, `/api/menus/${vendor.id}/items`, {
      method: 'POST',
      token: accounts.admin.token,
      body: { menus: next, expectedFingerprint: fingerprint, language: 'en' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Menu uploaded successfully', count: 5 });
    const after = await menuOf(vendor.id);
    expect(after.map((item) => [item.name, item.category, item.price])).toEqual([
      ['margherita', 'PIZZA', 95],
      ['Vesuvio', 'Pizza', 109],
      ['Cola', 'Soft drinks', 20],
      ['Calzone', 'Pizza', 115],
      ['Tiramisu', 'Dessert', 55],
    ]);
    // Changed and unchanged items keep their ids; the removed Cola's id is gone.
    expect(after[0]!.id).toBe(before[0]!.id);
    expect(after[1]!.id).toBe(before[1]!.id);
    expect(after[4]!.id).toBe(before[3]!.id);
    expect(after[4]!.updatedAt).toBe(before[3]!.updatedAt);
    expect(after.map((item) => item.id)).not.toContain(before[2]!.id);
    expect((await menuAudits(vendor.id)).at(-1)).toMatchObject({
      action: 'replaceMenu',
      details: { count: 5, previousCount: 4, added: 2, changed: 2, removed: 1, unchanged: 1 },
    });
  });

  it('refuses with 409 when the menu changed since the preview, and changes nothing', async () => {
    const vendor = await createVendor(t.database.db);
    await upload(vendor.id, stored);
    const { fingerprint } = (await preview(vendor.id, next)).body.data;
    const [margherita] = await menuOf(vendor.id);
    await edit(vendor.id, margherita!, { available: false });
    const before = await menuOf(vendor.id);
    const response = await call(t.app, `/api/menus/${vendor.id}/items`, {
      method: 'POST',
      token: accounts.admin.token,
      body: { menus: next, expectedFingerprint: fingerprint, language: 'sv' },
    });
    expectError(response, 409, {
      code: 'menu_changed',
      error: 'Menyn har ändrats sedan jämförelsen. Jämför igen innan du laddar upp.',
    });
    expect(await menuOf(vendor.id)).toEqual(before);
    // A fresh preview sees the change and its fingerprint is accepted.
    const again = (await preview(vendor.id, next)).body.data;
    expect(again.fingerprint).not.toBe(fingerprint);
    const applied = await call(t.app, `/api/menus/${vendor.id}/items`, {
      method: 'POST',
      token: accounts.admin.token,
      body: { menus: next, expectedFingerprint: again.fingerprint, language: 'en' },
    });
    expect(applied.status).toBe(200);
  });

  it('keeps the menu as it was when the apply fails half-way', async () => {
    const vendor = await createVendor(t.database.db);
    await upload(vendor.id, stored);
    const before = await menuOf(vendor.id);
    const db = t.database.db;
    await db.execute(
      sql.raw(`alter table menu_items add constraint test_fail_diff check (name <> 'Explode')`),
    );
    try {
      const response = await upload(vendor.id, [...next, { name: 'Explode', price: 1 }]);
      expect(response.status).toBe(500);
    } finally {
      await db.execute(sql.raw('alter table menu_items drop constraint test_fail_diff'));
    }
    expect(await menuOf(vendor.id)).toEqual(before);
  });

  it('matches duplicates in menu order and answers an empty menu as all added', async () => {
    const vendor = await createVendor(t.database.db);
    const first = (await preview(vendor.id, items(2))).body.data;
    expect(first.counts).toEqual({ added: 2, changed: 0, removed: 0, unchanged: 0 });
    await upload(vendor.id, [
      { name: 'Cola', price: 20 },
      { name: 'Cola', price: 30 },
    ]);
    const before = await menuOf(vendor.id);
    await upload(vendor.id, [{ name: 'cola', price: 20 }]);
    const after = await menuOf(vendor.id);
    expect(after.map((item) => [item.id, item.name])).toEqual([[before[0]!.id, 'cola']]);
  });
});

describe('menu changes in the activity log', () => {
  it('lists edits, switches and deletes on the vendor, naming the item', async () => {
    const vendor = await createVendor(t.database.db);
    await upload(vendor.id, [{ name: 'Cola', price: 20 }]);
    const [cola] = await menuOf(vendor.id);
    const off = await edit(vendor.id, cola!, { available: false });
    await remove(vendor.id, off.body.data);
    const log = await call(t.app, '/api/audit', {
      token: accounts.admin.token,
      query: { entity: 'vendor', entityId: vendor.id, language: 'en' },
    });
    expect(log.status).toBe(200);
    expect(
      log.body.data.map((entry: { action: string; subject: string | null }) => [entry.action, entry.subject]),
    ).toEqual([
      ['deleteMenuItem', 'Cola'],
      ['makeMenuItemUnavailable', 'Cola'],
      ['replaceMenu', null],
    ]);
  });
});
