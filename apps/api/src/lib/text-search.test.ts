import { parse } from 'csv-parse/sync';
import { and, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { partnerApplications, promotions, supportQueries } from '../db/schema.ts';
import { queryListFilters } from '../modules/support-queries/support-queries.service.ts';
import { createVendor, signedInTestApp } from '../test/fixtures.ts';
import { call } from '../test/test-app.ts';
import { digitRun, rarePart } from './text-search.ts';

// Decision 049: a search term with a run of digits reads the trigram index by those digits and checks
// each of their rows against the whole term. Through HTTP, on PGlite and (TEST_DATABASE_URL) on
// PostgreSQL: the answer is every row that contains the whole term, wherever in the row, and no row
// that contains only its digits: the rows a plain ILIKE gives. An exact lookup (case_number = …,
// email = …) would have missed the rows that contain the term inside a longer value or in a message.

describe('digitRun', () => {
  it('is the longest run of at least five digits, unless it is the whole term', () => {
    expect(digitRun('CQ-2025-0765432')).toBe('0765432');
    expect(digitRun('applicant765432@')).toBe('765432');
    expect(digitRun('rabatt 76543')).toBe('76543');
    expect(digitRun('+46701234567')).toBe('46701234567');
    expect(digitRun('kund2025@example.se')).toBeNull();
    expect(digitRun('pizzeria 8')).toBeNull();
    expect(digitRun('0765432')).toBeNull();
  });
});

/** Seven digits no other test row has. */
const digits = () => String(1_000_000 + Math.floor(Math.random() * 8_999_999));

describe('searches with a run of digits answer the rows that contain the whole term', () => {
  const { t, accounts } = signedInTestApp();
  const list = (path: string, query: Record<string, string>) =>
    call(t.app, path, { token: accounts.admin.token, query });
  /**
   * The list's export and its bulk selection (`/ids`) read the same rows as the list: the same
   * search, narrowed by the term's digits the same way (decision 049).
   */
  async function expectExportAndSelection(path: string, query: Record<string, string>, ids: string[]) {
    const selection = await list(`${path}/ids`, query);
    expect(selection.status).toBe(200);
    expect(selection.body.data.map((row: { id: string }) => row.id).sort()).toEqual([...ids].sort());
    expect(selection.body.total).toBe(ids.length);
    const exported = await list(`${path}/export.csv`, { ...query, language: 'en' });
    expect(exported.status).toBe(200);
    const [, ...rows] = parse(exported.raw.replace(/^\uFEFF/, ''), { delimiter: ',' });
    expect(rows).toHaveLength(ids.length);
  }
  const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 12, minute));

  it('queries: a case number, in its own row, inside a longer one and in another query’s message', async () => {
    const n = digits();
    const insert = (values: Partial<typeof supportQueries.$inferInsert>, minute: number) =>
      t.database.db
        .insert(supportQueries)
        .values({
          caseNumber: `Q-2025-${digits()}`,
          type: 'customer',
          email: 'kund@example.se',
          subject: 'inquiries',
          message: 'Var är min beställning?',
          createdAt: at(minute),
          ...values,
        })
        .returning()
        .then((rows) => rows[0]!);
    const own = await insert({ caseNumber: `Q-2025-${n}` }, 1);
    const longer = await insert({ caseNumber: `VQ-2025-${n}`, type: 'vendor' }, 2);
    const quoted = await insert({ message: `Samma fråga som q-2025-${n}, igen.`, type: 'driver' }, 3);
    await insert({ message: `Ordernummer ${n}.` }, 4); // the digits only
    await insert({ caseNumber: `R-2025-${n}` }, 5); // the digits after another prefix

    const found = await list('/api/queries', { q: `Q-2025-${n}` });
    expect(found.status).toBe(200);
    expect(found.body.data.map((row: { id: string }) => row.id)).toEqual([quoted.id, longer.id, own.id]);
    expect(found.body).toMatchObject({ total: 3, totalIsEstimate: false });
    expect(found.body.counts).toEqual({ all: 3, customer: 1, driver: 1, store: 0, vendor: 1 });
    const drivers = await list('/api/queries', { q: `q-2025-${n}`, type: 'driver' });
    expect(drivers.body.data.map((row: { id: string }) => row.id)).toEqual([quoted.id]);
    expect(drivers.body.counts).toEqual({ all: 3, customer: 1, driver: 1, store: 0, vendor: 1 });
    // The digits alone find all five.
    expect((await list('/api/queries', { q: n })).body.total).toBe(5);
    await expectExportAndSelection('/api/queries', { q: `Q-2025-${n}` }, [quoted.id, longer.id, own.id]);
    await expectExportAndSelection('/api/queries', { q: `q-2025-${n}`, type: 'driver' }, [quoted.id]);
  });

  it('partners: an e-mail address, as it is and inside a longer one', async () => {
    const n = digits();
    const insert = (email: string, minute: number) =>
      t.database.db
        .insert(partnerApplications)
        .values({
          caseNumber: `R-2025-${digits()}`,
          type: 'rider',
          status: 'approved',
          firstName: 'Anna',
          lastName: 'Berg',
          email,
          phone: '+46701234567',
          termsAcceptedAt: at(minute),
          createdAt: at(minute),
        })
        .returning()
        .then((rows) => rows[0]!);
    const own = await insert(`applicant${n}@example.se`, 1);
    const longer = await insert(`anapplicant${n}@example.se`, 2);
    await insert(`applicant${n}@example.com`, 3); // another domain
    await insert(`other${n}@example.se`, 4); // the digits only

    const found = await list('/api/partners', { q: `Applicant${n}@example.se` });
    expect(found.status).toBe(200);
    expect(found.body.data.map((row: { id: string }) => row.id)).toEqual([longer.id, own.id]);
    expect(found.body).toMatchObject({ total: 2, totalIsEstimate: false });
    expect((await list('/api/partners', { q: `applicant${n}@` })).body.total).toBe(3);
    expect((await list('/api/partners', { q: `applicant${n}@`, status: 'pending' })).body.total).toBe(0);
    await expectExportAndSelection('/api/partners', { q: `Applicant${n}@example.se` }, [longer.id, own.id]);
  });

  it('promotions: a title’s words and number, and a vendor name', async () => {
    const n = digits();
    const vendor = await createVendor(t.database.db, { vendorName: `Rabatt ${n} AB` });
    const other = await createVendor(t.database.db);
    const insert = (vendorId: string, title: string, minute: number) =>
      t.database.db
        .insert(promotions)
        .values({
          vendorId,
          title,
          description: 'Rabatt på allt',
          discountType: 'percentage',
          discountValue: 10,
          startDate: '2030-06-01',
          endDate: '2030-06-30',
          status: 'active',
          createdAt: at(minute),
        })
        .returning()
        .then((rows) => rows[0]!);
    const own = await insert(other.id, `Sommarrabatt ${n}`, 1);
    const longer = await insert(other.id, `Rabatt ${n}0`, 2);
    const byVendor = await insert(vendor.id, 'Helgerbjudande', 3);
    await insert(other.id, `Erbjudande ${n}`, 4); // the digits only

    const found = await list('/api/promotions', { q: `rabatt ${n}` });
    expect(found.status).toBe(200);
    expect(found.body.data.map((row: { id: string }) => row.id)).toEqual([byVendor.id, longer.id, own.id]);
    expect(found.body).toMatchObject({ total: 3, totalIsEstimate: false });
    const oldestFirst = await list('/api/promotions', { q: `RABATT ${n}`, sort: 'createdAt', order: 'asc' });
    expect(oldestFirst.body.data.map((row: { id: string }) => row.id)).toEqual([
      own.id,
      longer.id,
      byVendor.id,
    ]);
    await expectExportAndSelection('/api/promotions', { q: `rabatt ${n}` }, [byVendor.id, longer.id, own.id]);
  });

  it('reads the index by the digits when the planner expects few rows with them', async () => {
    // The tests above went through the narrowed search, not the plain one.
    const part = await rarePart(t.database.db, supportQueries, supportQueries.searchText, 'Q-2025-7654321');
    expect(part).toBe('7654321');
  });
});

