import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type CliRun = { status: number | null; stdout: string; stderr: string };

/**
 * Runs `npm run retention` (decision 060) with `args` as an operator would, on `database`: DATABASE_URL
 * when `url` is given, else the embedded database in `dataDir`. Resolves when it exited, with its output.
 */
export function runRetentionCli(
  args: string[],
  database: { dataDir?: string; url?: string },
): Promise<CliRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/retention.ts', ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: database.dataDir ?? '', DATABASE_URL: database.url ?? '' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}
