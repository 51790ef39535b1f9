import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makePersonnummer } from '../../../../packages/domain/src/test-support.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { partnerApplications } from '../db/schema.ts';
import { dataKeyring, generateDataKey, lookupHash, open } from '../lib/personal-data-crypto.ts';
import { nationalIdColumns } from '../modules/partners/national-id.ts';
import { runDataKeyRotate } from '../test/processes.ts';
import {
  createTestDatabaseForProcesses,
  TEST_DATA_ENCRYPTION_KEY,
  testDatabaseUrl,
} from '../test/test-app.ts';

// `npm run data-key:rotate` (decision 058), run as an operator runs it: on the embedded database in
// a data folder, or on PostgreSQL with TEST_DATABASE_URL.
const KEY_A = TEST_DATA_ENCRYPTION_KEY;
const KEY_B = generateDataKey();
const onlyB = dataKeyring(KEY_B);

const dataDir = mkdtempSync(path.join(tmpdir(), 'levera-rotate-'));
let postgres: { url: string; drop: () => Promise<void> } | undefined;
afterAll(async () => {
  await postgres?.drop();
});

async function withDatabase<T>(fn: (database: Database) => Promise<T>): Promise<T> {
  const database = postgres
    ? await openDatabase({ kind: 'postgres', url: postgres.url })
    : await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

const rotate = (keys: { current: string; previous?: string }) =>
  runDataKeyRotate({
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? '',
    DATA_ENCRYPTION_KEY: keys.current,
    DATA_ENCRYPTION_PREVIOUS_KEYS: keys.previous ?? '',
  });

describe('npm run data-key:rotate', () => {
  it('refuses while a key is missing, then re-seals with the new key, and finds nothing the next time', async () => {
    if (testDatabaseUrl) postgres = await createTestDatabaseForProcesses();
    const sealedUnderA = makePersonnummer('19650505', '505');
    const inClear = makePersonnummer('19650506', '506');
    await withDatabase(async (database) => {
      await database.db.insert(partnerApplications).values({
        caseNumber: 'R-2026-900001',
        type: 'rider',
        status: 'pending',
        firstName: 'Nyckel',
        lastName: 'Bytare',
        email: 'nyckel@example.se',
        phone: '+46701234567',
        termsAcceptedAt: new Date(),
        ...nationalIdColumns(dataKeyring(KEY_A), sealedUnderA),
      });
      // As the release before migration 0016 stored it.
      await database.db.execute(sql`
        insert into partner_applications
          (case_number, type, status, first_name, last_name, email, phone, national_id, terms_accepted_at)
        values ('R-2026-900002', 'rider', 'approved', 'Gammal', 'Rad', 'gammal@example.se',
          '+46701234567', ${inClear}, now())`);
    });

    const withoutA = rotate({ current: KEY_B });
    expect(withoutA.status, withoutA.stderr).toBe(1);
    expect(withoutA.stdout).toContain('Sealed 1 personnummer that were still stored in clear.');
    expect(withoutA.stderr).toContain(`sealed with data key ${dataKeyring(KEY_A).current.id}`);
    expect(withoutA.stderr).toContain('DATA_ENCRYPTION_PREVIOUS_KEYS');
    expect(withoutA.stderr).toContain('R-2026-900001');

    const withA = rotate({ current: KEY_B, previous: KEY_A });
    expect(withA.status, withA.stderr).toBe(0);
    expect(withA.stdout).toContain(
      `Re-sealed 1 personnummer with the current data key (${onlyB.current.id}).`,
    );
    expect(withA.stdout).toContain('the earlier keys can be removed');

    const again = rotate({ current: KEY_B, previous: KEY_A });
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('Re-sealed 0 personnummer');

    // Key B alone opens and finds every personnummer; none is left in clear.
    await withDatabase(async (database) => {
      const rows = await database.db.select().from(partnerApplications);
      const byCase = new Map(rows.map((row) => [row.caseNumber, row]));
      for (const [caseNumber, personnummer] of [
        ['R-2026-900001', sealedUnderA],
        ['R-2026-900002', inClear],
      ] as const) {
        const row = byCase.get(caseNumber)!;
        expect(row.legacyNationalId).toBeNull();
        expect(open(onlyB, row.nationalIdSealed!)).toBe(personnummer);
        expect(row.nationalIdHash).toBe(lookupHash(onlyB, personnummer));
      }
    });
  }, 180_000);
});
