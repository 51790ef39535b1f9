import { createHandshakeHeader, todayInStockholm } from '@levera/domain';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANGE_FEED_APPLICATION_NAME } from './db/change-feed.ts';
import { rowsOf } from './db/client.ts';
import { offers, partnerApplications, promotions, sessions, vendors } from './db/schema.ts';
import { seedSampleOffers } from './seed/sample-offers.ts';
import { seedSamplePartners } from './seed/sample-partners.ts';
import { seedSamplePromotions } from './seed/sample-promotions.ts';
import { createVendor, signedInAccounts, signIn, validOffer } from './test/fixtures.ts';
import {
  call,
  createTestApp,
  type TestApp,
  postgresOnly,
  testDatabaseUrl,
  testKeyring,
} from './test/test-app.ts';

// Decision 080: one read cache is left (the public active offers, decision 006's mechanism), and
// every other read goes to the database. Through HTTP on both databases: the cached answer is really
// served from memory and follows every announced write; the uncached reads see even a write the
// database does not announce, so a cache added to them without its tables would fail here.
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

/**
 * A request as a client's next one, without `call`'s wait for this process's change feed: what a
 * write answered is what the very next request sees, notification or not.
 */
async function injectNow(
  method: 'GET' | 'PUT',
  url: string,
  options: { token?: string; body?: unknown } = {},
) {
  const response = await t.app.inject({
    method,
    url,
    headers: {
      'content-type': 'application/json',
      'x-app-handshake': createHandshakeHeader(),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
    },
    payload: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('the active offers, the one cached read', () => {
  it('are kept in memory until an offer changes', async () => {
    const first = await call(t.app, '/api/offers/active');
    expect(first.body.data.length).toBeGreaterThan(0);

    // Proof that the second answer comes from memory: a write without its announcement is not seen.
    await unannounced('offers', () => t.database.db.update(offers).set({ active: false }));
    expect((await call(t.app, '/api/offers/active')).raw).toBe(first.raw);

    // An announced write, from anywhere (here SQL straight to the database), empties the cache.
    await t.database.db.update(offers).set({ active: false });
    expect((await call(t.app, '/api/offers/active')).body.data).toEqual([]);
    await t.database.db.update(offers).set({ active: true });
    expect((await call(t.app, '/api/offers/active')).body.data).toHaveLength(first.body.data.length);
  });

  it("show an admin's edit in the very next request, without waiting for the notification", async () => {
    const first = await call(t.app, '/api/offers/active');
    const [offer] = first.body.data as { id: string }[];
    expect(offer).toBeDefined();
    const today = todayInStockholm(new Date());
    // Unannounced, so only the route's own emptying of the cache can make the next read see it.
    let edited = { status: 0 };
    await unannounced('offers', async () => {
      edited = await injectNow('PUT', `/api/offers/${offer!.id}`, {
        token: admin(),
        body: { ...validOffer, titleEn: 'Edited just now', startDate: today, endDate: '2099-12-31' },
      });
    });
    expect(edited.status).toBe(200);
    const next = await injectNow('GET', '/api/offers/active?language=en');
    expect(next.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: offer!.id, title: 'Edited just now' })]),
    );
  });
});

