import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { adminRecoveryCodes, admins, auditLog } from '../db/schema.ts';
import { readEnv } from '../env.ts';
import { signIn } from '../test/fixtures.ts';
import { runAdminCreate, runCli } from '../test/processes.ts';
import { call, embeddedOnlySuitesSkipped, TEST_DATA_ENCRYPTION_KEY } from '../test/test-app.ts';

// `npm run two-factor:reset` (issue 33 §5, decision 072), run as an operator runs it, on an embedded
// database of its own.

describe.skipIf(embeddedOnlySuitesSkipped)('npm run two-factor:reset', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'levera-two-factor-reset-'));
  const run = (args: string[]) =>
    runCli('two-factor-reset.ts', args, { DATA_DIR: dataDir, DATABASE_URL: '' });

  /** Opens the CLI's embedded database in this process (after the CLI has exited), with the app. */
  async function withApp<T>(
    fn: (
      app: Awaited<ReturnType<typeof buildApp>>,
      db: Awaited<ReturnType<typeof openDatabase>>['db'],
    ) => Promise<T>,
  ) {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const app = await buildApp({
      env: readEnv({ NODE_ENV: 'test', DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY, LOG_LEVEL: 'silent' }),
      database,
    });
    try {
      return await fn(app, database.db);
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('turns off the two-factor of an admin who lost the phone, ends its sessions and audits it', async () => {
    const email = 'lost-phone@levera.test';
    const created = runAdminCreate(dataDir, email, 'the-password');
    expect(created.status, created.stderr).toBe(0);
    const session = await withApp(async (app) => {
      const token = await signIn(app, 'admin', email, 'the-password');
      const post = (url: string, body: object) => call(app, url, { method: 'POST', body, token });
      const { body: setup } = await post('/api/admin/two-factor/setup', {});
      const code = new TOTP({ secret: Secret.fromBase32(setup.secret) }).generate();
      expect((await post('/api/admin/two-factor/enable', { code })).status).toBe(200);
      const login = await call(app, '/api/admin/login', {
        method: 'POST',
        body: { email, password: 'the-password' },
      });
      expect(login.body.twoFactorRequired).toBe(true);
      return token;
    });

    const reset = run(['--email', email]);
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).toBe(`Two-factor sign-in of ${email} is reset and its sessions are ended.\n`);

    await withApp(async (app, db) => {
      expect((await call(app, '/api/admin/profile', { token: session })).status).toBe(401);
      const login = await call(app, '/api/admin/login', {
        method: 'POST',
        body: { email, password: 'the-password' },
      });
      expect(login.body).toEqual({ success: true, token: expect.any(String) });
      const [admin] = await db
        .select({ id: admins.id, secret: admins.twoFactorSecret, enabledAt: admins.twoFactorEnabledAt })
        .from(admins)
        .where(eq(admins.email, email));
      expect([admin!.secret, admin!.enabledAt]).toEqual([null, null]);
      expect(
        await db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin!.id)),
      ).toEqual([]);
      const audit = await db
        .select({ actorRole: auditLog.actorRole, actorId: auditLog.actorId, action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'admin'), eq(auditLog.entityId, admin!.id)));
      expect(audit).toEqual([
        { actorRole: 'admin', actorId: admin!.id, action: 'enableTwoFactor' },
        { actorRole: 'system', actorId: null, action: 'resetTwoFactor' },
      ]);
    });
  }, 180_000);

  it('refuses an unknown address, a missing --email, and prints its usage with --help', () => {
    const unknown = run(['--email', 'nobody@levera.test']);
    expect([unknown.status, unknown.stderr]).toEqual([
      1,
      'No admin has the e-mail address nobody@levera.test.\n',
    ]);
    const missing = run([]);
    expect([missing.status, missing.stderr]).toEqual([
      2,
      '--email is required.\nUsage: npm run two-factor:reset -- --email EMAIL (--help says more)\n',
    ]);
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Turns two-factor sign-in off for the admin EMAIL');
  }, 180_000);
});
