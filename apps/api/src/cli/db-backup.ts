import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { LOCK_FILE_NAME } from '../db/data-dir-lock.ts';
import { readEnv } from '../env.ts';
import { KEY_FILE_NAME } from '../lib/personal-data-crypto.ts';
import { stopOnUncaughtError } from '../lib/stop-on-uncaught-error.ts';
import { lockDataDirOrRefuse, readOptions, refuseWithUsage } from './command-line.ts';

// `npm run db:backup -- --out FILE` (issue 34 §6, decision 066): a backup of the embedded database
// in DATA_DIR as one .tar.gz file that `npm run db:restore` loads. PostgreSQL is backed up with
// pg_dump (docs/operations.md).
//
// The server keeps the folder open and PGlite writes it back as it goes, so a copy taken beside it is
// not consistent: the backup takes the folder's lock (decision 064) and refuses while the server
// holds it. It copies the folder without the lock, the data key and the written-out e-mails, opens
// the copy with PGlite (which recovers a folder left by a killed process, as a start would) and
// writes PGlite's own dump of it (`dumpDataDir`). The data key stays out of the backup on purpose:
// a backup file alone then holds no readable personnummer (decision 058).

const USAGE = `Usage: npm run db:backup -- --out FILE

Writes a backup of the embedded database in DATA_DIR to FILE (a .tar.gz that
npm run db:restore -- --in FILE loads). Stop the server first: a running server's
folder cannot be copied consistently. FILE must not exist yet.

The data key (DATA_ENCRYPTION_KEY, or DATA_DIR/${KEY_FILE_NAME}) is not in the
backup: keep it apart; without it the restored personnummer cannot be read.
On PostgreSQL (DATABASE_URL) use pg_dump -Fc instead (docs/operations.md).

  --out FILE  where to write the backup
  --help      print this text`;

// A failure is printed as one safe line, never a stack trace.
stopOnUncaughtError();

const refuse: (message: string, code?: number) => never = (message, code) =>
  refuseWithUsage(USAGE, message, code);
const values = readOptions(USAGE, { out: { type: 'string' } });
if (!values.out) refuse('--out is required.');

const env = readEnv();
if (env.DATABASE_URL)
  refuse('DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc (docs/operations.md).', 1);
// npm runs the script in apps/api; a relative FILE means the folder the operator typed it in.
const out = path.resolve(env.INIT_CWD ?? '.', values.out);
if (existsSync(out)) refuse(`${out} exists already: choose another name.`, 1);
const dataDir = path.resolve(env.DATA_DIR);
if (!existsSync(path.join(dataDir, 'PG_VERSION'))) refuse(`There is no embedded database in ${dataDir}.`, 1);

const lock = lockDataDirOrRefuse(
  USAGE,
  dataDir,
  'Not backed up',
  "Stop the server first (a running server's folder cannot be copied consistently), or back up PostgreSQL with pg_dump.",
);

// Beside FILE: the copy is as large as the folder, and the finished dump is renamed into place.
const work = mkdtempSync(path.join(path.dirname(out), '.levera-backup-'));
try {
  const copy = path.join(work, 'data');
  try {
    cpSync(dataDir, copy, { recursive: true, filter: (source) => isDatabaseFile(dataDir, source) });
  } finally {
    lock.release();
  }
  const pglite = new PGlite({ dataDir: copy, extensions: { pg_trgm } });
  let dump: Blob;
  try {
    await pglite.waitReady;
    dump = await pglite.dumpDataDir('gzip');
  } finally {
    await pglite.close();
  }
  const partial = path.join(work, 'backup.tar.gz');
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  renameSync(partial, out);
  console.log(`Backed up the embedded database in ${dataDir} to ${out} (${megabytes(dump.size)}).`);
  const keyFile = path.join(dataDir, KEY_FILE_NAME);
  // Without either, the key is the DATA_ENCRYPTION_KEY of the server's own settings.
  const key = !env.DATA_ENCRYPTION_KEY && existsSync(keyFile) ? keyFile : 'DATA_ENCRYPTION_KEY';
  console.log(
    `The data key is not in the backup: keep ${key} apart; a restore needs it to read personnummer.`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** PostgreSQL's files: not the lock (and its candidates), the data key or the e-mails written out. */
function isDatabaseFile(root: string, source: string): boolean {
  const [top = ''] = path.relative(root, source).split(path.sep);
  return !(top.startsWith(LOCK_FILE_NAME) || top === KEY_FILE_NAME || top === 'mail');
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
