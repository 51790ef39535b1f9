import { asc, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { appMeta, mailOutbox } from '../db/schema.ts';
import { readEnv } from '../env.ts';
import { freshTestApp } from '../test/fixtures.ts';
import { SmtpInbox } from '../test/smtp-inbox.ts';
import { postgresOnly, testDatabaseUrl, TEST_DATA_ENCRYPTION_KEY } from '../test/test-app.ts';
import { RETENTION_BATCH_SIZE } from './outbox-retention.ts';
import { createJobs } from './registry.ts';

// Finished e-mails leave the outbox after their retention (issue 20 leftover, decision 054), in
// bounded batches, one per worker pass; pending ones never do, nor "received" rows the admins' digest
// has not listed yet. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.

const ADMINS = 'ops@levera.test';
const DAY = 24 * 60 * 60_000;
// The real time: rows the app writes itself (the digest) get the database's clock as `created_at`.
const NOW = new Date();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const inbox = new SmtpInbox();

const t = freshTestApp({
  inbox,
  now: NOW,
  env: {
    ADMIN_NOTIFY_EMAIL: ADMINS,
    MAIL_OUTBOX_RETENTION_DAYS: '7',
    MAIL_OUTBOX_FAILED_RETENTION_DAYS: '30',
  },
});
beforeEach(async () => {
  await t.database.db.delete(mailOutbox);
  // The last digest went out just now: the next one is not due during a test unless it moves the clock.
  await t.database.db
    .insert(appMeta)
    .values({ key: 'adminDigest', value: { sentAt: NOW.toISOString() } })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: { sentAt: NOW.toISOString() } } });
});

type Row = {
  recipient: string;
  status: 'pending' | 'sent' | 'failed' | 'dropped';
  createdAt: Date;
  kind?: string;
  digestedAt?: Date | null;
};

/** Outbox rows as the worker leaves them; pending ones wait far in the future, so no pass sends them. */
async function store(rows: Row[]) {
  await t.database.db.insert(mailOutbox).values(
    rows.map((row) => ({
      kind: row.kind ?? 'queryResponse',
      recipient: row.recipient,
      language: 'en',
      data: { caseNumber: 'Q-1', subject: 'Kupong', response: 'Hej' },
      status: row.status,
      createdAt: row.createdAt,
      nextAttemptAt: new Date(NOW.getTime() + 365 * DAY),
      sentAt: row.status === 'sent' ? row.createdAt : null,
      digestedAt: row.digestedAt ?? null,
    })),
  );
}

async function recipients(): Promise<string[]> {
  const rows = await t.database.db
    .select({ recipient: mailOutbox.recipient })
    .from(mailOutbox)
    .orderBy(asc(mailOutbox.recipient));
  return rows.map(({ recipient }) => recipient);
}

