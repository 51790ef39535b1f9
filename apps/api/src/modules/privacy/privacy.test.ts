import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makePersonnummer } from '../../../../../packages/domain/src/test-support.ts';
import { rowsOf } from '../../db/client.ts';
import { auditLog, mailOutbox, promotions, supportQueries, vendors } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import {
  createVendor,
  signedInAdmin,
  signIn,
  TEST_PASSWORD,
  useTestApp,
  expectError,
  expectSuccess,
  expectFieldErrors,
} from '../../test/fixtures.ts';
import {
  applyAsPartner,
  contactQuery,
  payoutQuery,
  raiseVendorQuery,
  riderApplication,
  sendContactQuery,
} from '../../test/forms.ts';
import { SmtpInbox } from '../../test/smtp-inbox.ts';
import { call, type TestApp } from '../../test/test-app.ts';
import { anonymisedVendorEmail, ERASED } from './erasure.ts';

// The data subject's rights (issue 32, DESIGN.md §10, decision 059) through HTTP, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: find one person, export everything stored about them, erase it.

const inbox = new SmtpInbox();
let t: TestApp;
let admin: { id: string; token: string };
let vendorToken: string;

useTestApp(
  async (made) => {
    t = made;
    admin = await signedInAdmin(t);
    const vendor = await createVendor(t.database.db);
    vendorToken = await signIn(t.app, 'vendor', vendor.email);
  },
  { inbox, env: { MAIL_FROM: 'Levera <no-reply@levera.test>', PUBLIC_FORM_RATE_LIMIT: '10000' } },
);

// ---------------------------------------------------------------- people

let n = 0;

/** A person who applied as a rider: every identifier unique to the test, in the forms people write. */
function newPerson(language: 'en' | 'sv' = 'en') {
  n += 1;
  const serial = String(100 + n).padStart(3, '0');
  const date = `1991${String((n % 12) + 1).padStart(2, '0')}${String((n % 27) + 1).padStart(2, '0')}`;
  const personnummer = makePersonnummer(date, serial);
  const digits = personnummer.replace('-', '');
  // 076…: never also a personnummer (month 6x), so the phone is read as a phone only.
  const mobile = `076${String(3_000_000 + n * 7919).slice(-7)}`;
  return {
    firstName: 'Saga',
    lastName: `Raderasson${String.fromCharCode(97 + (n % 26))}${n}x`,
    email: `saga.person${n}@example.se`,
    language,
    /** YYYYMMDD-XXXX, YYYYMMDDXXXX, YYMMDD-XXXX, YYMMDDXXXX */
    personnummer: [
      personnummer,
      digits,
      `${digits.slice(2, 8)}-${digits.slice(8)}`,
      digits.slice(2),
    ] as const,
    /** As typed, in E.164, and national without spaces. */
    phone: {
      typed: `${mobile.slice(0, 3)}-${mobile.slice(3, 6)} ${mobile.slice(6, 8)} ${mobile.slice(8)}`,
      e164: `+46${mobile.slice(1)}`,
      national: mobile,
    },
  };
}
type Person = ReturnType<typeof newPerson>;

const applyAsRider = (person: Person) =>
  applyAsPartner(
    t,
    'riders',
    riderApplication({
      firstName: person.firstName,
      lastName: person.lastName,
      phoneNumber: person.phone.typed,
      email: person.email,
      nationalId: person.personnummer[0],
      language: person.language,
    }),
  );

const queryFrom = (person: Person, message = 'My delivery never arrived, please look into it.') =>
  sendContactQuery(
    t,
    contactQuery({
      requesterType: 'driver',
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phoneNumber: person.phone.typed,
      subject: 'other',
      message,
      language: person.language,
    }),
  );

const subjects = (q: string, options: { token?: string; language?: string } = {}) =>
  call(t.app, '/api/privacy/subjects', {
    method: 'POST',
    token: options.token ?? admin.token,
    body: { q, ...(options.language && { language: options.language }) },
  });

