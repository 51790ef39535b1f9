import { BLANK_PROMOTION_FORM, todayInStockholm, VENDOR_STATUS_UNDO_WINDOW_MS } from '@levera/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, partnerApplications, promotions, supportQueries, vendors } from '../db/schema.ts';
import {
  auditEntriesOf,
  createVendor,
  signedInAdmin,
  TEST_PASSWORD,
  useTestApp,
  expectFieldErrors,
} from '../test/fixtures.ts';
import { SmtpInbox } from '../test/smtp-inbox.ts';
import {
  applyAsPartner,
  contactQuery,
  payoutQuery,
  raiseVendorQuery,
  riderApplication,
  vendorApplication,
} from '../test/forms.ts';
import { open } from '../lib/personal-data-crypto.ts';
import { call, type TestApp, testKeyring } from '../test/test-app.ts';
import { GIVE_UP_AFTER_MS } from '../jobs/mail-delivery.ts';

// E-mail through the outbox (issue 17 §1) and the reasons of decisions (§4), through HTTP and a real
// SMTP server, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.

const ADMINS = 'ops@levera.test';
const inbox = new SmtpInbox();
let t: TestApp;
let adminToken: string;
let vendor: { id: string; email: string; token: string };

useTestApp(
  async (made) => {
    t = made;
    adminToken = (await signedInAdmin(t)).token;
    const account = await createVendor(t.database.db, { vendorName: 'Kafé Solros' });
    // The vendor signs in on a Swedish page: its e-mails are in Swedish.
    const login = await call(t.app, '/api/vendor/login', {
      method: 'POST',
      body: { email: account.email, password: TEST_PASSWORD, language: 'sv' },
    });
    vendor = { id: account.id, email: account.email, token: login.body.token };
  },
  {
    inbox,
    env: {
      MAIL_FROM: 'Levera <no-reply@levera.test>',
      ADMIN_NOTIFY_EMAIL: ADMINS,
      PUBLIC_FORM_RATE_LIMIT: '10000',
    },
  },
);

/** Runs the mail worker at `at` (the clock of the app) until nothing is due. */
async function drain(at = new Date()) {
  t.setNow(at);
  return t.app.mail.drain();
}

const applyAsRider = (body: Record<string, unknown>) => applyAsPartner(t, 'riders', body);

const patch = (url: string, body: Record<string, unknown>) =>
  call(t.app, url, { method: 'PATCH', body, token: adminToken });

