import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exitCodeOf, runCli, spawnApiProcess, startApiProcess, stopApiProcess } from '../test/processes.ts';
import { embeddedOnlySuitesSkipped } from '../test/test-app.ts';
import { openDatabase } from './client.ts';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.ts';

// One process per embedded database folder (issue 34 §1, decision 064).

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'levera-lock-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The process id of a process that has ended: nothing runs under it now. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe.skipIf(embeddedOnlySuitesSkipped)('the lock of an embedded database folder', () => {
  it('refuses a second holder, naming the folder and the holder, until the first releases it', () => {
    const folder = newFolder();
    const first = lockDataDir(folder);
    expect(() => lockDataDir(folder)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(folder)).toThrow(
      `The embedded database in ${folder} is in use by process ${process.pid}`,
    );
    first.release();
    expect(existsSync(path.join(folder, LOCK_FILE_NAME))).toBe(false);
    lockDataDir(folder).release();
  });

  it('takes over the lock of a process that no longer runs', () => {
    const folder = newFolder();
    const stale = {
      pid: endedPid(),
      host: hostname(),
      startedAt: '2026-01-01T00:00:00.000Z',
      command: 'main.js',
    };
    writeFileSync(path.join(folder, LOCK_FILE_NAME), JSON.stringify(stale));
    const lock = lockDataDir(folder);
    expect(JSON.parse(readFileSync(path.join(folder, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('is taken by openDatabase and given back by close', async () => {
    const folder = newFolder();
    const database = await openDatabase({ kind: 'pglite', dataDir: folder });
    await expect(openDatabase({ kind: 'pglite', dataDir: folder })).rejects.toThrow(DataDirInUseError);
    await database.close();
    const again = await openDatabase({ kind: 'pglite', dataDir: folder });
    await again.close();
    // Migrating an empty folder takes a while on a busy machine.
  }, 120_000);
});

describe.skipIf(embeddedOnlySuitesSkipped)('two processes on one folder', () => {
  it('a second server and a command-line tool refuse at once; after a kill -9 the next start takes over', async () => {
    const folder = newFolder();
    const env = { DATA_DIR: folder, DATABASE_URL: '', NODE_ENV: 'development', SEED_DEMO_DATA: 'false' };
    // A first start on an empty folder migrates it, which takes a while on a busy machine.
    const first = await startApiProcess(env, { readyWithinMs: 120_000 });
    try {
      // A second server on the same folder exits at once, saying which process holds it.
      const second = spawnApiProcess(env);
      let said = '';
      second.stderr?.on('data', (chunk) => {
        said += chunk;
      });
      expect(await exitCodeOf(second)).toBe(1);
      expect(said).toContain(`The embedded database in ${folder} is in use by process ${first.child.pid}`);

      // So does every command-line tool that opens the database, telling the operator to stop the
      // server (decision 064): retention, admin:create, data-key:rotate.
      const tools: [string, string[]][] = [
        ['retention.ts', ['--as-of', '2030-01-01', '--dry-run']],
        ['admin-create.ts', ['--email', 'ops@levera.test', '--password-stdin']],
        ['data-key-rotate.ts', []],
      ];
      for (const [script, args] of tools) {
        const tool = runCli(script, args, env, { input: 'a long secret phrase\n' });
        expect({ script, status: tool.status }).toEqual({ script, status: 1 });
        expect(tool.stderr).toContain(
          `The embedded database in ${folder} is in use by process ${first.child.pid} (main.ts`,
        );
        expect(tool.stderr).toContain('stop that process first');
      }
    } finally {
      await stopApiProcess(first); // SIGKILL: the lock file stays behind, stale
    }
    expect(existsSync(path.join(folder, LOCK_FILE_NAME))).toBe(true);
    const next = await startApiProcess(env, { readyWithinMs: 120_000 });
    await stopApiProcess(next);
  }, 300_000);
});
