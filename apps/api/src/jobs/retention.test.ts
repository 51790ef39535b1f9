import { randomBytes } from 'node:crypto';
import { monthsBefore, RETENTION, todayInStockholm } from '@levera/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePersonnummer } from '../../../../packages/domain/src/test-support.ts';
import { type Db, rowsOf } from '../db/client.ts';
import {
  appMeta,
  auditLog,
  mailOutbox,
  partnerApplications,
  queryStatusChanges,
  sessions,
  supportQueries,
  vendorPasswordLinks,
  vendors,
} from '../db/schema.ts';
import { mintVendorPasswordLinkToken } from '../lib/link-tokens.ts';
import { createPasswordLink } from '../modules/vendors/vendor-access.service.ts';
import { auditEntriesOf, createAdmin, createVendor, signIn, TEST_PASSWORD } from '../test/fixtures.ts';
import { SmtpInbox } from '../test/smtp-inbox.ts';
import { call, createTestApp, type TestApp } from '../test/test-app.ts';
import { createDailyJob } from './daily-job.ts';
import { createJobRunner } from './runner.ts';
import { createRetentionJob, runRetention } from './retention.ts';

// The retention the privacy policy promises (issue 32, decision 060), through the API, the outbox and
// a real SMTP server, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. Each block has its own
// database: what one erases never meets another's items.

const DAY = 24 * 60 * 60_000;
// An hour from now: rows the database dates itself (`created_at`, an e-mail's first attempt) are
// dated earlier, so the e-mails are due when the mail worker runs on this clock.
const T0 = new Date(Date.now() + 60 * 60_000);
const monthsAfter = (date: Date, months: number) => monthsBefore(date, -months);
const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
const unique = () => randomBytes(3).toString('hex');

const inbox = new SmtpInbox();
beforeAll(() => inbox.start());
afterAll(() => inbox.stop());

/** A fresh app on a fresh database for one block, sending its e-mails to the test's SMTP server. */
function useApp(): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_FORM_RATE_LIMIT: '10000' } });
    t.setNow(T0);
  });
  afterAll(async () => {
    await t?.close();
  });
  return () => t!;
}