// Decision 068 (issue 34 §7): a term of one or two letters or digits gives the trigram index nothing
// to look up, and its search read every row of a large table (at a million queries, past the
// statement timeout: a 500). The admin lists refuse it (400, both languages); a term of three is
// always served by the index. At 20,000 queries, analysed, on PGlite and PostgreSQL.
describe('search terms too short for the trigram index', () => {
  const { t, accounts } = signedInTestApp();
  beforeAll(async () => {
    // In batches, each well within the statement timeout on a busy machine.
    for (let from = 1; from <= 20_000; from += 2_000) {
      await t.database.db.execute(sql`
        insert into support_queries (case_number, type, first_name, email, subject, message)
        select 'CQ-2031-' || lpad(i::text, 7, '0'), 'customer', 'Kund', 'kund' || i || '@example.se',
          'inquiries', 'Var är min mat? ' || md5(i::text)
        from generate_series(${from}::int, ${from + 1_999}::int) as i`);
    }
    // As autovacuum would: statistics, and the GIN index's pending list merged into the index.
    await t.database.db.execute(sql`vacuum analyze support_queries`);
  }, 120_000);
  const list = (path: string, query: Record<string, string>) =>
    call(t.app, path, { token: accounts.admin.token, query });

  it('are refused with 400 on every admin list, its export and its selection, in English and Swedish', async () => {
    const paths = ['/api/queries', '/api/partners', '/api/promotions', '/api/vendors'];
    for (const path of [...paths, '/api/queries/export.csv', '/api/queries/ids']) {
      for (const q of ['ab', 'a-', ' b ', 'å1', '--']) {
        const answer = await list(path, { q });
        expect(answer.status, `${path} ${q}`).toBe(400);
        expect(answer.body).toMatchObject({
          code: 'validation_failed',
          fields: { q: 'Type at least 3 letters or digits to search' },
        });
      }
    }
    const swedish = await list('/api/queries', { q: 'bo', language: 'sv' });
    expect(swedish.body.fields).toEqual({ q: 'Skriv minst 3 bokstäver eller siffror för att söka' });
    // No term at all lists everything, as before.
    expect((await list('/api/queries', { q: '  ' })).status).toBe(200);
  });

  /** The plan of the query list's condition for `q`, as its count reads it. */
  async function planOfSearch(q: string): Promise<string> {
    const { filters } = await queryListFilters(t.database.db, { q, type: null, status: null });
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await t.database.db.execute(sql`explain select 1 from ${supportQueries} where ${and(...filters)}`),
    );
    return plan.map((row) => row['QUERY PLAN']).join('\n');
  }

  it('a term of three letters or digits, however spread, is read through the trigram index, not the table', async () => {
    // What the refusal prevents: no trigram to look up, so PostgreSQL reads the table.
    expect(await planOfSearch('ab')).toContain('Seq Scan on support_queries');
    for (const q of ['zqx', 'a b c', 'x.y.z', 'CQ-2031-0012345']) {
      const plan = await planOfSearch(q);
      expect(plan, q).toContain('queries_search_trgm_idx');
      expect(plan, q).not.toContain('Seq Scan');
      expect((await list('/api/queries', { q })).status, q).toBe(200);
    }
    const found = await list('/api/queries', { q: 'CQ-2031-0012345' });
    expect(found.body).toMatchObject({ total: 1, totalIsEstimate: false });
  });
});
