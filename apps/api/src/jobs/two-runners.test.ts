import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { readEnv } from '../env.ts';
import { SmtpInbox } from '../test/smtp-inbox.ts';
import {
  createTestDatabase,
  postgresOnly,
  TEST_DATA_ENCRYPTION_KEY,
  testDatabaseUrl,
} from '../test/test-app.ts';

// Two apps, each with its own runner and its own connection pool, on one PostgreSQL database: the
// daily job runs once a day, the digest goes once, and every e-mail is sent once, with both runners
// running each job at the same moment (decision 079). mail/mail-processes.test.ts does the same for
// e-mail with two API processes on their timers.

const ADMINS = 'ops@levera.test';
const NOW = new Date('2030-04-01T08:00:00Z');

describe.skipIf(!testDatabaseUrl)(postgresOnly('the job runners of two apps on one database'), () => {
  const inbox = new SmtpInbox();
  const databases: Database[] = [];
  const apps: App[] = [];
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    await inbox.start();
    const created = await createTestDatabase();
    drop = created.drop;
    databases.push(created.database, await openDatabase({ kind: 'postgres', url: created.url!, poolMax: 5 }));
    const env = readEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY,
      SMTP_URL: inbox.url,
      ADMIN_NOTIFY_EMAIL: ADMINS,
    });
    for (const database of databases) apps.push(await buildApp({ env, database, now: () => NOW }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await drop();
    await inbox.stop();
  });

  it('run the daily retention once a day', async () => {
    const runs = await Promise.all(apps.map((app) => app.retention.runIfDue()));
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    expect(await Promise.all(apps.map((app) => app.retention.runIfDue()))).toEqual([null, null]);
  });

  it('send one digest and every e-mail once', async () => {
    const db = databases[0]!.db;
    await db.insert(mailOutbox).values(
      Array.from({ length: 40 }, (_, i) => ({
        kind: 'queryReceived' as const,
        recipient: `eva${i}@example.se`,
        language: i % 2 ? 'sv' : 'en',
        data: { caseNumber: `Q-2030-${String(i + 1).padStart(6, '0')}`, firstName: 'Eva' },
        nextAttemptAt: NOW,
      })),
    );
    const passes = await Promise.all(apps.map((app) => app.mail.drain()));
    // 40 e-mails to the senders and one digest, between the two runners.
    expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(41);
    await expect.poll(() => inbox.received.length, { timeout: 10_000 }).toBe(41);
    expect(inbox.to(ADMINS)).toHaveLength(1);
    expect(new Set(inbox.received.map((mail) => mail.to)).size).toBe(41);
  });
});