const exportOf = (q: string) =>
  call(t.app, '/api/privacy/export', { method: 'POST', token: admin.token, body: { q } });

const erase = (body: Record<string, unknown>, token = admin.token) =>
  call(t.app, '/api/privacy/erasure', { method: 'POST', token, body });

const caseNumbersOf = (body: {
  applications: { caseNumber: string }[];
  queries: { caseNumber: string }[];
}) => [...body.applications.map((row) => row.caseNumber), ...body.queries.map((row) => row.caseNumber)];

/** Every row of every table of the public schema, as text. */
async function everyRowAsText(): Promise<{ table: string; text: string }[]> {
  const tables = rowsOf<{ table_name: string }>(
    await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  ).map((row) => row.table_name);
  expect(tables).toEqual(expect.arrayContaining(['partner_applications', 'support_queries', 'audit_log']));
  const found: { table: string; text: string }[] = [];
  for (const table of tables) {
    const rows = rowsOf<{ text: string }>(
      await t.database.db.execute(sql.raw(`select row_to_json(t)::text as text from "${table}" t`)),
    );
    for (const row of rows) found.push({ table, text: row.text });
  }
  return found;
}

// ---------------------------------------------------------------- finding one person

describe('POST /api/privacy/subjects', () => {
  it('finds a person by e-mail, by phone in national form, by personnummer as YYMMDD-XXXX and by case number', async () => {
    const person = newPerson();
    const application = await applyAsRider(person);
    const query = await queryFrom(person);
    // Someone else, who must never be found with them.
    const other = newPerson();
    await queryFrom(other);

    const wanted = [application.caseNumber, query.caseNumber];
    for (const q of [
      person.email,
      person.email.toUpperCase(),
      person.phone.national,
      person.phone.typed,
      person.phone.e164,
      person.personnummer[2],
      person.personnummer[1],
      application.caseNumber,
      query.caseNumber.toLowerCase(),
    ]) {
      const answer = await subjects(q);
      expect(answer.status, `${q}: ${answer.raw}`).toBe(200);
      expect(caseNumbersOf(answer.body), q).toEqual(wanted);
      expect(answer.body.vendorAccounts, q).toEqual([]);
    }

    const byPersonnummer = await subjects(person.personnummer[2]);
    expect(byPersonnummer.body.searchedAs).toEqual(['personnummer']);
    // What each found row shows of the person, whatever its kind.
    const listed = (row: { id: string; caseNumber: string; createdAt: Date }) => ({
      id: row.id,
      caseNumber: row.caseNumber,
      name: `${person.firstName} ${person.lastName}`,
      email: person.email,
      createdAt: row.createdAt.toISOString(),
    });
    expect(byPersonnummer.body.applications).toEqual([
      {
        ...listed(application),
        type: 'rider',
        status: 'pending',
        nationalIdMasked: `${person.personnummer[0].slice(0, 8)}-****`,
      },
    ]);
    expect(byPersonnummer.raw).not.toContain(person.personnummer[0]);
    expect(byPersonnummer.body.queries).toEqual([
      { ...listed(query), type: 'driver', status: 'created', isVendorQuery: false },
    ]);
    expect((await subjects(person.phone.national)).body.searchedAs).toEqual(['phone']);
    expect((await subjects(application.caseNumber)).body.searchedAs).toEqual(['caseNumber']);
  });

  it("finds a sole trader's vendor application by the personnummer that is its organisation number", async () => {
    const person = newPerson();
    const answer = await call(t.app, '/api/partners/vendors', {
      method: 'POST',
      body: {
        firstName: person.firstName,
        lastName: person.lastName,
        storeName: 'Sagas Kiosk',
        organizationNumber: person.personnummer[2],
        businessType: 'retail',
        phoneNumber: person.phone.typed,
        organizationName: 'Sagas Kiosk (enskild firma)',
        email: `kiosk.${person.email}`,
        termsAndConditions: true,
      },
    });
    expect(answer.status, answer.raw).toBe(201);
    const found = await subjects(person.personnummer[1]);
    expect(found.body.applications).toEqual([
      expect.objectContaining({ caseNumber: answer.body.caseNumber, type: 'vendor', nationalIdMasked: null }),
    ]);
  });

  it('finds exact values only, and nothing for a person it does not know', async () => {
    const person = newPerson();
    await queryFrom(person);
    const nobody = await subjects(`x${person.email}`);
    expect(nobody.status).toBe(200);
    expect(nobody.body).toEqual({
      searchedAs: ['email'],
      applications: [],
      updateRequests: [],
      queries: [],
      vendorAccounts: [],
    });
    for (const partial of [person.email.split('@')[0]!, person.lastName, 'Q-2026']) {
      const answer = await subjects(partial);
      expect(answer.status, partial).toBe(400);
    }
  });

  it('says clearly, in the language asked, when q is none of the kinds it can be', async () => {
    const swedish = await subjects('Saga', { language: 'sv' });
    expectFieldErrors(swedish, {
      q: 'Ange en e-postadress, ett telefonnummer, ett personnummer (ÅÅÅÅMMDD-XXXX) eller ett ärendenummer (till exempel Q-2026-000123)',
    });
    const english = await call(t.app, '/api/privacy/subjects', {
      method: 'POST',
      token: admin.token,
      body: {},
    });
    expectFieldErrors(english, {
      q: 'Enter an e-mail address, a phone number, a personal identity number or a case number',
    });
    // A company's organisation number is not a person.
    expect((await subjects('556036-0793')).status).toBe(400);
  });

  it('is for admins only', async () => {
    const anonymously = (url: string) => call(t.app, url, { method: 'POST', body: { q: 'a@example.se' } });
    expect((await anonymously('/api/privacy/subjects')).status).toBe(401);
    expect((await subjects('a@example.se', { token: vendorToken })).status).toBe(403);
    expect((await anonymously('/api/privacy/export')).status).toBe(401);
    expect((await erase({ q: 'a@example.se', reason: 'Asked by e-mail' }, vendorToken)).status).toBe(403);
  });
});

