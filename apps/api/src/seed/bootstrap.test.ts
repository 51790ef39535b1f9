import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admins, vendors } from '../db/schema.ts';
import { readEnv } from '../env.ts';
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
    const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const run = (password: string) =>
      spawnSync(
        'npx',
        ['tsx', 'src/cli/admin-create.ts', '--email', 'cli@levera.test', '--password', password],
        {
          cwd: apiRoot,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
          encoding: 'utf8',
        },
      );
    const first = run('first-password');
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('cli@levera.test');
    const second = run('second-password');
    expect(second.status, second.stderr).toBe(0);
    const tooShort = run('12345');
    expect(tooShort.status).toBe(1);
  }, 180_000);
});