/** Every row of every table of the database, as JSON text, lower-cased: where a person could remain. */
async function everyRowAsText(db: Db): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  expect(tables.map(({ name }) => name)).toEqual(
    expect.arrayContaining([
      'partner_applications',
      'support_queries',
      'vendors',
      'audit_log',
      'mail_outbox',
    ]),
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = rowsOf<{ row: string }>(
      await db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t order by 1`),
    );
    parts.push(`${name}: ${rows.map(({ row }) => row).join('\n')}`);
  }
  return parts.join('\n').toLowerCase();
}

/** The forms a personnummer is written in (`19900101-1234`, `199001011234`, `900101-1234`, `9001011234`). */
const personnummerForms = (personnummer: string) => {
  const digits = personnummer.replace(/\D/g, '');
  return [personnummer, digits, `${digits.slice(2, 8)}-${digits.slice(8)}`, digits.slice(2)];
};

async function signInAsAdmin(t: TestApp): Promise<string> {
  const admin = await createAdmin(t.database.db);
  return signIn(t.app, 'admin', admin.email);
}

describe('rejected applications', () => {
  const app = useApp();
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await signInAsAdmin(app());
  });

  /** An applicant of their own: name, address, phone and birth date (`serial` 222 → 1992-02-12). */
  const person = (name: string, serial: string) => ({
    firstName: 'Sara',
    lastName: `${name}${unique()}`,
    email: `${name.toLowerCase()}-${unique()}@example.se`,
    phoneNumber: `070-${serial} 45 67`,
    nationalId: makePersonnummer(`199${serial[0]}0${serial[0]}1${serial[0]}`, serial),
  });

  async function apply(who: ReturnType<typeof person>) {
    const t = app();
    const answer = await call(t.app, '/api/partners/riders', {
      method: 'POST',
      body: {
        city: 'Katrineholm',
        vehicle: 'Bicycle',
        ...who,
        swedishCitizen: 'yes',
        ageConfirmed: true,
        termsAccepted: true,
        language: 'sv',
      },
    });
    expect(answer.status, answer.raw).toBe(201);
    const [row] = await t.database.db
      .select({ id: partnerApplications.id, caseNumber: partnerApplications.caseNumber })
      .from(partnerApplications)
      .where(eq(partnerApplications.caseNumber, answer.body.caseNumber));
    return row!;
  }

  async function decide(id: string, action: 'approve' | 'reject') {
    const answer = await call(app().app, `/api/partners/${id}/status`, {
      method: 'PATCH',
      token: adminToken,
      body: { action, expectedStatus: 'pending', language: 'en', reason: 'Not this time' },
    });
    expect(answer.status, answer.raw).toBe(200);
  }

  it(`erases a rejected one ${RETENTION.rejectedApplicationMonths} months after the rejection, and keeps pending and approved ones and the person's other records`, async () => {
    const t = app();
    const db = t.database.db;
    const rejectedPerson = person('Avslagen', '111');
    const rejected = await apply(rejectedPerson);
    const pending = await apply(person('Vantar', '222'));
    const approved = await apply(person('Godkand', '333'));
    await decide(rejected.id, 'reject');
    await decide(approved.id, 'approve');
    // Another rejected applicant who also wrote a contact query with the same address.
    const otherPerson = person('Annan', '444');
    const other = await apply(otherPerson);
    await decide(other.id, 'reject');
    const query = await call(t.app, '/api/queries', {
      method: 'POST',
      body: {
        requesterType: 'driver',
        firstName: otherPerson.firstName,
        lastName: otherPerson.lastName,
        email: otherPerson.email,
        phoneNumber: otherPerson.phoneNumber,
        subject: 'inquiries',
        message: 'When will you decide on my rider application?',
        language: 'sv',
      },
    });
    expect(query.status, query.raw).toBe(201);
    await t.app.mail.drain();
    expect(inbox.to(rejectedPerson.email).map((mail) => mail.subject)).toHaveLength(2);

    const identifiers = [
      rejectedPerson.email,
      rejectedPerson.lastName,
      '+4670111 45 67'.replace(/ /g, ''),
      ...personnummerForms(rejectedPerson.nationalId),
      `${rejectedPerson.nationalId.slice(0, 8)}-****`,
    ].map((value) => value.toLowerCase());
    const before = await everyRowAsText(db);
    // Stored somewhere before (the masked personnummer in the row, the address in its e-mails).
    for (const value of [rejectedPerson.email, rejectedPerson.lastName.toLowerCase()])
      expect(before).toContain(value);

    // Not yet one month before the period ends.
    const early = await runRetention(db, {
      now: monthsAfter(T0, RETENTION.rejectedApplicationMonths - 1),
    });
    expect(early.rejectedApplications).toEqual([]);

    const report = await runRetention(db, { now: monthsAfter(T0, RETENTION.rejectedApplicationMonths + 1) });
    expect(report.rejectedApplications.map(({ caseNumber }) => caseNumber).sort()).toEqual(
      [rejected.caseNumber, other.caseNumber].sort(),
    );
    expect(report.closedQueries).toEqual([]);

    const left = await db
      .select({ caseNumber: partnerApplications.caseNumber })
      .from(partnerApplications)
      .where(
        inArray(partnerApplications.caseNumber, [
          rejected.caseNumber,
          pending.caseNumber,
          approved.caseNumber,
          other.caseNumber,
        ]),
      );
    expect(left.map(({ caseNumber }) => caseNumber).sort()).toEqual(
      [pending.caseNumber, approved.caseNumber].sort(),
    );
    // Its e-mails (received, rejected) are gone from the outbox; the others' stay.
    const mails = await db.select({ data: mailOutbox.data }).from(mailOutbox);
    const caseNumbersMailed = mails.map(({ data }) => (data as { caseNumber?: string }).caseNumber);
    expect(caseNumbersMailed).not.toContain(rejected.caseNumber);
    expect(caseNumbersMailed).toContain(pending.caseNumber);
    // Its history stays, keyed by the case number, and says that the retention erased it.
    const history = await auditEntriesOf(db, 'partnerApplication', rejected.id);
    expect(history.map((entry) => [entry.actorRole, entry.action])).toEqual([
      ['admin', 'reject'],
      ['system', 'retentionErase'],
    ]);
    for (const entry of history) expect(entry.details).toMatchObject({ caseNumber: rejected.caseNumber });
    expect(history.at(-1)!.details).toEqual({ caseNumber: rejected.caseNumber });
    expect(history.at(-1)!.actorId).toBeNull();
    // No name, e-mail, phone or personnummer of the erased applicant anywhere.
    const after = await everyRowAsText(db);
    for (const value of identifiers) expect(after, value).not.toContain(value);
    // The other applicant's contact query is another record: it stays as it was.
    const [kept] = await db
      .select({ email: supportQueries.email })
      .from(supportQueries)
      .where(eq(supportQueries.caseNumber, query.body.caseNumber));
    expect(kept).toEqual({ email: otherPerson.email });

    // A second pass finds nothing more.
    const again = await runRetention(db, { now: monthsAfter(T0, RETENTION.rejectedApplicationMonths + 1) });
    expect(again.rejectedApplications).toEqual([]);
  });
});

