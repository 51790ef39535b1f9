import { afterEach, describe, expect, it, vi } from 'vitest';
import { admins, vendors } from '../db/schema.ts';
import { readEnv } from '../env.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { call } from '../test/test-app.ts';
import { buildApp } from '../app.ts';
import { bootstrapAccounts } from './bootstrap.ts';

// Start-up accounts (issue 3 item 2, DESIGN.md §6). The `admin:create` command line is tested in
// cli/admin-create.test.ts.
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