describe('applicants', () => {
  it('tells a rider in Swedish that the application arrived, with the case number and no personnummer', async () => {
    const body = riderApplication({ language: 'sv' });
    const row = await applyAsRider(body);
    await drain();
    const [mail, ...more] = inbox.to(body.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      from: '"Levera" <no-reply@levera.test>',
      language: 'sv',
      subject: `Vi har tagit emot din ansökan som bud (${row.caseNumber})`,
    });
    expect(mail!.text).toContain(`Ditt ärendenummer är ${row.caseNumber}.`);
    expect(mail!.html).toContain(row.caseNumber);
    const personnummer = open(testKeyring, row.nationalIdSealed!);
    for (const secret of [personnummer, personnummer.replace('-', ''), row.phone]) {
      expect(mail!.text + mail!.html).not.toContain(secret);
    }
  });

  it('tells a vendor applicant in English, and a contact query sender, with their case numbers', async () => {
    const application = await call(t.app, '/api/partners/vendors', {
      method: 'POST',
      body: vendorApplication({ email: 'lars@example.se', language: 'en' }),
    });
    const query = await call(t.app, '/api/queries', {
      method: 'POST',
      body: contactQuery({ firstName: 'Eva', lastName: 'Frågar', email: 'eva@example.se', language: 'sv' }),
    });
    await drain();
    expect(inbox.to('lars@example.se')).toMatchObject([
      {
        language: 'en',
        subject: `We have received your partner application (${application.body.caseNumber})`,
      },
    ]);
    expect(inbox.to('eva@example.se')).toMatchObject([
      { language: 'sv', subject: `Vi har tagit emot ditt meddelande (${query.body.caseNumber})` },
    ]);
    expect(inbox.to('eva@example.se')[0]!.text).toContain('Hej Eva!');
  });

  it('confirms a repeat of a pending application like any application, with its own case number (decision 063)', async () => {
    const body = riderApplication();
    const first = await applyAsRider(body);
    const again = await call(t.app, '/api/partners/riders', { method: 'POST', body });
    expect(again.status).toBe(201);
    await drain();
    expect(inbox.to(body.email).map((mail) => mail.subject)).toEqual([
      `We have received your rider application (${first.caseNumber})`,
      `We have received your rider application (${again.body.caseNumber})`,
    ]);
  });

  it('rejects with the reason: stored, audited, answered and in the e-mail; approves without one', async () => {
    const body = riderApplication({ language: 'sv' });
    const row = await applyAsRider(body);
    const reason = '  Vi söker inga cykelbud i Katrineholm just nu.  ';
    const rejected = await patch(`/api/partners/${row.id}/status`, {
      action: 'reject',
      expectedStatus: 'pending',
      reason,
    });
    expect(rejected.status, rejected.raw).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', statusReason: reason.trim() });
    const audits = await auditEntriesOf(t.database.db, 'partnerApplication', row.id);
    expect(audits.at(-1)).toMatchObject({
      action: 'reject',
      details: { from: 'pending', to: 'rejected', reason: reason.trim() },
    });

    const approved = await patch(`/api/partners/${row.id}/status`, {
      action: 'approve',
      expectedStatus: 'rejected',
      reason: '   ',
    });
    expect(approved.body.data).toMatchObject({ status: 'approved', statusReason: null });
    const audit = (await auditEntriesOf(t.database.db, 'partnerApplication', row.id)).at(-1);
    expect(audit?.details).toEqual({ from: 'rejected', to: 'approved' });

    await drain();
    const [, rejection, approval] = inbox.to(body.email);
    expect(rejection).toMatchObject({
      language: 'sv',
      subject: `Din ansökan som bud blev inte godkänd (${row.caseNumber})`,
    });
    expect(rejection!.text).toContain(`Anledning:\n${reason.trim()}`);
    expect(rejection!.html).toContain(reason.trim());
    expect(approval).toMatchObject({ subject: `Din ansökan som bud är godkänd (${row.caseNumber})` });
    expect(approval!.text).not.toContain('Anledning');
  });

  it('refuses a reason over 500 characters with the field error in the page language, changing nothing', async () => {
    const row = await applyAsRider(riderApplication());
    const answer = await patch(`/api/partners/${row.id}/status`, {
      action: 'reject',
      expectedStatus: 'pending',
      reason: 'x'.repeat(501),
      language: 'sv',
    });
    expectFieldErrors(answer, { reason: expect.any(String) });
    expect(answer.body.fields.reason).toMatch(/lång/i);
    const [stored] = await t.database.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, row.id));
    expect(stored).toMatchObject({ status: 'pending', statusReason: null });
  });
});