// ---------------------------------------------------------------- export

describe('POST /api/privacy/export', () => {
  it('answers everything stored about the person as a JSON file, with the whole personnummer and no password hash', async () => {
    const person = newPerson('sv');
    const application = await applyAsRider(person);
    const query = await queryFrom(person);
    const moved = await call(t.app, `/api/queries/${query.id}/status`, {
      method: 'PATCH',
      token: admin.token,
      body: { status: 'inProgress', expectedStatus: 'created' },
    });
    expect(moved.status, moved.raw).toBe(200);
    // The conversation (issue 37): support's reply and an internal note are the person's data too.
    const replied = await call(t.app, `/api/queries/${query.id}/replies`, {
      method: 'POST',
      token: admin.token,
      body: { message: 'Vi har skickat en ny leverans.' },
    });
    expect(replied.status, replied.raw).toBe(201);
    const noted = await call(t.app, `/api/queries/${query.id}/notes`, {
      method: 'POST',
      token: admin.token,
      body: { message: 'Kunden fick fel vara.' },
    });
    expect(noted.status, noted.raw).toBe(201);
    // The person also holds a vendor account under the same address.
    const account = await createVendor(t.database.db, { email: person.email, vendorName: 'Sagas Kiosk' });

    const answer = await exportOf(person.personnummer[2]);
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = answer.body;
    expect(data.applications).toEqual([
      expect.objectContaining({
        caseNumber: application.caseNumber,
        type: 'rider',
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: person.phone.e164,
        nationalId: person.personnummer[0],
        city: 'Katrineholm',
      }),
    ]);
    expect(data.queries).toEqual([
      expect.objectContaining({
        caseNumber: query.caseNumber,
        message: query.message,
        status: 'inProgress',
        statusHistory: [expect.objectContaining({ from: 'created', to: 'inProgress', isRevert: false })],
        conversation: [
          expect.objectContaining({ kind: 'reply', from: 'support', body: 'Vi har skickat en ny leverans.' }),
          expect.objectContaining({ kind: 'note', from: 'support', body: 'Kunden fick fel vara.' }),
        ],
      }),
    ]);
    expect(data.vendorAccounts).toEqual([
      expect.objectContaining({ vendorName: 'Sagas Kiosk', email: person.email, status: 'active' }),
    ]);
    expect(answer.raw).not.toContain(account.passwordHash!);
    expect(answer.raw).not.toMatch(/argon2|passwordHash/);
    expect(data.emails.map((mail: { kind: string }) => mail.kind).sort()).toEqual([
      'applicationReceived',
      'queryReceived',
      'queryReply',
    ]);
    expect(data.auditEntries).toEqual(
      expect.arrayContaining([expect.objectContaining({ entity: 'supportQuery', action: 'changeStatus' })]),
    );

    // The export is recorded on each item, with counts and case numbers and no personal values.
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, application.id))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({
      actorRole: 'admin',
      actorId: admin.id,
      entity: 'partnerApplication',
      action: 'exportPersonalData',
      details: {
        caseNumber: application.caseNumber,
        caseNumbers: [application.caseNumber, query.caseNumber],
        applications: 1,
        queries: 1,
        vendorAccounts: 1,
      },
    });
    const details = JSON.stringify(entry!.details);
    for (const value of [person.email, person.lastName, person.phone.e164, ...person.personnummer])
      expect(details).not.toContain(value);
    const accountEntries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, account.id));
    expect(accountEntries.map((row) => row.action)).toContain('exportPersonalData');
  });

  it('answers 404 when nothing is stored about the person', async () => {
    const answer = await call(t.app, '/api/privacy/export', {
      method: 'POST',
      token: admin.token,
      body: { q: 'nobody.at.all@example.se', language: 'sv' },
    });
    expectError(answer, 404, {
      error: 'Det finns inga uppgifter sparade om den här personen',
      code: 'person_not_found',
    });
  });
});

