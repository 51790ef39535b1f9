import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partnerApplications, promotions, supportQueries, vendors } from '../../db/schema.ts';
import { EXPORT_BATCH_SIZE } from '../../lib/list-sort.ts';
import { makePersonnummer } from '../../../../../packages/domain/src/test-support.ts';
import { createVendor, setUpTestApp } from '../../test/fixtures.ts';
import { call, type TestApp, postgresOnly, testDatabaseUrl, testKeyring } from '../../test/test-app.ts';
import { nationalIdColumns } from '../partners/national-id.ts';

// Sorting of the four admin lists and their CSV exports (issue 18 §1 and §3, decision 035), through
// HTTP on PGlite and PostgreSQL.
let t: TestApp;
let adminToken: string;
let vendorToken: string;
let vendorId: string;

const NOW = new Date('2026-03-10T10:00:00Z');

setUpTestApp(
  ({ t: made, accounts }) => {
    t = made;
    adminToken = accounts.admin.token;
    vendorToken = accounts.vendor.token;
    vendorId = accounts.vendor.id;
  },
  { now: NOW },
);

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));

/** Five applications: names, case numbers, dates and statuses in different orders; two share a status. */
const PARTNERS = [
  { caseNumber: 'R-2026-000003', firstName: 'Cecilia', lastName: 'Ek', status: 'approved', minute: 1 },
  { caseNumber: 'R-2026-000001', firstName: 'Anna', lastName: 'Berg', status: 'pending', minute: 5 },
  { caseNumber: 'R-2026-000005', firstName: 'Erik', lastName: 'Lund', status: 'rejected', minute: 3 },
  { caseNumber: 'R-2026-000002', firstName: 'Bertil', lastName: 'Holm', status: 'pending', minute: 2 },
  { caseNumber: 'R-2026-000004', firstName: 'David', lastName: 'Sjö', status: 'approved', minute: 4 },
];

async function seedPartners() {
  const rows = await t.database.db
    .insert(partnerApplications)
    .values(
      PARTNERS.map((partner, index) => ({
        caseNumber: partner.caseNumber,
        type: 'rider',
        status: partner.status,
        firstName: partner.firstName,
        lastName: partner.lastName,
        email: `sort${index}@example.se`,
        phone: '+46701234567',
        city: 'Katrineholm',
        vehicle: 'Bicycle',
        // Stored as the rider form stores it: sealed, hashed, masked (decision 058).
        ...nationalIdColumns(testKeyring, makePersonnummer(`1990010${index + 1}`, `12${index}`)),
        termsAcceptedAt: at(partner.minute),
        createdAt: at(partner.minute),
        updatedAt: at(partner.minute),
      })),
    )
    .returning({ id: partnerApplications.id, caseNumber: partnerApplications.caseNumber });
  return new Map(rows.map((row) => [row.caseNumber, row.id]));
}

const adminGet = (url: string, query: Record<string, string> = {}) =>
  call(t.app, url, { token: adminToken, query });

const caseNumbersOf = (answer: { body: { data: { caseNumber: string }[] } }) =>
  answer.body.data.map((row) => row.caseNumber);

/** How the admin list at `url` (with `filters`) orders its rows: their `field`, sorted by `sort` `order`. */
const sortedColumn =
  (url: string, field: string, filters: Record<string, string> = {}) =>
  async (sort: string, order: string): Promise<unknown[]> =>
    (await adminGet(url, { ...filters, sort, order })).body.data.map(
      (row: Record<string, unknown>) => row[field],
    );

/** The file of an export, parsed with the separator its language uses. */
function csvOf(raw: string, delimiter: ',' | ';'): string[][] {
  return parse(raw.replace(/^\uFEFF/, ''), { delimiter, relax_column_count: false });
}

