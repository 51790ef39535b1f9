import { RETENTION } from '@levera/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Db, rowsOf } from '../../db/client.ts';
import { mailOutbox, partnerUpdateRequests } from '../../db/schema.ts';
import { runRetention } from '../../jobs/retention.ts';
import { lookupHash, open } from '../../lib/personal-data-crypto.ts';
import { auditEntriesOf, signedInAdmin, useTestApp, expectSuccessLike } from '../../test/fixtures.ts';
import { applicationByCase, riderApplication, vendorApplication } from '../../test/forms.ts';
import { SmtpInbox } from '../../test/smtp-inbox.ts';
import { call, type TestApp, testKeyring } from '../../test/test-app.ts';

// Issue 36 §7 (decision 063): a repeat application (same personnummer, organisation number, or
// e-mail and type, while one is pending) was told "your case number is R-…" for a case that existed
// nowhere: nothing stored, no e-mail, nothing for the admin search. It is now kept as an update
// request on the pending application, confirmed like any application to the address just typed, found
// by its own case number, and applied or dismissed by an admin; the privacy tools and the retention
// job know it. Through HTTP and a real SMTP server, on PGlite and (TEST_DATABASE_URL) PostgreSQL.

const inbox = new SmtpInbox();
let t: TestApp;
let admin: { id: string; token: string };

useTestApp(
  async (made) => {
    t = made;
    admin = await signedInAdmin(t);
  },
  { inbox, env: { MAIL_FROM: 'Levera <no-reply@levera.test>', PUBLIC_FORM_RATE_LIMIT: '10000' } },
);

let n = 0;
/** A phone number of its own: the personal-data search joins rows that share one. */
const ownPhone = () => `076-${String(3_100_000 + ++n * 7919).slice(-7)}`;
const rider = (overrides: Record<string, unknown> = {}) =>
  riderApplication({ phoneNumber: ownPhone(), language: 'en', ...overrides });
const vendor = (overrides: Record<string, unknown> = {}) =>
  vendorApplication({ phoneNumber: ownPhone(), language: 'en', ...overrides });

const apply = (form: 'riders' | 'vendors', body: Record<string, unknown>) =>
  call(t.app, `/api/partners/${form}`, { method: 'POST', body });
const asAdmin = (
  url: string,
  options: { method?: 'GET' | 'POST' | 'PATCH'; body?: Record<string, unknown> } = {},
) => call(t.app, url, { ...options, token: admin.token });
const decide = (id: string, requestId: string, action: 'apply' | 'dismiss', language = 'en') =>
  asAdmin(`/api/partners/${id}/update-requests/${requestId}`, {
    method: 'PATCH',
    body: { action, language },
  });

const applicationOf = (caseNumber: string) => applicationByCase(t.database.db, caseNumber);
async function requestOf(caseNumber: string) {
  const [row] = await t.database.db
    .select()
    .from(partnerUpdateRequests)
    .where(eq(partnerUpdateRequests.caseNumber, caseNumber));
  return row;
}

/** Runs the mail worker now, until nothing is due. */
async function drain() {
  t.setNow(new Date());
  await t.app.mail.drain();
}