describe('reads that are not cached see every write at once, announced or not', () => {
  it('the vendor list', async () => {
    const first = await call(t.app, '/api/vendors', { token: admin() });
    await unannounced('vendors', () => createVendor(t.database.db, { vendorName: 'Unannounced Deli' }));
    const next = await call(t.app, '/api/vendors', { token: admin() });
    expect(next.body.total).toBe(first.body.total + 1);
    expect(next.body.data.map((vendor: { vendorName: string }) => vendor.vendorName)).toContain(
      'Unannounced Deli',
    );
  });

  it('the partner pages', async () => {
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
    const next = await call(t.app, '/api/partners', { token: admin(), query });
    expect(next.body.data[0]).toMatchObject({ id: top!.id, status: other });
  });

  it("a vendor's promotions, and the vendor's name on them", async () => {
    const vendor = accounts.vendor.token;
    const first = await call(t.app, '/api/vendor/promotions', { token: vendor });
    const [promotion] = first.body.data as { id: string }[];
    expect(promotion).toBeDefined();
    await unannounced('promotions', () =>
      t.database.db
        .update(promotions)
        .set({ title: 'Quietly renamed' })
        .where(eq(promotions.id, promotion!.id)),
    );
    await unannounced('vendors', () =>
      t.database.db
        .update(vendors)
        .set({ vendorName: 'New Shop Name' })
        .where(eq(vendors.id, accounts.vendor.id)),
    );
    const next = await call(t.app, '/api/vendor/promotions', { token: vendor });
    expect(next.body.data.find((row: { id: string }) => row.id === promotion!.id)).toMatchObject({
      title: 'Quietly renamed',
      vendorName: 'New Shop Name',
    });
  });

  it('a vendor edited through the API, in the very next list', async () => {
    await call(t.app, '/api/vendors', { token: admin() });
    const vendor = await createVendor(t.database.db);
    const edited = await injectNow('PUT', `/api/vendors/${vendor.id}`, {
      token: admin(),
      body: { vendorName: 'Renamed Through The API', email: vendor.email, password: '' },
    });
    expect(edited.status).toBe(200);
    const list = await injectNow('GET', '/api/vendors?q=renamed%20through', { token: admin() });
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: vendor.id, vendorName: 'Renamed Through The API' }),
    ]);
  });
});

describe('sessions, read on every request', () => {
  it('are refused at once after sign-out', async () => {
    const token = await signIn(t.app, 'admin', accounts.admin.email);
    expect((await injectNow('GET', '/api/admin/profile', { token })).status).toBe(200);
    expect((await call(t.app, '/api/admin/logout', { method: 'POST', token })).status).toBe(204);
    expect((await injectNow('GET', '/api/admin/profile', { token })).status).toBe(401);
  });

  it('are refused at once when the vendor is switched off straight in the database, unannounced', async () => {
    const vendor = await createVendor(t.database.db);
    const token = await signIn(t.app, 'vendor', vendor.email);
    expect((await call(t.app, '/api/vendor/promotions', { token })).status).toBe(200);
    await unannounced('vendors', () =>
      t.database.db.update(vendors).set({ status: 'suspended' }).where(eq(vendors.id, vendor.id)),
    );
    expect((await call(t.app, '/api/vendor/promotions', { token })).status).toBe(401);
  });

  it('are refused at once when the session row is deleted in the database, unannounced', async () => {
    const token = await signIn(t.app, 'admin', accounts.admin.email);
    expect((await call(t.app, '/api/admin/profile', { token })).status).toBe(200);
    await unannounced('sessions', () =>
      t.database.db.delete(sessions).where(eq(sessions.subjectId, accounts.admin.id)),
    );
    expect((await call(t.app, '/api/admin/profile', { token })).status).toBe(401);
    accounts.admin.token = await signIn(t.app, 'admin', accounts.admin.email);
  });

  it('expire on the clock', async () => {
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
  it('answers the active offers from the database, and follows changes again once it is back', async () => {
    await t.database.db.update(offers).set({ active: true });
    const first = await call(t.app, '/api/offers/active');
    expect(first.body.data.length).toBeGreaterThan(0);
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
    await unannounced('offers', () => t.database.db.update(offers).set({ active: false }));
    expect((await call(t.app, '/api/offers/active')).body.data).toEqual([]);

    await vi.waitFor(() => expect(t.app.changes.live).toBe(true), { timeout: 10_000 });
    await call(t.app, '/api/offers/active');
    await t.database.db.update(offers).set({ active: true });
    expect((await call(t.app, '/api/offers/active')).body.data).toHaveLength(first.body.data.length);
  });
});
