import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerApplications, promotions, supportQueries } from './db/schema.ts';
import { createVendor, signedInTestApp } from './test/fixtures.ts';
import { nationalIdColumns } from './modules/partners/national-id.ts';
import { call, testKeyring } from './test/test-app.ts';

// The admin lists at scale (issue 20, decision 043), through HTTP on PGlite and PostgreSQL: the
// effective-status sort read part by part, the mail worker storing 'expired', the statistics from
// the counters of migration 0013, the promotion search as a UNION, and totals past
// LIST_EXACT_COUNT_LIMIT answered as estimates.

// 10:00 in Stockholm on 10 March 2030.
const NOW = new Date('2030-03-10T09:00:00Z');
// 07:00 in Stockholm the next day (within the 24 hours of the sessions made at NOW).
const TOMORROW = new Date('2030-03-11T06:00:00Z');

type Row = { id: string; title: string; status: string };

describe('promotions sorted by effective status, statistics, and the worker storing expired', () => {
  /** Stored status and end date of each promotion; the comment is its effective status today. */
  const PROMOTIONS = [
    { title: 'A', status: 'active', endDate: '2030-03-10' }, // active: ends today
    { title: 'B', status: 'active', endDate: '2030-03-09' }, // expired yesterday, vendor not told yet
    { title: 'C', status: 'pending', endDate: '2030-03-09' }, // expired yesterday
    { title: 'D', status: 'expired', endDate: '2030-06-01' }, // marked expired by an admin
    { title: 'E', status: 'inactive', endDate: '2030-04-01' },
    { title: 'F', status: 'pending', endDate: '2030-04-01' },
    { title: 'G', status: 'active', endDate: '2030-05-01' },
    { title: 'H', status: 'inactive', endDate: '2030-03-09' }, // expired yesterday
    { title: 'I', status: 'active', endDate: '2030-03-11' },
    { title: 'J', status: 'pending', endDate: '2030-03-10' }, // pending: ends today
  ];
  const effectiveOn = (today: string) => (row: { status: string; endDate: string }) =>
    row.endDate < today ? 'expired' : row.status;
  let ids: Map<string, string>;

  const { t, accounts } = signedInTestApp({ now: NOW });

  beforeAll(async () => {
    const rows = await t.database.db
      .insert(promotions)
      .values(
        PROMOTIONS.map((promotion, index) => ({
          vendorId: accounts.vendor.id,
          title: promotion.title,
          description: `Promotion ${promotion.title}`,
          discountType: 'percentage' as const,
          discountValue: 10,
          startDate: '2030-01-01',
          endDate: promotion.endDate,
          status: promotion.status,
          views: index + 1,
          orders: index,
          revenue: 10.25 * index,
        })),
      )
      .returning({ id: promotions.id, title: promotions.title });
    ids = new Map(rows.map((row) => [row.title, row.id]));
  });

  const list = (query: Record<string, string>) =>
    call(t.app, '/api/promotions', { token: accounts.admin.token, query: { pageSize: '100', ...query } });
  const titles = (answer: { body: { data: Row[] } }) => answer.body.data.map((row) => row.title);

  /** The expected order: effective status (text order), then id, both in the direction asked. */
  function expected(today: string, order: 'asc' | 'desc', only?: string): string[] {
    const effective = effectiveOn(today);
    const rows = PROMOTIONS.filter((row) => !only || effective(row) === only).map((row) => ({
      title: row.title,
      key: `${effective(row)} ${ids.get(row.title)}`,
    }));
    rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (order === 'desc') rows.reverse();
    return rows.map((row) => row.title);
  }

  async function allPages(query: Record<string, string>): Promise<string[]> {
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const answer = await list({ ...query, pageSize: '3', page: String(page) });
      expect(answer.status, answer.raw).toBe(200);
      seen.push(...titles(answer));
    }
    return seen;
  }

  it('sorts by the effective status in both directions, lapsed today or yesterday included, page by page', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const answer = await list({ sort: 'status', order });
      expect(answer.status, answer.raw).toBe(200);
      expect(titles(answer)).toEqual(expected('2030-03-10', order));
      expect(answer.body).toMatchObject({ total: 10, totalIsEstimate: false });
      expect(await allPages({ sort: 'status', order })).toEqual(expected('2030-03-10', order));
    }
    const statuses = (await list({ sort: 'status', order: 'asc' })).body.data.map((row: Row) => row.status);
    expect(statuses).toEqual(
      ['active', 'active', 'active', 'expired', 'expired', 'expired', 'expired'].concat([
        'inactive',
        'pending',
        'pending',
      ]),
    );
  });

  it('sorts a status filter and a search by the effective status too', async () => {
    for (const status of ['active', 'expired', 'inactive', 'pending']) {
      const answer = await list({ sort: 'status', order: 'asc', status });
      expect(titles(answer), status).toEqual(expected('2030-03-10', 'asc', status));
      expect(answer.body.total).toBe(expected('2030-03-10', 'asc', status).length);
    }
    const searched = await list({ sort: 'status', order: 'desc', q: 'promotion' });
    expect(titles(searched)).toEqual(expected('2030-03-10', 'desc'));
    expect(searched.body).toMatchObject({ total: 10, totalIsEstimate: false });
  });

  it('counts the statistics by effective status from the counters', async () => {
    const stats = await call(t.app, '/api/promotions/stats', { token: accounts.admin.token });
    expect(stats.status).toBe(200);
    expect(stats.body.data).toEqual({
      total: 10,
      counts: { active: 3, scheduled: 0, expired: 4, inactive: 1, pending: 2 },
      views: 55,
      orders: 45,
      revenue: 461.25,
    });
  });

  it('the worker stores expired on lapsed promotions (after telling the vendor); no answer changes', async () => {
    const before = {
      asc: titles(await list({ sort: 'status', order: 'asc' })),
      stats: (await call(t.app, '/api/promotions/stats', { token: accounts.admin.token })).body,
      one: (await call(t.app, `/api/promotions/${ids.get('B')}`, { token: accounts.admin.token })).body.data,
    };
    await t.app.mail.drain();
    const stored = await t.database.db
      .select({ title: promotions.title, status: promotions.status, updatedAt: promotions.updatedAt })
      .from(promotions)
      .where(inArray(promotions.title, ['B', 'C', 'H', 'A', 'J']));
    expect(Object.fromEntries(stored.map((row) => [row.title, row.status]))).toEqual({
      A: 'active',
      B: 'expired',
      C: 'expired',
      H: 'expired',
      J: 'pending',
    });
    expect(titles(await list({ sort: 'status', order: 'asc' }))).toEqual(before.asc);
    expect((await call(t.app, '/api/promotions/stats', { token: accounts.admin.token })).body).toEqual(
      before.stats,
    );
    const after = (await call(t.app, `/api/promotions/${ids.get('B')}`, { token: accounts.admin.token })).body
      .data;
    expect(after).toEqual(before.one);
  });

  it('keeps the statistics right through edits, deletes and the next day', async () => {
    const stats = async () =>
      (await call(t.app, '/api/promotions/stats', { token: accounts.admin.token })).body.data;
    await t.database.db
      .update(promotions)
      .set({ views: 100, revenue: 1000 })
      .where(eq(promotions.id, ids.get('G')!));
    await t.database.db.delete(promotions).where(eq(promotions.id, ids.get('E')!));
    expect(await stats()).toEqual({
      total: 9,
      counts: { active: 3, scheduled: 0, expired: 4, inactive: 0, pending: 2 },
      views: 55 - 7 + 100 - 5,
      orders: 45 - 4,
      revenue: 461.25 - 61.5 + 1000 - 41,
    });
    // Tomorrow A and J (ending today) have lapsed; nothing has stored it yet.
    t.setNow(TOMORROW);
    expect((await stats()).counts).toEqual({ active: 2, scheduled: 0, expired: 6, inactive: 0, pending: 1 });
    const byStatus = await list({ sort: 'status', order: 'asc', status: 'expired' });
    expect(titles(byStatus)).toEqual(
      expected('2030-03-11', 'asc', 'expired').filter((title) => title !== 'E'),
    );
    t.setNow(NOW);
  });
});

