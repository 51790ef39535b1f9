import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { readEnv } from '../env.ts';
import { signIn } from '../test/fixtures.ts';
import { runAdminCreate, runCli, runCliOnTerminal } from '../test/processes.ts';
import { call, embeddedOnlySuitesSkipped, TEST_DATA_ENCRYPTION_KEY } from '../test/test-app.ts';

// The `admin:create` command line (issue 3 item 2, issue 14 items 8 and 9, issue 33 item 5), run as
// an operator runs it. Its own file, apart from seed/bootstrap.test.ts: each run is a process that
// starts the API code and opens the embedded database, so the two files run side by side on two
// workers.

const USAGE_LINE =
  'Usage: npm run admin:create -- --email EMAIL [--name NAME] [--role ROLE] [--password-stdin] (--help says more)';

describe.skipIf(embeddedOnlySuitesSkipped)('npm run admin:create', () => {
  // One embedded database for the file, as on an operator's machine: the first run creates it (the
  // slow part of a run), and each test uses its own e-mail addresses. The tests run in order.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'levera-cli-'));

  /** Runs the CLI on this file's database with no password source but what the test gives. */
  const runWith = (args: string[], env: Record<string, string> = {}, input?: string) =>
    runCli(
      'admin-create.ts',
      args,
      { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '', ...env },
      { input },
    );

  /** The password is never printed back, whatever the run did. */
  function expectNotPrinted(run: { stdout: string; stderr: string }, password: string) {
    expect(run.stdout).not.toContain(password);
    expect(run.stderr).not.toContain(password);
  }

  /** The status of an admin's sign-in with `password`, on the app of `withApp`. */
  const signInStatus = async (app: Awaited<ReturnType<typeof buildApp>>, email: string, password: string) =>
    (await call(app, '/api/admin/login', { method: 'POST', body: { email, password } })).status;

  it('creates an admin on a new embedded database from --password-stdin, and resets its password when run again', async () => {
    const run = (password: string) => runAdminCreate(dataDir, 'cli@levera.test', password);
    const first = run('first-password');
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('Admin cli@levera.test is ready.');
    expectNotPrinted(first, 'first-password');
    const second = run('second-password');
    expect(second.status, second.stderr).toBe(0);
    expectNotPrinted(second, 'second-password');
    const tooShort = run('12345');
    expect([tooShort.status, tooShort.stderr]).toEqual([1, 'Password must be at least 6 characters\n']);
    await withApp(async (app) => {
      // The one trailing newline piped in is not part of the password.
      expect(await signInStatus(app, 'cli@levera.test', 'second-password')).toBe(200);
      expect(await signInStatus(app, 'cli@levera.test', 'first-password')).toBe(401);
    });
  }, 180_000);

  it('takes the password from ADMIN_PASSWORD, and --password-stdin before it', async () => {
    const fromEnv = runWith(['--email', 'env@levera.test'], { ADMIN_PASSWORD: 'from-the-environment' });
    expect(fromEnv.status, fromEnv.stderr).toBe(0);
    expect(fromEnv.stdout).toContain('Admin env@levera.test is ready.');
    expectNotPrinted(fromEnv, 'from-the-environment');
    const both = runWith(
      ['--email', 'both@levera.test', '--password-stdin'],
      { ADMIN_PASSWORD: 'from-the-environment' },
      'from-standard-input\n',
    );
    expect(both.status, both.stderr).toBe(0);
    expectNotPrinted(both, 'from-standard-input');
    await withApp(async (app) => {
      expect(await signInStatus(app, 'env@levera.test', 'from-the-environment')).toBe(200);
      expect(await signInStatus(app, 'both@levera.test', 'from-standard-input')).toBe(200);
      expect(await signInStatus(app, 'both@levera.test', 'from-the-environment')).toBe(401);
    });
  }, 180_000);

  it('refuses --password on the command line without printing it, and creates nothing', async () => {
    for (const args of [
      ['--email', 'argv@levera.test', '--password', 'argv-secret-phrase'],
      ['--email', 'argv@levera.test', '--password=argv-secret-phrase'],
    ]) {
      const refused = runWith(args, { ADMIN_PASSWORD: 'a-password-that-would-do' });
      expect([refused.status, refused.stdout, refused.stderr]).toEqual([
        1,
        '',
        '--password is not accepted: a password on the command line is printed by npm and stays in the ' +
          "process list and the shell's history. Use --password-stdin, the ADMIN_PASSWORD environment " +
          `variable, or leave both out to be asked for it.\n${USAGE_LINE}\n`,
      ]);
      expectNotPrinted(refused, 'argv-secret-phrase');
    }
    // A stray value (a password typed without its option) is not quoted back either.
    const stray = runWith(['--email', 'argv@levera.test', 'argv-secret-phrase']);
    expect([stray.status, stray.stderr]).toEqual([
      1,
      `An argument without an option: every value follows its option (--email EMAIL).\n${USAGE_LINE}\n`,
    ]);
    await withApp(async (app) => {
      expect(await signInStatus(app, 'argv@levera.test', 'a-password-that-would-do')).toBe(401);
    });
  }, 180_000);

  it('refuses without a terminal when neither --password-stdin nor ADMIN_PASSWORD gives a password', () => {
    const refused = runWith(['--email', 'nobody@levera.test']);
    expect([refused.status, refused.stdout, refused.stderr]).toEqual([
      1,
      '',
      'No password: there is no terminal to ask on. Pipe it in with --password-stdin or set ADMIN_PASSWORD.\n' +
        `${USAGE_LINE}\n`,
    ]);
  }, 120_000);

  it('prints its usage with --help, and the usage line after an unknown option', () => {
    const help = runWith(['--help']);
    expect(help.status, help.stderr).toBe(0);
    for (const part of [
      'Usage: npm run admin:create -- --email EMAIL [--name NAME] [--role ROLE] [--password-stdin]',
      '--email EMAIL',
      '--name NAME',
      '--role ROLE         owner, admin or support',
      '--password-stdin',
      '--help',
      'the ADMIN_PASSWORD environment variable',
      'a prompt on the terminal: typed twice, not shown',
      'On the embedded\ndatabase stop the server first',
    ]) {
      expect(help.stdout).toContain(part);
    }
    const unknown = runWith(['--email', 'x@levera.test', '--rank', 'owner']);
    expect([unknown.status, unknown.stderr]).toEqual([1, `Unknown option '--rank'\n${USAGE_LINE}\n`]);
    const badRole = runWith(['--email', 'x@levera.test', '--role', 'boss'], {
      ADMIN_PASSWORD: 'a-fine-password',
    });
    expect([badRole.status, badRole.stderr]).toEqual([
      1,
      `--role is one of owner, admin, support.\n${USAGE_LINE}\n`,
    ]);
    const noEmail = runWith([]);
    expect([noEmail.status, noEmail.stderr]).toEqual([1, `--email is required.\n${USAGE_LINE}\n`]);
  }, 120_000);

  const runOnTerminal = (email: string, answers: string[]) =>
    runCliOnTerminal(
      'admin-create.ts',
      ['--email', email],
      { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '' },
      { prompt: /Password( again)?: /g, answers },
    );

  it('asks twice on a terminal without showing what is typed, and refuses two different answers', async () => {
    const differ = await runOnTerminal('tty@levera.test', ['typed-secret-one', 'typed-secret-two']);
    expect([differ.status, differ.output]).toEqual([
      1,
      'Password: \r\nPassword again: \r\nThe two passwords differ: nothing was changed.\r\n',
    ]);
    const typed = await runOnTerminal('tty@levera.test', ['typed-secret-one', 'typed-secret-one']);
    expect([typed.status, typed.output]).toEqual([
      0,
      'Password: \r\nPassword again: \r\nAdmin tty@levera.test is ready.\r\n',
    ]);
    await withApp(async (app) => {
      expect(await signInStatus(app, 'tty@levera.test', 'typed-secret-one')).toBe(200);
    });
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
      expect(await signInStatus(app, 'reset@levera.test', 'first-password')).toBe(401);
      expect(await signInStatus(app, 'reset@levera.test', 'second-password')).toBe(200);
    });
  }, 180_000);

  it('makes a new admin an owner unless --role says otherwise, and changes an existing role only when given (issue 33)', async () => {
    const create = (email: string, role?: string) =>
      runWith(['--email', email, ...(role ? ['--role', role] : [])], { ADMIN_PASSWORD: 'role-password' });
    const owner = create('owner-role@levera.test');
    expect(owner.status, owner.stderr).toBe(0);
    expect(owner.stdout).toContain('Admin owner-role@levera.test is ready.');
    const support = create('support-role@levera.test', 'support');
    expect(support.status, support.stderr).toBe(0);
    expect(support.stdout).toContain('Admin support-role@levera.test is ready (support).');
    const roleOf = (app: Awaited<ReturnType<typeof buildApp>>, email: string) =>
      signIn(app, 'admin', email, 'role-password').then(async (token) => {
        const profile = await call(app, '/api/admin/profile', { token });
        return profile.body.role;
      });
    await withApp(async (app) => {
      expect(await roleOf(app, 'owner-role@levera.test')).toBe('owner');
      expect(await roleOf(app, 'support-role@levera.test')).toBe('support');
    });
    // A password reset without --role keeps the role; with it, the role changes.
    expect(create('support-role@levera.test').status).toBe(0);
    expect(create('owner-role@levera.test', 'admin').status).toBe(0);
    await withApp(async (app) => {
      expect(await roleOf(app, 'support-role@levera.test')).toBe('support');
      expect(await roleOf(app, 'owner-role@levera.test')).toBe('admin');
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
      expect([password, refused.status, refused.stderr]).toEqual([password, 1, `${message}\n`]);
    }
    await withApp(async (app) => {
      expect(await signInStatus(app, 'weak@levera.test', '123456')).toBe(401);
    });
  }, 180_000);
});
