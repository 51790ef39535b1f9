import { SESSION_TTL_MS } from '@levera/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { endedSessions } from '../db/schema.ts';
import { createVendor, signedInTestApp, signIn, expectError } from '../test/fixtures.ts';
import { call } from '../test/test-app.ts';
import { hashToken } from '../lib/tokens.ts';

// When a session ends, the next request's 401 says why (issue 17 §4, decision 033): expired, the
// vendor account switched off, or the session ended (signed out, password changed); in the
// language of the request. A token nobody ever had stays a bare `unauthenticated`.

const NOW = new Date('2030-03-10T09:00:00Z');
const { t, accounts } = signedInTestApp({ now: NOW });
beforeEach(() => t.setNow(NOW));

const profile = (token: string, language = 'en') =>
  call(t.app, '/api/vendor/profile', { token, query: { language } });

async function signedInVendor() {
  const vendor = await createVendor(t.database.db);
  return { ...vendor, token: await signIn(t.app, 'vendor', vendor.email) };
}

describe('why a session ended', () => {
  it('answers session_expired once the session is past its expiry', async () => {
    const vendor = await signedInVendor();
    expect((await profile(vendor.token)).status).toBe(200);
    t.setNow(new Date(NOW.getTime() + SESSION_TTL_MS + 1000));
    const answer = await profile(vendor.token);
    expectError(answer, 401, {
      error: 'Your session has expired. Please sign in again.',
      code: 'session_expired',
    });
    expect((await profile(vendor.token, 'sv')).body).toEqual({
      error: 'Din session har gått ut. Logga in igen.',
      code: 'session_expired',
      requestId: expect.any(String),
    });
  });

  it('answers account_deactivated to a vendor that was deactivated or suspended', async () => {
    for (const status of ['inactive', 'suspended'] as const) {
      const vendor = await signedInVendor();
      const changed = await call(t.app, `/api/vendors/${vendor.id}/status`, {
        method: 'PATCH',
        body: { status, expectedStatus: 'active' },
        token: accounts.admin.token,
      });
      expect(changed.status, changed.raw).toBe(200);
      const answer = await profile(vendor.token);
      expectError(answer, 401, {
        error:
          'You were signed out because your account was deactivated. Please contact Levera if you think this is a mistake.',
        code: 'account_deactivated',
      });
      expect((await profile(vendor.token, 'sv')).body.error).toBe(
        'Du loggades ut eftersom ditt konto har inaktiverats. Kontakta Levera om du tror att det är fel.',
      );
    }
  });

  it('answers session_revoked after signing out, and keeps only the hash of the token', async () => {
    const vendor = await signedInVendor();
    const out = await call(t.app, '/api/vendor/logout', { method: 'POST', token: vendor.token });
    expect(out.status).toBe(204);
    const answer = await profile(vendor.token);
    expectError(answer, 401, {
      error:
        'Your session was ended, for example by signing out or a changed password. Please sign in again.',
      code: 'session_revoked',
    });
    const rows = await t.database.db
      .select()
      .from(endedSessions)
      .where(eq(endedSessions.subjectId, vendor.id));
    expect(rows).toEqual([
      expect.objectContaining({
        tokenHash: hashToken(vendor.token),
        reason: 'session_revoked',
        expiresAt: new Date(NOW.getTime() + SESSION_TTL_MS),
      }),
    ]);
  });

  it("answers session_revoked to the other sessions when the admin changes the vendor's password", async () => {
    const vendor = await signedInVendor();
    const changed = await call(t.app, `/api/vendors/${vendor.id}`, {
      method: 'PUT',
      body: { vendorName: vendor.vendorName, email: vendor.email, password: 'a much newer secret 42' },
      token: accounts.admin.token,
    });
    expect(changed.status, changed.raw).toBe(200);
    expect((await profile(vendor.token)).body.code).toBe('session_revoked');
  });

  it('answers a bare unauthenticated to a token that never signed anyone in, or none', async () => {
    const unknown = await profile('x'.repeat(43));
    expectError(unknown, 401, {
      error: 'Authentication required',
      code: 'unauthenticated',
    });
    expect((await call(t.app, '/api/vendor/profile')).body.code).toBe('unauthenticated');
  });
});