describe('a repeat application is kept as an update request', () => {
  it('stores a repeat with the same personnummer and a corrected e-mail, confirms it to the new address, and the admin finds and applies it', async () => {
    const first = rider({ email: 'sara.fel@example.se' });
    const stored = await apply('riders', first);
    expect(stored.status, stored.raw).toBe(201);

    // The same person again, the e-mail corrected, on a Swedish page.
    const repeat = { ...first, email: 'sara.ratt@example.se', language: 'sv' };
    const again = await apply('riders', repeat);
    // The public answer is that of any first application: nothing tells an application exists.
    const firstInSwedish = await apply('riders', rider({ language: 'sv' }));
    expect(again.status).toBe(201);
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(firstInSwedish.body).sort());
    expect(again.body).toEqual({
      success: true,
      message: firstInSwedish.body.message,
      caseNumber: expect.stringMatching(/^R-\d{4}-\d{6}$/),
    });
    expect(again.body.caseNumber).not.toBe(stored.body.caseNumber);

    // Kept as an update request, not as a second application.
    const application = (await applicationOf(stored.body.caseNumber))!;
    expect(application).toMatchObject({ email: 'sara.fel@example.se', status: 'pending' });
    expect(await applicationOf(again.body.caseNumber)).toBeUndefined();
    const kept = (await requestOf(again.body.caseNumber))!;
    expect(kept).toMatchObject({
      applicationId: application.id,
      status: 'pending',
      email: 'sara.ratt@example.se',
      language: 'sv',
      // Sealed, hashed and masked as the application's (decision 058).
      nationalIdHash: lookupHash(testKeyring, first.nationalId as string),
      nationalIdMasked: `${(first.nationalId as string).slice(0, 8)}-****`,
    });
    expect(open(testKeyring, kept.nationalIdSealed!)).toBe(first.nationalId);
    expect(JSON.stringify(kept)).not.toContain(first.nationalId as string);

    // The same confirmation as any applicant's, to the address typed in the repeat, with its number.
    await drain();
    const [confirmation, ...more] = inbox.to('sara.ratt@example.se');
    expect(more).toEqual([]);
    expect(confirmation).toMatchObject({
      language: 'sv',
      subject: `Vi har tagit emot din ansökan som bud (${again.body.caseNumber})`,
    });
    expect(confirmation!.text).toContain(`Ditt ärendenummer är ${again.body.caseNumber}.`);
    expect(confirmation!.text).not.toContain(stored.body.caseNumber);

    // The admin search by the request's case number finds the application.
    const found = await asAdmin(`/api/partners?q=${encodeURIComponent(again.body.caseNumber.toLowerCase())}`);
    expect(found.status, found.raw).toBe(200);
    expect(found.body.data.map((row: { caseNumber: string }) => row.caseNumber)).toEqual([
      stored.body.caseNumber,
    ]);

    // What applying it would change.
    const listed = await asAdmin(`/api/partners/${application.id}/update-requests`);
    expect(listed.status, listed.raw).toBe(200);
    expect(listed.body.data).toEqual([
      {
        id: kept.id,
        caseNumber: again.body.caseNumber,
        status: 'pending',
        createdAt: kept.createdAt.toISOString(),
        decidedAt: null,
        decidedBy: null,
        changes: [
          { field: 'email', from: 'sara.fel@example.se', to: 'sara.ratt@example.se' },
          { field: 'language', from: 'en', to: 'sv' },
        ],
      },
    ]);

    const applied = await decide(application.id, kept.id, 'apply');
    expectSuccessLike(applied, 200, 'The application has been updated from the update request', {
      data: { id: application.id, caseNumber: stored.body.caseNumber, email: 'sara.ratt@example.se' },
    });
    expect(await applicationOf(stored.body.caseNumber)).toMatchObject({
      email: 'sara.ratt@example.se',
      language: 'sv',
      status: 'pending',
      nationalIdHash: application.nationalIdHash,
    });
    const after = await asAdmin(`/api/partners/${application.id}/update-requests`);
    expect(after.body.data).toMatchObject([
      { caseNumber: again.body.caseNumber, status: 'applied', decidedBy: { id: admin.id }, changes: [] },
    ]);
    expect(
      (await auditEntriesOf(t.database.db, 'partnerApplication', application.id)).map(
        ({ actorRole, action, details }) => ({ actorRole, action, details }),
      ),
    ).toEqual([
      {
        actorRole: 'applicant',
        action: 'updateRequested',
        details: { requestCaseNumber: again.body.caseNumber },
      },
      {
        actorRole: 'admin',
        action: 'applyUpdateRequest',
        details: { requestCaseNumber: again.body.caseNumber, fields: ['email', 'language'] },
      },
    ]);
    // The history names the request.
    const history = await asAdmin(`/api/audit?entity=partnerApplication&entityId=${application.id}`);
    expect(history.body.data.map((entry: { subject: string }) => entry.subject)).toEqual([
      again.body.caseNumber,
      again.body.caseNumber,
    ]);

    // Once only, said in the admin's language.
    const twice = await decide(application.id, kept.id, 'dismiss', 'sv');
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: 'update_request_decided',
      error: 'Ändringsbegäran har redan verkställts eller avvisats. Den senaste versionen visas.',
    });
  });

  it('dismisses a request and leaves the application as it was', async () => {
    const first = rider();
    const stored = await apply('riders', first);
    const again = await apply('riders', { ...first, lastName: 'Annan', city: 'Malmö' });
    const application = (await applicationOf(stored.body.caseNumber))!;
    const kept = (await requestOf(again.body.caseNumber))!;
    const listed = await asAdmin(`/api/partners/${application.id}/update-requests`);
    expect(listed.body.data[0].changes).toEqual([
      { field: 'lastName', from: first.lastName, to: 'Annan' },
      { field: 'city', from: 'Katrineholm', to: 'Malmö' },
    ]);

    const dismissed = await decide(application.id, kept.id, 'dismiss', 'sv');
    expect(dismissed.status, dismissed.raw).toBe(200);
    expect(dismissed.body.message).toBe('Ändringsbegäran har avvisats');
    expect(await applicationOf(stored.body.caseNumber)).toMatchObject({
      lastName: first.lastName,
      city: 'Katrineholm',
      updatedAt: application.updatedAt,
    });
    expect((await requestOf(again.body.caseNumber))!).toMatchObject({
      status: 'dismissed',
      decidedBy: admin.id,
    });
    expect((await auditEntriesOf(t.database.db, 'partnerApplication', application.id)).at(-1)).toMatchObject({
      action: 'dismissUpdateRequest',
      details: { requestCaseNumber: again.body.caseNumber },
    });
  });

  it('keeps a vendor repeat with the same organisation number, and one with the same e-mail', async () => {
    const first = vendor();
    const stored = await apply('vendors', first);
    const sameNumber = await apply('vendors', {
      ...vendor(),
      organizationNumber: (first.organizationNumber as string).replace('-', ''),
    });
    const sameEmail = await apply('vendors', { ...vendor(), email: first.email });
    expect([stored.status, sameNumber.status, sameEmail.status]).toEqual([201, 201, 201]);
    const application = (await applicationOf(stored.body.caseNumber))!;
    const listed = await asAdmin(`/api/partners/${application.id}/update-requests`);
    expect(listed.body.data.map((row: { caseNumber: string }) => row.caseNumber)).toEqual([
      sameEmail.body.caseNumber,
      sameNumber.body.caseNumber,
    ]);
    await drain();
    expect(inbox.to(first.email as string).map((mail) => mail.subject)).toEqual([
      `We have received your partner application (${stored.body.caseNumber})`,
      `We have received your partner application (${sameEmail.body.caseNumber})`,
    ]);
  });

  it('refuses to apply an e-mail another pending application has, and changes nothing', async () => {
    const a = rider();
    const b = rider();
    const storedA = await apply('riders', a);
    await apply('riders', b);
    const again = await apply('riders', { ...a, email: b.email });
    const application = (await applicationOf(storedA.body.caseNumber))!;
    const kept = (await requestOf(again.body.caseNumber))!;
    const refused = await decide(application.id, kept.id, 'apply');
    expect(refused.status, refused.raw).toBe(409);
    expect(refused.body.code).toBe('duplicate_application');
    expect(await applicationOf(storedA.body.caseNumber)).toMatchObject({ email: a.email });
    expect(await requestOf(again.body.caseNumber)).toMatchObject({ status: 'pending' });
  });

  it('answers 404 for an unknown application or request', async () => {
    const stored = await apply('riders', rider());
    const application = (await applicationOf(stored.body.caseNumber))!;
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await asAdmin(`/api/partners/${unknown}/update-requests`)).status).toBe(404);
    expect((await decide(application.id, unknown, 'apply')).status).toBe(404);
    expect((await decide(application.id, 'not-an-id', 'apply')).status).toBe(404);
  });
});

