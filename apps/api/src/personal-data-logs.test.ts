import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
// Test helpers of the domain package (valid check digits); not part of its public entry point.
import { makePersonnummer } from '../../../packages/domain/src/test-support.ts';
import { type App, buildApp } from './app.ts';
import { type Database, openDatabase } from './db/client.ts';
import { readEnv } from './env.ts';
import { hashToken } from './lib/tokens.ts';
import { loggerOptions } from './logger.ts';
import { createAdmin, signIn } from './test/fixtures.ts';
import { DatabaseProxy } from './test/processes.ts';
import {
  call,
  createTestDatabase,
  createTestDatabaseForProcesses,
  testDatabaseUrl,
} from './test/test-app.ts';

// No personal data in logs (issue 32, DESIGN.md §10): a write that fails, and a database that goes
// away under a signed-in request, are logged with the SQLSTATE and the table, never with a value of
// the request. Every line the logger writes, at every level, is read.

const personnummer = makePersonnummer('19850312', '239');
const [birthDate, serial] = personnummer.split('-') as [string, string];
const rider = {
  city: 'Katrineholm',
  vehicle: 'Bicycle',
  firstName: 'Piia',
  lastName: 'Loggsson',
  phoneNumber: '070-765 43 21',
  email: 'piia.loggsson@example.se',
  nationalId: personnummer,
  swedishCitizen: 'yes',
  ageConfirmed: true,
  termsAccepted: true,
};
/** The applicant's data in every form a log line could carry it. */
const riderData = {
  'personnummer YYYYMMDD-XXXX': personnummer,
  'personnummer YYYYMMDDXXXX': `${birthDate}${serial}`,
  'personnummer YYMMDD-XXXX': `${birthDate.slice(2)}-${serial}`,
  'personnummer YYMMDDXXXX': `${birthDate.slice(2)}${serial}`,
  'e-mail': rider.email,
  'phone (E.164)': '+46707654321',
  'phone (national)': '0707654321',
  'phone (as typed)': rider.phoneNumber,
  'first name': rider.firstName,
  'last name': rider.lastName,
};

const env = readEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'trace',
  PUBLIC_FORM_RATE_LIMIT: '10000',
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
});

/** The production logger options, everything (trace) written into `lines`. */
function loggerInto(lines: string[]) {
  return { ...(loggerOptions(env) as object), stream: { write: (line: string) => void lines.push(line) } };
}

/** The app on `database`, logging into `lines`. */
async function appLoggingInto(database: Database): Promise<{ app: App; lines: string[] }> {
  const lines: string[] = [];
  const app = await buildApp({ env, database, logger: loggerInto(lines) });
  await app.ready();
  return { app, lines };
}

/** Which of `data` (name → value) appear in any of `lines`, case-insensitively, with the line. */
function leaks(lines: string[], data: Record<string, string>): string[] {
  return Object.entries(data).flatMap(([name, value]) =>
    lines
      .filter((line) => line.toLowerCase().includes(value.toLowerCase()))
      .map((line) => `${name}: ${line}`),
  );
}

/** The line that logged the failure: it names the SQLSTATE and the table, so the log stays useful. */
function errorLine(lines: string[], sqlState: string): string | undefined {
  return lines.find((line) => line.includes(`"${sqlState}"`));
}

const applyAsRider = (app: App) => call(app, '/api/partners/riders', { method: 'POST', body: rider });