describe('the promotion search as a UNION of its two indexed sets', () => {
  const { t, accounts } = signedInTestApp({ now: NOW });

  it('finds title, description, vendor name and vendor e-mail matches once each, with the status filter', async () => {
    const nordic = await createVendor(t.database.db, { email: `nordic-${Date.now()}@grillhuset.se` });
    const other = await createVendor(t.database.db);
    const made = await t.database.db
      .insert(promotions)
      .values(
        [
          { vendorId: nordic.id, title: 'Grill night', description: 'Ribs', status: 'active' },
          { vendorId: nordic.id, title: 'Lunch', description: 'Soup', status: 'pending' },
          { vendorId: other.id, title: 'Sushi', description: 'Grillad lax', status: 'active' },
          { vendorId: other.id, title: 'Pasta', description: 'Carbonara', status: 'active' },
        ].map((row) => ({
          ...row,
          discountType: 'percentage' as const,
          discountValue: 10,
          startDate: '2030-01-01',
          endDate: '2030-12-31',
        })),
      )
      .returning({ title: promotions.title });
    expect(made).toHaveLength(4);
    const search = (query: Record<string, string>) =>
      call(t.app, '/api/promotions', {
        token: accounts.admin.token,
        query: { sort: 'title', order: 'asc', ...query },
      });
    // "grill": a title, a description, and the vendor's e-mail (both of its promotions).
    const grill = await search({ q: 'GRILL' });
    expect(grill.body.data.map((row: Row) => row.title)).toEqual(['Grill night', 'Lunch', 'Sushi']);
    expect(grill.body).toMatchObject({ total: 3, totalIsEstimate: false });
    expect((await search({ q: 'grill', status: 'active' })).body.data.map((row: Row) => row.title)).toEqual([
      'Grill night',
      'Sushi',
    ]);
    expect((await search({ q: 'carbonara' })).body.total).toBe(1);
    expect((await search({ q: 'nothing like it' })).body).toMatchObject({ total: 0, data: [] });
  });
});

