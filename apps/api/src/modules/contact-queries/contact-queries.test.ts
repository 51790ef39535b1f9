import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supportQueries } from '../../db/schema.ts';
import { rateLimitedTestApp, expectFormRateLimitedInSwedish, expectSuccess } from '../../test/fixtures.ts';
import { itRefusesEachValue, NOT_AN_OPTION } from '../../test/forms.ts';
import { call, createTestApp } from '../../test/test-app.ts';

// POST /api/queries through HTTP (SPEC §3, §5, §8; DESIGN.md §4): validation with the exact
// messages in both languages, storage with case number and status, rate limit, honeypot.
const t = rateLimitedTestApp(3);

const valid = {
  requesterType: 'customer',
  firstName: ' Sara ',
  lastName: 'Nilsson',
  email: 'Sara.Nilsson@Example.com',
  phoneNumber: '070-123 45 67',
  subject: 'couponQueries',
  message: 'My free-delivery week did not apply to my second order.',
};

const send = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  call(t.app, '/api/queries', { method: 'POST', body, headers });

async function storedRows(caseNumber: string) {
  return t.database.db.select().from(supportQueries).where(eq(supportQueries.caseNumber, caseNumber));
}

describe('POST /api/queries', () => {
  it('stores a valid query with a case number and status created, and answers in English', async () => {
    const response = await send({ ...valid, language: 'en' });
    expectSuccess(response, 201, 'Thank you! We have received your query and will answer you soon.', {
      caseNumber: expect.stringMatching(/^Q-\d{4}-\d{6}$/),
    });
    const [row] = await storedRows(response.body.caseNumber);
    expect(row).toMatchObject({
      type: 'customer',
      firstName: 'Sara',
      lastName: 'Nilsson',
      email: 'sara.nilsson@example.com',
      phone: '+46701234567',
      subject: 'couponQueries',
      message: valid.message,
      language: 'en',
      status: 'created',
      isRead: false,
    });
  });

  it('answers in Swedish and records the language of the request', async () => {
    const response = await send({ ...valid, requesterType: 'driver', subject: 'complain', language: 'sv' });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Tack! Vi har tagit emot ditt ärende och svarar dig snart.');
    const [row] = await storedRows(response.body.caseNumber);
    expect(row).toMatchObject({ type: 'driver', subject: 'complain', language: 'sv' });
  });

  it('gives every query its own case number', async () => {
    const first = await send(valid);
    const second = await send({ ...valid, requesterType: 'store' });
    expect(first.body.caseNumber).not.toBe(second.body.caseNumber);
  });

  const requiredFields = Object.keys(valid);
  const cases: [string, string, string][] = [
    ...requiredFields.map((field): [string, string, string] => [field, '', 'required']),
    ['email', 'sara.example.com', 'invalidEmail'],
    ['phoneNumber', '0701', 'invalidPhoneNumber'],
    ['subject', 'weather', 'invalidOption'],
    ['requesterType', 'admin', 'invalidOption'],
    ['message', 'x'.repeat(2001), 'tooLong'],
  ];
  const expectedText: Record<string, { en: string; sv: string }> = {
    required: { en: 'This field is required', sv: 'Fältet är obligatoriskt' },
    invalidEmail: { en: 'Please enter a valid email address', sv: 'Ange en giltig e-postadress' },
    invalidPhoneNumber: { en: 'Please enter a valid phone number', sv: 'Ange ett giltigt telefonnummer' },
    invalidOption: NOT_AN_OPTION,
    // The limit, written the language's way (issue 35, item 6).
    tooLong: {
      en: 'This text is too long (max 2,000 characters)',
      sv: 'Texten är för lång (högst 2\u00a0000 tecken)',
    },
  };

  itRefusesEachValue(
    t,
    supportQueries,
    cases.map(([field, value, key]) => [field, value, expectedText[key]!]),
    (fields) => send({ ...valid, ...fields }),
  );

  it('reports every missing field at once, and a missing body too', async () => {
    const response = await send({ language: 'sv' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Vissa fält är ogiltiga. Kontrollera dem och försök igen.');
    expect(Object.keys(response.body.fields).sort()).toEqual([...requiredFields].sort());
    expect(new Set(Object.values(response.body.fields))).toEqual(new Set(['Fältet är obligatoriskt']));
    const empty = await call(t.app, '/api/queries', { method: 'POST' });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('validation_failed');
  });

  it('answers like a success but stores nothing when the honeypot is filled', async () => {
    const before = await t.database.db.$count(supportQueries);
    const response = await send({ ...valid, website: 'https://spam.example', language: 'en' });
    expectSuccess(response, 201, 'Thank you! We have received your query and will answer you soon.', {
      caseNumber: expect.stringMatching(/^Q-\d{4}-\d{6}$/),
    });
    expect(await t.database.db.$count(supportQueries)).toBe(before);
    expect(await storedRows(response.body.caseNumber)).toHaveLength(0);
  });

  it('stores the query when the honeypot is present but empty', async () => {
    const response = await send({ ...valid, website: '' });
    expect(response.status).toBe(201);
    expect(await storedRows(response.body.caseNumber)).toHaveLength(1);
  });

  it('limits submissions with 429, Retry-After and a translated message', async () => {
    for (let i = 0; i < 3; i++) expect((await send(valid)).status).toBe(201);
    const limited = await send({ ...valid, language: 'sv' });
    expectFormRateLimitedInSwedish(limited);
    // Invalid submissions count too, so a flood of junk cannot get around the limit.
    const junk = await send({});
    expect(junk.status).toBe(429);
    expect(junk.body.error).toBe('Too many requests. Please try again later.');
  });

  it('counts each address separately (behind a trusted proxy)', async () => {
    const proxied = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '1', TRUST_PROXY: '127.0.0.1' } });
    try {
      const from = (ip: string) =>
        call(proxied.app, '/api/queries', {
          method: 'POST',
          body: valid,
          headers: { 'x-forwarded-for': ip },
        });
      expect((await from('198.51.100.7')).status).toBe(201);
      expect((await from('198.51.100.7')).status).toBe(429);
      expect((await from('203.0.113.9')).status).toBe(201);
    } finally {
      await proxied.close();
    }
  });

  it('is open to visitors without a session', async () => {
    const response = await call(t.app, '/api/queries', { method: 'POST', body: valid });
    expect(response.status).toBe(201);
  });

  it('rejects a request without the app handshake', async () => {
    const response = await call(t.app, '/api/queries', {
      method: 'POST',
      body: valid,
      withoutHandshake: true,
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_handshake');
  });
});
