import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { exitCodeOf, spawnApiProcess } from '../test/processes.ts';
import {
  createTestDatabaseForProcesses,
  TEST_DATA_ENCRYPTION_KEY,
  postgresOnly,
  testDatabaseUrl,
} from '../test/test-app.ts';
import { type DatabaseOptions, openDatabase } from './client.ts';
import { SchemaNewerThanReleaseError } from './schema-guard.ts';

// The schema guard (issue 34 §5, decision 066): a release older than the database's latest migration
// refuses to start with one log line that says what to do, instead of answering 500s.

const journal: { entries: { tag: string; when: number }[] } = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
);
const lastKnown = journal.entries.at(-1)!;
// What a newer release's next migration leaves in Drizzle's table: generated a minute later.
const newerWhen = lastKnown.when + 60_000;
const expectedMessage =
  `The database's schema (migration ${String(journal.entries.length).padStart(4, '0')}, generated ${new Date(newerWhen).toISOString()}) ` +
  `is newer than this release knows (${lastKnown.tag}): start the newer release, or restore a backup taken before the upgrade (docs/operations.md).`;

// The run's migrated data directory (decision 038): a folder starts from it instead of migrating.
const pgliteTemplateFile = inject('pgliteTemplateFile');

/** Migrates the database, then records a migration this release does not know, as a newer release would. */
async function migrateByNewerRelease(options: DatabaseOptions): Promise<void> {
  const database = await openDatabase(
    options.kind === 'pglite' && pgliteTemplateFile
      ? { ...options, loadDataDir: new Blob([readFileSync(pgliteTemplateFile)]) }
      : options,
  );
  try {
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('a-newer-release', ${newerWhen})`,
    );
  } finally {
    await database.close();
  }
}

/** Starts the API process with these settings; its exit code and what it printed. */
async function startRefused(env: Record<string, string>) {
  const child = spawnApiProcess({
    NODE_ENV: 'production',
    DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY,
    ...env,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const code = await exitCodeOf(child);
  return { code, output };
}

/**
 * The messages of the lines a server wrote at error level or above. Every line must be JSON: the
 * server's logs are JSON only, its last word on a failed start included (issue 34 §3).
 */
function refusals(output: string): string[] {
  const lines = output
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { level: number; msg: string });
  return lines.filter((line) => line.level >= 50).map((line) => line.msg);
}

describe('the schema guard on the embedded database', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  const newFolder = () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'levera-schema-guard-'));
    folders.push(folder);
    return folder;
  };

  it('refuses to open a database migrated by a newer release, and lets the folder go', async () => {
    const dataDir = newFolder();
    await migrateByNewerRelease({ kind: 'pglite', dataDir });
    const opening = openDatabase({ kind: 'pglite', dataDir });
    await expect(opening).rejects.toThrow(SchemaNewerThanReleaseError);
    await expect(opening).rejects.toThrow(expectedMessage);
    // Refused, not held: the folder's lock was released, so another attempt meets the guard again.
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(SchemaNewerThanReleaseError);
  }, 60_000);

  it('stops the server (worker thread) with that one fatal log line and exit code 1', async () => {
    const dataDir = newFolder();
    await migrateByNewerRelease({ kind: 'pglite', dataDir });
    const { code, output } = await startRefused({ DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(code).toBe(1);
    expect(refusals(output)).toEqual([expectedMessage]);
  }, 120_000);
});

describe.skipIf(!testDatabaseUrl)(postgresOnly('the schema guard on PostgreSQL'), () => {
  it('stops the server with that one fatal log line and exit code 1', async () => {
    const { url, drop } = await createTestDatabaseForProcesses();
    try {
      await migrateByNewerRelease({ kind: 'postgres', url, poolMax: 1 });
      await expect(openDatabase({ kind: 'postgres', url, poolMax: 1 })).rejects.toThrow(expectedMessage);
      const { code, output } = await startRefused({ DATABASE_URL: url });
      expect(code).toBe(1);
      expect(refusals(output)).toEqual([expectedMessage]);
    } finally {
      await drop();
    }
  }, 120_000);
});