describe('closed contact queries', () => {
  const app = useApp();

  it(`erases one closed ${RETENTION.closedQueryMonths + 1} months ago, and keeps one closed ${RETENTION.closedQueryMonths - 1} months ago, an open one and a vendor's own`, async () => {
    const t = app();
    const db = t.database.db;
    const adminToken = await signInAsAdmin(t);
    const send = async (name: string) => {
      const answer = await call(t.app, '/api/queries', {
        method: 'POST',
        body: {
          requesterType: 'customer',
          firstName: 'Eva',
          lastName: `${name}${unique()}`,
          email: `${name.toLowerCase()}-${unique()}@example.se`,
          phoneNumber: '070-765 43 21',
          subject: 'couponQueries',
          message: 'My coupon did not work on my second order this week.',
          language: 'en',
        },
      });
      expect(answer.status, answer.raw).toBe(201);
      const [row] = await db
        .select()
        .from(supportQueries)
        .where(eq(supportQueries.caseNumber, answer.body.caseNumber));
      return row!;
    };
    const move = async (id: string, from: string, to: string) => {
      const answer = await call(t.app, `/api/queries/${id}/status`, {
        method: 'PATCH',
        token: adminToken,
        body: { status: to, expectedStatus: from, language: 'en' },
      });
      expect(answer.status, answer.raw).toBe(200);
    };

    // Sent long ago; the clock of each status change is the admin's moment.
    t.setNow(monthsBefore(T0, 30));
    const old = await send('Gammal');
    const recent = await send('Nyare');
    const open = await send('Oppen');
    t.setNow(monthsBefore(T0, RETENTION.closedQueryMonths + 2));
    await move(old.id, 'created', 'resolved');
    t.setNow(monthsBefore(T0, RETENTION.closedQueryMonths + 1));
    await move(old.id, 'resolved', 'closed');
    t.setNow(monthsBefore(T0, RETENTION.closedQueryMonths - 1));
    await move(recent.id, 'created', 'closed');
    t.setNow(T0);
    const vendor = await createVendor(db);
    const [vendorQuery] = await db
      .insert(supportQueries)
      .values({
        caseNumber: `VQ-2024-${unique()}`,
        type: 'vendor',
        vendorId: vendor.id,
        email: vendor.email,
        subject: 'Payout is missing',
        message: 'Our payout for last month has not arrived.',
        status: 'resolved',
        updatedAt: monthsBefore(T0, 30),
      })
      .returning();
    await t.app.mail.drain();

    const report = await runRetention(db, { now: T0 });
    expect(report.closedQueries).toEqual([{ caseNumber: old.caseNumber }]);
    const left = await db.select({ id: supportQueries.id }).from(supportQueries);
    expect(left.map(({ id }) => id).sort()).toEqual([recent.id, open.id, vendorQuery!.id].sort());
    expect(await db.select().from(queryStatusChanges).where(eq(queryStatusChanges.queryId, old.id))).toEqual(
      [],
    );
    const history = await auditEntriesOf(db, 'supportQuery', old.id);
    expect(history.map((entry) => entry.action)).toEqual(['changeStatus', 'changeStatus', 'retentionErase']);
    expect(history.at(-1)).toMatchObject({ actorRole: 'system', details: { caseNumber: old.caseNumber } });
    const after = await everyRowAsText(db);
    for (const value of [old.email, old.lastName!.toLowerCase()]) expect(after).not.toContain(value);
    expect(after).toContain(recent.email);
  });
});

