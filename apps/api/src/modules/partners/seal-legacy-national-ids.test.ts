import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePersonnummer } from '../../../../../packages/domain/src/test-support.ts';
import { rowsOf } from '../../db/client.ts';
import { partnerApplications } from '../../db/schema.ts';
import { lookupHash, open } from '../../lib/personal-data-crypto.ts';
import { signedInAccounts } from '../../test/fixtures.ts';
import { call, createTestApp, type TestApp, testKeyring } from '../../test/test-app.ts';
import { sealLegacyNationalIds } from './seal-legacy-national-ids.ts';

// Personnummer stored in clear before migration 0016 (issue 32, decision 058): start-up seals them
// and empties the old column, in batches that several processes share. On PGlite and PostgreSQL.
let t: TestApp;
let adminToken: string;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signedInAccounts(t.app, t.database.db)).admin.token;
});
afterAll(async () => {
  await t?.close();
});

/** A rider application as the release before 0016 stored it: the personnummer in `national_id`. */
async function insertInClear(nationalId: string, status = 'approved'): Promise<string> {
  sequence++;
  const result = await t.database.db.execute(sql`
    insert into partner_applications
      (case_number, type, status, first_name, last_name, email, phone, city, vehicle, national_id,
       terms_accepted_at)
    values
      (${`R-2020-${String(sequence).padStart(6, '0')}`}, 'rider', ${status}, 'Gamla', ${`Bud${sequence}`},
       ${`gamla${sequence}@example.se`}, '+46701234567', 'Katrineholm', 'Bicycle', ${nationalId}, now())
    returning id`);
  return rowsOf<{ id: string }>(result)[0]!.id;
}

const rowOf = async (id: string) =>
  (await t.database.db.select().from(partnerApplications).where(eq(partnerApplications.id, id)))[0]!;

describe('sealLegacyNationalIds', () => {
  it('seals a personnummer stored in clear, empties the old column, and the number opens again', async () => {
    const personnummer = makePersonnummer('19800215', '456');
    const id = await insertInClear(personnummer);
    // Written without the hyphen or in the short form by hand: stored in the form the form stores.
    const short = makePersonnummer('19800216', '457', { short: true, separator: '' });
    const shortId = await insertInClear(short);

    const report = await sealLegacyNationalIds(t.database.db, testKeyring);
    expect(report).toEqual({ sealed: 2, withoutHash: [], left: 0 });

    const row = await rowOf(id);
    expect(row.legacyNationalId).toBeNull();
    expect(row.nationalIdMasked).toBe('19800215-****');
    expect(row.nationalIdHash).toBe(lookupHash(testKeyring, personnummer));
    expect(open(testKeyring, row.nationalIdSealed!)).toBe(personnummer);
    expect(open(testKeyring, (await rowOf(shortId)).nationalIdSealed!)).toBe(
      `19${short.slice(0, 6)}-${short.slice(6)}`,
    );
    // Nothing in clear is left in the table's columns.
    const [found] = rowsOf<{ count: number }>(
      await t.database.db.execute(sql`
        select count(*)::int as count from partner_applications
        where national_id is not null or search_text like ${`%${personnummer.slice(2, 8)}%`}`),
    );
    expect(found?.count).toBe(0);

    // The admin list shows it masked, and a search by the personnummer finds it.
    const listed = await call(t.app, '/api/partners', {
      token: adminToken,
      query: { q: personnummer.slice(2) },
    });
    expect(listed.body.data.map((partner: { id: string }) => partner.id)).toEqual([id]);
    expect(listed.body.data[0].nationalId).toBe('19800215-****');
  });

  it('finds nothing to do the second time', async () => {
    await insertInClear(makePersonnummer('19800217', '458'));
    expect((await sealLegacyNationalIds(t.database.db, testKeyring)).sealed).toBe(1);
    expect(await sealLegacyNationalIds(t.database.db, testKeyring)).toEqual({
      sealed: 0,
      withoutHash: [],
      left: 0,
    });
  });

  it('shares the rows between runs at once, each row sealed once', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 30; index++)
      ids.push(await insertInClear(makePersonnummer(`197001${String(index + 1).padStart(2, '0')}`, '100')));
    const reports = await Promise.all([
      sealLegacyNationalIds(t.database.db, testKeyring, { batchSize: 4 }),
      sealLegacyNationalIds(t.database.db, testKeyring, { batchSize: 4 }),
      sealLegacyNationalIds(t.database.db, testKeyring, { batchSize: 4 }),
    ]);
    expect(reports.reduce((sum, report) => sum + report.sealed, 0)).toBe(30);
    for (const id of ids) {
      const row = await rowOf(id);
      expect(row.legacyNationalId).toBeNull();
      expect(open(testKeyring, row.nationalIdSealed!)).toMatch(/^1970\d{4}-\d{4}$/);
    }
  });

  it('keeps both of two pending applications of one person, the second without its hash', async () => {
    // Only possible for rows a process of the previous release wrote after the migration.
    const personnummer = makePersonnummer('19800218', '459');
    const first = await insertInClear(personnummer, 'pending');
    const second = await insertInClear(personnummer, 'pending');
    const report = await sealLegacyNationalIds(t.database.db, testKeyring);
    expect(report.sealed).toBe(2);
    const rows = [await rowOf(first), await rowOf(second)];
    // Sealed in id order: whichever comes second has no hash.
    const withHash = rows.filter((row) => row.nationalIdHash === lookupHash(testKeyring, personnummer));
    const withoutHash = rows.filter((row) => row.nationalIdHash === null);
    expect([withHash.length, withoutHash.length]).toEqual([1, 1]);
    expect(report.withoutHash).toEqual([withoutHash[0]!.caseNumber]);
    for (const row of rows) {
      expect(row.legacyNationalId).toBeNull();
      expect(open(testKeyring, row.nationalIdSealed!)).toBe(personnummer);
    }
  });
});