describe('the worker pass', () => {
  it('deletes sent and dropped rows past the retention and failed ones past theirs, and keeps the rest', async () => {
    await store([
      { recipient: 'sent-8-days@x.se', status: 'sent', createdAt: daysAgo(8) },
      { recipient: 'sent-6-days@x.se', status: 'sent', createdAt: daysAgo(6) },
      { recipient: 'dropped-8-days@x.se', status: 'dropped', createdAt: daysAgo(8) },
      { recipient: 'failed-8-days@x.se', status: 'failed', createdAt: daysAgo(8) },
      { recipient: 'failed-29-days@x.se', status: 'failed', createdAt: daysAgo(29) },
      { recipient: 'failed-31-days@x.se', status: 'failed', createdAt: daysAgo(31) },
      { recipient: 'pending-400-days@x.se', status: 'pending', createdAt: daysAgo(400) },
    ]);
    const pass = await t.app.mail.runOnce();
    expect(pass).toMatchObject({ claimed: 0, deleted: 3 });
    expect(await recipients()).toEqual([
      'failed-29-days@x.se',
      'failed-8-days@x.se',
      'pending-400-days@x.se',
      'sent-6-days@x.se',
    ]);
    expect((await t.app.mail.runOnce()).deleted).toBe(0);
  });

  it('deletes at most one batch of each per pass: more old rows take more passes', async () => {
    const sent = 2 * RETENTION_BATCH_SIZE + 7;
    const failed = RETENTION_BATCH_SIZE + 3;
    await store([
      ...Array.from({ length: sent }, (_, i) => ({
        recipient: `old-sent-${i}@x.se`,
        status: 'sent' as const,
        createdAt: daysAgo(10 + (i % 50)),
      })),
      ...Array.from({ length: failed }, (_, i) => ({
        recipient: `old-failed-${i}@x.se`,
        status: 'failed' as const,
        createdAt: daysAgo(40 + (i % 50)),
      })),
      { recipient: 'new-sent@x.se', status: 'sent', createdAt: daysAgo(1) },
    ]);
    const deleted: number[] = [];
    for (let i = 0; i < 4; i++) deleted.push((await t.app.mail.runOnce()).deleted);
    expect(deleted).toEqual([2 * RETENTION_BATCH_SIZE, RETENTION_BATCH_SIZE + 3, 7, 0]);
    expect(await recipients()).toEqual(['new-sent@x.se']);
  });

  it('keeps an old "received" row the digest has not listed yet, and deletes it once the digest has', async () => {
    await store([
      { recipient: 'undigested@x.se', status: 'sent', createdAt: daysAgo(9), kind: 'queryReceived' },
      {
        recipient: 'digested@x.se',
        status: 'sent',
        createdAt: daysAgo(9),
        kind: 'applicationReceived',
        digestedAt: daysAgo(9),
      },
    ]);
    expect((await t.app.mail.runOnce()).deleted).toBe(1);
    expect(await recipients()).toEqual(['undigested@x.se']);

    // The next digest lists it (and is sent); the same pass deletes the row.
    t.setNow(new Date(NOW.getTime() + 60 * 60_000));
    try {
      const pass = await t.app.mail.runOnce();
      expect(pass).toMatchObject({ sent: 1, deleted: 1 });
      expect(await recipients()).toEqual([ADMINS]);
      expect(inbox.to(ADMINS).at(-1)?.text).toContain('Q-1');
    } finally {
      t.setNow(NOW);
    }
  });

  it('without the admins digest deletes old "received" rows too, and logs how many went', async () => {
    await store([
      { recipient: 'undigested@x.se', status: 'sent', createdAt: daysAgo(31), kind: 'queryReceived' },
      { recipient: 'recent@x.se', status: 'sent', createdAt: daysAgo(29), kind: 'queryReceived' },
    ]);
    const logged: { level: string; args: unknown[] }[] = [];
    const log = {
      info: (...args: unknown[]) => logged.push({ level: 'info', args }),
      warn: (...args: unknown[]) => logged.push({ level: 'warn', args }),
    };
    // The defaults of the settings: 30 days, 90 for failed e-mails.
    const env = readEnv({ NODE_ENV: 'test', DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY });
    const jobs = createJobs({ db: t.database.db, env, now: () => NOW, log: log as never });
    try {
      expect((await jobs.mail.runOnce()).deleted).toBe(1);
      expect(await recipients()).toEqual(['recent@x.se']);
      expect(logged).toEqual([
        { level: 'info', args: [{ deleted: 1 }, 'mail outbox: e-mails past their retention deleted'] },
      ]);
      // Nothing deleted, nothing logged.
      expect((await jobs.mail.runOnce()).deleted).toBe(0);
      expect(logged).toHaveLength(1);
    } finally {
      await jobs.stop();
    }
  });

  // PGlite has one connection: a second transaction waits for the first instead of skipping its rows.
  it.skipIf(!testDatabaseUrl)(
    postgresOnly('leaves rows another process is deleting (locked) to it, and takes the others'),
    async () => {
      await store([
        { recipient: 'locked@x.se', status: 'sent', createdAt: daysAgo(20) },
        { recipient: 'free@x.se', status: 'sent', createdAt: daysAgo(20) },
      ]);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const other = t.database.db.transaction(async (tx) => {
        await tx
          .select()
          .from(mailOutbox)
          .where(inArray(mailOutbox.recipient, ['locked@x.se']))
          .for('update');
        locked();
        await held;
      });
      await isLocked;
      try {
        expect((await t.app.mail.runOnce()).deleted).toBe(1);
      } finally {
        release();
        await other;
      }
      expect(await recipients()).toEqual(['locked@x.se']);
    },
  );
});

describe('the settings', () => {
  it('default to 30 days for sent e-mails and 90 for failed ones', () => {
    expect(readEnv({})).toMatchObject({
      MAIL_OUTBOX_RETENTION_DAYS: 30,
      MAIL_OUTBOX_FAILED_RETENTION_DAYS: 90,
    });
    expect(readEnv({ MAIL_OUTBOX_RETENTION_DAYS: '90' })).toMatchObject({ MAIL_OUTBOX_RETENTION_DAYS: 90 });
  });

  it('refuse what is not a whole number of days from 1 to 3650, and failed e-mails kept shorter than sent ones', () => {
    for (const wrong of ['0', '-1', '1.5', 'thirty', '3651']) {
      expect(() => readEnv({ MAIL_OUTBOX_RETENTION_DAYS: wrong }), wrong).toThrow(
        /MAIL_OUTBOX_RETENTION_DAYS/,
      );
      expect(() => readEnv({ MAIL_OUTBOX_FAILED_RETENTION_DAYS: wrong }), wrong).toThrow(
        /MAIL_OUTBOX_FAILED_RETENTION_DAYS/,
      );
    }
    expect(() => readEnv({ MAIL_OUTBOX_RETENTION_DAYS: '120' })).toThrow(
      'MAIL_OUTBOX_FAILED_RETENTION_DAYS: must be at least MAIL_OUTBOX_RETENTION_DAYS',
    );
    expect(
      readEnv({ MAIL_OUTBOX_RETENTION_DAYS: '120', MAIL_OUTBOX_FAILED_RETENTION_DAYS: '120' }),
    ).toMatchObject({
      MAIL_OUTBOX_FAILED_RETENTION_DAYS: 120,
    });
  });
});
