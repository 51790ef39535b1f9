import { randomUUID } from 'node:crypto';
import { createHandshakeHeader } from '@levera/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './db/client.ts';
import type { DeclaredRoute } from './lib/principal.ts';
import { MAX_FIELD_ERRORS } from './plugins/errors.ts';
import { signedInAccounts } from './test/fixtures.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

// Hostile input (issue 9): random and malicious bodies, query strings and headers against every
// route the app declares. No answer may be a 5xx, every 4xx carries a clear `error`, and a rejected
// request stores nothing. Routes are discovered from the app, so new modules are covered as they land.
let t: TestApp;
let tokens: { admin: string; vendor: string };

// Tables whose rows a rejected request may legitimately write: counters and failed sign-ins.
const BOOKKEEPING_TABLES = new Set(['rate_limits', 'sessions', '__drizzle_migrations']);
let dataTables: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '100000' } });
  const accounts = await signedInAccounts(t.app, t.database.db);
  tokens = { admin: accounts.admin.token, vendor: accounts.vendor.token };
  const tables = rowsOf<{ table_name: string }>(
    await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    ),
  );
  dataTables = tables.map((row) => row.table_name).filter((name) => !BOOKKEEPING_TABLES.has(name));
});
afterAll(async () => {
  await t?.close();
});

/** Row count of every data table, in one round trip. */
async function rowCounts(): Promise<Record<string, number>> {
  const columns = dataTables
    .map((table) => `(select count(*)::int from "${table}") as "${table}"`)
    .join(', ');
  const [row] = rowsOf<Record<string, number>>(await t.database.db.execute(sql.raw(`select ${columns}`)));
  return row!;
}

const NASTY_STRINGS = [
  "' OR 1=1 --",
  "'); DROP TABLE vendors; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'a\u0000b',
  '\u0000',
  '../../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}{{7*7}}',
  '\uD800',
  '𝕃𝕖𝕧𝕖𝕣𝕒 😀',
  'x'.repeat(20_000),
  '',
  ' ',
  '-1',
  '1e309',
  'NaN',
  'null',
  '2026-02-30',
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 50 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor', 'prototype')),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;

/** A body with plausible field names, so validation of real fields is exercised, plus junk keys. */
const FIELD_NAMES = [
  'email',
  'password',
  'firstName',
  'lastName',
  'phoneNumber',
  'message',
  'subject',
  'category',
  'requesterType',
  'status',
  'action',
  'read',
  'response',
  'vendorName',
  'menus',
  'title',
  'description',
  'discountType',
  'discountValue',
  'startDate',
  'endDate',
  'repeat',
  'usageLimit',
  'nationalId',
  'organizationNumber',
  'city',
  'vehicle',
  'storeName',
  'businessType',
  'termsAndConditions',
  'active',
  'website',
  'language',
];
const nastyBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), nastyValue, { maxKeys: 12 }),
  nastyValue,
  fc.constant(
    JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  ),
  fc.constant(deepNesting(200)),
);

function deepNesting(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = level % 2 ? { nested: value } : [value];
  return value;
}

const nastyQuery = fc.dictionary(
  fc.constantFrom('page', 'pageSize', 'q', 'status', 'type', 'email', 'language', 'x'),
  nastyString,
  {
    maxKeys: 4,
  },
);
const nastyId = fc.oneof(
  fc.uuid(),
  fc.constantFrom('not-a-uuid', '0', "1' or '1'='1", '%00', 'x'.repeat(300)),
);

function tokenFor(route: DeclaredRoute): string | undefined {
  if (route.rule === 'public') return undefined;
  return route.rule === 'vendor' ? tokens.vendor : tokens.admin;
}

function isLogout(route: DeclaredRoute) {
  return route.url.endsWith('/logout');
}

async function send(
  route: DeclaredRoute,
  id: string,
  body: unknown,
  query: Record<string, string>,
  contentType = 'application/json',
) {
  const url = route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(id));
  const headers: Record<string, string> = {
    'content-type': contentType,
    'x-app-handshake': createHandshakeHeader(),
  };
  const token = tokenFor(route);
  if (token) headers.authorization = `Bearer ${token}`;
  const hasBody = !['GET', 'DELETE'].includes(route.method);
  return t.app.inject({
    method: route.method as 'POST',
    url,
    query,
    headers,
    payload: hasBody ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
  });
}