describe('vendors', () => {
  const today = todayInStockholm(new Date());
  const inDays = (days: number) =>
    new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  async function promotion(title: string, endDate = inDays(30)) {
    const created = await call(t.app, '/api/vendor/promotions', {
      method: 'POST',
      token: vendor.token,
      body: {
        ...BLANK_PROMOTION_FORM,
        title,
        description: 'Tjugo procent på all fika hela våren.',
        discountType: 'percentage',
        discountValue: 20,
        startDate: today,
        endDate,
      },
    });
    expect(created.status, created.raw).toBe(201);
    return created.body.data.id as string;
  }

  it('tells the vendor in its language that a promotion was rejected, with the reason, or approved', async () => {
    const rejectedId = await promotion('Vårfika');
    const approvedId = await promotion('Sommarglass');
    const reason = 'Bilden saknas. Lägg till en bild och skicka in kampanjen igen.';
    const rejected = await patch(`/api/promotions/${rejectedId}/status`, {
      action: 'reject',
      expectedStatus: 'pending',
      reason,
    });
    expect(rejected.body.data).toMatchObject({ status: 'inactive', statusReason: reason });
    expect(
      (await patch(`/api/promotions/${approvedId}/status`, { action: 'approve', expectedStatus: 'pending' }))
        .status,
    ).toBe(200);
    const own = await call(t.app, `/api/vendor/promotions/${rejectedId}`, { token: vendor.token });
    expect(own.body.data.statusReason).toBe(reason);
    const audit = (await auditEntriesOf(t.database.db, 'promotion', rejectedId)).at(-1);
    expect(audit?.details).toEqual({ from: 'pending', to: 'inactive', reason });

    await drain();
    const mails = inbox.to(vendor.email).filter((mail) => /Vårfika|Sommarglass/.test(mail.subject));
    expect(mails.map(({ subject, language }) => ({ subject, language }))).toEqual([
      { subject: 'Din kampanj ”Vårfika” blev inte godkänd', language: 'sv' },
      { subject: 'Din kampanj ”Sommarglass” är godkänd', language: 'sv' },
    ]);
    expect(mails[0]!.text).toContain(`Anledning:\n${reason}`);
  });

  it('tells the vendor once when an approved promotion has passed its end date', async () => {
    const id = await promotion('Höstbulle', inDays(1));
    await patch(`/api/promotions/${id}/status`, { action: 'approve', expectedStatus: 'pending' });
    const later = new Date(Date.now() + 3 * 86_400_000);
    await drain(later);
    await drain(new Date(later.getTime() + 60_000));
    const expired = inbox.to(vendor.email).filter((mail) => mail.subject.includes('Höstbulle'));
    expect(expired.map((mail) => mail.subject)).toEqual([
      'Din kampanj ”Höstbulle” är godkänd',
      'Din kampanj ”Höstbulle” har avslutats',
    ]);
    const [row] = await t.database.db.select().from(promotions).where(eq(promotions.id, id));
    expect(row?.expiryNotifiedAt).not.toBeNull();
    t.setNow(new Date());
  });

  it('tells the vendor that its account was deactivated (with the reason), suspended and activated', async () => {
    const account = await createVendor(t.database.db, { vendorName: 'Pizzeria Mail' });
    const reason = 'Obetalda avgifter sedan september.';
    const deactivated = await patch(`/api/vendors/${account.id}/status`, {
      status: 'inactive',
      expectedStatus: 'active',
      reason,
    });
    expect(deactivated.status, deactivated.raw).toBe(200);
    expect(deactivated.body.data).toMatchObject({ status: 'inactive', statusReason: reason });
    const audit = (await auditEntriesOf(t.database.db, 'vendor', account.id)).at(-1);
    expect(audit?.details).toEqual({ from: 'active', to: 'inactive', reason });
    await patch(`/api/vendors/${account.id}/status`, { status: 'suspended', expectedStatus: 'inactive' });
    const activated = await patch(`/api/vendors/${account.id}/status`, {
      status: 'active',
      expectedStatus: 'suspended',
    });
    expect(activated.body.data.statusReason).toBeNull();

    // Each waits out the undo window (issue 36 §8).
    await drain(new Date(Date.now() + VENDOR_STATUS_UNDO_WINDOW_MS + 1_000));
    t.setNow(new Date());
    // Never signed in: its e-mails are in the default language, English.
    const mails = inbox.to(account.email);
    expect(mails.map(({ subject, language }) => ({ subject, language }))).toEqual([
      { subject: 'Your partner account has been deactivated', language: 'en' },
      { subject: 'Your partner account has been suspended', language: 'en' },
      { subject: 'Your partner account is active', language: 'en' },
    ]);
    expect(mails[0]!.text).toContain(`Reason:\n${reason}`);
    expect(mails[0]!.text).toContain('Hi Pizzeria Mail,');
  });

  it('tells the vendor that support answered its query, in the language of the query', async () => {
    const raised = await raiseVendorQuery(t, vendor.token, payoutQuery('sv'));
    const [query] = await t.database.db
      .select()
      .from(supportQueries)
      .where(eq(supportQueries.id, raised.body.data.id));
    const answer = await call(t.app, `/api/queries/${query!.id}/response`, {
      method: 'PUT',
      token: adminToken,
      body: { response: 'Utbetalningen skickades i går och syns inom två bankdagar.' },
    });
    expect(answer.status, answer.raw).toBe(200);
    await drain();
    const [mail] = inbox.to(vendor.email).filter((each) => each.subject.includes(query!.caseNumber));
    expect(mail).toMatchObject({
      language: 'sv',
      subject: `Supporten har svarat på ditt ärende (${query!.caseNumber})`,
    });
    expect(mail!.text).toContain('Svar:\nUtbetalningen skickades i går och syns inom två bankdagar.');
  });
});

