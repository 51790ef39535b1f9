import {
  PARTNER_ACTIONS,
  PARTNER_STATUSES,
  PARTNER_TRANSITIONS,
  type PartnerAction,
  type PartnerStatus,
} from '@levera/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Test helpers of the domain package (valid check digits); not part of its public entry point.
import {
  breakCheckDigit,
  makeOrganisationNumber,
  makePersonnummer,
} from '../../../../../packages/domain/src/test-support.ts';
import { auditLog, partnerApplications } from '../../db/schema.ts';
import {
  auditEntriesOf,
  expectError,
  expectFieldErrors,
  expectFormRateLimitedInSwedish,
  expectStale,
  expectSuccess,
  expectSuccessLike,
  oneWinner,
  signedInAccounts,
  signedInTestApp,
  staleAnswerInSwedish,
} from '../../test/fixtures.ts';
import { lookupHash, open } from '../../lib/personal-data-crypto.ts';
import {
  applicationByCase,
  itRefusesEachValue,
  NOT_AN_OPTION,
  type RefusedValue,
  riderApplication,
  vendorApplication,
} from '../../test/forms.ts';
import { call, createTestApp, type TestApp, testKeyring } from '../../test/test-app.ts';
import { searchTerms } from './partners.service.ts';

// Partner onboarding through HTTP (issue 5; SPEC §3, §5, §8; DESIGN.md §4, §5): the public rider and
// vendor applications (validation in both languages, storage, duplicates, rate limit, honeypot) and
// the admin's list (filters, search by every searchable field, paging) and status actions.
const { t, accounts } = signedInTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '10000' } });

// ---------------------------------------------------------------- unique applicants

let counter = 100;
const next = () => counter++;

const applyAsRider = (body: Record<string, unknown>, app = t) =>
  call(app.app, '/api/partners/riders', { method: 'POST', body });
const applyAsVendor = (body: Record<string, unknown>, app = t) =>
  call(app.app, '/api/partners/vendors', { method: 'POST', body });

const storedRow = (caseNumber: string) => applicationByCase(t.database.db, caseNumber);

// ---------------------------------------------------------------- POST /api/partners/riders