describe('unused vendor accounts', () => {
  const app = useApp();

  it(`tells an account unused for ${RETENTION.unusedAccountMonths} months, anonymises it ${RETENTION.unusedAccountNoticeDays} days later, and keeps one that signed in after the notice`, async () => {
    const t = app();
    const db = t.database.db;
    const made = async (name: string, values: Partial<typeof vendors.$inferInsert>) => {
      const vendor = await createVendor(db, {
        vendorName: name,
        email: `${name.toLowerCase().replace(/\W/g, '')}-${unique()}@example.se`,
      });
      await db.update(vendors).set(values).where(eq(vendors.id, vendor.id));
      return vendor;
    };
    const longAgo = monthsBefore(T0, RETENTION.unusedAccountMonths + 1);
    const forgotten = await made('Glömda Kaféet', { createdAt: longAgo, language: 'sv' });
    const returning = await made('Tillbaka Bageri', { createdAt: longAgo, language: 'en' });
    const viaLink = await made('Länkade Glassbaren', { createdAt: longAgo });
    const inUse = await made('Aktiva Butiken', { createdAt: longAgo, lastSignInAt: monthsBefore(T0, 1) });
    const archived = await made('Arkiverade Pizzerian', {
      createdAt: monthsBefore(T0, RETENTION.unusedAccountMonths + 2),
      archivedAt: monthsBefore(T0, RETENTION.unusedAccountMonths + 2),
    });
    // A session the forgotten account started before the notice (and never used to sign in since).
    await db.insert(sessions).values({
      tokenHash: `retention-test-${unique()}`,
      role: 'vendor',
      subjectId: forgotten.id,
      email: forgotten.email,
      expiresAt: daysAfter(T0, 60),
      createdAt: daysAfter(T0, -1),
    });

    // The daily job of the app, on its clock.
    const first = await t.app.retention.runIfDue();
    expect(first?.unusedAccountsNotified.map(({ id }) => id).sort()).toEqual(
      [forgotten.id, returning.id, viaLink.id].sort(),
    );
    // The archived account cannot sign in: it is not told, and goes as a told one would have.
    expect(first?.unusedAccountsAnonymised).toEqual([{ id: archived.id }]);
    await t.app.mail.drain();

    const deleteFrom = daysAfter(T0, RETENTION.unusedAccountNoticeDays);
    const day = (language: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'Europe/Stockholm' }).format(
        deleteFrom,
      );
    const [swedish, ...moreSwedish] = inbox.to(forgotten.email);
    expect(moreSwedish).toEqual([]);
    expect(swedish).toMatchObject({
      language: 'sv',
      subject: `Ditt partnerkonto hos Levera har inte använts på ${RETENTION.unusedAccountMonths} månader`,
    });
    expect(swedish!.text).toContain('Hej Glömda Kaféet!');
    expect(swedish!.text).toContain(`loggar in i partnerpanelen före den ${day('sv-SE')}`);
    expect(swedish!.text).toContain('https://levera.se/sv-se/vendor/login');
    const [english] = inbox.to(returning.email);
    expect(english).toMatchObject({
      language: 'en',
      subject: `Your Levera partner account has not been used for ${RETENTION.unusedAccountMonths} months`,
    });
    expect(english!.text).toContain(`sign in to the partner panel before ${day('en-GB')}`);
    expect(english!.text).toContain('https://levera.se/sv-en/vendor/login');
    expect(inbox.to(inUse.email)).toEqual([]);
    expect(inbox.to(archived.email)).toEqual([]);

    // The returning vendor signs in meanwhile: the notice no longer holds.
    t.setNow(daysAfter(T0, 10));
    await signIn(t.app, 'vendor', returning.email);
    const [signedIn] = await db.select().from(vendors).where(eq(vendors.id, returning.id));
    expect(signedIn).toMatchObject({ lastSignInAt: daysAfter(T0, 10), unusedNoticeAt: null });
    // Another chooses a new password with a link from support, which signs it in.
    t.setNow(daysAfter(T0, 12));
    const admin = await createAdmin(db);
    await createPasswordLink(db, viaLink, 'reset', 'en', { role: 'admin', id: admin.id }, daysAfter(T0, 12));
    const [link] = await db
      .select()
      .from(vendorPasswordLinks)
      .where(eq(vendorPasswordLinks.vendorId, viaLink.id));
    const token = await mintVendorPasswordLinkToken(db, link!.id, daysAfter(T0, 12));
    const chosen = await call(t.app, '/api/vendor/set-password', {
      method: 'POST',
      body: { token, password: 'a long and new passphrase', language: 'en' },
    });
    expect(chosen.status, chosen.raw).toBe(200);
    expect(chosen.body.token).toEqual(expect.any(String));
    const [linked] = await db.select().from(vendors).where(eq(vendors.id, viaLink.id));
    expect(linked).toMatchObject({ lastSignInAt: daysAfter(T0, 12), unusedNoticeAt: null });

    t.setNow(daysAfter(T0, RETENTION.unusedAccountNoticeDays - 1));
    const beforeTheDay = await t.app.retention.runIfDue();
    expect(beforeTheDay?.unusedAccountsAnonymised).toEqual([]);

    const before = await everyRowAsText(db);
    expect(before).toContain(forgotten.email);
    t.setNow(daysAfter(T0, RETENTION.unusedAccountNoticeDays + 1));
    const onTheDay = await t.app.retention.runIfDue();
    expect(onTheDay).toEqual({
      rejectedApplications: [],
      dismissedUpdateRequests: [],
      closedQueries: [],
      unusedAccountsNotified: [],
      unusedAccountsAnonymised: [{ id: forgotten.id }],
    });
    const [gone] = await db.select().from(vendors).where(eq(vendors.id, forgotten.id));
    expect(gone).toMatchObject({
      vendorName: '[erased]',
      email: `erased-${forgotten.id}@erased.invalid`,
      passwordHash: null,
      status: 'inactive',
      anonymisedAt: daysAfter(T0, RETENTION.unusedAccountNoticeDays + 1),
    });
    expect(gone!.archivedAt).not.toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.subjectId, forgotten.id))).toEqual([]);
    expect(
      (await auditEntriesOf(db, 'vendor', forgotten.id)).map((entry) => [entry.actorRole, entry.action]),
    ).toEqual([
      ['system', 'retentionNotice'],
      ['system', 'retentionAnonymise'],
    ]);
    const after = await everyRowAsText(db);
    for (const value of [forgotten.email, 'glömda kaféet', archived.email, 'arkiverade pizzerian'])
      expect(after, value).not.toContain(value);
    // Its old address and password sign nobody in (after the check above: a failed sign-in counts the
    // address in rate_limits).
    const login = await call(t.app, '/api/vendor/login', {
      method: 'POST',
      body: { email: forgotten.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(401);
    // The others stay as they are.
    const kept = await db
      .select({ id: vendors.id, anonymisedAt: vendors.anonymisedAt })
      .from(vendors)
      .where(inArray(vendors.id, [returning.id, viaLink.id, inUse.id]));
    expect(kept.map((row) => row.anonymisedAt)).toEqual([null, null, null]);

    // The Activity screen names the service as the actor.
    const adminToken = await signInAsAdmin(t);
    const activity = await call(t.app, `/api/audit?entity=vendor&entityId=${forgotten.id}`, {
      token: adminToken,
    });
    expect(activity.status, activity.raw).toBe(200);
    expect(
      activity.body.data.map((entry: { actor: unknown; action: string }) => [entry.actor, entry.action]),
    ).toEqual([
      [{ role: 'system', id: null, name: null }, 'retentionAnonymise'],
      [{ role: 'system', id: null, name: null }, 'retentionNotice'],
    ]);
  });
});