describe('sorting', () => {
  let ids: Map<string, string>;
  it('sorts partner applications by each column, both ways, the id breaking ties', async () => {
    ids = await seedPartners();
    const sorted = sortedColumn('/api/partners', 'caseNumber', { type: 'rider' });
    expect(await sorted('createdAt', 'desc')).toEqual([
      'R-2026-000001',
      'R-2026-000004',
      'R-2026-000005',
      'R-2026-000002',
      'R-2026-000003',
    ]);
    expect(await sorted('createdAt', 'asc')).toEqual([
      'R-2026-000003',
      'R-2026-000002',
      'R-2026-000005',
      'R-2026-000004',
      'R-2026-000001',
    ]);
    expect(await sorted('caseNumber', 'asc')).toEqual([1, 2, 3, 4, 5].map((n) => `R-2026-00000${n}`));
    expect(await sorted('caseNumber', 'desc')).toEqual([5, 4, 3, 2, 1].map((n) => `R-2026-00000${n}`));
    expect(await sorted('name', 'asc')).toEqual([1, 2, 3, 4, 5].map((n) => `R-2026-00000${n}`));
    expect(await sorted('name', 'desc')).toEqual([5, 4, 3, 2, 1].map((n) => `R-2026-00000${n}`));

    const byId = (a: string, b: string) => (ids.get(a)! < ids.get(b)! ? -1 : 1);
    const approved = ['R-2026-000003', 'R-2026-000004'].sort(byId);
    const pending = ['R-2026-000001', 'R-2026-000002'].sort(byId);
    expect(await sorted('status', 'asc')).toEqual([...approved, ...pending, 'R-2026-000005']);
    expect(await sorted('status', 'desc')).toEqual([
      'R-2026-000005',
      ...[...pending].reverse(),
      ...[...approved].reverse(),
    ]);
  });

  it('sorts a search, and pages through a sort without repeating or skipping a row', async () => {
    const searched = await adminGet('/api/partners', { q: 'example.se', sort: 'name', order: 'desc' });
    expect(caseNumbersOf(searched)).toEqual([5, 4, 3, 2, 1].map((n) => `R-2026-00000${n}`));
    const pages = [];
    for (const page of ['1', '2', '3']) {
      const answer = await adminGet('/api/partners', { type: 'rider', sort: 'status', pageSize: '2', page });
      pages.push(...caseNumbersOf(answer));
    }
    expect(pages).toEqual(caseNumbersOf(await adminGet('/api/partners', { type: 'rider', sort: 'status' })));
    expect(new Set(pages).size).toBe(5);
  });

  it('sorts queries, promotions and vendor accounts by their columns, both ways', async () => {
    const db = t.database.db;
    await db.insert(supportQueries).values(
      ['Bravo', 'Alfa', 'Charlie'].map((subject, index) => ({
        caseNumber: `CQ-2026-00000${3 - index}`,
        type: 'customer',
        email: `q${index}@example.se`,
        subject,
        message: 'Hej',
        status: ['created', 'resolved', 'inProgress'][index]!,
        createdAt: at(index),
      })),
    );
    const subjects = sortedColumn('/api/queries', 'subject');
    expect(await subjects('subject', 'asc')).toEqual(['Alfa', 'Bravo', 'Charlie']);
    expect(await subjects('subject', 'desc')).toEqual(['Charlie', 'Bravo', 'Alfa']);
    expect(await subjects('caseNumber', 'asc')).toEqual(['Charlie', 'Alfa', 'Bravo']);
    expect(await subjects('createdAt', 'desc')).toEqual(['Charlie', 'Alfa', 'Bravo']);
    expect(await subjects('status', 'asc')).toEqual(['Bravo', 'Charlie', 'Alfa']);

    await db.insert(promotions).values(
      [
        ['Sommar', '2026-06-01', '2026-06-30', 'active'],
        ['Höst', '2026-09-01', '2026-09-30', 'pending'],
        ['Vinter', '2025-12-01', '2026-01-31', 'active'], // past its end: expired
      ].map(([title, startDate, endDate, status], index) => ({
        vendorId,
        title: title!,
        description: 'Rabatt',
        discountType: 'percentage' as const,
        discountValue: 10,
        startDate: startDate!,
        endDate: endDate!,
        status: status!,
        createdAt: at(index),
      })),
    );
    const titles = sortedColumn('/api/promotions', 'title');
    expect(await titles('title', 'asc')).toEqual(['Höst', 'Sommar', 'Vinter']);
    expect(await titles('startDate', 'asc')).toEqual(['Vinter', 'Sommar', 'Höst']);
    expect(await titles('endDate', 'desc')).toEqual(['Höst', 'Sommar', 'Vinter']);
    // The effective status: active < expired < pending.
    expect(await titles('status', 'asc')).toEqual(['Sommar', 'Vinter', 'Höst']);
    expect(await titles('status', 'desc')).toEqual(['Höst', 'Vinter', 'Sommar']);

    for (const name of ['Sortera Beta', 'Sortera Alfa', 'Sortera Gamma'])
      await createVendor(db, { vendorName: name });
    const names = sortedColumn('/api/vendors', 'vendorName', { q: 'Sortera' });
    expect(await names('vendorName', 'asc')).toEqual(['Sortera Alfa', 'Sortera Beta', 'Sortera Gamma']);
    expect(await names('vendorName', 'desc')).toEqual(['Sortera Gamma', 'Sortera Beta', 'Sortera Alfa']);
    expect(await names('createdAt', 'asc')).toEqual(['Sortera Beta', 'Sortera Alfa', 'Sortera Gamma']);
  });

  it('refuses a sort or order outside the allow-list with 400, in the request language', async () => {
    for (const [url, query] of [
      ['/api/partners', { sort: 'password_hash' }],
      ['/api/queries', { sort: 'createdAt; drop table vendors' }],
      ['/api/promotions', { sort: 'vendorId' }],
      ['/api/vendors', { sort: 'passwordHash' }],
      ['/api/vendors', { order: 'sideways' }],
      ['/api/queries/export.csv', { sort: 'message' }],
    ] as const) {
      const answer = await adminGet(url, { ...query, language: 'sv' });
      expect(answer.status, `${url} ${JSON.stringify(query)}`).toBe(400);
      expect(answer.body).toMatchObject({
        error: 'Vissa fält är ogiltiga. Kontrollera dem och försök igen.',
        fields: { [Object.keys(query)[0]!]: 'Ogiltigt värde' },
      });
    }
  });
});

