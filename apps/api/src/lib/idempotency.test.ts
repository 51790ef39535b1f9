import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, mailOutbox, partnerApplications, supportQueries } from '../db/schema.ts';
import { runRetention } from '../jobs/retention.ts';
import { setUpTestApp, expectFieldErrors } from '../test/fixtures.ts';
import { contactQuery, riderApplication, vendorApplication } from '../test/forms.ts';
import { call, type TestApp } from '../test/test-app.ts';

// Issue 34 §7: a client that sent a public form again after a reset stored it twice. The public form
// posts take an `Idempotency-Key` (decision 069): the same key and body within 24 hours answers the
// first answer and stores nothing, another body with the key is refused, two at once store once, and
// a malformed key is a 400, in both languages.
let t: TestApp;
const NOW = new Date('2030-03-10T09:00:00Z');
setUpTestApp(
  (made) => {
    t = made.t;
  },
  { now: NOW, env: { PUBLIC_FORM_RATE_LIMIT: '10000' } },
);

let sequence = 0;
/** A contact query from a sender of its own. */
const uniqueQuery = (overrides: Record<string, unknown> = {}) =>
  contactQuery({ email: `sara${++sequence}@example.com`, language: 'en', ...overrides });

const post = (url: string, body: Record<string, unknown>, key?: string) =>
  call(t.app, url, { method: 'POST', body, headers: key === undefined ? {} : { 'idempotency-key': key } });

const queriesFrom = async (email: string) =>
  (await t.database.db.select({ n: count() }).from(supportQueries).where(eq(supportQueries.email, email)))[0]!
    .n;
const mailsTo = async (email: string) =>
  (await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.recipient, email)))[0]!.n;
const applicationsFrom = async (email: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(partnerApplications)
      .where(eq(partnerApplications.email, email))
  )[0]!.n;