// ---------------------------------------------------------------- erasure

describe('POST /api/privacy/erasure', () => {
  it('erases a rider who applied, wrote to support and was rejected by e-mail: no identifier is left in any table', async () => {
    const person = newPerson('en');
    const application = await applyAsRider(person);
    const rejected = await call(t.app, `/api/partners/${application.id}/status`, {
      method: 'PATCH',
      token: admin.token,
      body: { action: 'reject', expectedStatus: 'pending', reason: `Not in our area, ${person.firstName}` },
    });
    expect(rejected.status, rejected.raw).toBe(200);
    // The newest thing they sent is in Swedish: the confirmation is written in Swedish.
    const query = await queryFrom(
      { ...person, language: 'sv' },
      `Varför avslogs min ansökan ${application.caseNumber}? Mitt nummer är ${person.phone.typed}.`,
    );
    await t.app.mail.drain();
    expect(inbox.to(person.email).map((mail) => mail.subject)).toEqual([
      `We have received your rider application (${application.caseNumber})`,
      `Your rider application was not approved (${application.caseNumber})`,
      `Vi har tagit emot ditt meddelande (${query.caseNumber})`,
    ]);
    // Support answered in the conversation (issue 37), naming them: it goes with the query.
    const replied = await call(t.app, `/api/queries/${query.id}/replies`, {
      method: 'POST',
      token: admin.token,
      body: { message: `Hej ${person.firstName}, ring oss på ${person.phone.typed}.` },
    });
    expect(replied.status, replied.raw).toBe(201);
    // An entry elsewhere in the log that names them.
    await recordAudit(t.database.db, {
      actor: { role: 'admin', id: admin.id },
      entity: 'offer',
      entityId: '00000000-0000-4000-8000-000000000001',
      action: 'update',
      details: { note: `Asked ${person.email} about the offer` },
    });
    // Someone else stays as they are.
    const other = newPerson();
    const othersQuery = await queryFrom(other);

    const answer = await erase({
      q: person.personnummer[3],
      reason: `Requested by ${person.firstName} ${person.lastName} by e-mail, phone ${person.phone.typed}`,
    });
    expectSuccess(answer, 200, 'The personal data has been erased', {
      data: {
        applications: 1,
        updateRequests: 0,
        queries: 1,
        vendorAccounts: 0,
        emails: 4, // with support's reply in the conversation (issue 37)
        auditEntries: expect.any(Number),
        caseNumbers: [application.caseNumber, query.caseNumber],
        confirmationEmails: 1,
      },
    });

    // The confirmation arrived, in Swedish, before the address went.
    const confirmation = inbox.to(person.email).at(-1)!;
    expect(confirmation).toMatchObject({
      language: 'sv',
      subject: 'Dina personuppgifter hos Levera raderas',
    });
    expect(confirmation.text).toContain(application.caseNumber);
    expect(confirmation.text).toContain(query.caseNumber);
    // …and is not kept in the outbox.
    expect(
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'erasureConfirmation')),
    ).toEqual([]);

    const rows = await everyRowAsText();
    const identifiers = [
      ...person.personnummer,
      person.email,
      person.phone.e164,
      person.phone.national,
      person.lastName,
    ];
    const left = rows.filter(({ text }) =>
      identifiers.some((identifier) => text.toLowerCase().includes(identifier.toLowerCase())),
    );
    expect(left).toEqual([]);

    // The case numbers stay in the audit trail, and the Activity screen still names the items by them.
    const auditText = rows.filter((row) => row.table === 'audit_log').map((row) => row.text);
    expect(auditText.some((text) => text.includes(application.caseNumber))).toBe(true);
    expect(auditText.some((text) => text.includes(query.caseNumber))).toBe(true);
    const history = await call(t.app, '/api/audit', {
      token: admin.token,
      query: { entity: 'partnerApplication', entityId: application.id },
    });
    expect(history.body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'erasePersonalData',
      'reject',
    ]);
    for (const entry of history.body.data)
      expect(entry.item).toEqual({ label: application.caseNumber, archived: false });
    expect(history.body.data[0]).toMatchObject({
      actor: { role: 'admin', id: admin.id },
      reason: `Requested by ${ERASED} by e-mail, phone ${ERASED}`,
    });
    const queryHistory = await call(t.app, '/api/audit', {
      token: admin.token,
      query: { entity: 'supportQuery', entityId: query.id },
    });
    expect(queryHistory.body.data[0]).toMatchObject({
      action: 'erasePersonalData',
      item: { label: query.caseNumber },
    });

    // Nothing of the other person went.
    expect(
      await t.database.db.select().from(supportQueries).where(eq(supportQueries.id, othersQuery.id)),
    ).toHaveLength(1);
    expect((await subjects(other.email)).body.queries).toHaveLength(1);
    // Searching again finds nothing; erasing again answers 404.
    expect(caseNumbersOf((await subjects(person.email)).body)).toEqual([]);
    expect((await erase({ q: person.email, reason: 'Again' })).status).toBe(404);
  });

  it('refuses while a vendor account of the person is active, erases nothing, and anonymises it once archived', async () => {
    const person = newPerson();
    const application = await applyAsRider(person);
    const account = await createVendor(t.database.db, { email: person.email, vendorName: 'Raderas Pizza' });
    const vendorSession = await signIn(t.app, 'vendor', person.email, TEST_PASSWORD);
    const promotion = await call(t.app, '/api/vendor/promotions', {
      method: 'POST',
      token: vendorSession,
      body: {
        title: 'Two for one',
        description: 'The second pizza is on us.',
        discountType: 'bogo',
        startDate: '2099-01-01',
        endDate: '2099-02-01',
        applicableTo: 'all',
      },
    });
    expect(promotion.status, promotion.raw).toBe(201);
    const vendorQuery = await raiseVendorQuery(t, vendorSession, payoutQuery('en'));
    // A pause whose note names the person (decision 062): the note goes with the identity.
    const paused = await call(t.app, '/api/vendor/store/pause', {
      method: 'PUT',
      token: vendorSession,
      body: { until: null, note: `Frågor till ${person.email}` },
    });
    expect(paused.status, paused.raw).toBe(200);
    const mailsBefore = inbox.to(person.email).length;

    const refused = await erase({ q: person.email, reason: 'Asked in writing', language: 'sv' });
    expectError(refused, 409, {
      error:
        'Arkivera partnerkontot först: ett konto som används kan inte raderas. Ta bort (arkivera) det på sidan Partner och radera sedan igen.',
      code: 'vendor_account_active',
    });
    expect(inbox.to(person.email)).toHaveLength(mailsBefore);
    const found = await subjects(person.email);
    expect(caseNumbersOf(found.body)).toEqual([application.caseNumber, vendorQuery.body.data.caseNumber]);
    expect(found.body.queries[0]).toMatchObject({ type: 'vendor', isVendorQuery: true });
    expect(found.body.vendorAccounts).toEqual([
      expect.objectContaining({
        id: account.id,
        vendorName: 'Raderas Pizza',
        status: 'active',
        archived: false,
      }),
    ]);

    const archived = await call(t.app, `/api/vendors/${account.id}`, {
      method: 'DELETE',
      token: admin.token,
    });
    expect(archived.status).toBe(200);
    const answer = await erase({ q: application.caseNumber, reason: 'Asked in writing' });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data).toMatchObject({
      applications: 1,
      queries: 0,
      vendorAccounts: 1,
      confirmationEmails: 1,
    });
    expect(inbox.to(person.email).at(-1)!.text).toContain('Your partner account is anonymised');

    const [vendor] = await t.database.db.select().from(vendors).where(eq(vendors.id, account.id));
    expect(vendor).toMatchObject({
      vendorName: ERASED,
      email: anonymisedVendorEmail(account.id),
      passwordHash: null,
      status: 'inactive',
      pauseNote: null,
    });
    expect(vendor!.anonymisedAt).not.toBeNull();
    // The business keeps its promotion and its query, without the person's address.
    expect(
      await t.database.db.select().from(promotions).where(eq(promotions.vendorId, account.id)),
    ).toHaveLength(1);
    const [keptQuery] = await t.database.db
      .select()
      .from(supportQueries)
      .where(eq(supportQueries.caseNumber, vendorQuery.body.data.caseNumber));
    expect(keptQuery).toMatchObject({ email: anonymisedVendorEmail(account.id), firstName: null });
    const left = (await everyRowAsText()).filter(({ text }) => text.toLowerCase().includes(person.email));
    expect(left).toEqual([]);
  });

  it('erases nothing and answers 503 when the confirmation e-mail cannot be sent', async () => {
    const person = newPerson();
    const query = await queryFrom(person);
    await inbox.stop();
    try {
      const answer = await erase({ q: person.email, reason: 'Asked by phone', language: 'sv' });
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('60');
      expect(answer.body).toEqual({
        error: 'Bekräftelsen kunde inte mejlas, så ingenting raderades. Försök igen om några minuter.',
        code: 'mail_unavailable',
        requestId: expect.any(String),
      });
    } finally {
      await inbox.start();
    }
    expect(
      await t.database.db.select().from(supportQueries).where(eq(supportQueries.id, query.id)),
    ).toHaveLength(1);
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'erasePersonalData')),
    ).not.toContainEqual(expect.objectContaining({ entityId: query.id }));
  });

  it('requires a reason of at most 500 characters, and answers 404 for a person it does not know', async () => {
    const blank = await erase({ q: 'someone@example.se', reason: '  ', language: 'sv' });
    expectFieldErrors(blank, { reason: 'Ange varför uppgifterna raderas' });
    const long = await erase({ q: 'someone@example.se', reason: 'x'.repeat(501) });
    expect(long.body.fields).toEqual({ reason: 'The reason must be at most 500 characters' });
    const unknown = await erase({ q: 'someone@example.se', reason: 'Asked by e-mail' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('person_not_found');
  });
});