describe('POST /api/partners/riders', () => {
  it('stores a rider application as pending with a case number, normalised, and answers in English', async () => {
    const personnummer = makePersonnummer('19920415', '123', { short: true, separator: '' });
    const stored = `19${personnummer.slice(0, 6)}-${personnummer.slice(6)}`;
    const response = await applyAsRider(
      riderApplication({
        firstName: ' Amir ',
        email: 'Amir.Haddad@Example.SE',
        phoneNumber: '+46 70 123 45 67',
        nationalId: personnummer,
        swedishCitizen: 'no',
        city: 'Malmö',
        vehicle: 'MotorBike',
        language: 'en',
      }),
    );
    expectSuccess(response, 201, 'Your application has been submitted. We will contact you soon.', {
      caseNumber: expect.stringMatching(/^R-\d{4}-\d{6}$/),
    });
    const row = await storedRow(response.body.caseNumber);
    expect(row).toMatchObject({
      type: 'rider',
      status: 'pending',
      firstName: 'Amir',
      email: 'amir.haddad@example.se',
      phone: '+46701234567',
      city: 'Malmö',
      vehicle: 'MotorBike',
      // Sealed, hashed and masked; never in clear (decision 058).
      legacyNationalId: null,
      nationalIdHash: lookupHash(testKeyring, stored),
      nationalIdMasked: `19${personnummer.slice(0, 6)}-****`,
      isSwedish: false,
      ageConfirmed: true,
      language: 'en',
      storeName: null,
      orgNumber: null,
      lastAction: null,
    });
    expect(row!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(open(testKeyring, row!.nationalIdSealed!)).toBe(stored);
    expect(JSON.stringify(row)).not.toContain(stored.slice(2).replace('-', ''));
  });

  it('answers in Swedish and records the language', async () => {
    const response = await applyAsRider(riderApplication({ language: 'sv' }));
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Din ansökan har skickats. Vi kontaktar dig snart.');
    expect(await storedRow(response.body.caseNumber)).toMatchObject({ language: 'sv', isSwedish: true });
  });

  it('accepts the personnummer in both written forms (YYMMDD-XXXX and YYYYMMDD-XXXX)', async () => {
    const long = makePersonnummer('19850630', '456');
    const short = makePersonnummer('19850630', '789', { short: true });
    expect((await applyAsRider(riderApplication({ nationalId: long }))).status).toBe(201);
    const response = await applyAsRider(riderApplication({ nationalId: short }));
    expect(response.status).toBe(201);
    const row = await storedRow(response.body.caseNumber);
    expect(open(testKeyring, row!.nationalIdSealed!)).toBe(`19${short}`);
  });

  const year = new Date().getFullYear();
  const minor = makePersonnummer(`${year - 10}0101`, '234');
  const riderCases: RefusedValue[] = [
    ['city', '', { en: 'Please select a city', sv: 'Välj en stad' }],
    ['city', 'Paris', NOT_AN_OPTION],
    ['vehicle', '', { en: 'Please select a vehicle', sv: 'Välj ett fordon' }],
    ['vehicle', 'Boat', NOT_AN_OPTION],
    ['firstName', '  ', { en: 'First name is required', sv: 'Förnamn krävs' }],
    ['lastName', '', { en: 'Last name is required', sv: 'Efternamn krävs' }],
    ['phoneNumber', '', { en: 'Phone number is required', sv: 'Telefonnummer krävs' }],
    [
      'phoneNumber',
      '+44 7700 900123',
      { en: 'Please enter a valid Swedish phone number', sv: 'Ange ett giltigt svenskt telefonnummer' },
    ],
    [
      'phoneNumber',
      '070-12',
      { en: 'Please enter a valid Swedish phone number', sv: 'Ange ett giltigt svenskt telefonnummer' },
    ],
    ['email', '', { en: 'Email is required', sv: 'E-postadress krävs' }],
    [
      'email',
      'sara.example.se',
      { en: 'Please enter a valid email address', sv: 'Ange en giltig e-postadress' },
    ],
    ['nationalId', '', { en: 'Personal identity number is required', sv: 'Personnummer krävs' }],
    [
      'nationalId',
      breakCheckDigit(makePersonnummer('19900101', '123')),
      {
        en: 'Please enter a valid Swedish personal identity number (YYYYMMDD-XXXX)',
        sv: 'Ange ett giltigt svenskt personnummer (ÅÅÅÅMMDD-XXXX)',
      },
    ],
    [
      'nationalId',
      '1990-01-01',
      {
        en: 'Please enter a valid Swedish personal identity number (YYYYMMDD-XXXX)',
        sv: 'Ange ett giltigt svenskt personnummer (ÅÅÅÅMMDD-XXXX)',
      },
    ],
    [
      'nationalId',
      minor,
      { en: 'You must be at least 18 years old to apply', sv: 'Du måste vara minst 18 år för att ansöka' },
    ],
    // A valid coordination number (samordningsnummer: 1 January 1990, day + 60, a correct check
    // digit): riders are Swedish citizens or residents (SPEC §1, decision 057).
    [
      'nationalId',
      makePersonnummer('19900161', '123'),
      {
        en: 'You cannot apply with a coordination number (samordningsnummer). Riders need a Swedish personal identity number (personnummer).',
        sv: 'Du kan inte ansöka med ett samordningsnummer. Bud behöver ett svenskt personnummer.',
      },
    ],
    [
      'swedishCitizen',
      '',
      { en: 'Please tell us whether you are a Swedish citizen', sv: 'Ange om du är svensk medborgare' },
    ],
    ['swedishCitizen', 'maybe', NOT_AN_OPTION],
    [
      'ageConfirmed',
      false,
      { en: 'You must confirm that you are over 18', sv: 'Du måste bekräfta att du är över 18 år' },
    ],
    [
      'termsAccepted',
      false,
      { en: 'You must agree to the terms and conditions', sv: 'Du måste godkänna villkoren' },
    ],
  ];

  itRefusesEachValue(t, partnerApplications, riderCases, (fields) => applyAsRider(riderApplication(fields)));

  it('reports every missing field at once', async () => {
    const response = await applyAsRider({ language: 'sv' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Vissa fält är ogiltiga. Kontrollera dem och försök igen.');
    expect(Object.keys(response.body.fields).sort()).toEqual(
      [
        'city',
        'vehicle',
        'firstName',
        'lastName',
        'phoneNumber',
        'email',
        'nationalId',
        'swedishCitizen',
        'ageConfirmed',
        'termsAccepted',
      ].sort(),
    );
    expect((await call(t.app, '/api/partners/riders', { method: 'POST' })).status).toBe(400);
  });
});

// ---------------------------------------------------------------- POST /api/partners/vendors

describe('POST /api/partners/vendors', () => {
  it('stores a vendor application as pending with a case number, normalised, and answers in English', async () => {
    const organisationNumber = makeOrganisationNumber('556701234', false);
    const response = await applyAsVendor(
      vendorApplication({
        storeName: ' Café Södra ',
        organizationNumber: organisationNumber,
        businessType: 'restaurant',
        phoneNumber: '0150-123 45',
        email: 'Info@CafeSodra.example.se',
        language: 'en',
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: "Thank you for your application! We'll contact you soon.",
      caseNumber: expect.stringMatching(/^V-\d{4}-\d{6}$/),
    });
    expect(await storedRow(response.body.caseNumber)).toMatchObject({
      type: 'vendor',
      status: 'pending',
      storeName: 'Café Södra',
      orgNumber: `${organisationNumber.slice(0, 6)}-${organisationNumber.slice(6)}`,
      businessType: 'restaurant',
      phone: '+4615012345',
      email: 'info@cafesodra.example.se',
      language: 'en',
      city: null,
      nationalIdSealed: null,
      nationalIdHash: null,
      nationalIdMasked: null,
      isSwedish: null,
    });
  });

  it('answers in Swedish', async () => {
    const response = await applyAsVendor(vendorApplication({ language: 'sv' }));
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Tack för din ansökan! Vi kontaktar dig snart.');
  });

  const vendorCases: RefusedValue[] = [
    ['firstName', '', { en: 'First name is required', sv: 'Förnamn krävs' }],
    ['lastName', '', { en: 'Last name is required', sv: 'Efternamn krävs' }],
    ['storeName', '', { en: 'Store name is required', sv: 'Butiksnamn krävs' }],
    ['organizationNumber', '', { en: 'Organization number is required', sv: 'Organisationsnummer krävs' }],
    [
      'organizationNumber',
      breakCheckDigit(makeOrganisationNumber('556701234')),
      {
        en: 'Please enter a valid Swedish organization number (XXXXXX-XXXX)',
        sv: 'Ange ett giltigt svenskt organisationsnummer (XXXXXX-XXXX)',
      },
    ],
    [
      'organizationNumber',
      '55670-12345',
      {
        en: 'Please enter a valid Swedish organization number (XXXXXX-XXXX)',
        sv: 'Ange ett giltigt svenskt organisationsnummer (XXXXXX-XXXX)',
      },
    ],
    ['businessType', '', { en: 'Please select a business type', sv: 'Välj typ av verksamhet' }],
    ['businessType', 'bank', NOT_AN_OPTION],
    ['phoneNumber', '', { en: 'Phone number is required', sv: 'Telefonnummer krävs' }],
    [
      'phoneNumber',
      '12345',
      { en: 'Please enter a valid phone number', sv: 'Ange ett giltigt telefonnummer' },
    ],
    ['organizationName', '', { en: 'Organization name is required', sv: 'Organisationsnamn krävs' }],
    ['email', '', { en: 'Email is required', sv: 'E-postadress krävs' }],
    ['email', 'info@', { en: 'Please enter a valid email address', sv: 'Ange en giltig e-postadress' }],
    [
      'termsAndConditions',
      false,
      { en: 'You must agree to the terms and conditions', sv: 'Du måste godkänna villkoren' },
    ],
  ];

  itRefusesEachValue(t, partnerApplications, vendorCases, (fields) =>
    applyAsVendor(vendorApplication(fields)),
  );

  it('accepts an international phone number for a vendor', async () => {
    expect((await applyAsVendor(vendorApplication({ phoneNumber: '+44 20 7946 0958' }))).status).toBe(201);
  });
});

// ---------------------------------------------------------------- duplicates

describe('duplicate pending applications', () => {
  // Issue 14 item 12 (decision 010): an anonymous caller must not learn whether a personnummer,
  // e-mail or organisation number already has a pending application. A duplicate is answered
  // exactly like a new application, with a new case number of its own, and only the first
  // application is kept.
  const caseNumberPattern = (prefix: 'R' | 'V') => new RegExp(`^${prefix}-\\d{4}-\\d{6}$`);
  const sequenceOf = (caseNumber: string) => Number(caseNumber.slice(-6));
  const countWhere = (column: 'email' | 'nationalId' | 'orgNumber', value: string) =>
    t.database.db.$count(
      partnerApplications,
      column === 'nationalId'
        ? eq(partnerApplications.nationalIdHash, lookupHash(testKeyring, value))
        : eq(partnerApplications[column], value),
    );

  it('answers a second rider application with the same e-mail like a new one, and keeps the first', async () => {
    const first = riderApplication();
    const stored = await applyAsRider(first);
    expect(stored.status).toBe(201);
    const again = await applyAsRider(riderApplication({ email: first.email.toUpperCase(), language: 'sv' }));
    expectSuccess(again, 201, 'Din ansökan har skickats. Vi kontaktar dig snart.', {
      caseNumber: expect.stringMatching(caseNumberPattern('R')),
    });
    // Not the pending application's number: that would tell the caller it exists.
    expect(again.body.caseNumber).not.toBe(stored.body.caseNumber);
    expect(sequenceOf(again.body.caseNumber)).toBeGreaterThan(sequenceOf(stored.body.caseNumber));
    expect(await countWhere('email', first.email)).toBe(1);
    expect(await storedRow(again.body.caseNumber)).toBeUndefined();
    expect(await storedRow(stored.body.caseNumber)).toMatchObject({
      lastName: first.lastName,
      status: 'pending',
    });
  });

  it('answers a second application with the same personnummer, in any written form, like a new one', async () => {
    const nationalId = makePersonnummer('19930920', '345');
    const first = await applyAsRider(riderApplication({ nationalId }));
    expect(first.status).toBe(201);
    const again = await applyAsRider(riderApplication({ nationalId: nationalId.slice(2).replace('-', '') }));
    expectSuccess(again, 201, 'Your application has been submitted. We will contact you soon.', {
      caseNumber: expect.stringMatching(caseNumberPattern('R')),
    });
    expect(again.body.caseNumber).not.toBe(first.body.caseNumber);
    expect(await countWhere('nationalId', nationalId)).toBe(1);
  });

  it('answers a second vendor application with the same e-mail or organisation number like a new one', async () => {
    const first = vendorApplication();
    expect((await applyAsVendor(first)).status).toBe(201);
    const sameEmail = await applyAsVendor(vendorApplication({ email: first.email }));
    expect(sameEmail.status).toBe(201);
    expect(sameEmail.body).toEqual({
      success: true,
      message: "Thank you for your application! We'll contact you soon.",
      caseNumber: expect.stringMatching(caseNumberPattern('V')),
    });
    const sameNumber = await applyAsVendor(
      vendorApplication({ organizationNumber: first.organizationNumber.replace('-', ''), language: 'sv' }),
    );
    expect(sameNumber.status).toBe(201);
    expect(sameNumber.body.message).toBe('Tack för din ansökan! Vi kontaktar dig snart.');
    expect(await countWhere('email', first.email)).toBe(1);
    expect(await countWhere('orgNumber', first.organizationNumber)).toBe(1);
  });

  it('gives a duplicate a number from the same sequence as new applications, so none stands out', async () => {
    const first = riderApplication();
    const a = await applyAsRider(first);
    const duplicate = await applyAsRider(riderApplication({ email: first.email }));
    const b = await applyAsRider(riderApplication());
    expect([a.status, duplicate.status, b.status]).toEqual([201, 201, 201]);
    expect(sequenceOf(duplicate.body.caseNumber)).toBe(sequenceOf(a.body.caseNumber) + 1);
    expect(sequenceOf(b.body.caseNumber)).toBe(sequenceOf(duplicate.body.caseNumber) + 1);
  });

  it("records the duplicate's case number on the kept application's audit log, for support (an update request, decision 063)", async () => {
    const first = vendorApplication();
    const stored = await applyAsVendor(first);
    const again = await applyAsVendor(vendorApplication({ email: first.email }));
    const kept = await storedRow(stored.body.caseNumber);
    const entries = await auditEntriesOf(t.database.db, 'partnerApplication', kept!.id);
    expect(entries).toMatchObject([
      {
        actorRole: 'applicant',
        actorId: null,
        action: 'updateRequested',
        details: { requestCaseNumber: again.body.caseNumber },
      },
    ]);
  });

  it('does not use up a case number on an invalid application', async () => {
    const before = await applyAsRider(riderApplication());
    expect((await applyAsRider(riderApplication({ nationalId: 'not a number' }))).status).toBe(400);
    expect((await applyAsVendor({ ...vendorApplication(), email: '' })).status).toBe(400);
    const after = await applyAsVendor(vendorApplication());
    expect(after.status).toBe(201);
    expect(sequenceOf(after.body.caseNumber)).toBe(sequenceOf(before.body.caseNumber) + 1);
  });

  it('lets the same e-mail apply once as a rider and once as a vendor', async () => {
    const email = `both${next()}@example.se`;
    expect((await applyAsRider(riderApplication({ email }))).status).toBe(201);
    expect((await applyAsVendor(vendorApplication({ email }))).status).toBe(201);
    expect(await countWhere('email', email)).toBe(2);
  });

  it('accepts a new application once the earlier one has been decided', async () => {
    const first = riderApplication();
    const response = await applyAsRider(first);
    await t.database.db
      .update(partnerApplications)
      .set({ status: 'rejected' })
      .where(eq(partnerApplications.caseNumber, response.body.caseNumber));
    const again = await applyAsRider(riderApplication({ email: first.email, nationalId: first.nationalId }));
    expect(again.status).toBe(201);
    expect(await storedRow(again.body.caseNumber)).toMatchObject({ status: 'pending' });
  });

  it('keeps one of three simultaneous identical applications and answers all three alike', async () => {
    const body = vendorApplication();
    const answers = await Promise.all([applyAsVendor(body), applyAsVendor(body), applyAsVendor(body)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.caseNumber)).size).toBe(3);
    expect(await countWhere('email', body.email as string)).toBe(1);
  });
});

// ---------------------------------------------------------------- honeypot and rate limit

describe('spam protection', () => {
  it('answers like a success but stores nothing when the honeypot is filled', async () => {
    const before = await t.database.db.$count(partnerApplications);
    const rider = await applyAsRider(riderApplication({ website: 'https://spam.example', language: 'en' }));
    expectSuccess(rider, 201, 'Your application has been submitted. We will contact you soon.', {
      caseNumber: expect.stringMatching(/^R-\d{4}-\d{6}$/),
    });
    const vendor = await applyAsVendor(vendorApplication({ website: 'buy now' }));
    expect(vendor.status).toBe(201);
    expect(vendor.body.caseNumber).toMatch(/^V-\d{4}-\d{6}$/);
    expect(await t.database.db.$count(partnerApplications)).toBe(before);
  });

  it('stores the application when the honeypot is present but empty', async () => {
    const response = await applyAsRider(riderApplication({ website: '' }));
    expect(response.status).toBe(201);
    expect(await storedRow(response.body.caseNumber)).toBeDefined();
  });

  it('limits submissions per address with 429, Retry-After and a translated message', async () => {
    const limited = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '2', TRUST_PROXY: '127.0.0.1' } });
    try {
      const from = (ip: string, body: Record<string, unknown>, path = '/api/partners/riders') =>
        call(limited.app, path, { method: 'POST', body, headers: { 'x-forwarded-for': ip } });
      expect((await from('198.51.100.7', riderApplication())).status).toBe(201);
      expect((await from('198.51.100.7', {})).status).toBe(400);
      const refused = await from('198.51.100.7', riderApplication({ language: 'sv' }));
      expectFormRateLimitedInSwedish(refused);
      // Another address has its own quota, and so does the other form.
      expect((await from('203.0.113.9', riderApplication())).status).toBe(201);
      const vendorForm = await from('198.51.100.7', vendorApplication(), '/api/partners/vendors');
      expect(vendorForm.status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

// ---------------------------------------------------------------- GET /api/partners

describe('GET /api/partners', () => {
  /** A separate app, so the counts below see only the applications made here. */
  let list: TestApp;
  let token: string;
  const made: Record<string, { caseNumber: string; body: Record<string, unknown> }> = {};

  const listPartners = (query: Record<string, string> = {}) =>
    call(list.app, '/api/partners', { token, query });

  beforeAll(async () => {
    list = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '10000' } });
    token = (await signedInAccounts(list.app, list.database.db)).admin.token;
    const applications: [string, 'rider' | 'vendor', Record<string, unknown>][] = [
      [
        'anna',
        'rider',
        riderApplication({ firstName: 'Anna', lastName: 'Andersson', phoneNumber: '0701112233' }),
      ],
      [
        'bertil',
        'rider',
        riderApplication({
          firstName: 'Bertil',
          lastName: 'Berg',
          city: 'Uppsala',
          phoneNumber: '0702223344',
        }),
      ],
      [
        'cecilia',
        'vendor',
        vendorApplication({ firstName: 'Cecilia', storeName: 'Ceciliás Café', phoneNumber: '0703334455' }),
      ],
      [
        'david',
        'vendor',
        vendorApplication({ firstName: 'David', storeName: 'Davids Apotek', businessType: 'pharmacy' }),
      ],
      ['erik', 'rider', riderApplication({ firstName: 'Erik', email: `erik_k${next()}@example.se` })],
    ];
    for (const [key, type, body] of applications) {
      const response = await call(list.app, `/api/partners/${type}s`, { method: 'POST', body });
      if (response.status !== 201) throw new Error(`setup failed: ${response.raw}`);
      made[key] = { caseNumber: response.body.caseNumber, body };
      // Distinct creation times, so "newest first" is well defined.
      await list.database.db
        .update(partnerApplications)
        .set({ createdAt: new Date(Date.UTC(2025, 0, Object.keys(made).length)) })
        .where(eq(partnerApplications.caseNumber, response.body.caseNumber));
    }
    await list.database.db
      .update(partnerApplications)
      .set({ status: 'approved' })
      .where(eq(partnerApplications.caseNumber, made.bertil!.caseNumber));
  });
  afterAll(async () => {
    await list?.close();
  });

  const caseNumbers = (body: { data: { caseNumber: string }[] }) => body.data.map((row) => row.caseNumber);

  it('lists every application newest first with the whole partner record', async () => {
    const response = await listPartners();
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(5);
    expect(response.body.page).toBe(1);
    expect(response.body.pageSize).toBe(20);
    expect(caseNumbers(response.body)).toEqual(
      ['erik', 'david', 'cecilia', 'bertil', 'anna'].map((key) => made[key]!.caseNumber),
    );
    const anna = response.body.data.at(-1);
    expect(anna).toMatchObject({
      id: expect.any(String),
      caseNumber: made.anna!.caseNumber,
      type: 'rider',
      status: 'pending',
      name: 'Anna Andersson',
      firstName: 'Anna',
      lastName: 'Andersson',
      email: made.anna!.body.email,
      phone: '+46701112233',
      city: 'Katrineholm',
      vehicle: 'Bicycle',
      // Masked in every answer (decision 058).
      nationalId: `${String(made.anna!.body.nationalId).slice(0, 8)}-****`,
      isSwedish: true,
      ageConfirmed: true,
      storeName: null,
      businessType: null,
      orgNumber: null,
      orgName: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: expect.any(String),
      termsAcceptedAt: expect.any(String),
      lastAction: null,
      lastActionAt: null,
      lastActionBy: null,
    });
    const david = response.body.data[1];
    expect(david).toMatchObject({
      type: 'vendor',
      storeName: 'Davids Apotek',
      businessType: 'pharmacy',
      orgNumber: made.david!.body.organizationNumber,
      orgName: made.david!.body.organizationName,
      city: null,
      nationalId: null,
    });
  });

  it('filters by type and by status', async () => {
    const riders = await listPartners({ type: 'rider' });
    expect(caseNumbers(riders.body)).toEqual(['erik', 'bertil', 'anna'].map((key) => made[key]!.caseNumber));
    expect(riders.body.total).toBe(3);
    const vendors = await listPartners({ type: 'vendor' });
    expect(vendors.body.total).toBe(2);
    const approved = await listPartners({ status: 'approved' });
    expect(caseNumbers(approved.body)).toEqual([made.bertil!.caseNumber]);
    const pendingRiders = await listPartners({ type: 'rider', status: 'pending' });
    expect(caseNumbers(pendingRiders.body)).toEqual([made.erik!.caseNumber, made.anna!.caseNumber]);
    // A blank filter is 'All'.
    expect((await listPartners({ type: '', status: '' })).body.total).toBe(5);
    expect((await listPartners({ status: 'inactive' })).body.total).toBe(0);
  });

  const searches: [string, (key: string) => string, string][] = [
    ['first name', () => 'cecilia', 'cecilia'],
    ['full name', () => 'ANNA ANDERSSON', 'anna'],
    ['last name', () => 'berg', 'bertil'],
    ['e-mail', (key) => String(made[key]!.body.email), 'david'],
    ['phone as stored', () => '+46702223344', 'bertil'],
    ['phone as typed', () => '070-222 33 44', 'bertil'],
    ['part of a phone number', () => '0703334', 'cecilia'],
    ['store name', () => 'apotek', 'david'],
    ['organisation name', (key) => String(made[key]!.body.organizationName), 'cecilia'],
    ['organisation number', (key) => String(made[key]!.body.organizationNumber), 'david'],
    [
      'organisation number without hyphen',
      (key) => String(made[key]!.body.organizationNumber).replace('-', ''),
      'david',
    ],
    ['case number', (key) => made[key]!.caseNumber, 'anna'],
    ['case number in lower case', (key) => made[key]!.caseNumber.toLowerCase(), 'bertil'],
    ['personnummer', (key) => String(made[key]!.body.nationalId), 'erik'],
    ['personnummer in the short form', (key) => String(made[key]!.body.nationalId).slice(2), 'erik'],
    ['personnummer without hyphen', (key) => String(made[key]!.body.nationalId).replace('-', ''), 'erik'],
    [
      'personnummer in the short form without hyphen',
      (key) => String(made[key]!.body.nationalId).slice(2).replace('-', ''),
      'erik',
    ],
  ];
  for (const [what, term, key] of searches) {
    it(`finds an application by its ${what}`, async () => {
      const response = await listPartners({ q: term(key) });
      expect(response.status).toBe(200);
      expect(caseNumbers(response.body)).toEqual([made[key]!.caseNumber]);
      expect(response.body.total).toBe(1);
    });
  }

  it('shows every personnummer masked, and finds none by a part of it (only by its keyed hash)', async () => {
    const response = await listPartners();
    for (const key of ['anna', 'bertil', 'erik']) {
      const full = String(made[key]!.body.nationalId);
      for (const form of [full, full.slice(2), full.replace('-', ''), full.slice(2).replace('-', '')])
        expect(response.raw).not.toContain(form);
      expect(response.raw).toContain(`${full.slice(0, 8)}-****`);
    }
    const erik = String(made.erik!.body.nationalId);
    expect((await listPartners({ q: erik.slice(0, 11) })).body.total).toBe(0);
    // The search and a personnummer search together: either finds the row.
    const byType = await listPartners({ q: erik.slice(2), type: 'rider' });
    expect(caseNumbers(byType.body)).toEqual([made.erik!.caseNumber]);
  });

  it('combines search with filters, and takes % and _ literally', async () => {
    expect((await listPartners({ q: 'cecilia', type: 'rider' })).body.total).toBe(0);
    expect((await listPartners({ q: 'cecilia', type: 'vendor', status: 'pending' })).body.total).toBe(1);
    // As wildcards, 'e_ik' and 'er%k' would match "erik".
    expect(caseNumbers((await listPartners({ q: 'ik_k' })).body)).toEqual([made.erik!.caseNumber]);
    expect((await listPartners({ q: 'e_ik' })).body.total).toBe(0);
    expect((await listPartners({ q: 'er%k' })).body.total).toBe(0);
    expect((await listPartners({ q: 'nobody-has-this' })).body).toMatchObject({ data: [], total: 0 });
  });

  it('pages server-side', async () => {
    const first = await listPartners({ pageSize: '2' });
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(caseNumbers(first.body)).toEqual([made.erik!.caseNumber, made.david!.caseNumber]);
    const third = await listPartners({ pageSize: '2', page: '3' });
    expect(caseNumbers(third.body)).toEqual([made.anna!.caseNumber]);
    const beyond = await listPartners({ pageSize: '2', page: '4' });
    expect(beyond.body).toMatchObject({ data: [], total: 5 });
  });

  it('rejects invalid filters and paging with 400 in the request language', async () => {
    const badType = await listPartners({ type: 'driver', language: 'sv' });
    expectFieldErrors(badType, { type: 'Välj ett av de tillgängliga alternativen' });
    expect((await listPartners({ status: 'archived' })).status).toBe(400);
    expect((await listPartners({ page: '0' })).status).toBe(400);
    expect((await listPartners({ pageSize: '101' })).status).toBe(400);
    expect((await listPartners({ q: 'x'.repeat(101) })).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await call(t.app, '/api/partners')).status).toBe(401);
    expect((await call(t.app, '/api/partners', { token: accounts.vendor.token })).status).toBe(403);
  });
});

describe('search terms', () => {
  it('adds the stored forms of numbers typed the usual ways', () => {
    expect(searchTerms('Anna')).toEqual(['anna']);
    expect(searchTerms('070-123 45 67')).toContain('+46701234567');
    expect(searchTerms('0046701234567')).toContain('+46701234567');
    // Ten digits are also looked for in the hyphenated form, check digit or not.
    expect(searchTerms('5560300030')).toContain('556030-0030');
    // A personnummer is not in the searched text: its keyed hash finds it (decision 058).
    expect(searchTerms('199001011234')).not.toContain('19900101-1234');
    const organisationNumber = makeOrganisationNumber('556701234', false);
    expect(searchTerms(organisationNumber)).toContain(
      `${organisationNumber.slice(0, 6)}-${organisationNumber.slice(6)}`,
    );
  });
});

// ---------------------------------------------------------------- PATCH /api/partners/:id/status

describe('PATCH /api/partners/:id/status', () => {
  async function applicationIn(status: PartnerStatus): Promise<string> {
    const response = await applyAsRider(riderApplication());
    const [row] = await t.database.db
      .update(partnerApplications)
      .set({ status })
      .where(eq(partnerApplications.caseNumber, response.body.caseNumber))
      .returning({ id: partnerApplications.id });
    return row!.id;
  }

  /** An admin action based on `expectedStatus`, the status the admin's screen showed. */
  const act = (
    id: string,
    action: string,
    expectedStatus: string,
    options: { token?: string; language?: string } = {},
  ) =>
    call(t.app, `/api/partners/${id}/status`, {
      method: 'PATCH',
      token: options.token ?? accounts.admin.token,
      body: { action, expectedStatus, language: options.language ?? 'en' },
    });

  const legal: [PartnerAction, PartnerStatus, PartnerStatus][] = PARTNER_ACTIONS.flatMap((action) =>
    PARTNER_TRANSITIONS[action].from.map((from): [PartnerAction, PartnerStatus, PartnerStatus] => [
      action,
      from,
      PARTNER_TRANSITIONS[action].to,
    ]),
  );

  it('covers the transitions of DESIGN.md §5', () => {
    expect(legal.map(([action, from, to]) => `${action}: ${from} → ${to}`).sort()).toEqual(
      [
        'approve: pending → approved',
        'approve: rejected → approved',
        'reject: pending → rejected',
        'reject: approved → rejected',
        'markPending: approved → pending',
        'markPending: rejected → pending',
        'deactivate: approved → inactive',
        'activate: inactive → approved',
      ].sort(),
    );
  });

  for (const [action, from, to] of legal) {
    it(`${action} moves ${from} to ${to} and records who and when`, async () => {
      const id = await applicationIn(from);
      const before = Date.now();
      const response = await act(id, action, from, { language: 'sv' });
      expectSuccessLike(response, 200, 'Ansökans status har uppdaterats', {
        data: {
          id,
          status: to,
          lastAction: action,
          lastActionBy: {
            id: accounts.admin.id,
            name: 'Test Admin',
            email: expect.stringContaining('@levera.test'),
          },
        },
      });
      expect(Date.parse(response.body.data.lastActionAt)).toBeGreaterThanOrEqual(before - 1000);
      const [row] = await t.database.db
        .select()
        .from(partnerApplications)
        .where(eq(partnerApplications.id, id));
      expect(row).toMatchObject({ status: to, lastAction: action, lastActionBy: accounts.admin.id });
      const audit = await auditEntriesOf(t.database.db, 'partnerApplication', id);
      expect(audit).toEqual([
        expect.objectContaining({
          actorRole: 'admin',
          actorId: accounts.admin.id,
          action,
          details: { from, to },
        }),
      ]);
    });
  }

  const illegal: [PartnerAction, PartnerStatus][] = PARTNER_ACTIONS.flatMap((action) =>
    PARTNER_STATUSES.filter(
      (status) => !(PARTNER_TRANSITIONS[action].from as readonly string[]).includes(status),
    ).map((status): [PartnerAction, PartnerStatus] => [action, status]),
  );

  for (const [action, from] of illegal) {
    it(`refuses ${action} from ${from} with 409 and changes nothing`, async () => {
      const id = await applicationIn(from);
      const response = await act(id, action, from);
      expectError(response, 409, {
        error: 'This action is not allowed in the current status',
        code: 'illegal_transition',
      });
      const [row] = await t.database.db
        .select()
        .from(partnerApplications)
        .where(eq(partnerApplications.id, id));
      expect(row).toMatchObject({ status: from, lastAction: null });
      expect(await t.database.db.$count(auditLog, eq(auditLog.entityId, id))).toBe(0);
    });
  }

  it('lets only one of two simultaneous approvals through', async () => {
    const id = await applicationIn('pending');
    const answers = await Promise.all([act(id, 'approve', 'pending'), act(id, 'approve', 'pending')]);
    oneWinner(answers);
    expect(await t.database.db.$count(auditLog, eq(auditLog.entityId, id))).toBe(1);
  });

  // Issue 14 item 6: two admins acting on one application at once must not both be told it worked.
  it('lets only one of approve and reject sent together succeed; the other gets 409 and the current application', async () => {
    const id = await applicationIn('pending');
    const answers = await Promise.all([
      act(id, 'approve', 'pending', { language: 'sv' }),
      act(id, 'reject', 'pending', { language: 'sv' }),
    ]);
    const { winner, loser } = oneWinner(answers);
    const [row] = await t.database.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, id));
    expect(row!.status).toBe(winner.body.data.status);
    expect(loser.body).toEqual(staleAnswerInSwedish(winner.body.data));
    expect(await t.database.db.$count(auditLog, eq(auditLog.entityId, id))).toBe(1);
  });

  it('refuses an action based on a status the application no longer has, with the current application', async () => {
    const id = await applicationIn('rejected');
    // The admin's screen still showed it as pending: "approve" would be legal from both, but the
    // admin decided without knowing that someone else had rejected it.
    const response = await act(id, 'approve', 'pending');
    expectStale(response, { id, status: 'rejected', lastAction: null });
    const [row] = await t.database.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, id));
    expect(row).toMatchObject({ status: 'rejected', lastAction: null });
    expect(await t.database.db.$count(auditLog, eq(auditLog.entityId, id))).toBe(0);
  });

  it('requires the status the action was based on', async () => {
    const id = await applicationIn('pending');
    const missing = await call(t.app, `/api/partners/${id}/status`, {
      method: 'PATCH',
      token: accounts.admin.token,
      body: { action: 'approve', language: 'en' },
    });
    expectFieldErrors(missing, { expectedStatus: 'Please select a status' });
    expect((await act(id, 'approve', 'archived')).body.fields).toEqual({
      expectedStatus: 'Please choose one of the available options',
    });
  });

  it('refuses to mark pending when a newer pending application of the same person exists', async () => {
    const first = riderApplication();
    const response = await applyAsRider(first);
    const [row] = await t.database.db
      .update(partnerApplications)
      .set({ status: 'rejected' })
      .where(eq(partnerApplications.caseNumber, response.body.caseNumber))
      .returning({ id: partnerApplications.id });
    expect((await applyAsRider(riderApplication({ email: first.email }))).status).toBe(201);
    const refused = await act(row!.id, 'markPending', 'rejected');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('An application with this email address is already being reviewed');
  });

  it('answers 404 for an unknown or malformed id and 400 for an unknown action', async () => {
    const unknown = await act('00000000-0000-4000-8000-000000000000', 'approve', 'pending', {
      language: 'sv',
    });
    expectError(unknown, 404, {
      error: 'Ansökan hittades inte',
      code: 'not_found',
    });
    expect((await act('not-a-uuid', 'approve', 'pending')).status).toBe(404);
    const id = await applicationIn('pending');
    const badAction = await act(id, 'archive', 'pending');
    expectFieldErrors(badAction, { action: 'Please choose one of the available options' });
    const noAction = await call(t.app, `/api/partners/${id}/status`, {
      method: 'PATCH',
      token: accounts.admin.token,
      body: { expectedStatus: 'pending', language: 'en' },
    });
    expect(noAction.body.fields).toEqual({ action: 'Please choose an action' });
  });

  it('is for admins only', async () => {
    const id = await applicationIn('pending');
    expect(
      (await call(t.app, `/api/partners/${id}/status`, { method: 'PATCH', body: { action: 'approve' } }))
        .status,
    ).toBe(401);
    expect((await act(id, 'approve', 'pending', { token: accounts.vendor.token })).status).toBe(403);
    const [row] = await t.database.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, id));
    expect(row!.status).toBe('pending');
  });
});