describe('Idempotency-Key on the public form posts', () => {
  it('answers a repeat of the contact form with the first answer and stores it once', async () => {
    const key = randomUUID();
    const body = uniqueQuery();
    const first = await post('/api/queries', body, key);
    expect(first.status, first.raw).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post('/api/queries', body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await queriesFrom(body.email.toLowerCase())).toBe(1);
    expect(await mailsTo(body.email.toLowerCase())).toBe(1);

    // Without a key, or with a new one, the same body is a new submission, as before.
    expect((await post('/api/queries', body)).body.caseNumber).not.toBe(first.body.caseNumber);
    expect((await post('/api/queries', body, randomUUID())).body.caseNumber).not.toBe(first.body.caseNumber);
    expect(await queriesFrom(body.email.toLowerCase())).toBe(3);
  });

  it('answers a repeat of a rider and a vendor application with the first case number, stored once', async () => {
    for (const [url, body] of [
      ['/api/partners/riders', riderApplication()],
      ['/api/partners/vendors', vendorApplication()],
    ] as const) {
      const key = `form-${++sequence}_${'x'.repeat(80)}`;
      const first = await post(url, body, key);
      expect(first.status, first.raw).toBe(201);
      const again = await post(url, body, key);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(await applicationsFrom(body.email)).toBe(1);
      expect(await mailsTo(body.email)).toBe(1);
    }
  });

  it('keys are per form: the same key on another form is another submission', async () => {
    const key = randomUUID();
    const query = await post('/api/queries', uniqueQuery(), key);
    const vendor = await post('/api/partners/vendors', vendorApplication(), key);
    expect([query.status, vendor.status]).toEqual([201, 201]);
    expect(vendor.body.caseNumber).toMatch(/^V-/);
  });

  it('refuses the same key with another body, in both languages, storing nothing', async () => {
    const key = randomUUID();
    const body = uniqueQuery();
    expect((await post('/api/queries', body, key)).status).toBe(201);
    const changed = uniqueQuery({
      email: body.email,
      message: 'Another question altogether, about my refund.',
    });
    const en = await post('/api/queries', changed, key);
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({
      code: 'idempotency_key_reused',
      error: 'This submission key was already used for a different submission. Please send the form again.',
    });
    const sv = await post('/api/queries', { ...changed, language: 'sv' }, key);
    expect(sv.status).toBe(422);
    expect(sv.body.error).toBe('Nyckeln har redan använts för ett annat formulär. Skicka formuläret igen.');
    expect(await queriesFrom(body.email.toLowerCase())).toBe(1);
  });

  it('stores two repeats sent at once once, and answers both with the same case number', async () => {
    const key = randomUUID();
    const body = vendorApplication();
    const answers = await Promise.all([
      post('/api/partners/vendors', body, key),
      post('/api/partners/vendors', body, key),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(await applicationsFrom(body.email)).toBe(1);
    expect(await mailsTo(body.email)).toBe(1);

    const queryKey = randomUUID();
    const query = uniqueQuery();
    const both = await Promise.all([
      post('/api/queries', query, queryKey),
      post('/api/queries', query, queryKey),
    ]);
    expect(both[1]!.body.caseNumber).toBe(both[0]!.body.caseNumber);
    expect(await queriesFrom(query.email.toLowerCase())).toBe(1);
  });

  it('refuses a key that is empty, too long or outside its alphabet, in both languages, storing nothing', async () => {
    const body = uniqueQuery();
    for (const key of ['', 'x'.repeat(101), 'bad key', 'nyckel/1', 'å']) {
      const response = await post('/api/queries', body, key);
      expect(response.status, key).toBe(400);
      expect(response.body).toMatchObject({
        code: 'validation_failed',
        fields: {
          'idempotency-key':
            'The Idempotency-Key header must be 1–100 letters, digits, hyphens or underscores',
        },
      });
    }
    const sv = await post('/api/partners/riders', { ...riderApplication(), language: 'sv' }, 'x'.repeat(101));
    expectFieldErrors(sv, {
      'idempotency-key':
        'Huvudet Idempotency-Key ska vara 1–100 bokstäver, siffror, bindestreck eller understreck',
    });
    expect(await queriesFrom(body.email.toLowerCase())).toBe(0);
  });

  it('keeps hashes and an answer without personal data, for 24 hours', async () => {
    const key = randomUUID();
    const body = uniqueQuery();
    const first = await post('/api/queries', body, key);
    const rows = await t.database.db.select().from(idempotencyKeys);
    const row = rows.find((stored) => JSON.stringify(stored.answer).includes(first.body.caseNumber))!;
    expect(row).toMatchObject({ statusCode: 201, answer: first.body });
    expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.requestHash).toMatch(/^[0-9a-f]{64}$/);
    const stored = JSON.stringify(row);
    for (const personal of [key, body.email, body.firstName, body.lastName, '701234567']) {
      expect(stored).not.toContain(personal);
    }

    // After 24 hours the same key is a new submission, and the retention job deletes the old row.
    t.setNow(new Date(NOW.getTime() + 24 * 60 * 60 * 1000 + 1000));
    try {
      const later = await post('/api/queries', body, key);
      expect(later.status).toBe(201);
      expect(later.body.caseNumber).not.toBe(first.body.caseNumber);
      const old = await post('/api/queries', uniqueQuery(), randomUUID());
      t.setNow(new Date(NOW.getTime() + 49 * 60 * 60 * 1000));
      await runRetention(t.database.db, { now: new Date(NOW.getTime() + 49 * 60 * 60 * 1000) });
      const left = await t.database.db.select({ answer: idempotencyKeys.answer }).from(idempotencyKeys);
      expect(left.map((kept) => JSON.stringify(kept.answer)).join()).not.toContain(old.body.caseNumber);
    } finally {
      t.setNow(NOW);
    }
    expect(
      await t.database.db
        .select({ n: count() })
        .from(idempotencyKeys)
        .where(inArray(idempotencyKeys.statusCode, [201])),
    ).toEqual([{ n: 0 }]);
  });
});
