import { createHandshakeHeader } from '@levera/domain';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotions } from './db/schema.ts';
import { signedInAccounts } from './test/fixtures.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

// JSON answers above about 1 KB are sent compressed when the client accepts it (issue 20: a vendor's
// promotions list was 716 KB uncompressed at 1,000 promotions), by @fastify/compress alone, and
// without losing the headers every answer depends on.
let api: TestApp;
let tokens: { admin: string; vendor: string };

const DECODE = {
  br: (body: Buffer) => brotliDecompressSync(body).toString('utf8'),
  gzip: (body: Buffer) => gunzipSync(body).toString('utf8'),
};

beforeAll(async () => {
  api = await createTestApp();
  const accounts = await signedInAccounts(api.app, api.database.db);
  tokens = { admin: accounts.admin.token, vendor: accounts.vendor.token };
  await api.database.db.insert(promotions).values(
    Array.from({ length: 40 }, (_, index) => ({
      vendorId: accounts.vendor.id,
      title: `Lunch deal ${index}`,
      description: `Ten percent off every lunch plate, number ${index}, all week long.`,
      discountType: 'percentage' as const,
      discountValue: 10,
      startDate: '2030-01-01',
      endDate: '2030-12-31',
      status: 'active',
    })),
  );
});
afterAll(async () => {
  await api?.close();
});

async function get(url: string, token: string, acceptEncoding?: string) {
  await api.app.changes.barrier(); // the rows written above are heard of, as in `call`
  const headers: Record<string, string> = {
    'x-app-handshake': createHandshakeHeader(),
    authorization: `Bearer ${token}`,
  };
  if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
  return api.app.inject({ method: 'GET', url, headers });
}

function expectEveryAnswerHeaders(headers: Record<string, unknown>, label: string) {
  expect(headers['cache-control'], label).toBe('no-store');
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['content-type'], label).toMatch(/^application\/json/);
}

describe('compressed JSON answers', () => {
  for (const [name, url, token] of [
    ["a vendor's list (its promotions)", '/api/vendor/promotions?pageSize=50', () => tokens.vendor],
    ["an admin's list (all promotions)", '/api/promotions?pageSize=50', () => tokens.admin],
  ] as const) {
    it(`sends ${name} compressed in the encoding the client prefers, decoding to the same JSON`, async () => {
      const plain = await get(url, token());
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(4096);
      expect(plain.json().data.length).toBeGreaterThanOrEqual(40);

      for (const [encoding, accept] of [
        ['br', 'gzip, deflate, br'],
        ['gzip', 'gzip'],
      ] as const) {
        // Twice: the same bytes each time.
        for (const attempt of [1, 2]) {
          const label = `${encoding} #${attempt}`;
          const response = await get(url, token(), accept);
          expect(response.statusCode, label).toBe(200);
          expect(response.headers['content-encoding'], label).toBe(encoding);
          expect(String(response.headers.vary).toLowerCase(), label).toContain('accept-encoding');
          expectEveryAnswerHeaders(response.headers, label);
          expect(response.rawPayload.length, label).toBeLessThan(plain.rawPayload.length / 4);
          expect(DECODE[encoding](response.rawPayload), label).toBe(plain.body);
        }
      }
    });
  }

  it('sends nothing compressed to a client that does not ask for it', async () => {
    for (const accept of [undefined, 'identity']) {
      const response = await get('/api/vendor/promotions?pageSize=50', tokens.vendor, accept);
      expect(response.statusCode, String(accept)).toBe(200);
      expect(response.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(response.json().data.length, String(accept)).toBe(40);
      expectEveryAnswerHeaders(response.headers, String(accept));
    }
  });

  it('leaves a small answer (under 1 KB) uncompressed', async () => {
    const response = await get('/api/vendor/profile', tokens.vendor, 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().vendor.status).toBe('active');
    expectEveryAnswerHeaders(response.headers, 'profile');
  });
});
