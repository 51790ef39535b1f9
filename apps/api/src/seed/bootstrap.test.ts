import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admins, partnerApplications, vendors } from '../db/schema.ts';
import { readEnv } from '../env.ts';
import { call, createTestDatabase, TEST_DATA_ENCRYPTION_KEY, testKeyring } from '../test/test-app.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { open } from '../lib/personal-data-crypto.ts';
import { bootstrapAccounts } from './bootstrap.ts';

// Start-up accounts (issue 3 item 2, DESIGN.md §6). The `admin:create` command line is tested in
// cli/admin-create.test.ts.
const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as never;
afterEach(() => vi.restoreAllMocks());

/** Runs `fn` on a fresh test database (embedded, or PostgreSQL when TEST_DATABASE_URL is set). */
async function withDatabase(fn: (database: Database) => Promise<void>): Promise<void> {
  const { database, drop } = await createTestDatabase();
  try {
    await fn(database);
  } finally {
    await database.close();
    await drop();
  }
}

/** Start-up as `main.ts` runs it on the embedded database, with the given environment. */
const startUp = (database: Database, env: Record<string, string>) =>
  bootstrapAccounts({
    // Production refuses to start without a data key (decision 058).
    env: readEnv({ DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY, ...env }),
    db: database.db,
    keyring: testKeyring,
    isEmbedded: true,
    log: silentLog,
  });

describe('bootstrapAccounts', () => {
  it(
    'seeds a demo admin and vendor on the embedded database and prints the credentials once',
    {
      timeout: 120_000,
    },
    () =>
      withDatabase(async (database) => {
        const printed: string[] = [];
        vi.spyOn(console, 'log').mockImplementation((text: string) => void printed.push(text));
        await startUp(database, { NODE_ENV: 'development' });
        await startUp(database, { NODE_ENV: 'development' });
        expect(printed).toHaveLength(1);
        const adminPassword = /admin@levera\.se\s+(\S+)/.exec(printed[0]!)?.[1];
        expect(adminPassword).toBeTruthy();
        const seededVendors = await database.db.select({ email: vendors.email }).from(vendors);
        expect(seededVendors.map((row) => row.email)).toContain('vendor@levera.se');
        // The demo riders' personnummer are stored as the form stores them: sealed, never in clear.
        const riders = await database.db
          .select()
          .from(partnerApplications)
          .where(eq(partnerApplications.type, 'rider'));
        expect(riders.length).toBeGreaterThan(0);
        for (const rider of riders) {
          expect(rider.legacyNationalId).toBeNull();
          expect(rider.nationalIdMasked).toMatch(/^\d{8}-\*{4}$/);
          expect(open(testKeyring, rider.nationalIdSealed!)).toMatch(/^\d{8}-\d{4}$/);
        }
        // The printed password really signs in.
        const app = await buildApp({
          env: readEnv({ NODE_ENV: 'test', DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY }),
          database,
        });
        const login = await call(app, '/api/admin/login', {
          method: 'POST',
          body: { email: 'admin@levera.se', password: adminPassword },
        });
        expect(login.status).toBe(200);
        await app.close();
      }),
  );

  it('seeds nothing in production, but creates the ADMIN_EMAIL admin', () =>
    withDatabase(async (database) => {
      await startUp(database, {
        NODE_ENV: 'production',
        ADMIN_EMAIL: 'Ops@Example.se',
        ADMIN_PASSWORD: 'long-secret',
      });
      const rows = await database.db.select({ email: admins.email }).from(admins);
      expect(rows).toEqual([{ email: 'ops@example.se' }]);
      expect(await database.db.select().from(vendors)).toHaveLength(0);
    }));

  it('does not create the ADMIN_EMAIL admin with a weak ADMIN_PASSWORD, and says why', () =>
    withDatabase(async (database) => {
      await expect(
        startUp(database, {
          NODE_ENV: 'production',
          ADMIN_EMAIL: 'ops@example.se',
          ADMIN_PASSWORD: 'qwerty',
        }),
      ).rejects.toThrow('ADMIN_PASSWORD: This password is too common. Choose one that is harder to guess');
      expect(await database.db.select().from(admins)).toHaveLength(0);
    }));
});