describe('a dry run', () => {
  const app = useApp();

  it('selects what a pass would do and writes nothing', async () => {
    const db = app().database.db;
    const seeded = await seedEverything(db, 3);
    const before = await everyRowAsText(db);
    const report = await runRetention(db, { now: T0, dryRun: true, batchSize: 2 });
    expect(await everyRowAsText(db)).toEqual(before);
    expect(sorted(report)).toEqual(seeded);
    // The same selection as the pass that then runs.
    expect(sorted(await runRetention(db, { now: T0, batchSize: 2 }))).toEqual(seeded);
  });
});

describe('two passes at once', () => {
  const app = useApp();

  it('erase, tell and anonymise each item once', async () => {
    const db = app().database.db;
    const seeded = await seedEverything(db, 12);
    // Small batches, so that the passes take turns over many transactions (on PostgreSQL each has
    // its own connection of the pool; the embedded database runs one transaction at a time).
    const reports = await Promise.all([
      runRetention(db, { now: T0, batchSize: 3 }),
      runRetention(db, { now: T0, batchSize: 3 }),
    ]);
    const together = {
      rejectedApplications: reports.flatMap((report) => report.rejectedApplications),
      dismissedUpdateRequests: reports.flatMap((report) => report.dismissedUpdateRequests),
      closedQueries: reports.flatMap((report) => report.closedQueries),
      unusedAccountsNotified: reports.flatMap((report) => report.unusedAccountsNotified),
      unusedAccountsAnonymised: reports.flatMap((report) => report.unusedAccountsAnonymised),
    };
    expect(sorted(together)).toEqual(seeded);
    const actions = await db
      .select({ action: auditLog.action, entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.actorRole, 'system'));
    const count = (action: string) => actions.filter((entry) => entry.action === action).length;
    expect(count('retentionErase')).toBe(48);
    expect(count('retentionNotice')).toBe(12);
    expect(count('retentionAnonymise')).toBe(12);
    const notices = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'accountUnused'));
    expect(notices).toHaveLength(12);
  });
});

