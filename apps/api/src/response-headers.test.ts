import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from './lib/principal.ts';
import { callEveryRoute, signedInAccounts } from './test/fixtures.ts';
import { call, createTestApp, type TestApp } from './test/test-app.ts';

// Headers every answer depends on (issue 14 items 10, 11, 16): the security headers on every
// answer, malformed paths included; `Cache-Control: no-store` on everything a signed-in route
// answers; a Permissions-Policy. The web plugin serves a small build written here, so these tests
// need no `npm run build`.
let api: TestApp;
let web: TestApp;
let webRoot: string;
let tokens: { admin: string; vendor: string };

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'levera-web-'));
  mkdirSync(path.join(webRoot, 'sv-en'));
  writeFileSync(path.join(webRoot, 'sv-en', 'index.html'), '<!doctype html><title>Levera</title>');
  writeFileSync(path.join(webRoot, '__spa-fallback.html'), '<!doctype html><title>Levera app</title>');
  api = await createTestApp();
  web = await createTestApp({ env: { WEB_DIST_DIR: webRoot }, serveWeb: true });
  const accounts = await signedInAccounts(api.app, api.database.db);
  tokens = { admin: accounts.admin.token, vendor: accounts.vendor.token };
});
afterAll(async () => {
  await api?.close();
  await web?.close();
  if (webRoot) rmSync(webRoot, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>, label: string) {
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['content-security-policy'], label).toMatch(/frame-ancestors 'none'/);
  expect(headers['permissions-policy'], label).toMatch(/camera=\(\)/);
}

const MALFORMED_PATHS = [
  '/SV-EN/%0A',
  '/SV-EN/%0D%0ASet-Cookie:%20a=1',
  '/sv-en/%0A',
  '/%0A',
  '/SV-EN/%ZZ',
  '/sv-en/%E2%82',
  '/api/%ZZ',
  `/api/vendors/${'x'.repeat(300)}`,
];

describe('malformed paths', () => {
  for (const [name, server] of [
    ['with the web app', () => web],
    ['API only', () => api],
  ] as const) {
    it(`answer 400 or 404 with the security headers and our error format (${name})`, async () => {
      // Without the web app a non-ASCII page path is simply not found (with it: the redirect below).
      const urls = name === 'API only' ? [...MALFORMED_PATHS, '/SV-EN/%E2%82%AC'] : MALFORMED_PATHS;
      for (const url of urls) {
        const response = await server().app.inject({ url });
        const label = `${name} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect([400, 404], label).toContain(response.statusCode);
        expectSecurityHeaders(response.headers, label);
        expect(response.headers['set-cookie'], label).toBeUndefined();
        expect(response.json(), label).toEqual({
          error: expect.any(String),
          code: expect.stringMatching(/^(bad_request|not_found|invalid_handshake)$/),
          requestId: expect.any(String),
        });
      }
    });
  }

  it('sends an upper-case locale with any character to its lower-case path, which is not found', async () => {
    const response = await web.app.inject({ url: '/SV-EN/%E2%82%AC?x=%E2%82%AC' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/sv-en/%E2%82%AC?x=%E2%82%AC');
    expectSecurityHeaders(response.headers, 'redirect');
    const target = await web.app.inject({ url: response.headers.location as string });
    expect(target.statusCode).toBe(404);
    expectSecurityHeaders(target.headers, 'target');
  });

  it('still sends an upper-case locale to its lower-case page', async () => {
    const response = await web.app.inject({ url: '/SV-EN' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/sv-en');
    const page = await web.app.inject({ url: '/sv-en' });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page.headers, '/sv-en');
  });
});

describe('Cache-Control on signed-in routes', () => {
  it('is no-store on every answer of every non-public route, whoever calls', async () => {
    const missing: string[] = [];
    // The admin counts stream stays open: admin-live.test.ts checks its no-store.
    const isPublicOrLogout = (route: DeclaredRoute) =>
      route.rule === 'public' || route.url.endsWith('/logout') || route.url.endsWith('/counts/stream');
    for (const { route, caller, response } of await callEveryRoute(api.app, tokens, isPublicOrLogout)) {
      if (response.headers['cache-control'] !== 'no-store') {
        missing.push(`${route.method} ${route.url} as ${caller} → ${response.status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('is no-store on a signed-in read that succeeds', async () => {
    const profile = await call(api.app, '/api/vendor/profile', { token: tokens.vendor });
    expect(profile.status).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const partners = await call(api.app, '/api/partners', { token: tokens.admin });
    expect(partners.status).toBe(200);
    expect(partners.headers['cache-control']).toBe('no-store');
  });

  it('is left alone on public answers that may be cached', async () => {
    const offers = await call(api.app, '/api/offers/active');
    expect(offers.status).toBe(200);
    expect(offers.headers['cache-control']).not.toBe('no-store');
  });
});
