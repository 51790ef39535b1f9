import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The entry points' last word on a failure nothing caught (issue 32, DESIGN.md §10): the safe text of
// the error, never Node's own print of it, which holds a failed query's parameters.

const here = path.dirname(fileURLToPath(import.meta.url));

/** Runs `code` as an ES module after `stopOnUncaughtError()`, as main.ts and the command-line tools do. */
function runEntryPoint(code: string) {
  const program = `
    import { stopOnUncaughtError } from ${JSON.stringify(path.join(here, 'stop-on-uncaught-error.ts'))};
    import { DrizzleQueryError } from 'drizzle-orm';
    import { DataDirInUseError } from ${JSON.stringify(path.join(here, '../db/data-dir-lock.ts'))};
    stopOnUncaughtError();
    ${code}`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
    cwd: path.join(here, '../..'),
    encoding: 'utf8',
  });
}

describe('stopOnUncaughtError', () => {
  it('prints a failed query that rejected a top-level await by its safe text, without its values, and exits 1', () => {
    const run = runEntryPoint(`
      await Promise.reject(new DrizzleQueryError(
        'delete from "mail_outbox" where "recipient" in ($1)',
        ['piia.loggsson@example.se'],
        new Error('connect ECONNREFUSED 127.0.0.1:5432'),
      ));`);
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain(
      'stopping on an uncaught error: Failed query (table mail_outbox): connect ECONNREFUSED 127.0.0.1:5432',
    );
    expect(run.stderr + run.stdout).not.toContain('piia.loggsson');
  }, 60_000);

  it('prints a folder held by another process by its own message', () => {
    const run = runEntryPoint(`
      throw new DataDirInUseError('/srv/levera/data', {
        pid: 4711, host: 'here', startedAt: '2026-11-27T10:00:00.000Z', command: 'main.js',
      });`);
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr.trim()).toBe(
      'The embedded database in /srv/levera/data is in use by process 4711 (main.js, started 2026-11-27T10:00:00.000Z). ' +
        'Only one process may open it: stop that process first, or run several processes on PostgreSQL (DATABASE_URL).',
    );
  }, 60_000);
});