describe('totals past LIST_EXACT_COUNT_LIMIT are "more than" the limit (decision 068)', () => {
  const { t, accounts } = signedInTestApp({ now: NOW, env: { LIST_EXACT_COUNT_LIMIT: '3' } });

  beforeAll(async () => {
    const db = t.database.db;
    await db.insert(supportQueries).values(
      [...Array.from({ length: 6 }, () => 'customer'), 'vendor'].map((type, index) => ({
        caseNumber: `CQ-2030-00000${index}`,
        type,
        firstName: 'Kund',
        email: `kund${index}@example.se`,
        subject: index < 5 ? 'Leverans' : 'Betalning',
        message: 'Hej!',
        status: index < 5 ? 'created' : 'resolved',
      })),
    );
    await db.insert(partnerApplications).values(
      Array.from({ length: 5 }, (_, index) => ({
        caseNumber: `R-2030-00000${index}`,
        type: 'rider',
        status: index < 4 ? 'approved' : 'pending',
        firstName: 'Anna',
        lastName: `Berg${index}`,
        email: `anna${index}@example.se`,
        phone: '+46701234567',
        city: 'Katrineholm',
        vehicle: 'Bicycle',
        ...nationalIdColumns(testKeyring, `1990010${index + 1}-1234`),
        termsAcceptedAt: NOW,
      })),
    );
    await db.insert(promotions).values(
      Array.from({ length: 5 }, (_, index) => ({
        vendorId: accounts.vendor.id,
        title: `Pizza ${index}`,
        description: 'Pizza',
        discountType: 'percentage' as const,
        discountValue: 10,
        startDate: '2030-01-01',
        endDate: '2030-12-31',
        status: 'pending',
      })),
    );
  });

  const get = (path: string, query: Record<string, string> = {}) =>
    call(t.app, path, { token: accounts.admin.token, query });

  it('queries: a tab past the limit says more than the limit, a page that is not full counts', async () => {
    const all = await get('/api/queries', { pageSize: '5' });
    expect(all.status, all.raw).toBe(200);
    expect(all.body.data).toHaveLength(5);
    // Six customers: more than 3. All: more than 3 + 1 (the vendor's one, counted).
    expect(all.body.counts).toEqual({ all: 4, customer: 3, driver: 0, store: 0, vendor: 1 });
    expect(all.body.countsAreEstimates).toEqual({
      all: true,
      customer: true,
      driver: false,
      store: false,
      vendor: false,
    });
    expect(all.body).toMatchObject({ total: 4, totalIsEstimate: true });

    // A page with fewer rows than its size is the last: its total is exact.
    const everything = await get('/api/queries');
    expect(everything.body).toMatchObject({ total: 7, totalIsEstimate: false });
    expect(everything.body.countsAreEstimates.all).toBe(false);
    expect(everything.body.counts.all).toBe(7);
    const vendorTab = await get('/api/queries', { type: 'vendor' });
    expect(vendorTab.body).toMatchObject({ total: 1, totalIsEstimate: false });
    expect(vendorTab.body.counts.vendor).toBe(1);
    const resolved = await get('/api/queries', { status: 'resolved' });
    expect(resolved.body).toMatchObject({ total: 2, totalIsEstimate: false });
    const searched = await get('/api/queries', { q: 'betalning' });
    expect(searched.body).toMatchObject({ total: 2, totalIsEstimate: false });
  });

  it('partners and promotions: more than the limit past it, counted below it', async () => {
    const partners = await get('/api/partners', { pageSize: '4' });
    expect(partners.body).toMatchObject({ total: 3, totalIsEstimate: true });
    expect(partners.body.data).toHaveLength(4);
    expect((await get('/api/partners')).body).toMatchObject({ total: 5, totalIsEstimate: false });
    expect((await get('/api/partners', { status: 'pending' })).body).toMatchObject({
      total: 1,
      totalIsEstimate: false,
    });
    expect((await get('/api/partners', { q: 'anna', pageSize: '4' })).body).toMatchObject({
      total: 3,
      totalIsEstimate: true,
    });

    const pizza = await get('/api/promotions', { q: 'pizza', pageSize: '4' });
    expect(pizza.body).toMatchObject({ total: 3, totalIsEstimate: true });
    // Without a search the total is the statistics' exact count, however many.
    expect((await get('/api/promotions', { pageSize: '4' })).body).toMatchObject({
      total: 5,
      totalIsEstimate: false,
    });
    expect((await get('/api/promotions', { q: 'pizza 3' })).body).toMatchObject({
      total: 1,
      totalIsEstimate: false,
    });
  });

  it('pages through an estimated total: the last page answers the rows there are, past it none', async () => {
    const first = await get('/api/queries', { pageSize: '5', page: '1' });
    expect(first.body.totalIsEstimate).toBe(true);
    const last = await get('/api/queries', { pageSize: '5', page: '2' });
    expect(last.body.data).toHaveLength(2);
    expect(last.body).toMatchObject({ total: 7, totalIsEstimate: false });
    const past = await get('/api/queries', { pageSize: '5', page: '3' });
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
  });
});

