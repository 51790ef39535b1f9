import { randomBytes } from 'node:crypto';
import { type AdminCounts, todayInStockholm } from '@levera/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { type Database, openDatabase, rowsOf } from '../../db/client.ts';
import { partnerApplications, promotions, supportQueries } from '../../db/schema.ts';
import { readEnv } from '../../env.ts';
import { createAdmin, createVendor, signIn } from '../../test/fixtures.ts';
import { call, createTestDatabase } from '../../test/test-app.ts';

// Decision 053 through HTTP, on PGlite and PostgreSQL: the admin's counts come from counters kept by
// triggers, so they must equal what counting the tables says after every kind of write (one row and
// many, through the API and straight into the database, updates that move a row between buckets and
// those that do not, deletes, TRUNCATE), and after many writes at once through two app instances
// (each its own pool on PostgreSQL): a lost update would leave them off by the lost writes.

let main: App;
let other: App;
let otherDatabase: Database;
let database: Database;
let drop: () => Promise<void>;
let adminToken: string;
let vendorId: string;

const unique = () => randomBytes(4).toString('hex');

beforeAll(async () => {
  const created = await createTestDatabase();
  database = created.database;
  drop = created.drop;
  // The concurrent contact forms below come from one address.
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_FORM_RATE_LIMIT: '1000' });
  main = await buildApp({ env, database });
  otherDatabase = created.url
    ? await openDatabase({ kind: 'postgres', url: created.url, poolMax: 5 })
    : created.database;
  other = await buildApp({ env, database: otherDatabase });
  await Promise.all([main.ready(), other.ready()]);
  const admin = await createAdmin(database.db);
  adminToken = await signIn(main, 'admin', admin.email);
  vendorId = (await createVendor(database.db)).id;
});

afterAll(async () => {
  await other?.close();
  await main?.close();
  if (otherDatabase !== database) await otherDatabase?.close();
  await database?.close();
  await drop?.();
});

