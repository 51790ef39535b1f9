import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { createVendor, signedInTestApp, TEST_PASSWORD, validOffer } from '../../test/fixtures.ts';
import { call } from '../../test/test-app.ts';

// Issue 36 §9g: the Activity log said "Edited" without what changed. An edit's audit row carries
// `changes: { field: { from, to } }`, personal values masked as it is written (an e-mail address
// 'a•••@k•••.se'; a password never, only that it changed), and GET /api/audit answers them. The
// erasure keeps only neutral keys of an erased item's entries: the `changes` go with the person.
// On PGlite and (with TEST_DATABASE_URL) PostgreSQL.

const NOW = new Date('2030-03-10T09:00:00Z');
const { t, accounts } = signedInTestApp({ now: NOW });

const admin = (url: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body?: Record<string, unknown>) =>
  call(t.app, url, { method, body, token: accounts.admin.token });

/** The newest entries of one item, as the Activity screen and the item's history read them. */
async function historyOf(entity: string, entityId: string) {
  const answer = await call(t.app, '/api/audit', {
    token: accounts.admin.token,
    query: { entity, entityId },
  });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data as { action: string; changes?: { field: string; from: unknown; to: unknown }[] }[];
}

/** Every stored detail of one item's audit rows, as text. */
async function storedDetails(entity: string, entityId: string): Promise<string> {
  const rows = await t.database.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));
  return JSON.stringify(rows.map((row) => row.details));
}

