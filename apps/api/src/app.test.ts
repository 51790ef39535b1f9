import { HANDSHAKE_VERSION } from '@levera/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './db/client.ts';
import { call, createTestApp, type TestApp } from './test/test-app.ts';
import { expectError } from './test/fixtures.ts';

// The backbone of DESIGN.md §4 through HTTP: migrations, health, handshake, language, error format,
// security headers. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function handshakeWith(payload: Record<string, unknown>): string {
  return `Bearer ${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
}

describe('database', () => {
  it('applies every migration to an empty database, with pg_trgm', async () => {
    const tables = await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const names = rowsOf<{ table_name: string }>(tables).map((row) => row.table_name);
    for (const table of [
      'admins',
      'vendors',
      'sessions',
      'partner_applications',
      'support_queries',
      'promotions',
      'offers',
      'menu_items',
      'audit_log',
    ]) {
      expect(names).toContain(table);
    }
    const extension = await t.database.db.execute(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(rowsOf(extension)).toHaveLength(1);
  });
});

describe('health', () => {
  it('answers live and ready without a handshake', async () => {
    const live = await call(t.app, '/api/health/live', { withoutHandshake: true });
    const ready = await call(t.app, '/api/health/ready', { withoutHandshake: true });
    expect([live.status, live.body]).toEqual([200, { status: 'ok' }]);
    expect([ready.status, ready.body]).toEqual([200, { status: 'ok' }]);
  });

  it('serves the OpenAPI reference at /api/docs', async () => {
    const docs = await call(t.app, '/api/docs/json', { withoutHandshake: true });
    expect(docs.status).toBe(200);
    expect(docs.body.openapi).toMatch(/^3\./);
    expect(Object.keys(docs.body.paths)).toContain('/api/health/live');
  });
});

describe('app handshake', () => {
  const invalid = {
    error: 'Invalid app handshake',
    code: 'invalid_handshake',
    requestId: expect.any(String),
  };

  it('rejects a request without one', async () => {
    const response = await call(t.app, '/api/anything', { withoutHandshake: true });
    expect([response.status, response.body]).toEqual([400, invalid]);
  });

  it('rejects a malformed one', async () => {
    for (const value of [
      'Bearer',
      'Bearer !!!',
      'Basic abc',
      handshakeWith({ appId: 'x' }),
      'Bearer bm90IGpzb24',
    ]) {
      const response = await call(t.app, '/api/anything', {
        withoutHandshake: true,
        headers: { 'x-app-handshake': value },
      });
      expect(response.status, value).toBe(400);
      expect(response.body).toEqual(invalid);
    }
  });

  it('rejects another version and a stale timestamp', async () => {
    const base = { appId: 'levera-web', handshake: 'levera-app-handshake' };
    const wrongVersion = handshakeWith({ ...base, version: '2.0.0', timestamp: Date.now() });
    const stale = handshakeWith({
      ...base,
      version: HANDSHAKE_VERSION,
      timestamp: Date.now() - 6 * 60 * 1000,
    });
    for (const value of [wrongVersion, stale]) {
      const response = await call(t.app, '/api/anything', {
        withoutHandshake: true,
        headers: { 'x-app-handshake': value },
      });
      expect(response.status).toBe(400);
    }
  });

  it('answers in the request language', async () => {
    const response = await call(t.app, '/api/anything?language=sv', { withoutHandshake: true });
    expect(response.status).toBe(400);
    expect(response.body.error).not.toBe('Invalid app handshake');
    expect(response.body.code).toBe('invalid_handshake');
  });
});

describe('language rule and error format', () => {
  it('defaults to English', async () => {
    const response = await call(t.app, '/api/nowhere');
    expectError(response, 404, {
      error: 'The requested resource was not found',
      code: 'not_found',
    });
  });

  it.each(['GET', 'DELETE'] as const)('reads the language query parameter on %s', async (method) => {
    const english = await call(t.app, '/api/nowhere', { method, query: { language: 'en' } });
    const swedish = await call(t.app, '/api/nowhere', { method, query: { language: 'sv' } });
    expect(swedish.status).toBe(404);
    expect(swedish.body.error).not.toBe(english.body.error);
  });

  it.each(['POST', 'PUT', 'PATCH'] as const)('reads the language of a body-only %s', async (method) => {
    const swedish = await call(t.app, '/api/nowhere', { method, body: { language: 'sv' } });
    const english = await call(t.app, '/api/nowhere', { method, body: { language: 'en' } });
    expect(swedish.status).toBe(404);
    expect(swedish.body.error).not.toBe(english.body.error);
  });

  it("treats 'se' as Swedish and unknown languages as English", async () => {
    const se = await call(t.app, '/api/nowhere', { query: { language: 'se' } });
    const sv = await call(t.app, '/api/nowhere', { query: { language: 'sv' } });
    const de = await call(t.app, '/api/nowhere', { query: { language: 'de' } });
    expect(se.body.error).toBe(sv.body.error);
    expect(de.body.error).toBe('The requested resource was not found');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/nowhere',
      headers: {
        'content-type': 'application/json',
        'x-app-handshake': (await import('@levera/domain')).createHandshakeHeader(),
      },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).code).toBe('invalid_json');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await call(t.app, '/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expect(response.status).toBe(415);
    expect(response.body.code).toBe('unsupported_media_type');
  });

  it('answers an oversized body with 413', async () => {
    const response = await call(t.app, '/api/nowhere', {
      method: 'POST',
      body: { blob: 'x'.repeat(1_100_000) },
    });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('payload_too_large');
  });
});

describe('security headers', () => {
  it('sets a strict CSP, nosniff and a referrer policy', async () => {
    const response = await call(t.app, '/api/health/live');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sets them on refused requests too, and no HSTS outside production', async () => {
    const response = await call(t.app, '/api/offers/active', { withoutHandshake: true });
    expect(response.status).toBe(400);
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
