import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { LOCK_FILE_NAME } from '../db/data-dir-lock.ts';
import { readEnv } from '../env.ts';
import { KEY_FILE_NAME } from '../lib/personal-data-crypto.ts';
import { stopOnUncaughtError } from '../lib/stop-on-uncaught-error.ts';
import { lockDataDirOrRefuse, readOptions, refuseWithUsage } from './command-line.ts';

// `npm run db:restore -- --in FILE [--force]` (issue 34 §6, decision 066): puts a backup written by
// `npm run db:backup` in place as the embedded database in DATA_DIR. PostgreSQL is restored with
// pg_restore (docs/operations.md).
//
// It holds the folder's lock (decision 064) throughout, so it refuses while the server runs and no
// server starts on a half-restored folder. The backup is loaded by PGlite into a folder beside
// DATA_DIR first (a file that is no backup fails there, and DATA_DIR is untouched); only then are
// DATA_DIR's contents moved aside, never deleted, and the restored ones moved in. The data key is not
// in a backup: the key file of the folder moved aside is copied back, since it is this installation's.

const USAGE = `Usage: npm run db:restore -- --in FILE [--force]

Replaces the embedded database in DATA_DIR with the backup in FILE (written by
npm run db:backup). Stop the server first. A DATA_DIR that holds a database is
replaced only with --force, and its contents are kept aside, beside it, in
DATA_DIR.before-restore-<time>.

The data key is not in a backup: the restored personnummer are read with
DATA_ENCRYPTION_KEY, or DATA_DIR/${KEY_FILE_NAME} (copied from the folder
kept aside, if it had one). It must be the key of the backed-up database.
On PostgreSQL (DATABASE_URL) use pg_restore instead (docs/operations.md).

  --in FILE  the backup to restore
  --force    replace a DATA_DIR that is not empty
  --help     print this text`;

// A failure is printed as one safe line, never a stack trace.
stopOnUncaughtError();

const refuse: (message: string, code?: number) => never = (message, code) =>
  refuseWithUsage(USAGE, message, code);
const values = readOptions(USAGE, { in: { type: 'string' }, force: { type: 'boolean' } });
if (!values.in) refuse('--in is required.');

const env = readEnv();
if (env.DATABASE_URL)
  refuse('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md).', 1);
// npm runs the script in apps/api; a relative FILE means the folder the operator typed it in.
const backupFile = path.resolve(env.INIT_CWD ?? '.', values.in);
if (!existsSync(backupFile)) refuse(`There is no file ${backupFile}.`, 1);
const dataDir = path.resolve(env.DATA_DIR);

mkdirSync(dataDir, { recursive: true });
const lock = lockDataDirOrRefuse(USAGE, dataDir, 'Not restored', 'Stop it first.');

// Released however this process ends (a refusal below exits at once).
process.once('exit', () => lock.release());

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const staging = `${dataDir}.restoring-${stamp}`;
const aside = `${dataDir}.before-restore-${stamp}`;
try {
  const present = readdirSync(dataDir).filter((name) => !name.startsWith(LOCK_FILE_NAME));
  if (present.length > 0 && !values.force)
    refuse(
      `Not restored: ${dataDir} is not empty. Add --force to replace it (its contents are then kept in ${aside}).`,
      1,
    );

  if (!(await loadBackup(backupFile, staging))) {
    rmSync(staging, { recursive: true, force: true });
    refuse(
      `Not restored: ${backupFile} is not a backup of the embedded database (npm run db:backup writes one).`,
      1,
    );
  }

  if (present.length > 0) {
    mkdirSync(aside);
    for (const name of present) renameSync(path.join(dataDir, name), path.join(aside, name));
  }
  // A lock in the backup (a dump of a folder in use) is not this folder's: the lock held here stays.
  for (const name of readdirSync(staging).filter((entry) => !entry.startsWith(LOCK_FILE_NAME)))
    renameSync(path.join(staging, name), path.join(dataDir, name));
  rmSync(staging, { recursive: true, force: true });

  const keyFile = path.join(dataDir, KEY_FILE_NAME);
  const keptKey = path.join(aside, KEY_FILE_NAME);
  const keyCopied = !existsSync(keyFile) && existsSync(keptKey);
  if (keyCopied) {
    copyFileSync(keptKey, keyFile);
    chmodSync(keyFile, 0o600);
  }

  console.log(`Restored ${backupFile} into ${dataDir}.`);
  if (present.length > 0) console.log(`Its previous contents are kept in ${aside}.`);
  console.log(
    env.DATA_ENCRYPTION_KEY
      ? 'Personnummer will be read with DATA_ENCRYPTION_KEY: it must be the key of the backed-up database.'
      : keyCopied
        ? `The data key ${keyFile} was copied from the previous contents: it must be the key of the backed-up database.`
        : existsSync(keyFile)
          ? `Personnummer will be read with ${keyFile}: it must be the key of the backed-up database.`
          : `There is no data key: put the backed-up installation's key in ${keyFile} (or set DATA_ENCRYPTION_KEY) before starting, or its personnummer cannot be read.`,
  );
} finally {
  lock.release();
}

/** Loads the backup into `folder` with PGlite; false when PGlite cannot read it as a database. */
async function loadBackup(file: string, folder: string): Promise<boolean> {
  let pglite: PGlite | undefined;
  try {
    pglite = new PGlite({
      dataDir: folder,
      loadDataDir: new Blob([readFileSync(file)]),
      extensions: { pg_trgm },
    });
    // A Levera database has Drizzle's record of its migrations.
    await pglite.query('select 1 from drizzle.__drizzle_migrations limit 1');
    return true;
  } catch {
    return false;
  } finally {
    await pglite?.close().catch(() => {});
  }
}