describe('the admins', () => {
  it('get one digest of new queries and applications per ADMIN_DIGEST_MINUTES, and none when nothing is new', async () => {
    // Past the digests of what the tests above sent (one moved the clock three days ahead).
    await drain(new Date(Date.now() + 4 * 86_400_000));
    const before = inbox.to(ADMINS).length;
    const start = new Date(Date.now() + 4 * 86_400_000 + 16 * 60_000);
    const first = await applyAsRider(riderApplication());
    await drain(start);
    expect(inbox.to(ADMINS)).toHaveLength(before + 1);
    const digest = inbox.to(ADMINS).at(-1)!;
    expect(digest.subject).toBe('Levera: 1 new query or application');
    expect(digest.text).toContain(`${first.caseNumber}: rider application`);

    const second = await applyAsRider(riderApplication());
    await drain(new Date(start.getTime() + 5 * 60_000));
    expect(inbox.to(ADMINS)).toHaveLength(before + 1);
    await drain(new Date(start.getTime() + 16 * 60_000));
    expect(inbox.to(ADMINS)).toHaveLength(before + 2);
    expect(inbox.to(ADMINS).at(-1)!.text).toContain(second.caseNumber);
    await drain(new Date(start.getTime() + 40 * 60_000));
    expect(inbox.to(ADMINS)).toHaveLength(before + 2);
    t.setNow(new Date());
  });
});

describe('nothing is lost', () => {
  it('keeps e-mails while the SMTP server is down and sends them once it is back', async () => {
    await drain();
    await inbox.stop();
    const body = riderApplication({ language: 'en' });
    const row = await applyAsRider(body);
    const offline = await drain();
    expect(offline).toMatchObject({ sent: 0, retried: 1 });
    const [kept] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, body.email));
    expect(kept).toMatchObject({ status: 'pending', attempts: 1 });

    await inbox.start();
    // Not due before its back-off has passed; then sent, once.
    expect((await drain()).claimed).toBe(0);
    expect((await drain(new Date(Date.now() + 31_000))).sent).toBe(1);
    await drain(new Date(Date.now() + 3_600_000));
    expect(inbox.to(body.email)).toMatchObject([
      { subject: `We have received your rider application (${row.caseNumber})` },
    ]);
    t.setNow(new Date());
  });

  it('gives an e-mail up 24 hours after it was written, marking it failed', async () => {
    await drain();
    await inbox.stop();
    const body = riderApplication();
    await applyAsRider(body);
    await drain();
    const pass = await drain(new Date(Date.now() + GIVE_UP_AFTER_MS + 60_000));
    expect(pass.failed).toBe(1);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, body.email));
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    await inbox.start();
    t.setNow(new Date());
  });

  it('keeps no secret in the outbox: no personnummer, password or token', async () => {
    const rows = await t.database.db.select().from(mailOutbox);
    const stored = JSON.stringify(rows);
    const riders = await t.database.db
      .select({ sealed: partnerApplications.nationalIdSealed })
      .from(partnerApplications);
    for (const { sealed } of riders) if (sealed) expect(stored).not.toContain(open(testKeyring, sealed));
    expect(stored).not.toContain(TEST_PASSWORD);
    expect(stored).not.toContain(vendor.token);
    expect(stored).not.toContain(adminToken);
    const [{ passwordHash }] = (await t.database.db
      .select({ passwordHash: vendors.passwordHash })
      .from(vendors)
      .where(eq(vendors.id, vendor.id))) as [{ passwordHash: string }];
    expect(stored).not.toContain(passwordHash);
  });
});
