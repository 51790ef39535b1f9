import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makePersonnummer } from '../../../../packages/domain/src/test-support.ts';
import { partnerApplications, supportQueries } from '../db/schema.ts';
import { postForm, useWebApp, webBuilt } from '../test/web-app.ts';

// Decision 074: a public form posted to its own page (urlencoded, as a browser without JavaScript
// sends it) is stored by the page's action through the API's route, and the page answers its case
// number, or the errors with the values, in the page's language. Runs on the real web build (`npm
// run build`; `npm test` builds before the API tests), on PGlite and on PostgreSQL.

const web = useWebApp({ PUBLIC_FORM_RATE_LIMIT: '3' });

/** A browser's post of `fields` to `url`, from `ip`. */
const post = (url: string, fields: Record<string, string>, ip = '198.51.100.1') =>
  postForm(web.app, url, fields, ip);

const nationalId = makePersonnummer('19910704', '316');
const rider = {
  city: 'Uppsala',
  vehicle: 'Car',
  firstName: 'Signe',
  lastName: 'Formpostsson',
  phoneNumber: '070-111 22 33',
  email: 'signe.formpost@example.se',
  nationalId,
  swedishCitizen: 'yes',
  ageConfirmed: 'on',
  termsAccepted: 'on',
  website: '',
  step: '2',
  intent: 'submit',
};

describe.skipIf(!webBuilt)('a form posted to its page (decision 074)', () => {
  it('stores a rider application posted urlencoded and answers the Swedish page with its case number', async () => {
    const started = performance.now();
    const response = await post('/sv-se/partner/rider', rider);
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const caseNumber = /Ditt ärendenummer är (R-\d{4}-\d{6})/.exec(response.body)?.[1];
    expect(caseNumber, response.body.slice(0, 500)).toBeDefined();
    expect(response.body).toContain('lang="sv"');
    const rows = await web.database.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.caseNumber, caseNumber!));
    expect(rows).toMatchObject([
      { type: 'rider', city: 'Uppsala', lastName: 'Formpostsson', language: 'sv' },
    ]);
    // The answer carries what was typed (a failure's values): no cache may keep it.
    expect(response.headers['cache-control']).toBe('no-store');
    console.info(
      `decision 074: a rider application posted without JavaScript stored and answered in ${elapsed.toFixed(0)} ms`,
    );

    // The same post again (a reload's "confirm resubmission"): the same case number, stored once.
    const again = await post('/sv-se/partner/rider', rider);
    expect(again.body).toContain(caseNumber);
    expect(
      await web.database.db
        .select()
        .from(partnerApplications)
        .where(eq(partnerApplications.lastName, 'Formpostsson')),
    ).toHaveLength(1);
  });

  it('answers 422 with the errors beside the fields and every value kept, in English on an English page', async () => {
    const response = await post('/sv-en/contact-us', {
      requesterType: 'customer',
      firstName: 'Otto',
      lastName: '',
      email: 'otto.example.se',
      phoneNumber: '070-123 45 67',
      subject: 'other',
      message: 'Hej',
      website: '',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Please enter a valid email address');
    expect(response.body).toContain('This field is required');
    expect(response.body).toContain('value="otto.example.se"');
    expect(response.body).toContain('value="Otto"');
    expect(
      await web.database.db.select().from(supportQueries).where(eq(supportQueries.firstName, 'Otto')),
    ).toEqual([]);
  });

  it("keeps the API's rate limit per address for posted forms, whatever site the post came from", async () => {
    const vendor = { firstName: '', website: '' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      statuses.push((await post('/sv-en/partner/vendor', vendor, '198.51.100.9')).statusCode);
    }
    const valid = {
      firstName: 'Vera',
      lastName: 'Gräns',
      storeName: 'Gränsbutiken',
      organizationNumber: '556016-0680',
      businessType: 'grocery',
      phoneNumber: '0150-123 45',
      organizationName: 'Gränsbutiken AB',
      email: 'vera@example.se',
      termsAndConditions: 'on',
      website: '',
    };
    statuses.push((await post('/sv-en/partner/vendor', valid, '198.51.100.9')).statusCode);
    const refused = await post(
      '/sv-en/partner/vendor',
      { ...valid, email: 'vera2@example.se' },
      '198.51.100.9',
    );
    statuses.push(refused.statusCode);
    // Invalid posts are refused on the page's server before the API counts them; valid ones count.
    expect(statuses).toEqual([422, 422, 200, 200]);
    for (let attempt = 0; attempt < 3; attempt++) {
      await post(
        '/sv-en/partner/vendor',
        { ...valid, email: `vera${attempt + 3}@example.se` },
        '198.51.100.9',
      );
    }
    const limited = await post(
      '/sv-en/partner/vendor',
      { ...valid, email: 'vera9@example.se' },
      '198.51.100.9',
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Too many requests');
    // Another address is not affected.
    const other = await post(
      '/sv-en/partner/vendor',
      { ...valid, email: 'vera10@example.se' },
      '198.51.100.10',
    );
    expect(other.statusCode).toBe(200);
  });

  it('never writes a posted value to the log (the page request or the API request it makes)', () => {
    const values = [
      nationalId,
      nationalId.replace('-', ''),
      'Formpostsson',
      'signe.formpost@example.se',
      '070-111 22 33',
      '+46701112233',
      'otto.example.se',
    ];
    const leaked = web.lines.filter((line) =>
      values.some((value) => line.toLowerCase().includes(value.toLowerCase())),
    );
    expect(leaked).toEqual([]);
    // The requests were logged (so the check read real web.lines): the page's and the API's.
    expect(web.lines.some((line) => line.includes('/sv-se/partner/rider'))).toBe(true);
    expect(web.lines.some((line) => line.includes('/api/partners/riders'))).toBe(true);
  });
});