describe('export', () => {
  it('exports the filtered, searched, sorted partner list in Swedish: BOM, semicolons, masked personnummer', async () => {
    const answer = await adminGet('/api/partners/export.csv', {
      type: 'rider',
      status: 'pending',
      q: 'example.se',
      sort: 'name',
      order: 'desc',
      language: 'sv',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="partner-applications-2026-03-10.csv"',
    );
    expect(answer.raw.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csvOf(answer.raw, ';');
    expect(header!.slice(0, 4)).toEqual(['Ärendenummer', 'Typ', 'Status', 'Skapad']);
    expect(header).toContain('Personnummer (födelsedatum)');
    expect(rows.map((row) => row[0])).toEqual(['R-2026-000002', 'R-2026-000001']);
    const personnummer = header!.indexOf('Personnummer (födelsedatum)');
    expect(rows.map((row) => row[personnummer])).toEqual(['19900104-****', '19900102-****']);
    // 12:02 UTC on 1 January is 13:02 in Stockholm (issue 36 §6).
    expect(rows[0]![3]).toBe('2026-01-01 13:02:00');
    // No full personnummer anywhere in the file.
    expect(answer.raw).not.toMatch(/\d{8}-\d{4}/);
  });

  it('finds a personnummer typed in any form, by its keyed hash, and exports it masked', async () => {
    const personnummer = makePersonnummer('19900103', '122');
    for (const q of [personnummer, personnummer.replace('-', ''), personnummer.slice(2)]) {
      const answer = await adminGet('/api/partners/export.csv', { q, language: 'en' });
      const [header, ...rows] = csvOf(answer.raw, ',');
      expect(rows.map((row) => row[0])).toEqual(['R-2026-000005']);
      expect(rows[0]![header!.indexOf('Personal identity number (birth date)')]).toBe('19900103-****');
      expect(answer.raw).not.toContain(personnummer.slice(2));
    }
  });

  it('uses commas and English headers on English pages', async () => {
    const answer = await adminGet('/api/partners/export.csv', {
      type: 'rider',
      sort: 'caseNumber',
      order: 'asc',
      language: 'en',
    });
    expect(answer.raw.startsWith('\uFEFFCase number,Type,Status,Created,')).toBe(true);
    const [, ...rows] = csvOf(answer.raw, ',');
    expect(rows.map((row) => row[0])).toEqual([1, 2, 3, 4, 5].map((n) => `R-2026-00000${n}`));
  });

  it('neutralises cells a spreadsheet would read as a formula', async () => {
    const dangerous = ['=HYPERLINK("http://evil.example")', '+SUM(A1)', '-2+3', '@cmd', '\tTab', '\rReturn'];
    await t.database.db.insert(supportQueries).values(
      dangerous.map((subject, index) => ({
        caseNumber: `CQ-2026-90000${index}`,
        type: 'driver',
        email: `formula${index}@example.se`,
        subject,
        message: 'Safe text',
        createdAt: at(10 + index),
      })),
    );
    const answer = await adminGet('/api/queries/export.csv', {
      type: 'driver',
      sort: 'createdAt',
      order: 'asc',
    });
    expect(answer.headers['content-disposition']).toBe('attachment; filename="queries-2026-03-10.csv"');
    const [header, ...rows] = csvOf(answer.raw, ',');
    const subject = header!.indexOf('Subject');
    expect(rows.map((row) => row[subject])).toEqual(dangerous.map((text) => `'${text}`));
    expect(rows.map((row) => row[header!.indexOf('Message')])).toEqual(dangerous.map(() => 'Safe text'));
  });

  it('exports promotions with their effective status and vendor accounts without secrets', async () => {
    const promotionsCsv = await adminGet('/api/promotions/export.csv', { status: 'expired', language: 'sv' });
    const [promotionHeader, ...promotionRows] = csvOf(promotionsCsv.raw, ';');
    expect(promotionHeader).toEqual([
      'Titel',
      'Partnerns namn',
      'Status',
      'Rabattyp',
      'Rabattvärde',
      'Leveranserbjudande',
      'Leveransavgift (kr)',
      'Fri leverans från (kr)',
      'Lägsta beställning (kr)',
      'Högsta rabatt (kr)',
      'Startdatum',
      'Slutdatum',
      'Produkter',
      'Skapad',
    ]);
    expect(promotionRows).toHaveLength(1);
    expect(promotionRows[0]!.slice(0, 1)).toEqual(['Vinter']);
    expect(promotionRows[0]!.slice(2, 13)).toEqual([
      'Utgången',
      'Procent',
      '10',
      '',
      '',
      '',
      '',
      '',
      '2025-12-01',
      '2026-01-31',
      '',
    ]);

    const vendorsCsv = await adminGet('/api/vendors/export.csv', {
      q: 'Sortera',
      sort: 'vendorName',
      order: 'asc',
    });
    const [vendorHeader, ...vendorRows] = csvOf(vendorsCsv.raw, ',');
    expect(vendorHeader).toEqual([
      'Vendor name',
      'Email',
      'Status',
      'Menu items',
      'Created',
      'Orders',
      'Paused until',
      'Pause note',
    ]);
    expect(vendorRows.map((row) => row[0])).toEqual(['Sortera Alfa', 'Sortera Beta', 'Sortera Gamma']);
    expect(vendorsCsv.raw).not.toMatch(/\$argon2|\$2[aby]\$|scrypt/);
  });

  it('writes statuses, types, subjects and categories in the language of the export, never as codes', async () => {
    await t.database.db.insert(supportQueries).values([
      {
        caseNumber: 'CQ-2026-700001',
        type: 'customer',
        email: 'words1@example.se',
        subject: 'complain',
        message: 'Ordord',
        status: 'inProgress',
        language: 'sv',
        createdAt: at(40),
      },
      {
        caseNumber: 'VQ-2026-700002',
        type: 'vendor',
        email: 'words2@example.se',
        // A partner's own subject is free text, even when it spells a contact-form code.
        subject: 'other',
        category: 'payment',
        message: 'Ordord',
        status: 'pending',
        language: 'en',
        createdAt: at(41),
      },
    ]);
    const cellsOf = async (url: string, query: Record<string, string>, language: 'sv' | 'en') => {
      const answer = await adminGet(url, { ...query, language });
      expect(answer.status).toBe(200);
      const [header, ...rows] = csvOf(answer.raw, language === 'sv' ? ';' : ',');
      return (column: string) => rows.map((row) => row[header!.indexOf(column)]);
    };
    const queryQuery = { q: 'Ordord', sort: 'caseNumber', order: 'asc' };
    const sv = await cellsOf('/api/queries/export.csv', queryQuery, 'sv');
    expect(sv('Typ')).toEqual(['Kund', 'Partner']);
    expect(sv('Status')).toEqual(['Pågår', 'Väntande']);
    expect(sv('Ämne')).toEqual(['Klagomål', 'other']);
    expect(sv('Kategori')).toEqual(['', 'Betalning']);
    expect(sv('Språk')).toEqual(['Svenska', 'Engelska']);
    const en = await cellsOf('/api/queries/export.csv', queryQuery, 'en');
    expect(en('Type')).toEqual(['Customer', 'Vendor']);
    expect(en('Status')).toEqual(['In progress', 'Pending']);
    expect(en('Subject')).toEqual(['Complaint', 'other']);
    expect(en('Category')).toEqual(['', 'Payment']);
    expect(en('Language')).toEqual(['Swedish', 'English']);

    const partnerQuery = { type: 'rider', sort: 'caseNumber', order: 'asc' };
    const partnersSv = await cellsOf('/api/partners/export.csv', partnerQuery, 'sv');
    expect(partnersSv('Status')).toEqual(['Väntande', 'Väntande', 'Godkänd', 'Godkänd', 'Avslagen']);
    expect(new Set(partnersSv('Typ'))).toEqual(new Set(['Bud']));
    expect(new Set(partnersSv('Fordon'))).toEqual(new Set(['Cykel']));
    const partnersEn = await cellsOf('/api/partners/export.csv', partnerQuery, 'en');
    expect(partnersEn('Status')).toEqual(['Pending', 'Pending', 'Approved', 'Approved', 'Rejected']);
    expect(new Set(partnersEn('Type'))).toEqual(new Set(['Rider']));
    expect(new Set(partnersEn('Vehicle'))).toEqual(new Set(['Bicycle']));

    const promotionQuery = { sort: 'title', order: 'asc' };
    const promotionsSv = await cellsOf('/api/promotions/export.csv', promotionQuery, 'sv');
    // Sommar is approved and starts in June: scheduled, as its badge and the status filter have it.
    expect(promotionsSv('Status')).toEqual(['Väntande', 'Schemalagd', 'Utgången']);
    expect(new Set(promotionsSv('Rabattyp'))).toEqual(new Set(['Procent']));
    const promotionsEn = await cellsOf('/api/promotions/export.csv', promotionQuery, 'en');
    expect(promotionsEn('Status')).toEqual(['Pending', 'Scheduled', 'Expired']);
    expect(new Set(promotionsEn('Discount type'))).toEqual(new Set(['Percentage']));

    const vendorQuery = { q: 'Sortera', sort: 'vendorName', order: 'asc' };
    expect((await cellsOf('/api/vendors/export.csv', vendorQuery, 'sv'))('Status')).toEqual([
      'Aktiv',
      'Aktiv',
      'Aktiv',
    ]);
    expect((await cellsOf('/api/vendors/export.csv', vendorQuery, 'en'))('Status')).toEqual([
      'Active',
      'Active',
      'Active',
    ]);
  });

  it('is for admins only', async () => {
    for (const url of ['/api/queries', '/api/partners', '/api/promotions', '/api/vendors']) {
      expect((await call(t.app, `${url}/export.csv`)).status).toBe(401);
      expect((await call(t.app, `${url}/export.csv`, { token: vendorToken })).status).toBe(403);
    }
  });

  it('exports every page of a long list in its order (keyset batches)', async () => {
    // Two and a half batches: two continuations, and a last batch that is not full.
    const count = EXPORT_BATCH_SIZE * 2.5;
    await t.database.db.execute(sql`
      insert into ${vendors} (vendor_name, email, password_hash, status, created_at)
      select 'Batch ' || lpad(n::text, 5, '0'), 'batch' || n || '@example.se', 'x', 'active',
             timestamptz '2026-02-01' + n * interval '1 second'
      from generate_series(1, ${count}::int) as n`);
    const answer = await adminGet('/api/vendors/export.csv', {
      q: 'batch',
      sort: 'vendorName',
      order: 'desc',
    });
    const [, ...rows] = csvOf(answer.raw, ',');
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row[0])).size).toBe(count);
    expect(rows[0]![0]).toBe(`Batch ${String(count).padStart(5, '0')}`);
    expect(rows[count - 1]![0]).toBe('Batch 00001');
  });
});