// Issue 34 §7: past the limit the total was PostgreSQL's planner estimate, which for a search is a
// precise-looking wrong number ("about 292,939" for 200,000 matches). Now the count stops at the
// limit and says "more than" it: true whatever the planner thinks. 3,000 matches of 10,000 queries,
// analysed, with a limit of 1,000; and the limit itself counted exactly.
describe('a search with many more matches than LIST_EXACT_COUNT_LIMIT', () => {
  const { t, accounts } = signedInTestApp({ now: NOW, env: { LIST_EXACT_COUNT_LIMIT: '1000' } });
  beforeAll(async () => {
    // In batches, each well within the statement timeout on a busy machine. Every query says
    // "leverans" in 3 of 10; "alfaord" is in exactly 1,000 of them, "betaord" in 1,001.
    for (let from = 1; from <= 10_000; from += 2_000) {
      await t.database.db.execute(sql`
        insert into support_queries (case_number, type, first_name, email, subject, message)
        select 'CQ-2032-' || lpad(i::text, 7, '0'), 'customer', 'Kund', 'kund' || i || '@example.se',
          'inquiries',
          case when i % 10 < 3 then 'Min leverans är sen' else 'Fel vara' end
            || case when i <= 1000 then ' alfaord' else '' end
            || case when i <= 1001 then ' betaord' else '' end
        from generate_series(${from}::int, ${from + 1_999}::int) as i`);
    }
    await t.database.db.execute(sql`vacuum analyze support_queries`);
  }, 120_000);
  const get = (query: Record<string, string>) =>
    call(t.app, '/api/queries', { token: accounts.admin.token, query });

  it('says "more than 1,000", never an estimate of its own', async () => {
    const leverans = await get({ q: 'leverans' });
    expect(leverans.status, leverans.raw).toBe(200);
    expect(leverans.body.data).toHaveLength(20);
    expect(leverans.body).toMatchObject({ total: 1000, totalIsEstimate: true });
    expect(leverans.body.counts).toMatchObject({ all: 1000, customer: 1000 });
    expect(leverans.body.countsAreEstimates).toMatchObject({ all: true, customer: true });
    // Without a search too: 10,000 queries, more than 1,000.
    expect((await get({})).body).toMatchObject({ total: 1000, totalIsEstimate: true });
  });

  it('counts exactly up to the limit, and says "more than" from one past it', async () => {
    expect((await get({ q: 'alfaord' })).body).toMatchObject({ total: 1000, totalIsEstimate: false });
    expect((await get({ q: 'betaord' })).body).toMatchObject({ total: 1000, totalIsEstimate: true });
    // The last page of the 1,001 counts them all.
    expect((await get({ q: 'betaord', pageSize: '100', page: '11' })).body).toMatchObject({
      total: 1001,
      totalIsEstimate: false,
    });
  });
});
