import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANGE_FEED_APPLICATION_NAME } from './db/change-feed.ts';
import { rowsOf } from './db/client.ts';
import { offers, partnerApplications, promotions, sessions, vendors } from './db/schema.ts';
import { seedSampleOffers } from './seed/sample-offers.ts';
import { seedSamplePartners } from './seed/sample-partners.ts';
import { seedSamplePromotions } from './seed/sample-promotions.ts';
import { createVendor, signedInAccounts, signIn } from './test/fixtures.ts';
import {
  call,
  createTestApp,
  type TestApp,
  postgresOnly,
  testDatabaseUrl,
  testKeyring,
} from './test/test-app.ts';

// The read caches of decision 006, through HTTP on both databases: a cached answer is really served
// from memory (a write the database does not announce stays unseen), and every announced write,
// whoever makes it (an API request, or SQL straight to the database), is seen by the next request.
let t: TestApp;
let accounts: Awaited<ReturnType<typeof signedInAccounts>>;

beforeAll(async () => {
  t = await createTestApp();
  accounts = await signedInAccounts(t.app, t.database.db);
  const ids = { adminId: accounts.admin.id, vendorId: accounts.vendor.id };
  await seedSamplePartners(t.database.db, { ...ids, keyring: testKeyring });
  await seedSamplePromotions(t.database.db, ids);
  await seedSampleOffers(t.database.db, accounts.admin.id);
});
afterAll(async () => {
  await t?.close();
});

const admin = () => accounts.admin.token;

/** Runs `write` with the table's change trigger switched off: the database announces nothing. */
async function unannounced(table: string, write: () => Promise<unknown>) {
  await t.database.db.execute(sql.raw(`alter table ${table} disable trigger ${table}_changed`));
  try {
    await write();
  } finally {
    await t.database.db.execute(sql.raw(`alter table ${table} enable trigger ${table}_changed`));
  }
}

describe('hot reads are answered from memory', () => {
  it('keeps the vendor list until the vendors table announces a change', async () => {
    const first = await call(t.app, '/api/vendors', { token: admin() });
    expect(first.status).toBe(200);

    // Proof that the second answer comes from memory: a write without its announcement is not seen.
    await unannounced('vendors', () => createVendor(t.database.db, { vendorName: 'Unannounced Deli' }));
    const cached = await call(t.app, '/api/vendors', { token: admin() });
    expect(cached.raw).toBe(first.raw);

    // Any announced write empties the cache: the next answer has both new vendors.
    await createVendor(t.database.db, { vendorName: 'Announced Bistro' });
    const fresh = await call(t.app, '/api/vendors', { token: admin() });
    expect(fresh.body.total).toBe(first.body.total + 2);
    expect(fresh.body.data.map((vendor: { vendorName: string }) => vendor.vendorName)).toEqual(
      expect.arrayContaining(['Unannounced Deli', 'Announced Bistro']),
    );
  });

  it('shows a vendor edited through the API in the very next list', async () => {
    await call(t.app, '/api/vendors', { token: admin() });
    const vendor = await createVendor(t.database.db);
    const edited = await call(t.app, `/api/vendors/${vendor.id}`, {
      method: 'PUT',
      token: admin(),
      body: { vendorName: 'Renamed Through The API', email: vendor.email, password: '' },
    });
    expect(edited.status).toBe(200);
    const list = await call(t.app, '/api/vendors', { token: admin(), query: { q: 'renamed through' } });
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: vendor.id, vendorName: 'Renamed Through The API' }),
    ]);
  });

  it('keeps partner pages until an application changes', async () => {
    const query = { pageSize: '5' };
    const first = await call(t.app, '/api/partners', { token: admin(), query });
    const [top] = first.body.data as { id: string; status: string }[];
    expect(top).toBeDefined();
    const other = top!.status === 'rejected' ? 'pending' : 'rejected';

    await unannounced('partner_applications', () =>
      t.database.db
        .update(partnerApplications)
        .set({ status: other })
        .where(eq(partnerApplications.id, top!.id)),
    );
    expect((await call(t.app, '/api/partners', { token: admin(), query })).raw).toBe(first.raw);

    await t.database.db
      .update(partnerApplications)
      .set({ status: other })
      .where(eq(partnerApplications.id, top!.id));
    const fresh = await call(t.app, '/api/partners', { token: admin(), query });
    expect(fresh.body.data[0]).toMatchObject({ id: top!.id, status: other });
  });

  it("keeps a vendor's promotions until a promotion or the vendor changes", async () => {
    const vendor = accounts.vendor.token;
    const first = await call(t.app, '/api/vendor/promotions', { token: vendor });
    const [promotion] = first.body.data as { id: string; vendorName: string }[];
    expect(promotion).toBeDefined();

    await unannounced('promotions', () =>
      t.database.db
        .update(promotions)
        .set({ title: 'Quietly renamed' })
        .where(eq(promotions.id, promotion!.id)),
    );
    expect((await call(t.app, '/api/vendor/promotions', { token: vendor })).raw).toBe(first.raw);

    // The list shows the vendor's name, so a change of the vendor empties it too.
    await t.database.db
      .update(vendors)
      .set({ vendorName: 'New Shop Name' })
      .where(eq(vendors.id, accounts.vendor.id));
    const fresh = await call(t.app, '/api/vendor/promotions', { token: vendor });
    expect(fresh.body.data.find((row: { id: string }) => row.id === promotion!.id)).toMatchObject({
      title: 'Quietly renamed',
      vendorName: 'New Shop Name',
    });
  });

  it('keeps the active offers until an offer changes', async () => {
    const first = await call(t.app, '/api/offers/active');
    expect(first.body.data.length).toBeGreaterThan(0);
    await t.database.db.update(offers).set({ active: false });
    expect((await call(t.app, '/api/offers/active')).body.data).toEqual([]);
    await t.database.db.update(offers).set({ active: true });
    expect((await call(t.app, '/api/offers/active')).body.data).toHaveLength(first.body.data.length);
  });
});