// Issue 36 §6: cells a spreadsheet reads as what they are, without an import dialog: moments as
// Swedish wall time 'YYYY-MM-DD HH:MM:SS' (a date-time in Calc and Excel), dates as 'YYYY-MM-DD',
// numbers with the file's decimal mark, phone numbers as dialled from Sweden.
describe('cells as a spreadsheet reads them', () => {
  const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
  const DATE = /^\d{4}-\d{2}-\d{2}$/;
  /** Instants and their wall time in Stockholm: winter (UTC+1), summer (UTC+2), either side of both changes. */
  const INSTANTS = [
    ['2026-01-15T11:05:09.418Z', '2026-01-15 12:05:09'],
    ['2026-07-15T11:05:09.418Z', '2026-07-15 13:05:09'],
    // The issue's own example: 15:17 UTC was 16:17 on the screen.
    ['2026-11-27T15:17:19.418Z', '2026-11-27 16:17:19'],
    // Summer time begins at 01:00 UTC on 29 March 2026: 01:59:59 is followed by 03:00:00.
    ['2026-03-29T00:59:59.000Z', '2026-03-29 01:59:59'],
    ['2026-03-29T01:00:00.000Z', '2026-03-29 03:00:00'],
    // It ends at 01:00 UTC on 25 October 2026: 02:59:59 summer time, then 02:00:00 again.
    ['2026-10-25T00:59:59.000Z', '2026-10-25 02:59:59'],
    ['2026-10-25T01:00:00.000Z', '2026-10-25 02:00:00'],
    // Midnight in Stockholm is the day before in UTC.
    ['2026-12-31T23:30:00.000Z', '2027-01-01 00:30:00'],
  ] as const;

  /** The cells of an export by column header, in both languages. */
  async function exported(url: string, query: Record<string, string>, language: 'sv' | 'en') {
    const answer = await adminGet(url, { ...query, language });
    expect(answer.status).toBe(200);
    const [header, ...rows] = csvOf(answer.raw, language === 'sv' ? ';' : ',');
    return (column: string) => {
      const index = header!.indexOf(column);
      expect(index, `${url}: ${column} in ${header!.join('|')}`).toBeGreaterThanOrEqual(0);
      return rows.map((row) => row[index]!);
    };
  }

  it('writes every moment as Stockholm wall time, "YYYY-MM-DD HH:MM:SS", in winter and in summer', async () => {
    await t.database.db.insert(supportQueries).values(
      INSTANTS.map(([instant], index) => ({
        caseNumber: `CQ-2026-80000${index}`,
        type: 'customer',
        email: `tid${index}@example.se`,
        subject: 'inquiries',
        message: 'Tidstest',
        createdAt: new Date(instant),
        respondedAt: new Date(instant),
      })),
    );
    const query = { q: 'Tidstest', sort: 'caseNumber', order: 'asc' };
    for (const [language, created, responded] of [
      ['sv', 'Skapad', 'Besvarad'],
      ['en', 'Created', 'Responded'],
    ] as const) {
      const cells = await exported('/api/queries/export.csv', query, language);
      expect(cells(created)).toEqual(INSTANTS.map(([, wallTime]) => wallTime));
      expect(cells(responded)).toEqual(INSTANTS.map(([, wallTime]) => wallTime));
    }
  });

  it('writes the date cells of all four exports in a date form, no "T" and no "Z"', async () => {
    const db = t.database.db;
    await db.insert(vendors).values({
      vendorName: 'Tidsbolaget',
      email: 'tidsbolaget@example.se',
      passwordHash: 'x',
      createdAt: new Date(INSTANTS[1][0]),
    });
    const vendorCells = await exported('/api/vendors/export.csv', { q: 'Tidsbolaget' }, 'sv');
    expect(vendorCells('Skapad')).toEqual([INSTANTS[1][1]]);

    const partnerCells = await exported('/api/partners/export.csv', { type: 'rider' }, 'en');
    expect(partnerCells('Created').length).toBeGreaterThan(0);
    for (const cell of partnerCells('Created')) expect(cell).toMatch(DATE_TIME);

    const promotionCells = await exported('/api/promotions/export.csv', {}, 'sv');
    for (const cell of promotionCells('Skapad')) expect(cell).toMatch(DATE_TIME);
    for (const cell of [...promotionCells('Startdatum'), ...promotionCells('Slutdatum')])
      expect(cell).toMatch(DATE);

    const queryCells = await exported('/api/queries/export.csv', {}, 'en');
    for (const cell of queryCells('Created')) expect(cell).toMatch(DATE_TIME);
    for (const cell of queryCells('Responded')) expect(cell).toMatch(cell === '' ? /^$/ : DATE_TIME);
  });

  it("exports a promotion's delivery fee, free-delivery threshold, minimum order and maximum discount", async () => {
    await t.database.db.insert(promotions).values([
      {
        vendorId,
        title: 'Leveranstest sänkt avgift',
        description: 'Billigare leverans',
        discountType: 'delivery' as const,
        deliveryType: 'reducedFee' as const,
        deliveryFee: 19.5,
        minimumOrder: 150.5,
        startDate: '2026-04-01',
        endDate: '2026-04-30',
      },
      {
        vendorId,
        title: 'Leveranstest fri från',
        description: 'Fri leverans över en gräns',
        discountType: 'delivery' as const,
        deliveryType: 'freeAboveThreshold' as const,
        freeDeliveryThreshold: 1249,
        startDate: '2026-04-01',
        endDate: '2026-04-30',
      },
      {
        vendorId,
        title: 'Leveranstest procent',
        description: 'Tio procent på allt',
        discountType: 'percentage' as const,
        discountValue: 12.5,
        minimumOrder: 200,
        maximumDiscount: 75.25,
        startDate: '2026-04-01',
        endDate: '2026-04-30',
      },
    ]);
    const query = { q: 'Leveranstest', sort: 'title', order: 'asc' };
    const sv = await exported('/api/promotions/export.csv', query, 'sv');
    expect(sv('Titel')).toEqual([
      'Leveranstest fri från',
      'Leveranstest procent',
      'Leveranstest sänkt avgift',
    ]);
    expect(sv('Leveranserbjudande')).toEqual([
      'Fri leverans över ett visst belopp',
      '',
      'Sänkt leveransavgift',
    ]);
    expect(sv('Leveransavgift (kr)')).toEqual(['', '', '19,5']);
    expect(sv('Fri leverans från (kr)')).toEqual(['1249', '', '']);
    expect(sv('Lägsta beställning (kr)')).toEqual(['', '200', '150,5']);
    expect(sv('Högsta rabatt (kr)')).toEqual(['', '75,25', '']);
    expect(sv('Rabattvärde')).toEqual(['', '12,5', '']);

    const en = await exported('/api/promotions/export.csv', query, 'en');
    expect(en('Delivery offer')).toEqual(['Free delivery above an order amount', '', 'Reduced delivery fee']);
    expect(en('Delivery fee (SEK)')).toEqual(['', '', '19.5']);
    expect(en('Free delivery from (SEK)')).toEqual(['1249', '', '']);
    expect(en('Minimum order (SEK)')).toEqual(['', '200', '150.5']);
    expect(en('Maximum discount (SEK)')).toEqual(['', '75.25', '']);
    expect(en('Discount value')).toEqual(['', '12.5', '']);
  });

  it('writes a Swedish phone as "070-…" and a foreign one with 00, without an apostrophe; "=1+1" stays neutralised', async () => {
    await t.database.db.insert(supportQueries).values(
      [
        ['+46701234567', 'Telefon svensk'],
        ['+4681234567', 'Telefon stockholm'],
        ['+442079460958', 'Telefon brittisk'],
        ['=1+1', '=1+1'],
        [null, '+46 på ämnesraden'],
      ].map(([phone, subject], index) => ({
        caseNumber: `CQ-2026-81000${index}`,
        type: 'driver',
        email: `telefon${index}@example.se`,
        phone,
        subject: subject!,
        message: 'Telefontest',
      })),
    );
    const query = { q: 'Telefontest', sort: 'caseNumber', order: 'asc' };
    for (const [language, phone, subject] of [
      ['sv', 'Telefon', 'Ämne'],
      ['en', 'Phone', 'Subject'],
    ] as const) {
      const cells = await exported('/api/queries/export.csv', query, language);
      expect(cells(phone)).toEqual(['070-123 45 67', '08-123 45 67', '00 44 20 7946 0958', "'=1+1", '']);
      expect(cells(subject)).toEqual([
        'Telefon svensk',
        'Telefon stockholm',
        'Telefon brittisk',
        "'=1+1",
        "'+46 på ämnesraden",
      ]);
    }

    // The applications' phones too (stored as +46701234567 by the seed above).
    const partnerPhones = await exported('/api/partners/export.csv', { type: 'rider' }, 'sv');
    expect(new Set(partnerPhones('Telefon'))).toEqual(new Set(['070-123 45 67']));
  });

  it('writes the dialled form stored with the number, and formats a number changed without it', async () => {
    // The contact form stores the number and its dialled form together (decision 077).
    const sent = await call(t.app, '/api/queries', {
      method: 'POST',
      body: {
        requesterType: 'customer',
        firstName: 'Sara',
        lastName: 'Nilsson',
        email: 'uppringd@example.se',
        phoneNumber: '070-123 45 67',
        subject: 'other',
        message: 'Uppringd',
      },
    });
    expect(sent.status).toBe(201);
    const thisQuery = eq(supportQueries.caseNumber, sent.body.caseNumber);
    const stored = () =>
      t.database.db
        .select({ phone: supportQueries.phone, phoneDialled: supportQueries.phoneDialled })
        .from(supportQueries)
        .where(thisQuery);
    const set = (values: Partial<typeof supportQueries.$inferInsert>) =>
      t.database.db.update(supportQueries).set(values).where(thisQuery);
    const phones = async () =>
      (await exported('/api/queries/export.csv', { q: 'Uppringd' }, 'sv'))('Telefon');
    expect(await stored()).toEqual([{ phone: '+46701234567', phoneDialled: '070-123 45 67' }]);
    expect(await phones()).toEqual(['070-123 45 67']);

    // The export writes the stored form as it is, without formatting the number again.
    await set({ phoneDialled: '070-123 45 67 (stored)' });
    expect(await phones()).toEqual(['070-123 45 67 (stored)']);

    // A write that changes the number without its form empties the form (migration 0023's trigger),
    // and the export formats the new number itself.
    await set({ phone: '+442079460958' });
    expect(await stored()).toEqual([{ phone: '+442079460958', phoneDialled: null }]);
    expect(await phones()).toEqual(['00 44 20 7946 0958']);

    // Written together, both are kept; an erased number leaves no form behind.
    await set({ phone: '+46701234567', phoneDialled: '070-123 45 67' });
    expect(await stored()).toEqual([{ phone: '+46701234567', phoneDialled: '070-123 45 67' }]);
    await set({ phone: null });
    expect(await stored()).toEqual([{ phone: null, phoneDialled: null }]);
    expect(await phones()).toEqual(['']);
  });
});

describe.skipIf(!testDatabaseUrl)(postgresOnly('export of 100,000 rows (PostgreSQL)'), () => {
  it('streams them all', async () => {
    // INSERT … SELECT generate_series in ten statements of 10,000 rows: each stays well inside the
    // app's statement timeout even on a busy machine.
    for (let first = 1; first <= 100_000; first += 10_000) {
      await t.database.db.execute(sql`
        insert into ${supportQueries} (case_number, type, email, subject, message, status, created_at)
        select 'SQ-' || lpad(n::text, 6, '0'), 'store', 'store' || n || '@example.se', 'Leverans ' || n,
               'Meddelande nummer ' || n, 'created', timestamptz '2026-02-01' + n * interval '1 second'
        from generate_series(${first}::int, ${first + 9_999}::int) as n`);
    }
    const answer = await adminGet('/api/queries/export.csv', { type: 'store', language: 'sv' });
    expect(answer.status).toBe(200);
    const lines = answer.raw.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(100_001);
    expect(lines[1]!.startsWith('SQ-100000;Butik;Skapad;')).toBe(true);
    expect(lines[100_000]!.startsWith('SQ-000001;Butik;Skapad;')).toBe(true);
  }, 120_000);
});