// ---------------------------------------------------------------- GET /api/partners/:id/national-id

describe('GET /api/partners/:id/national-id', () => {
  async function riderWith(nationalId: string) {
    const response = await applyAsRider(riderApplication({ nationalId }));
    expect(response.status).toBe(201);
    return (await storedRow(response.body.caseNumber))!;
  }
  const reveal = (id: string, token: string | null = accounts.admin.token, language = 'en') =>
    call(t.app, `/api/partners/${id}/national-id`, { token: token ?? undefined, query: { language } });

  it('answers the full personnummer to an admin and records who saw it, with the case number only', async () => {
    const personnummer = makePersonnummer('19870304', '222');
    // Typed in the short form without hyphen: answered in the stored form.
    const row = await riderWith(personnummer.slice(2).replace('-', ''));
    const response = await reveal(row.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ nationalId: personnummer });
    expect(response.headers['cache-control']).toContain('no-store');
    const entries = await auditEntriesOf(t.database.db, 'partnerApplication', row.id);
    expect(entries).toMatchObject([
      {
        actorRole: 'admin',
        actorId: accounts.admin.id,
        action: 'revealNationalId',
      },
    ]);
    expect(entries[0]!.details).toEqual({ caseNumber: row.caseNumber });
    // The Activity screen's list shows it.
    const audit = await call(t.app, '/api/audit', {
      token: accounts.admin.token,
      query: { entityId: row.id, language: 'en' },
    });
    expect(audit.status).toBe(200);
    expect(audit.body.data).toMatchObject([
      {
        action: 'revealNationalId',
        actor: { role: 'admin', id: accounts.admin.id },
        entity: 'partnerApplication',
        item: { label: row.caseNumber },
      },
    ]);
  });

  it("answers 404 for an unknown or malformed id and a vendor's application, in the request language", async () => {
    const unknown = await reveal('00000000-0000-4000-8000-000000000000', accounts.admin.token, 'sv');
    expectError(unknown, 404, {
      error: 'Ansökan hittades inte',
      code: 'not_found',
    });
    expect((await reveal('not-a-uuid')).status).toBe(404);
    const appliedVendor = await applyAsVendor(vendorApplication());
    const vendorRow = await storedRow(appliedVendor.body.caseNumber);
    expect((await reveal(vendorRow!.id)).status).toBe(404);
    expect(await auditEntriesOf(t.database.db, 'partnerApplication', vendorRow!.id)).toEqual([]);
  });

  it('is for admins only, and tells nobody else anything', async () => {
    const row = await riderWith(makePersonnummer('19870305', '333'));
    const anonymous = await reveal(row.id, null);
    expect(anonymous.status).toBe(401);
    const asVendor = await reveal(row.id, accounts.vendor.token);
    expect(asVendor.status).toBe(403);
    expect(anonymous.raw + asVendor.raw).not.toContain('19870305');
    expect(await auditEntriesOf(t.database.db, 'partnerApplication', row.id)).toEqual([]);
  });
});