// ---------------------------------------------------------------- personal data

/** Every row of every table as lower-cased text: what a dump of the database would hold. */
async function everyRowAsText(db: Db): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = rowsOf<{ row: string }>(
      await db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`),
    );
    parts.push(`${name}: ${rows.map(({ row }) => row).join('\n')}`);
  }
  return parts.join('\n').toLowerCase();
}

describe('the personal-data tools and the retention job know update requests', () => {
  it('finds a repeat by its own case number, exports it with the personnummer in full, and erases it with its application', async () => {
    const first = rider({ email: 'nora.forst@example.se', lastName: 'Raderasdottir' });
    const stored = await apply('riders', first);
    const again = await apply('riders', { ...first, email: 'nora.sedan@example.se' });
    await drain();

    const subjects = await asAdmin('/api/privacy/subjects', {
      method: 'POST',
      body: { q: again.body.caseNumber },
    });
    expect(subjects.status, subjects.raw).toBe(200);
    expect(subjects.body.searchedAs).toEqual(['caseNumber']);
    expect(subjects.body.updateRequests).toMatchObject([
      {
        caseNumber: again.body.caseNumber,
        applicationCaseNumber: stored.body.caseNumber,
        status: 'pending',
        email: 'nora.sedan@example.se',
        nationalIdMasked: `${(first.nationalId as string).slice(0, 8)}-****`,
      },
    ]);
    // The same personnummer: the same person, whose application is found with it.
    expect(subjects.body.applications.map((row: { caseNumber: string }) => row.caseNumber)).toEqual([
      stored.body.caseNumber,
    ]);

    const exported = await asAdmin('/api/privacy/export', {
      method: 'POST',
      body: { q: 'nora.sedan@example.se' },
    });
    expect(exported.status, exported.raw).toBe(200);
    expect(exported.body.updateRequests).toMatchObject([
      { caseNumber: again.body.caseNumber, email: 'nora.sedan@example.se', nationalId: first.nationalId },
    ]);
    expect(exported.body.emails.map((mail: { recipient: string }) => mail.recipient).sort()).toEqual([
      'nora.forst@example.se',
      'nora.sedan@example.se',
    ]);

    const erased = await asAdmin('/api/privacy/erasure', {
      method: 'POST',
      body: { q: again.body.caseNumber, reason: 'Bad om radering per e-post.' },
    });
    expect(erased.status, erased.raw).toBe(200);
    expect(erased.body.data).toMatchObject({ applications: 1, updateRequests: 1, emails: 2 });
    expect(erased.body.data.caseNumbers.sort()).toEqual(
      [stored.body.caseNumber, again.body.caseNumber].sort(),
    );
    // Both addresses were told first.
    expect(inbox.to('nora.sedan@example.se').at(-1)!.subject).toBe(
      'Your personal data at Levera is being erased',
    );
    expect(inbox.to('nora.forst@example.se').at(-1)!.subject).toBe(
      'Your personal data at Levera is being erased',
    );

    expect(await requestOf(again.body.caseNumber)).toBeUndefined();
    const dump = await everyRowAsText(t.database.db);
    for (const value of [
      'nora.sedan@example.se',
      'nora.forst@example.se',
      'raderasdottir',
      first.nationalId as string,
    ])
      expect(dump).not.toContain(value.toLowerCase());
  });

  it('erases a dismissed request after the rejected-application period, and a rejected application with its requests', async () => {
    const db = t.database.db;
    const T0 = new Date();
    const days = (count: number) => new Date(T0.getTime() + count * 86_400_000);
    const months = RETENTION.rejectedApplicationMonths;

    // A pending application whose repeat is dismissed now.
    const kept = rider({ email: 'kvar@example.se' });
    const keptStored = await apply('riders', kept);
    const dismissedRepeat = await apply('riders', { ...kept, email: 'avvisad@example.se' });
    const keptApplication = (await applicationOf(keptStored.body.caseNumber))!;
    const dismissedRow = (await requestOf(dismissedRepeat.body.caseNumber))!;
    t.setNow(T0);
    expect((await decide(keptApplication.id, dismissedRow.id, 'dismiss')).status).toBe(200);
    // A rejected application with a pending repeat.
    const gone = rider({ email: 'avslagen@example.se' });
    const goneStored = await apply('riders', gone);
    const goneRepeat = await apply('riders', { ...gone, email: 'avslagen.igen@example.se' });
    const goneApplication = (await applicationOf(goneStored.body.caseNumber))!;
    const rejected = await asAdmin(`/api/partners/${goneApplication.id}/status`, {
      method: 'PATCH',
      body: { action: 'reject', expectedStatus: 'pending' },
    });
    expect(rejected.status, rejected.raw).toBe(200);
    await drain();

    const early = await runRetention(db, { now: days(months * 30 - 10) });
    expect(early.dismissedUpdateRequests).toEqual([]);
    expect(await requestOf(dismissedRepeat.body.caseNumber)).toBeDefined();

    const late = await runRetention(db, { now: days(months * 31 + 2) });
    expect(late.dismissedUpdateRequests).toContainEqual({ caseNumber: dismissedRepeat.body.caseNumber });
    expect(late.rejectedApplications).toContainEqual({ caseNumber: goneStored.body.caseNumber });
    expect(await requestOf(dismissedRepeat.body.caseNumber)).toBeUndefined();
    expect(await requestOf(goneRepeat.body.caseNumber)).toBeUndefined();
    // The application whose request was dismissed stays, and its history says what went.
    expect(await applicationOf(keptStored.body.caseNumber)).toMatchObject({ email: 'kvar@example.se' });
    expect((await auditEntriesOf(db, 'partnerApplication', keptApplication.id)).at(-1)).toMatchObject({
      actorRole: 'system',
      action: 'retentionEraseUpdateRequest',
      details: { requestCaseNumber: dismissedRepeat.body.caseNumber },
    });
    // The e-mails that confirmed the erased requests went with them.
    const outbox = await db.select({ recipient: mailOutbox.recipient }).from(mailOutbox);
    const recipients = outbox.map((row) => row.recipient);
    for (const address of ['avvisad@example.se', 'avslagen.igen@example.se', 'avslagen@example.se'])
      expect(recipients).not.toContain(address);
    expect(recipients).toContain('kvar@example.se');
    t.setNow(new Date());
  });
});
