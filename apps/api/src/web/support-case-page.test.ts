import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createHandshakeHeader, HANDSHAKE_HEADER } from '@levera/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { supportQueries, supportQueryMessages } from '../db/schema.ts';
import { mintCaseLinkToken } from '../lib/link-tokens.ts';
import { createCaseLink } from '../modules/support-desk/case-links.ts';
import { postForm, useWebApp, webBuilt, webRoot } from '../test/web-app.ts';

// Issue 37: the page of a support case's private link, `/{locale}/support/case?token=…`, rendered by
// the server on each request through React Router (decision 073), with its answer a plain form post
// (as a browser without JavaScript sends it) stored through the API's own route. Runs on the real
// web build (`npm test` builds before the API tests), on PGlite and on PostgreSQL.

const web = useWebApp();
let queryId: string;
let token: string;

const CUSTOMER_MESSAGE = 'Min beställning kom aldrig fram.';

beforeAll(async () => {
  if (!webBuilt) return;
  const created = await web.app.inject({
    method: 'POST',
    url: '/api/queries',
    headers: { 'content-type': 'application/json', [HANDSHAKE_HEADER]: createHandshakeHeader() },
    payload: JSON.stringify({
      requesterType: 'customer',
      firstName: 'Ebba',
      lastName: 'Ärendesson',
      email: 'ebba.arende@example.se',
      phoneNumber: '070-222 33 44',
      subject: 'complain',
      message: CUSTOMER_MESSAGE,
      website: '',
      language: 'sv',
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const caseNumber = created.json().caseNumber as string;
  const [query] = await web.database.db
    .select({ id: supportQueries.id })
    .from(supportQueries)
    .where(eq(supportQueries.caseNumber, caseNumber));
  queryId = query!.id;
  // As the mail worker does when it sends a reply e-mail: a link of the case, and its token.
  await web.database.db.update(supportQueries).set({ isRead: true }).where(eq(supportQueries.id, queryId));
  token = (await mintCaseLinkToken(web.database.db, await createCaseLink(web.database.db, queryId)))!;
});

const page = (url: string) => web.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.20' });
const postAnswer = (url: string, message: string) => postForm(web.app, url, { message }, '198.51.100.20');

describe.skipIf(!webBuilt)("a support case's page (issue 37)", () => {
  it('shows the case and its conversation in Swedish, kept out of caches and search engines', async () => {
    const response = await page(`/sv-se/support/case?token=${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('lang="sv"');
    expect(response.body).toMatch(/Ditt ärende(<!-- -->)? <span[^>]*>Q-\d{4}-\d{6}<\/span>/);
    // The answer's box is an island (its count near the limit); the page's HTML never holds the key.
    expect(response.body).toContain('data-name="case-answer-field"');
    expect(response.body).not.toContain(token);
    expect(response.body).toContain(CUSTOMER_MESSAGE);
    expect(response.body).toContain('Skicka svar');
    expect(/<form[^>]*>/.exec(response.body)?.[0]).toContain('method="post"');
    expect(response.body).toContain('name="robots" content="noindex"');
    expect(response.body).not.toContain('rel="canonical"');
    expect(response.headers['cache-control']).toBe('no-store');
    // The token is in the page's address: no request from the page passes it to another site.
    expect(response.headers['referrer-policy']).toBe('same-origin');
    // Nobody else's data: not the requester's own e-mail or phone either.
    expect(response.body).not.toContain('ebba.arende@example.se');
    expect(response.body).not.toContain('Ärendesson');
  });

  it('stores an answer posted without JavaScript, turns the case unread, and shows it with the thank-you', async () => {
    const url = `/sv-se/support/case?token=${token}`;
    const posted = await postAnswer(url, 'Jag väntar fortfarande på pengarna.');
    expect(posted.statusCode).toBe(303);
    const location = String(posted.headers.location);
    expect(location).toBe(`/sv-se/support/case?token=${token}&sent=1`);
    const after = await page(location);
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Tack! Ditt svar har lagts till i ditt ärende.');
    expect(after.body).toContain('Jag väntar fortfarande på pengarna.');
    const [query] = await web.database.db.select().from(supportQueries).where(eq(supportQueries.id, queryId));
    expect(query!.isRead).toBe(false);
    const messages = await web.database.db
      .select({ body: supportQueryMessages.body, authorKind: supportQueryMessages.authorKind })
      .from(supportQueryMessages)
      .where(eq(supportQueryMessages.queryId, queryId));
    expect(messages).toContainEqual({ body: 'Jag väntar fortfarande på pengarna.', authorKind: 'requester' });
  });

  it('answers 422 with the error beside the field and the text kept, in English on an English page', async () => {
    const empty = await postAnswer(`/sv-en/support/case?token=${token}`, '   ');
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain('Please write a message');
    const long = 'å'.repeat(5001);
    const tooLong = await postAnswer(`/sv-en/support/case?token=${token}`, long);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.body).toContain('The message must be at most 5000 characters');
    expect(tooLong.body).toContain(long);
  });

  it('answers 410 with a clear page in the language for a wrong token and for none', async () => {
    for (const url of ['/sv-se/support/case?token=not-a-real-token-at-all', '/sv-se/support/case']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(410);
      expect(response.body, url).toContain('Länken fungerar inte längre');
      expect(response.body, url).toContain('Skriv till oss via kontaktsidan och ange ditt ärendenummer.');
      expect(response.body, url).not.toContain('method="post"');
    }
    const english = await page('/sv-en/support/case?token=not-a-real-token-at-all');
    expect(english.body).toContain('This link no longer works');
  });

  it('is never prerendered and never in the sitemap', () => {
    expect(existsSync(path.join(webRoot, 'sv-se', 'support', 'case', 'index.html'))).toBe(false);
    expect(readFileSync(path.join(webRoot, 'sitemap.xml'), 'utf8')).not.toContain('support/case');
  });

  it('never writes the token or a posted text to the log (the page request or the API request it makes)', () => {
    const secrets = [token, 'Jag väntar fortfarande på pengarna.', 'ebba.arende@example.se'];
    expect(web.lines.filter((line) => secrets.some((secret) => line.includes(secret)))).toEqual([]);
    // The requests were logged (so the check read real web.lines): the page's and the API's.
    expect(web.lines.some((line) => line.includes('/sv-se/support/case'))).toBe(true);
    expect(web.lines.some((line) => line.includes('/api/support/cases/'))).toBe(true);
  });
});