describe('the daily job', () => {
  const app = useApp();
  const logged: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const log = {
    info: (fields: Record<string, unknown>, message: string) =>
      logged.push({ level: 'info', fields, message }),
    warn: (fields: Record<string, unknown>, message: string) =>
      logged.push({ level: 'warn', fields, message }),
  } as never;

  it('runs once a day across processes, and logs its counts', async () => {
    const t = app();
    const db = t.database.db;
    await seedEverything(db, 1);
    let now = monthsAfter(T0, 1);
    // Two processes' jobs on one database.
    const jobs = [1, 2].map(() => createRetentionJob({ db, log, checkMs: 0 }));
    const runs = await Promise.all(jobs.map((job) => job.run(now)));
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    expect(await jobs[0]!.run(now)).toBeNull();
    t.setNow(now);
    expect(await t.app.retention.runIfDue()).toBeNull();
    const [claim] = await db.select().from(appMeta).where(eq(appMeta.key, 'retention.lastRunDay'));
    expect(claim?.value).toBe(todayInStockholm(now));

    expect(logged).toEqual([
      {
        level: 'info',
        fields: {
          job: 'retention',
          day: claim?.value,
          rejectedApplications: 2,
          dismissedUpdateRequests: 0,
          closedQueries: 2,
          unusedAccountsNotified: 1,
          unusedAccountsAnonymised: 1,
        },
        message: 'retention: daily run done',
      },
    ]);
    expect(JSON.stringify(logged)).not.toContain('@');

    now = daysAfter(now, 1);
    expect(await jobs[1]!.run(now)).not.toBeNull();
    expect(logged).toHaveLength(2);
  });

  it("gives the day back when a run fails, and the runner's timer logs the failure and goes on", async () => {
    const db = app().database.db;
    let failures = 1;
    const runs: Date[] = [];
    const job = createDailyJob({
      name: 'flaky',
      db,
      log,
      run: async (now) => {
        runs.push(now);
        if (failures-- > 0) throw new Error('the database went away');
        return {};
      },
      summary: () => ({}),
      checkMs: 20,
      firstCheckMs: 10,
    });
    const runner = createJobRunner({ jobs: [job], now: () => T0, log });
    runner.start();
    await expect.poll(() => runs.length, { timeout: 5_000 }).toBe(2);
    await runner.stop();
    expect(
      logged.filter((entry) => entry.fields.job === 'flaky').map((entry) => [entry.level, entry.message]),
    ).toEqual([
      ['warn', 'flaky: run failed, will try again'],
      ['info', 'flaky: daily run done'],
    ]);
  });
});