describe('what an edit changed (issue 36 §9g)', () => {
  it('a vendor account: the name in clear, the e-mail masked, the password only as changed', async () => {
    const vendor = await createVendor(t.database.db, {
      vendorName: 'Kebabhuset',
      email: 'anna.berg@kebabhuset.se',
    });
    const newPassword = 'a much better password 42';
    const edited = await admin(`/api/vendors/${vendor.id}`, 'PUT', {
      vendorName: 'Kebabhuset Centrum',
      email: 'kassa@grillbaren.nu',
      password: newPassword,
    });
    expect(edited.status, edited.raw).toBe(200);

    const [entry] = await historyOf('vendor', vendor.id);
    expect(entry).toMatchObject({ action: 'update' });
    // By field name, a changed password last.
    expect(entry!.changes).toEqual([
      { field: 'email', from: 'a•••@k•••.se', to: 'k•••@g•••.nu' },
      { field: 'vendorName', from: 'Kebabhuset', to: 'Kebabhuset Centrum' },
      { field: 'password', from: null, to: null },
    ]);
    const stored = await storedDetails('vendor', vendor.id);
    for (const secret of ['anna.berg@kebabhuset.se', 'kassa@grillbaren.nu', newPassword, TEST_PASSWORD]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('a menu item, an offer and a vendor’s promotion: each changed field with its old and new value', async () => {
    // A menu item the admin edits in place.
    const uploaded = await admin(`/api/menus/${accounts.vendor.id}/items`, 'POST', {
      menus: [{ name: 'Margherita', description: 'Tomato and mozzarella', price: 95, category: 'Pizza' }],
    });
    expect(uploaded.status, uploaded.raw).toBeLessThan(300);
    const items = await call(t.app, `/api/menus/${accounts.vendor.id}/items`, {
      token: accounts.admin.token,
    });
    const item = items.body.data[0];
    const patched = await admin(`/api/menus/${accounts.vendor.id}/items/${item.id}`, 'PATCH', {
      name: 'Margherita',
      description: item.description,
      price: 99.5,
      category: 'Pizzor',
      available: item.available,
      expectedUpdatedAt: item.updatedAt,
    });
    expect(patched.status, patched.raw).toBe(200);
    const [menuEntry] = await historyOf('vendor', accounts.vendor.id);
    expect(menuEntry).toMatchObject({ action: 'updateMenuItem' });
    expect(menuEntry!.changes).toEqual([
      { field: 'category', from: 'Pizza', to: 'Pizzor' },
      { field: 'price', from: 95, to: 99.5 },
    ]);

    // An offer.
    const offer = await admin('/api/offers', 'POST', validOffer);
    expect(offer.status, offer.raw).toBe(201);
    const offerEdit = await admin(`/api/offers/${offer.body.data.id}`, 'PUT', {
      ...validOffer,
      titleEn: 'Free delivery fortnight',
      endDate: '2030-06-14',
    });
    expect(offerEdit.status, offerEdit.raw).toBe(200);
    const [offerEntry] = await historyOf('offer', offer.body.data.id);
    expect(offerEntry).toMatchObject({ action: 'update' });
    expect(offerEntry!.changes).toEqual([
      { field: 'endDate', from: '2030-06-30', to: '2030-06-14' },
      { field: 'titleEn', from: 'Free delivery week', to: 'Free delivery fortnight' },
    ]);

    // A vendor's pending promotion: a long description is kept shortened.
    const body = {
      title: 'Spring deal',
      description: 'Twenty percent off every pizza all spring.',
      discountType: 'percentage',
      discountValue: 20,
      startDate: '2030-03-10',
      endDate: '2030-03-31',
    };
    const created = await call(t.app, '/api/vendor/promotions', {
      method: 'POST',
      token: accounts.vendor.token,
      body,
    });
    expect(created.status, created.raw).toBe(201);
    const longer = `${'A pizza for every table. '.repeat(8)}Ends in March.`;
    const promotionEdit = await call(t.app, `/api/vendor/promotions/${created.body.data.id}`, {
      method: 'PUT',
      token: accounts.vendor.token,
      body: { ...body, title: 'Spring pizza deal', description: longer, discountValue: 25 },
    });
    expect(promotionEdit.status, promotionEdit.raw).toBe(200);
    const [promotionEntry] = await historyOf('promotion', created.body.data.id);
    expect(promotionEntry).toMatchObject({ action: 'update' });
    expect(promotionEntry!.changes).toEqual([
      { field: 'description', from: body.description, to: `${longer.slice(0, 120)}…` },
      { field: 'discountValue', from: 20, to: 25 },
      { field: 'title', from: 'Spring deal', to: 'Spring pizza deal' },
    ]);
  });

  it('is left out for entries that are no edits, and for an edit that changed nothing', async () => {
    const vendor = await createVendor(t.database.db, { vendorName: 'Samma Namn' });
    const same = await admin(`/api/vendors/${vendor.id}`, 'PUT', {
      vendorName: 'Samma Namn',
      email: vendor.email,
    });
    expect(same.status, same.raw).toBe(200);
    const [entry] = await historyOf('vendor', vendor.id);
    expect(entry).toMatchObject({ action: 'update' });
    expect(entry).not.toHaveProperty('changes');
  });

  it('goes with the person when the account is erased: the erasure drops `changes` from its entries', async () => {
    const email = 'lina.ek@example.se';
    const vendor = await createVendor(t.database.db, { vendorName: 'Linas Deli', email: 'deli@example.se' });
    const edited = await admin(`/api/vendors/${vendor.id}`, 'PUT', { vendorName: 'Lina Eks Deli', email });
    expect(edited.status, edited.raw).toBe(200);
    expect((await historyOf('vendor', vendor.id))[0]!.changes).toHaveLength(2);
    expect(await storedDetails('vendor', vendor.id)).toContain('Lina Eks Deli');

    expect((await admin(`/api/vendors/${vendor.id}`, 'DELETE')).status).toBe(200);
    const erased = await admin('/api/privacy/erasure', 'POST', { q: email, reason: 'Asked by e-mail' });
    expect(erased.status, erased.raw).toBe(200);
    expect(erased.body.data).toMatchObject({ vendorAccounts: 1 });

    const rows = await t.database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'vendor'), eq(auditLog.entityId, vendor.id), eq(auditLog.action, 'update')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.details).not.toHaveProperty('changes');
    expect(await storedDetails('vendor', vendor.id)).not.toContain('Lina Eks Deli');
    const [update] = (await historyOf('vendor', vendor.id)).filter((entry) => entry.action === 'update');
    expect(update).not.toHaveProperty('changes');
  });
});