function checkAnswer(route: DeclaredRoute, response: { statusCode: number; body: string }) {
  const label = `${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
  expect(response.statusCode, label).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const parsed = JSON.parse(response.body) as { error?: unknown };
    expect(typeof parsed.error === 'string' && parsed.error.length > 0, label).toBe(true);
  }
}

describe('hostile input on every route', () => {
  it('never answers 5xx, always explains a 4xx, and stores nothing from a rejected request', async () => {
    // The admin counts stream stays open once it is let in (its input, the language, is bounded
    // like every other query; admin-live.test.ts tests it over a real connection).
    const routes = t.app.apiRoutes.filter(
      (route) => !isLogout(route) && route.url !== '/api/admin/counts/stream',
    );
    expect(routes.length).toBeGreaterThan(3);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(nastyId, nastyBody, nastyQuery, async (id, body, query) => {
          const before = await rowCounts();
          const response = await send(route, id, body, query);
          checkAnswer(route, response);
          if (response.statusCode >= 400)
            expect(await rowCounts(), `${route.method} ${route.url}`).toEqual(before);
        }),
        { numRuns: 25, seed: 20261122 },
      );
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 600_000);

  it('refuses other content types with 415 and invalid UTF-8 or broken JSON with 400', async () => {
    const routes = t.app.apiRoutes.filter(
      (route) => !['GET', 'DELETE'].includes(route.method) && !isLogout(route),
    );
    for (const route of routes) {
      for (const contentType of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
      ]) {
        const response = await send(route, '00000000-0000-4000-8000-000000000000', 'a=1', {}, contentType);
        checkAnswer(route, response);
        expect(response.statusCode, `${route.method} ${route.url} ${contentType}`).toBe(415);
      }
      const invalidUtf8 = await t.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'),
        headers: {
          'content-type': 'application/json',
          'x-app-handshake': createHandshakeHeader(),
          ...(tokenFor(route) && { authorization: `Bearer ${tokenFor(route)}` }),
        },
        payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      });
      checkAnswer(route, invalidUtf8);
      expect(invalidUtf8.statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  it('treats hostile headers as a bad handshake or a missing session, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(nastyString, nastyString, async (handshake, authorization) => {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/admin/profile',
          headers: {
            'x-app-handshake': handshake.replace(/[^\x20-\x7e]/g, ''),
            authorization: `Bearer ${authorization.replace(/[^\x20-\x7e]/g, '')}`,
            'accept-language': handshake.replace(/[^\x20-\x7e]/g, ''),
          },
        });
        expect(response.statusCode).toBeLessThan(500);
        expect([400, 401]).toContain(response.statusCode);
      }),
      { numRuns: 100, seed: 42 },
    );
  });
});

// Issue 14 item 4: nothing in a request may be unbounded, and an error answer never echoes the
// input back at size. The OpenAPI document is generated from the very zod schemas the routes
// validate with, so walking it covers the query, params and body of every route, new ones included.
describe('bounded input', () => {
  type JsonSchema = Record<string, unknown>;

  function unboundedIn(schema: unknown, where: string, found: string[]): void {
    if (!schema || typeof schema !== 'object') return;
    if (Array.isArray(schema)) {
      for (const item of schema) unboundedIn(item, where, found);
      return;
    }
    const node = schema as JsonSchema;
    const types = [node.type].flat();
    const isChoice = node.enum !== undefined || node.const !== undefined;
    if (types.includes('string') && !isChoice && node.maxLength === undefined) found.push(`${where}: string`);
    if (types.includes('array') && node.maxItems === undefined) found.push(`${where}: array`);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object') {
        for (const [name, property] of Object.entries(value))
          unboundedIn(property, `${where}.${name}`, found);
      } else if (typeof value === 'object') unboundedIn(value, where, found);
    }
  }

  it('gives every string a maximum length and every array a maximum size, on every route', () => {
    type Operation = { parameters?: { in: string; name: string; schema: unknown }[]; requestBody?: unknown };
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const found: string[] = [];
    for (const route of t.app.apiRoutes) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      // Every declared route is in the document, so none escapes the walk.
      expect(operation, `${route.method} ${route.url} is missing from the OpenAPI document`).toBeDefined();
      for (const parameter of operation?.parameters ?? []) {
        unboundedIn(
          parameter.schema,
          `${route.method} ${route.url} ${parameter.in} ${parameter.name}`,
          found,
        );
      }
      unboundedIn(operation?.requestBody, `${route.method} ${route.url} body`, found);
    }
    expect(found).toEqual([]);
  });

  it('refuses a 1 MB list of repeat days with a small answer', async () => {
    const days = Array.from({ length: 110_000 }, (_, index) => (index % 2 ? 'monday' : 'someday'));
    const body = JSON.stringify({ title: 'Big', repeat: { enabled: true, days } });
    expect(body.length).toBeGreaterThan(1_000_000);
    expect(body.length).toBeLessThan(1024 * 1024);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/promotions',
      headers: {
        'content-type': 'application/json',
        'x-app-handshake': createHandshakeHeader(),
        authorization: `Bearer ${tokens.vendor}`,
      },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.length).toBeLessThan(4000);
    expect(response.json().fields['repeat.days']).toBe('Select at most 7 different days');
  });

  it('lists at most a bounded number of field errors, however many fields are wrong', async () => {
    const menus = Array.from({ length: 2000 }, () => ({ name: '', price: -1 }));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/menus/${randomUUID()}/items`,
      headers: {
        'content-type': 'application/json',
        'x-app-handshake': createHandshakeHeader(),
        authorization: `Bearer ${tokens.admin}`,
      },
      payload: JSON.stringify({ menus }),
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json() as { fields: Record<string, string> };
    expect(Object.keys(fields)).toHaveLength(MAX_FIELD_ERRORS);
    expect(fields['menus.0.name']).toBe('Item name is required');
    expect(response.body.length).toBeLessThan(8000);
  });
});