describe('a rider application whose write fails', () => {
  it('refused by a check constraint: logged with SQLSTATE 23514, table and constraint, no value of the applicant (not even the failing row)', async () => {
    const { database, drop } = await createTestDatabase();
    // `not valid`: the rows already there are not checked, every new one is refused.
    await database.db.execute(
      sql`alter table partner_applications add constraint partner_applications_closed check (false) not valid`,
    );
    const { app, lines } = await appLoggingInto(database);
    try {
      expect((await applyAsRider(app)).status).toBe(500);
      expect(leaks(lines, riderData)).toEqual([]);
      const line = errorLine(lines, '23514');
      expect(line, lines.join('')).toContain('partner_applications');
      expect(line).toContain('partner_applications_closed');
      expect(line).toContain('/api/partners/riders');
    } finally {
      await app.close();
      await database.close();
      await drop();
    }
  });

  // The reported defect: the table locked from another connection on PostgreSQL; on the embedded
  // database, where one connection cannot wait for another's lock, a statement that runs away, which
  // its watchdog ends as PostgreSQL's statement timeout does (decision 055).
  it('ended by the statement timeout: logged with SQLSTATE 57014 and the table, no value of the applicant', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'levera-personal-data-logs-'));
    let database: Database;
    /** Makes the next insert into partner_applications wait past the timeout. */
    let stallWrites: () => Promise<void>;
    let release = async () => {};
    let afterwards = async () => {};
    if (testDatabaseUrl) {
      const created = await createTestDatabaseForProcesses();
      database = await openDatabase({ kind: 'postgres', url: created.url, statementTimeoutMs: 500 });
      afterwards = created.drop;
      stallWrites = async () => {
        const locker = new pg.Client({ connectionString: created.url });
        await locker.connect();
        release = async () => {
          await locker.query('rollback');
          await locker.end();
        };
        await locker.query('begin');
        await locker.query('lock table partner_applications in access exclusive mode');
      };
    } else {
      const template = inject('pgliteTemplateFile');
      database = await openDatabase({
        kind: 'pglite',
        dataDir: path.join(folder, 'data'),
        ...(template && { loadDataDir: new Blob([readFileSync(template)]) }),
        thread: 'worker',
        statementTimeoutMs: 500,
      });
      stallWrites = async () => {
        await database.db.execute(sql`
          create function stall() returns trigger language plpgsql as $$
          begin perform pg_sleep(60); return new; end $$`);
        await database.db.execute(
          sql`create trigger stall before insert on partner_applications for each row execute function stall()`,
        );
      };
    }
    const { app, lines } = await appLoggingInto(database);
    await stallWrites();
    try {
      expect([500, 503]).toContain((await applyAsRider(app)).status);
      expect(leaks(lines, riderData)).toEqual([]);
      expect(errorLine(lines, '57014'), lines.join('')).toContain('partner_applications');
    } finally {
      await release();
      await app.close();
      await database.close();
      await afterwards();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('a database outage during a signed-in request', () => {
  const proxies: DatabaseProxy[] = [];
  afterAll(async () => {
    await Promise.all(proxies.map((proxy) => proxy.close()));
  });

  it('logs neither the session token nor its hash', async () => {
    let database: Database;
    let outage: () => Promise<void>;
    let afterwards: () => Promise<void>;
    if (testDatabaseUrl) {
      // Through a proxy the test cuts, as resilience.test.ts does: connections refused.
      const created = await createTestDatabaseForProcesses();
      const { proxy, url } = await DatabaseProxy.inFrontOf(created.url);
      proxies.push(proxy);
      database = await openDatabase({ kind: 'postgres', url, connectTimeoutMs: 1000, onPoolError: () => {} });
      outage = () => proxy.cut();
      afterwards = async () => {
        await database.close();
        await created.drop();
      };
    } else {
      const created = await createTestDatabase();
      database = created.database;
      outage = () => database.close();
      afterwards = async () => {};
    }
    const { app, lines } = await appLoggingInto(database);
    try {
      const admin = await createAdmin(database.db);
      const token = await signIn(app, 'admin', admin.email);
      await outage();
      // The session was never read, so it is not in the session cache: the request needs the database.
      expect([500, 503]).toContain((await call(app, '/api/admin/profile', { token })).status);
      expect(lines.some((line) => line.includes('/api/admin/profile'))).toBe(true);
      expect(leaks(lines, { token, 'token hash': hashToken(token) })).toEqual([]);
    } finally {
      await app.close();
      await afterwards();
    }
  });
});

describe('a search for a person', () => {
  it("keeps the searched e-mail, phone and personnummer out of the request lines (only the query's names)", async () => {
    const { database, drop } = await createTestDatabase();
    const { app, lines } = await appLoggingInto(database);
    try {
      const admin = await createAdmin(database.db);
      const token = await signIn(app, 'admin', admin.email);
      for (const q of [rider.email, rider.phoneNumber, personnummer]) {
        const answer = await call(app, `/api/partners?q=${encodeURIComponent(q)}&status=pending&page=1`, {
          token,
        });
        expect(answer.status).toBe(200);
      }
      expect(lines.some((line) => line.includes('/api/partners?q=[redacted]&status=pending&page=1'))).toBe(
        true,
      );
      expect(leaks(lines, riderData)).toEqual([]);
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('the logger', () => {
  it("gives an error logged without a message its safe text as the message, not the error's own", () => {
    const lines: string[] = [];
    const { log } = Fastify({ logger: loggerInto(lines) });
    const error = new DrizzleQueryError(
      'insert into "partner_applications" ("first_name", "email") values ($1, $2)',
      [rider.firstName, rider.email],
      new Error('connect ECONNREFUSED 127.0.0.1:5432'),
    );

    log.error(error);
    log.warn({ err: error });
    log.info({ error }, 'with a message of its own');

    expect(leaks(lines, riderData)).toEqual([]);
    const safeText = 'Failed query (table partner_applications): connect ECONNREFUSED 127.0.0.1:5432';
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual([
      safeText,
      safeText,
      'with a message of its own',
    ]);
    expect(lines.map((line) => JSON.parse(line).err?.table ?? JSON.parse(line).error?.table)).toEqual([
      'partner_applications',
      'partner_applications',
      'partner_applications',
    ]);
  });
});