type Seeded = {
  rejectedApplications: string[];
  closedQueries: string[];
  unusedAccountsNotified: string[];
  unusedAccountsAnonymised: string[];
};

/** A report's items by case number or id, sorted: what can be compared with `seedEverything`'s. */
function sorted(report: Awaited<ReturnType<typeof runRetention>>): Seeded {
  return {
    rejectedApplications: report.rejectedApplications.map((item) => item.caseNumber).sort(),
    closedQueries: report.closedQueries.map((item) => item.caseNumber).sort(),
    unusedAccountsNotified: report.unusedAccountsNotified.map((item) => item.id).sort(),
    unusedAccountsAnonymised: report.unusedAccountsAnonymised.map((item) => item.id).sort(),
  };
}

/**
 * `n` items of each kind due at T0, written straight into the tables: rejected applications (two
 * kinds: by the last action, and by `updated_at` without one), closed contact queries (with and
 * without a status change), unused vendor accounts not told yet, and told ones whose notice ran out.
 */
async function seedEverything(db: Db, n: number): Promise<Seeded> {
  const tag = unique();
  const old = monthsBefore(T0, 30);
  const applications = await db
    .insert(partnerApplications)
    .values(
      Array.from({ length: 2 * n }, (_, i) => ({
        caseNumber: `R-2024-${tag}${i}`,
        type: 'rider',
        status: 'rejected',
        firstName: 'Seeded',
        lastName: `Applicant${i}`,
        email: `applicant-${tag}-${i}@example.se`,
        phone: '+46701112233',
        termsAcceptedAt: old,
        createdAt: old,
        updatedAt: old,
        ...(i % 2 === 0 && { lastAction: 'reject', lastActionAt: old }),
      })),
    )
    .returning({ caseNumber: partnerApplications.caseNumber });
  const queries = await db
    .insert(supportQueries)
    .values(
      Array.from({ length: 2 * n }, (_, i) => ({
        caseNumber: `Q-2024-${tag}${i}`,
        type: 'store',
        firstName: 'Seeded',
        lastName: `Sender${i}`,
        email: `sender-${tag}-${i}@example.se`,
        subject: 'inquiries',
        message: 'A question long since answered.',
        status: i % 2 === 0 ? 'closed' : 'resolved',
        createdAt: old,
        updatedAt: old,
      })),
    )
    .returning({ id: supportQueries.id, caseNumber: supportQueries.caseNumber });
  await db
    .insert(queryStatusChanges)
    .values(
      queries
        .filter((_, i) => i % 2 === 0)
        .map((query) => ({ queryId: query.id, fromStatus: 'created', toStatus: 'closed', createdAt: old })),
    );
  const account = (kind: string, i: number, noticeAt: Date | null) => ({
    vendorName: `Seeded ${kind} ${i}`,
    email: `${kind}-${tag}-${i}@example.se`,
    passwordHash: null,
    createdAt: old,
    unusedNoticeAt: noticeAt,
  });
  const unused = await db
    .insert(vendors)
    .values(Array.from({ length: n }, (_, i) => account('unused', i, null)))
    .returning({ id: vendors.id });
  const told = await db
    .insert(vendors)
    .values(
      Array.from({ length: n }, (_, i) =>
        account('told', i, daysAfter(T0, -RETENTION.unusedAccountNoticeDays - 1)),
      ),
    )
    .returning({ id: vendors.id });
  return {
    rejectedApplications: applications.map((row) => row.caseNumber).sort(),
    closedQueries: queries.map((row) => row.caseNumber).sort(),
    unusedAccountsNotified: unused.map((row) => row.id).sort(),
    unusedAccountsAnonymised: told.map((row) => row.id).sort(),
  };
}
