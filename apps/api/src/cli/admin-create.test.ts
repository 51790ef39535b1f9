import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { readEnv } from '../env.ts';
import { signIn } from '../test/fixtures.ts';
import { runAdminCreate } from '../test/processes.ts';
import { call, TEST_DATA_ENCRYPTION_KEY } from '../test/test-app.ts';

// The `admin:create` command line (issue 3 item 2, issue 14 items 8 and 9), run as an operator runs
// it. Its own file, apart from seed/bootstrap.test.ts: each run is a process that starts the API
// code and opens the embedded database, so the two files run side by side on two workers.

describe('npm run admin:create', () => {
  // One embedded database for the file, as on an operator's machine: the first run creates it (the
  // slow part of a run), and each test uses its own e-mail addresses. The tests run in order.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'levera-cli-'));

  it('creates an admin on a new embedded database, and resets its password when run again', async () => {
    const run = (password: string) => runAdminCreate(dataDir, 'cli@levera.test', password);
    const first = run('first-password');
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('cli@levera.test');
    const second = run('second-password');
    expect(second.status, second.stderr).toBe(0);
    const tooShort = run('12345');
    expect(tooShort.status).toBe(1);
  }, 180_000);

  /** Opens the CLI's embedded database in this process (after the CLI has exited) and signs in. */
  async function withApp<T>(fn: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>) {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const app = await buildApp({
      env: readEnv({ NODE_ENV: 'test', DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY, LOG_LEVEL: 'silent' }),
      database,
    });
    try {
      return await fn(app);
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('ends every session of the admin when it resets the password (issue 14, item 8)', async () => {
    for (const email of ['reset@levera.test', 'other@levera.test']) {
      const created = runAdminCreate(dataDir, email, 'first-password');
      expect(created.status, created.stderr).toBe(0);
    }
    const tokens = await withApp(async (app) => ({
      laptop: await signIn(app, 'admin', 'reset@levera.test', 'first-password'),
      phone: await signIn(app, 'admin', 'reset@levera.test', 'first-password'),
      other: await signIn(app, 'admin', 'other@levera.test', 'first-password'),
    }));

    const reset = runAdminCreate(dataDir, 'reset@levera.test', 'second-password');
    expect(reset.status, reset.stderr).toBe(0);

    await withApp(async (app) => {
      for (const token of [tokens.laptop, tokens.phone]) {
        expect((await call(app, '/api/admin/profile', { token })).status).toBe(401);
      }
      // Another admin's session is not touched.
      expect((await call(app, '/api/admin/profile', { token: tokens.other })).status).toBe(200);
      const login = (password: string) =>
        call(app, '/api/admin/login', { method: 'POST', body: { email: 'reset@levera.test', password } });
      expect((await login('first-password')).status).toBe(401);
      expect((await login('second-password')).status).toBe(200);
    });
  }, 180_000);

  it('refuses a common password, the e-mail itself or only spaces (issue 14, item 9)', async () => {
    for (const [password, message] of [
      ['123456', 'This password is too common. Choose one that is harder to guess'],
      ['Password', 'This password is too common. Choose one that is harder to guess'],
      ['weak@levera.test', 'Password cannot be the same as the email address'],
      ['        ', 'Password cannot be only spaces'],
    ] as const) {
      const refused = runAdminCreate(dataDir, 'weak@levera.test', password);
      expect([password, refused.status, refused.stderr]).toEqual([
        password,
        1,
        expect.stringContaining(message),
      ]);
    }
    await withApp(async (app) => {
      const login = await call(app, '/api/admin/login', {
        method: 'POST',
        body: { email: 'weak@levera.test', password: '123456' },
      });
      expect(login.status).toBe(401);
    });
  }, 180_000);
});
