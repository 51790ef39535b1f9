import { createHandshakeHeader } from '@levera/domain';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';
import { createAdmin, TEST_PASSWORD } from './test/fixtures.ts';
import { freshTestApp } from './test/fixtures.ts';
import { call } from './test/test-app.ts';

// The client address every limit counts (issue 14, item 3). Behind one reverse proxy, TRUST_PROXY
// names that proxy and the address it saw (the last X-Forwarded-For entry) is the client's; whatever
// a client writes in the header itself cannot change it. In-process requests come from 127.0.0.1,
// which plays the proxy.

describe('TRUST_PROXY setting', () => {
  it('refuses true and hop counts at start-up, since a client could choose its own address', () => {
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY: true would believe any client that sends X-Forwarded-For; set the address of the reverse proxy in front (TRUST_PROXY=127.0.0.1 when it runs on this machine)',
    );
    expect(() => readEnv({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a number of proxies cannot tell/);
  });

  it('takes false, or a list of proxy addresses and CIDR ranges', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: '127.0.0.1' }).TRUST_PROXY).toEqual(['127.0.0.1']);
    expect(readEnv({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      '::1',
    ]);
    expect(readEnv({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
    for (const wrong of ['yes', '2', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1,', '-1', '1.5']) {
      expect(() => readEnv({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('behind one reverse proxy (TRUST_PROXY=127.0.0.1)', () => {
  const t = freshTestApp({ env: { TRUST_PROXY: '127.0.0.1', PUBLIC_FORM_RATE_LIMIT: '3' } });

  // The proxy appends the address it saw to whatever the client sent.
  const viaProxy = (clientAddress: string, forged?: string) => ({
    'x-forwarded-for': forged ? `${forged}, ${clientAddress}` : clientAddress,
  });

  it('a forged X-Forwarded-For does not escape the contact form limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      // An empty form still uses up the quota (it is counted before validation).
      const response = await call(t.app, '/api/queries', {
        method: 'POST',
        body: {},
        headers: viaProxy('203.0.113.7', `10.9.9.${attempt}`),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
    // Another visitor behind the same proxy has a quota of its own.
    const other = await call(t.app, '/api/queries', {
      method: 'POST',
      body: {},
      headers: viaProxy('203.0.113.8'),
    });
    expect(other.status).toBe(400);
  });

  it("a forged X-Forwarded-For cannot lock a victim's address out of sign-in", async () => {
    const admin = await createAdmin(t.database.db);
    const victim = '198.51.100.77';
    const attacker = '203.0.113.66';
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt++) {
      const response = await call(t.app, '/api/admin/login', {
        method: 'POST',
        body: { email: admin.email, password: 'wrong-password' },
        headers: viaProxy(attacker, victim),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const real = await call(t.app, '/api/admin/login', {
      method: 'POST',
      body: { email: admin.email, password: TEST_PASSWORD },
      headers: viaProxy(victim),
    });
    expect(real.status).toBe(200);
  });

  it('a client that reaches the server directly is counted by its own address', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/queries',
        remoteAddress: '192.0.2.50',
        headers: {
          'content-type': 'application/json',
          'x-app-handshake': createHandshakeHeader(),
          'x-forwarded-for': `10.1.1.${attempt}`,
        },
        payload: '{}',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });
});

describe('without a proxy (TRUST_PROXY unset)', () => {
  const t = freshTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '2' } });

  it('ignores X-Forwarded-For entirely', async () => {
    const statuses: number[] = [];
    for (const claimed of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      const response = await call(t.app, '/api/queries', {
        method: 'POST',
        body: {},
        headers: { 'x-forwarded-for': claimed },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});
