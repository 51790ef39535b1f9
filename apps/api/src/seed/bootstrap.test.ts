import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admins, vendors } from '../db/schema.ts';
import { readEnv } from '../env.ts';
import { openDatabase } from '../db/client.ts';
import { signIn } from '../test/fixtures.ts';
import { runAdminCreate } from '../test/processes.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { call } from '../test/test-app.ts';
import { buildApp } from '../app.ts';
import { bootstrapAccounts } from './bootstrap.ts';

// Start-up accounts (issue 3 item 2, DESIGN.md §6).
const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as never;
afterEach(() => vi.restoreAllMocks());

describe('bootstrapAccounts', () => {
  it('seeds a demo admin and vendor on the embedded database and prints the credentials once', {
    timeout: 120_000,
  }, async () => {
    const { database, drop } = await createTestDatabase();
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((text: string) => void printed.push(text));
    try {
      const env = readEnv({ NODE_ENV: 'development' });
      await bootstrapAccounts({ env, db: database.db, isEmbedded: true, log: silentLog });
      await bootstrapAccounts({ env, db: database.db, isEmbedded: true, log: silentLog });
      expect(printed).toHaveLength(1);
      const adminPassword = /admin@levera\.se\s+(\S+)/.exec(printed[0]!)?.[1];
      expect(adminPassword).toBeTruthy();
      const seededVendors = await database.db.select({ email: vendors.email }).from(vendors);
      expect(seededVendors.map((row) => row.email)).toContain('vendor@levera.se');
      // The printed password really signs in.
      const app = await buildApp({ env: readEnv({ NODE_ENV: 'test' }), database });
      const login = await call(app, '/api/admin/login', {
        method: 'POST',
        body: { email: 'admin@levera.se', password: adminPassword },
      });
      expect(login.status).toBe(200);
      await app.close();
    } finally {
      await database.close();
      await drop();
    }
  });

  it('seeds nothing in production, but creates the ADMIN_EMAIL admin', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const env = readEnv({
        NODE_ENV: 'production',
        ADMIN_EMAIL: 'Ops@Example.se',
        ADMIN_PASSWORD: 'long-secret',
      });
      await bootstrapAccounts({ env, db: database.db, isEmbedded: true, log: silentLog });
      const rows = await database.db.select({ email: admins.email }).from(admins);
      expect(rows).toEqual([{ email: 'ops@example.se' }]);
      expect(await database.db.select().from(vendors)).toHaveLength(0);
    } finally {
      await database.close();
      await drop();
    }
  });
});

describe('npm run admin:create', () => {
  it('creates an admin, and resets its password when run again', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'levera-cli-'));
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
  async function withApp<T>(dataDir: string, fn: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>) {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const app = await buildApp({ env: readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database });
    try {
      return await fn(app);
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('ends every session of the admin when it resets the password (issue 14, item 8)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'levera-cli-'));
    for (const email of ['reset@levera.test', 'other@levera.test']) {
      const created = runAdminCreate(dataDir, email, 'first-password');
      expect(created.status, created.stderr).toBe(0);
    }
    const tokens = await withApp(dataDir, async (app) => ({
      laptop: await signIn(app, 'admin', 'reset@levera.test', 'first-password'),
      phone: await signIn(app, 'admin', 'reset@levera.test', 'first-password'),
      other: await signIn(app, 'admin', 'other@levera.test', 'first-password'),
    }));

    const reset = runAdminCreate(dataDir, 'reset@levera.test', 'second-password');
    expect(reset.status, reset.stderr).toBe(0);

    await withApp(dataDir, async (app) => {
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
    const dataDir = mkdtempSync(path.join(tmpdir(), 'levera-cli-'));
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
    await withApp(dataDir, async (app) => {
      const login = await call(app, '/api/admin/login', {
        method: 'POST',
        body: { email: 'weak@levera.test', password: '123456' },
      });
      expect(login.status).toBe(401);
    });
  }, 180_000);

  it('does not create the ADMIN_EMAIL admin with a weak ADMIN_PASSWORD, and says why', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const env = readEnv({
        NODE_ENV: 'production',
        ADMIN_EMAIL: 'ops@example.se',
        ADMIN_PASSWORD: 'qwerty',
      });
      await expect(
        bootstrapAccounts({ env, db: database.db, isEmbedded: true, log: silentLog }),
      ).rejects.toThrow('ADMIN_PASSWORD: This password is too common. Choose one that is harder to guess');
      expect(await database.db.select().from(admins)).toHaveLength(0);
    } finally {
      await database.close();
      await drop();
    }
  });
});
