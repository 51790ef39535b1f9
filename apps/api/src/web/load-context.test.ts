import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { makePersonnummer } from '../../../../packages/domain/src/test-support.ts';
import { partnerApplications, rateLimits, supportQueries } from '../db/schema.ts';
import { rateLimitedTestApp } from '../test/fixtures.ts';
import { pageLoadContext } from './load-context.ts';

// The load context of React Router's request handler (decision 074): a form posted to its page is
// stored through the API's own route, for the client's address, in the page's language.

// Each test starts with a fresh quota; the rate-limit test uses up its own.
const t = rateLimitedTestApp(3);

/** A page request from `ip`, as trust-proxy resolved it. */
const pageRequest = (ip: string) => ({ ip }) as FastifyRequest;
const submit = (ip: string, ...args: Parameters<ReturnType<typeof pageLoadContext>['submitPublicForm']>) =>
  pageLoadContext(t.app, pageRequest(ip)).submitPublicForm(...args);

const query = {
  requesterType: 'customer',
  firstName: 'Sara',
  lastName: 'Nilsson',
  email: 'sara@example.se',
  phoneNumber: '+46701234567',
  subject: 'couponQueries',
  message: 'Min rabattkod fungerar inte.',
  website: '',
};

describe('pageLoadContext().submitPublicForm', () => {
  it('stores a contact query through POST /api/queries, answering in the page language', async () => {
    const reply = await submit('203.0.113.7', { form: 'contact', body: query, language: 'sv' });
    expect(reply.status).toBe(201);
    const answer = reply.body as { caseNumber: string; message: string };
    expect(answer.message).toBe('Tack! Vi har tagit emot ditt ärende och svarar dig snart.');
    const rows = await t.database.db
      .select()
      .from(supportQueries)
      .where(eq(supportQueries.caseNumber, answer.caseNumber));
    expect(rows).toMatchObject([{ firstName: 'Sara', language: 'sv', status: 'created' }]);
    // Counted for the client's address, as the script's own post is.
    const limits = await t.database.db.select().from(rateLimits);
    expect(limits.map((row) => row.key)).toEqual(['contact-query:203.0.113.7']);
  });

  it("answers the API's translated field errors, and keeps its rate limit per address", async () => {
    const reply = await submit('203.0.113.8', {
      form: 'vendor',
      body: { firstName: '', organizationNumber: '556016-0681' },
      language: 'sv',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: 'validation_failed',
      fields: {
        firstName: 'Förnamn krävs',
        organizationNumber: 'Ange ett giltigt svenskt organisationsnummer (XXXXXX-XXXX)',
      },
    });
    for (let attempt = 2; attempt <= 3; attempt++) {
      expect((await submit('203.0.113.8', { form: 'vendor', body: {}, language: 'en' })).status).toBe(400);
    }
    const refused = await submit('203.0.113.8', { form: 'vendor', body: {}, language: 'en' });
    expect(refused).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect((await submit('203.0.113.9', { form: 'vendor', body: {}, language: 'en' })).status).toBe(400);
  });

  it('stores a repeat with the same key once, and answers the first case number (decision 069)', async () => {
    const rider = {
      city: 'Katrineholm',
      vehicle: 'Bicycle',
      firstName: 'Piia',
      lastName: 'Ryttare',
      phoneNumber: '0701234567',
      email: 'piia@example.se',
      nationalId: makePersonnummer('19900101', '123'),
      swedishCitizen: 'yes',
      ageConfirmed: true,
      termsAccepted: true,
      website: '',
    };
    const key = 'a'.repeat(64);
    const first = await submit('203.0.113.10', {
      form: 'rider',
      body: rider,
      language: 'en',
      idempotencyKey: key,
    });
    const again = await submit('203.0.113.10', {
      form: 'rider',
      body: rider,
      language: 'en',
      idempotencyKey: key,
    });
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    const rows = await t.database.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.caseNumber, (first.body as { caseNumber: string }).caseNumber));
    expect(rows).toHaveLength(1);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await t.database.db.select().from(supportQueries);
    const reply = await submit('203.0.113.11', {
      form: 'contact',
      body: { ...query, website: 'https://spam.example' },
      language: 'en',
    });
    expect(reply.status).toBe(201);
    expect(await t.database.db.select().from(supportQueries)).toHaveLength(before.length);
  });
});
