import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { partnerApplications, supportQueries } from '../db/schema.ts';
import { open, seal } from '../lib/personal-data-crypto.ts';
import { exitCodeOf, runCli, startApiProcess } from '../test/processes.ts';
import { embeddedOnlySuitesSkipped, testKeyring } from '../test/test-app.ts';

// `npm run db:backup -- --out FILE` and `npm run db:restore -- --in FILE [--force]` (issue 34 §6,
// decision 066), run as an operator runs them, on embedded databases in folders of their own.

const root = mkdtempSync(path.join(tmpdir(), 'levera-db-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const pgliteTemplateFile = inject('pgliteTemplateFile');
const embedded = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' });
const PERSONNUMMER = '199001011239';

/** An embedded database in `dataDir` holding one support query and one application with a personnummer. */
async function populate(dataDir: string) {
  const database = await openDatabase({
    kind: 'pglite',
    dataDir,
    ...(pgliteTemplateFile && { loadDataDir: new Blob([readFileSync(pgliteTemplateFile)]) }),
  });
  try {
    await database.db.insert(supportQueries).values({
      caseNumber: 'Q-2026-900001',
      type: 'customer',
      email: 'backed-up@example.se',
      subject: 'Kept in the backup',
      message: 'This row must come back.',
    });
    await database.db.insert(partnerApplications).values({
      caseNumber: 'R-2026-900002',
      type: 'rider',
      status: 'pending',
      firstName: 'Backup',
      lastName: 'Rider',
      email: 'backup-rider@example.se',
      phone: '+46701234567',
      nationalIdSealed: seal(testKeyring, PERSONNUMMER),
      nationalIdMasked: '19900101-****',
      termsAcceptedAt: new Date('2026-11-01T10:00:00Z'),
    });
  } finally {
    await database.close();
  }
}

describe.skipIf(embeddedOnlySuitesSkipped)('db:backup and db:restore', () => {
  const source = path.join(root, 'source');
  const backup = path.join(root, 'levera.tar.gz');

  it('prints its usage with --help', () => {
    for (const script of ['db-backup.ts', 'db-restore.ts']) {
      const run = runCli(script, ['--help'], embedded(source));
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain(
        `Usage: npm run ${script === 'db-backup.ts' ? 'db:backup -- --out FILE' : 'db:restore -- --in FILE [--force]'}`,
      );
    }
  }, 60_000);

  it('sends PostgreSQL to pg_dump and pg_restore', () => {
    const postgres = { DATABASE_URL: 'postgres://levera@127.0.0.1:5432/levera' };
    const backingUp = runCli('db-backup.ts', ['--out', path.join(root, 'pg.tar.gz')], postgres);
    expect(backingUp.status).toBe(1);
    expect(backingUp.stderr.trim()).toBe(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc (docs/operations.md).',
    );
    const restoring = runCli('db-restore.ts', ['--in', path.join(root, 'pg.tar.gz')], postgres);
    expect(restoring.status).toBe(1);
    expect(restoring.stderr.trim()).toBe(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md).',
    );
  }, 60_000);

  it('backs up a populated database without its lock, its data key or its e-mails', async () => {
    await populate(source);
    mkdirSync(path.join(source, 'mail'), { recursive: true });
    writeFileSync(path.join(source, 'mail', 'sent.eml'), 'To: backed-up@example.se');
    writeFileSync(path.join(source, 'data-encryption.key'), 'not the key of these tests', { mode: 0o600 });

    const run = runCli('db-backup.ts', ['--out', backup], embedded(source));
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Backed up the embedded database in ${source} to ${backup} (`);
    expect(run.stdout).toContain(
      `The data key is not in the backup: keep ${path.join(source, 'data-encryption.key')} apart; a restore needs it to read personnummer.`,
    );
    // The source folder is left as it was, and free again.
    expect(readdirSync(source)).not.toContain('levera.lock');
  }, 180_000);

  it('restores into a new folder, on which the server starts and finds the rows', async () => {
    const restored = path.join(root, 'restored');
    const run = runCli('db-restore.ts', ['--in', backup], embedded(restored));
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Restored ${backup} into ${restored}.`);
    expect(run.stdout).toContain(
      `There is no data key: put the backed-up installation's key in ${path.join(restored, 'data-encryption.key')} (or set DATA_ENCRYPTION_KEY) before starting, or its personnummer cannot be read.`,
    );
    const files = readdirSync(restored);
    expect(files).toContain('PG_VERSION');
    for (const left of ['levera.lock', 'data-encryption.key', 'mail']) expect(files).not.toContain(left);

    // The server (worker thread, migrations, schema guard) starts on it, with the tests' data key.
    const api = await startApiProcess({ DATA_DIR: restored, DATABASE_URL: '' }, { readyWithinMs: 180_000 });
    api.child.kill('SIGTERM');
    expect(await exitCodeOf(api.child)).toBe(0);

    const database = await openDatabase({ kind: 'pglite', dataDir: restored });
    try {
      const [query] = await database.db
        .select()
        .from(supportQueries)
        .where(eq(supportQueries.caseNumber, 'Q-2026-900001'));
      expect(query?.message).toBe('This row must come back.');
      const [application] = await database.db
        .select()
        .from(partnerApplications)
        .where(eq(partnerApplications.caseNumber, 'R-2026-900002'));
      expect(open(testKeyring, application!.nationalIdSealed!)).toBe(PERSONNUMMER);
    } finally {
      await database.close();
    }
  }, 400_000);

  it('refuses to back up or restore while another process holds the folder, naming it', () => {
    const lock = lockDataDir(source, 'main.js');
    try {
      const out = path.join(root, 'while-running.tar.gz');
      const backingUp = runCli('db-backup.ts', ['--out', out], embedded(source));
      expect(backingUp.status).toBe(1);
      expect(backingUp.stderr.trim()).toMatch(
        new RegExp(
          `^Not backed up: the embedded database in ${source} is in use by process ${process.pid} \\(main\\.js, started [^)]+\\)\\. ` +
            "Stop the server first \\(a running server's folder cannot be copied consistently\\), or back up PostgreSQL with pg_dump\\.$",
        ),
      );
      expect(existsSync(out)).toBe(false);

      const restoring = runCli('db-restore.ts', ['--in', backup, '--force'], embedded(source));
      expect(restoring.status).toBe(1);
      expect(restoring.stderr.trim()).toMatch(
        new RegExp(
          `^Not restored: the embedded database in ${source} is in use by process ${process.pid} \\(main\\.js, `,
        ),
      );
    } finally {
      lock.release();
    }
  }, 60_000);

  it('replaces a folder that holds a database only with --force, keeping it aside with its key', () => {
    const refused = runCli('db-restore.ts', ['--in', backup], embedded(source));
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toMatch(
      new RegExp(
        `^Not restored: ${source} is not empty\\. Add --force to replace it \\(its contents are then kept in ${source}\\.before-restore-[^)]+\\)\\.$`,
      ),
    );
    expect(readdirSync(root).filter((name) => name.includes('.before-restore-'))).toEqual([]);

    const forced = runCli('db-restore.ts', ['--in', backup, '--force'], embedded(source));
    expect(forced.status, forced.stderr).toBe(0);
    const [aside] = readdirSync(root).filter((name) => name.startsWith('source.before-restore-'));
    expect(forced.stdout).toContain(`Its previous contents are kept in ${path.join(root, aside!)}.`);
    expect(readdirSync(path.join(root, aside!))).toEqual(
      expect.arrayContaining(['PG_VERSION', 'mail', 'data-encryption.key']),
    );
    // The key is this installation's: copied back beside the restored database.
    expect(readFileSync(path.join(source, 'data-encryption.key'), 'utf8')).toBe('not the key of these tests');
    expect(forced.stdout).toContain(
      `The data key ${path.join(source, 'data-encryption.key')} was copied from the previous contents`,
    );
  }, 120_000);

  it('refuses a file that is not a backup with one line, leaving the folder alone', () => {
    const notABackup = path.join(root, 'not-a-backup.tar.gz');
    writeFileSync(notABackup, 'hello');
    const target = path.join(root, 'untouched');
    const run = runCli('db-restore.ts', ['--in', notABackup], embedded(target));
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Not restored: ${notABackup} is not a backup of the embedded database (npm run db:backup writes one).`,
    );
    expect(readdirSync(target)).toEqual([]);
  }, 60_000);
});
