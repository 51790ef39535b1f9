import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunnerTask } from 'vitest';
import type { TestProject } from 'vitest/node';
import { onDatabaseServer } from '../../../../scripts/test-services.mjs';
import { openDatabase } from '../db/client.ts';
import { POSTGRES_ONLY_SKIPPED } from './postgres-only.ts';

// Vitest global setup of the API tests (decision 038): the database every test file starts from is
// migrated once per run, then copied per file instead of migrated again. On PGlite the copy is a dump
// of the migrated data directory, loaded by each file (creating and migrating an embedded database
// took ~2 s of CPU per file, loading the dump ~0.5 s); on PostgreSQL it is a template database that
// `create database … template` copies. The tests see exactly what a freshly migrated database holds.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the dump of a migrated PGlite data directory (runs on PGlite). */
    pgliteTemplateFile: string | undefined;
    /** The name of a migrated PostgreSQL database to copy (runs on TEST_DATABASE_URL). */
    postgresTemplateDatabase: string | undefined;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const folder = mkdtempSync(path.join(tmpdir(), 'levera-api-template-'));
    const file = path.join(folder, 'migrated.tar');
    const database = await openDatabase({ kind: 'pglite' });
    try {
      const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
    project.provide('pgliteTemplateFile', file);
    project.provide('postgresTemplateDatabase', undefined);
    return async () => {
      rmSync(folder, { recursive: true, force: true });
      reportPostgresOnlySkipped(project);
    };
  }

  const name = `levera_template_${randomBytes(6).toString('hex')}`;
  await onDatabaseServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Migrated, then closed: a template is copied only while no one is connected to it.
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 1 });
  await database.close();
  project.provide('pgliteTemplateFile', undefined);
  project.provide('postgresTemplateDatabase', name);
  return () => onDatabaseServer(serverUrl, `drop database if exists ${name} with (force)`);
}

/** One line per run: how many suites and tests that need PostgreSQL this run skipped, and why. */
function reportPostgresOnlySkipped(project: TestProject): void {
  const skipped = project.vitest.state
    .getFiles()
    .flatMap(function tasks(task: RunnerTask): RunnerTask[] {
      return [task, ...('tasks' in task ? task.tasks.flatMap(tasks) : [])];
    })
    .filter((task) => task.mode === 'skip' && task.name.endsWith(POSTGRES_ONLY_SKIPPED)).length;
  if (skipped)
    process.stdout.write(
      `${skipped} PostgreSQL-only suites and tests skipped: TEST_DATABASE_URL is not set (npm test runs them on PostgreSQL when it is)\n`,
    );
}
