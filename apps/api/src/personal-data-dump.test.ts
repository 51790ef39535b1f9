import { spawnSync } from 'node:child_process';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePersonnummer } from '../../../packages/domain/src/test-support.ts';
import { type App, buildApp } from './app.ts';
import { type Database, rowsOf } from './db/client.ts';
import { readEnv } from './env.ts';
import { sealLegacyNationalIds } from './modules/partners/seal-legacy-national-ids.ts';
import { signedInAccounts } from './test/fixtures.ts';
import {
  call,
  createTestDatabase,
  TEST_DATA_ENCRYPTION_KEY,
  postgresOnly,
  testDatabaseUrl,
  testKeyring,
} from './test/test-app.ts';

// Issue 32 (DESIGN.md §10, decision 058): a dump of the database holds no personnummer in any written
// form, only the masked one. A rider applies through the API, sends the same application again, an
// admin views the number and approves; then every table is read as text (and, on PostgreSQL, dumped
// with pg_dump when it is installed) and searched for the number.
let database: Database;
let url: string | undefined;
let drop: () => Promise<void>;
let app: App;

beforeAll(async () => {
  ({ database, url, drop } = await createTestDatabase());
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY,
  });
  app = await buildApp({ env, database });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop?.();
});

/** Every way a personnummer `YYYYMMDD-XXXX` is written: with and without the century and hyphen. */
function writtenForms(personnummer: string): string[] {
  const short = personnummer.slice(2);
  return [personnummer, personnummer.replace('-', ''), short, short.replace('-', '')];
}

/** Every row of every table of the application's schema, as JSON text, one line a row. */
async function tablesAsText(): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  expect(tables.map((table) => table.name)).toContain('partner_applications');
  const texts: string[] = [];
  for (const { name } of tables) {
    const rows = rowsOf<{ line: string }>(
      await database.db.execute(sql`select row_to_json(t)::text as line from ${sql.identifier(name)} t`),
    );
    texts.push(`-- ${name}`, ...rows.map((row) => row.line));
  }
  return texts.join('\n');
}

describe('a dump of the database', () => {
  const personnummer = makePersonnummer('19910707', '707');
  const legacy = makePersonnummer('19810808', '808');
  let caseNumber: string;

  beforeAll(async () => {
    const rider = {
      city: 'Katrineholm',
      vehicle: 'Bicycle',
      firstName: 'Dumpa',
      lastName: 'Inte',
      phoneNumber: '070-123 45 67',
      email: 'dumpa.inte@example.se',
      // Typed in the short form: the API stores the long one, sealed.
      nationalId: personnummer.slice(2),
      swedishCitizen: 'yes',
      ageConfirmed: true,
      termsAccepted: true,
    };
    const applied = await call(app, '/api/partners/riders', { method: 'POST', body: rider });
    expect(applied.status, applied.raw).toBe(201);
    caseNumber = applied.body.caseNumber;
    // The same person again: kept as an update request of the first application (decision 063),
    // its personnummer (typed in another form) sealed too.
    const again = { ...rider, email: 'dumpa.igen@example.se', nationalId: personnummer.replace('-', '') };
    expect((await call(app, '/api/partners/riders', { method: 'POST', body: again })).status).toBe(201);

    const { admin } = await signedInAccounts(app, database.db);
    const listed = await call(app, '/api/partners', { token: admin.token, query: { q: personnummer } });
    const [record] = listed.body.data;
    expect(record.caseNumber).toBe(caseNumber);
    const revealed = await call(app, `/api/partners/${record.id}/national-id`, { token: admin.token });
    expect(revealed.body).toEqual({ nationalId: personnummer });
    const approved = await call(app, `/api/partners/${record.id}/status`, {
      method: 'PATCH',
      token: admin.token,
      body: { action: 'approve', expectedStatus: 'pending' },
    });
    expect(approved.status, approved.raw).toBe(200);

    // A personnummer stored in clear by the release before migration 0016, sealed at start-up.
    await database.db.execute(sql`
      insert into partner_applications
        (case_number, type, status, first_name, last_name, email, phone, national_id, terms_accepted_at)
      values ('R-2019-000001', 'rider', 'approved', 'Gammal', 'Rad', 'gammal@example.se', '+46701234567',
        ${legacy}, now())`);
    expect((await sealLegacyNationalIds(database.db, testKeyring)).sealed).toBe(1);
  });

  it('holds no personnummer in any written form, when every table is read as text', async () => {
    const dump = await tablesAsText();
    expect(dump).toContain(caseNumber);
    for (const number of [personnummer, legacy]) {
      for (const form of writtenForms(number)) expect(dump, form).not.toContain(form);
      expect(dump).toContain(`${number.slice(0, 8)}-****`);
    }
  });

  it.skipIf(Boolean(testDatabaseUrl))(
    'never had the one the API received: not even the embedded database files hold it',
    async () => {
      // The data folder's files (tables, indexes, write-ahead log), dead row versions included. The
      // legacy number was written in clear before it was sealed, and is still in them (decision 058).
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const files = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
      // The files hold the rows' text as written: the search would find the number there.
      expect(files.includes(caseNumber)).toBe(true);
      for (const form of writtenForms(personnummer)) expect(files.includes(form), form).toBe(false);
    },
  );

  it.runIf(Boolean(testDatabaseUrl))(
    postgresOnly('holds none in what pg_dump writes (PostgreSQL)'),
    (context) => {
      const found = spawnSync('which', ['pg_dump'], { encoding: 'utf8' });
      if (found.status !== 0) {
        console.info('personal-data-dump: pg_dump is not installed; the pg_dump part is skipped');
        context.skip('pg_dump is not installed');
        return;
      }
      const dumped = spawnSync('pg_dump', ['--no-owner', url!], {
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      });
      expect(dumped.status, dumped.stderr).toBe(0);
      expect(dumped.stdout).toContain(caseNumber);
      for (const number of [personnummer, legacy]) {
        for (const form of writtenForms(number)) expect(dumped.stdout, form).not.toContain(form);
        expect(dumped.stdout).toContain(`${number.slice(0, 8)}-****`);
      }
    },
  );
});