/** The counts as an admin's browser gets them. */
async function served(app = main): Promise<AdminCounts> {
  const answer = await call(app, '/api/admin/counts', { token: adminToken });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The same numbers counted from the tables, the way the counts were read before decision 053. */
async function countedFromTables(): Promise<AdminCounts> {
  const today = todayInStockholm(new Date());
  const [row] = rowsOf<Record<string, number>>(
    await database.db.execute(sql`
      select
        (select count(*) filter (where not is_read) from support_queries)::int as unread,
        (select count(*) from support_queries)::int as queries,
        (select count(*) filter (where status = 'pending') from partner_applications)::int as pending_partners,
        (select count(*) from partner_applications)::int as partners,
        (select count(*) filter (where status = 'pending' and end_date >= ${today}::date) from promotions)::int
          as pending_promotions,
        (select count(*) from promotions)::int as promotions`),
  );
  return {
    queries: { unread: Number(row!.unread), total: Number(row!.queries) },
    partners: { pending: Number(row!.pending_partners), total: Number(row!.partners) },
    promotions: { pending: Number(row!.pending_promotions), total: Number(row!.promotions) },
  };
}

const queryRow = (values: Partial<typeof supportQueries.$inferInsert> = {}) => ({
  caseNumber: `Q-2030-${unique()}`,
  type: 'customer',
  firstName: 'Sara',
  lastName: 'Nilsson',
  email: 'sara.nilsson@example.com',
  subject: 'inquiries',
  message: 'Where is my order? It was due an hour ago.',
  ...values,
});

const partnerRow = (status = 'pending') => ({
  caseNumber: `R-2030-${unique()}`,
  type: 'rider',
  status,
  firstName: 'Erik',
  lastName: 'Lund',
  email: `erik-${unique()}@example.com`,
  phone: '+46701234567',
  termsAcceptedAt: new Date(),
});

const contactForm = () => ({
  requesterType: 'customer',
  firstName: 'Sara',
  lastName: 'Nilsson',
  email: `sara-${unique()}@example.com`,
  phoneNumber: '070-123 45 67',
  subject: 'couponQueries',
  message: 'My free-delivery week did not apply to my second order.',
  language: 'sv',
});

describe('the admin counts follow every write (counters, decision 053)', () => {
  it('equal the tables after single and multi-row inserts, updates, deletes and TRUNCATE', async () => {
    expect(await served()).toEqual(await countedFromTables());

    // Inserts: one statement of many rows, read and unread, every partner status.
    const queries = await database.db
      .insert(supportQueries)
      .values([
        queryRow(),
        queryRow(),
        queryRow({ isRead: true, readAt: new Date() }),
        queryRow({ type: 'driver' }),
      ])
      .returning({ id: supportQueries.id });
    const partners = await database.db
      .insert(partnerApplications)
      .values(['pending', 'pending', 'pending', 'approved', 'rejected'].map(partnerRow))
      .returning({ id: partnerApplications.id, status: partnerApplications.status });
    await database.db.insert(promotions).values(
      ['pending', 'pending', 'active'].map((status, n) => ({
        vendorId,
        title: `Deal ${n}`,
        description: 'Twenty percent off every pizza.',
        discountType: 'percentage' as const,
        discountValue: 20,
        startDate: '2020-01-01',
        endDate: n === 1 ? '2020-01-31' : '2099-12-31', // the second has lapsed: it reads as expired
        status,
      })),
    );
    const afterInserts = await served();
    expect(afterInserts).toEqual(await countedFromTables());
    expect(afterInserts.queries.unread).toBe(3);
    expect(afterInserts.partners).toEqual({ pending: 3, total: 5 });
    expect(afterInserts.promotions).toEqual({ pending: 1, total: 3 });

    // Through the API: a query marked read, then moved on (read already: no bucket moves), an
    // application approved.
    const readOne = await call(main, `/api/queries/${queries[0]!.id}/read`, {
      method: 'PATCH',
      token: adminToken,
    });
    expect(readOne.status).toBe(200);
    const moved = await call(main, `/api/queries/${queries[0]!.id}/status`, {
      method: 'PATCH',
      token: adminToken,
      body: { status: 'inProgress', expectedStatus: 'created' },
    });
    expect(moved.status).toBe(200);
    const approved = await call(main, `/api/partners/${partners[0]!.id}/status`, {
      method: 'PATCH',
      token: adminToken,
      body: { action: 'approve', expectedStatus: 'pending', language: 'en' },
    });
    expect(approved.status).toBe(200);
    expect(await served()).toEqual(await countedFromTables());

    // An update of many rows that moves some between buckets and leaves others; deletes of both kinds.
    await database.db
      .update(supportQueries)
      .set({ isRead: true })
      .where(inArray(supportQueries.id, [queries[1]!.id, queries[2]!.id]));
    await database.db
      .update(partnerApplications)
      .set({ status: 'inactive' })
      .where(
        inArray(
          partnerApplications.id,
          partners.map((partner) => partner.id),
        ),
      );
    await database.db.delete(supportQueries).where(eq(supportQueries.id, queries[3]!.id));
    await database.db.delete(partnerApplications).where(eq(partnerApplications.id, partners[1]!.id));
    const afterUpdates = await served();
    expect(afterUpdates).toEqual(await countedFromTables());
    expect(afterUpdates.queries).toEqual({ unread: 0, total: 3 });
    expect(afterUpdates.partners).toEqual({ pending: 0, total: 4 });

    // TRUNCATE (psql, a restore) empties the counters with the table; the next rows count from zero.
    await database.db.execute(sql`truncate support_queries, partner_applications cascade`);
    await database.db.insert(supportQueries).values(queryRow());
    await database.db.insert(partnerApplications).values(partnerRow());
    const afterTruncate = await served();
    expect(afterTruncate).toEqual(await countedFromTables());
    expect(afterTruncate.queries).toEqual({ unread: 1, total: 1 });
    expect(afterTruncate.partners).toEqual({ pending: 1, total: 1 });
  });

  it('lose no write made at the same time through two app instances', async () => {
    const before = await served();
    const seeded = await database.db
      .insert(supportQueries)
      .values(Array.from({ length: 10 }, () => queryRow()))
      .returning({ id: supportQueries.id });
    const writes = [
      // 20 contact forms, half through each instance.
      ...Array.from({ length: 20 }, (_, n) =>
        call(n % 2 ? other : main, '/api/queries', { method: 'POST', body: contactForm() }).then((answer) =>
          expect(answer.status).toBe(201),
        ),
      ),
      // The 10 seeded queries marked read meanwhile, each its own request.
      ...seeded.map(({ id }, n) =>
        call(n % 2 ? other : main, `/api/queries/${id}/read`, { method: 'PATCH', token: adminToken }).then(
          (answer) => expect(answer.status).toBe(200),
        ),
      ),
      // 20 applications, one statement each, on both databases' connections.
      ...Array.from({ length: 20 }, (_, n) =>
        (n % 2 ? otherDatabase : database).db.insert(partnerApplications).values(partnerRow()),
      ),
    ];
    await Promise.all(writes);

    const after = await served();
    expect(after).toEqual(await countedFromTables());
    expect(after.queries).toEqual({ unread: before.queries.unread + 20, total: before.queries.total + 30 });
    expect(after.partners).toEqual({
      pending: before.partners.pending + 20,
      total: before.partners.total + 20,
    });
    // The other instance, on its own feed, has heard of them too.
    expect(await served(other)).toEqual(after);
  });
});