describe('sessions kept in memory', () => {
  it('are refused at once after sign-out', async () => {
    const token = await signIn(t.app, 'admin', accounts.admin.email);
    expect((await call(t.app, '/api/admin/profile', { token })).status).toBe(200);
    expect((await call(t.app, '/api/admin/logout', { method: 'POST', token })).status).toBe(204);
    expect((await call(t.app, '/api/admin/profile', { token })).status).toBe(401);
  });

  it('are refused at once when the vendor is switched off, even straight in the database', async () => {
    const vendor = await createVendor(t.database.db);
    const token = await signIn(t.app, 'vendor', vendor.email);
    expect((await call(t.app, '/api/vendor/promotions', { token })).status).toBe(200);
    await t.database.db.update(vendors).set({ status: 'suspended' }).where(eq(vendors.id, vendor.id));
    expect((await call(t.app, '/api/vendor/promotions', { token })).status).toBe(401);
  });

  it('are refused at once when the session row is deleted in the database', async () => {
    const token = await signIn(t.app, 'admin', accounts.admin.email);
    expect((await call(t.app, '/api/admin/profile', { token })).status).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.subjectId, accounts.admin.id));
    expect((await call(t.app, '/api/admin/profile', { token })).status).toBe(401);
    accounts.admin.token = await signIn(t.app, 'admin', accounts.admin.email);
  });

  it('expire on the clock, cached or not', async () => {
    const token = await signIn(t.app, 'admin', accounts.admin.email);
    expect((await call(t.app, '/api/admin/profile', { token })).status).toBe(200);
    t.setNow(new Date(Date.now() + 24 * 60 * 60 * 1000 + 1000));
    try {
      expect((await call(t.app, '/api/admin/profile', { token })).status).toBe(401);
    } finally {
      t.setNow(new Date());
    }
  });
});

// A real PostgreSQL connection can drop; PGlite runs inside the process and cannot.
describe.skipIf(!testDatabaseUrl)(postgresOnly('while the change feed is down'), () => {
  it('answers from the database, and follows changes again once it is back', async () => {
    const first = await call(t.app, '/api/vendors', { token: admin() });
    expect(t.app.changes.live).toBe(true);

    // Cut the listening connection from the server side, as a database restart would.
    const [{ name }] = rowsOf<{ name: string }>(
      await t.database.db.execute(sql`select current_database() as name`),
    ) as [{ name: string }];
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      const killed = await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2',
        [name, CHANGE_FEED_APPLICATION_NAME],
      );
      expect(killed.rowCount).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
    await vi.waitFor(() => expect(t.app.changes.live).toBe(false), { timeout: 5000 });

    // Nothing is announced now, yet the change is seen: nothing comes from memory.
    await unannounced('vendors', () => createVendor(t.database.db, { vendorName: 'Written While Deaf' }));
    const during = await call(t.app, '/api/vendors', { token: admin() });
    expect(during.body.total).toBe(first.body.total + 1);

    await vi.waitFor(() => expect(t.app.changes.live).toBe(true), { timeout: 10_000 });
    await call(t.app, '/api/vendors', { token: admin() });
    await createVendor(t.database.db, { vendorName: 'Written After Reconnecting' });
    const after = await call(t.app, '/api/vendors', { token: admin() });
    expect(after.body.total).toBe(first.body.total + 2);
  });
});
