// How long `npm start` takes until the API is ready (issue 20, decision 045).
//
// `node --import tsx bench/pglite/start-time.mjs [checkout]` spawns `npm start` in `checkout` (this
// one by default) on a copy of a migrated, empty embedded database (made once in the temporary
// folder; the demo data is seeded on start, as on a first run), times until /api/health/ready
// answers 200, then stops it. BENCH_PORT (4616). Not part of `npm test`.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../lib/bench-support.mjs';

const checkout = path.resolve(process.argv[2] ?? root);
const PORT = Number(process.env.BENCH_PORT ?? 4616);
const template = path.join(os.tmpdir(), 'levera-bench-pglite-empty');

if (!existsSync(path.join(template, 'PG_VERSION'))) {
  const { openDatabase } = await import('../../apps/api/src/db/client.ts');
  await (await openDatabase({ kind: 'pglite', dataDir: template })).close();
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'levera-start-'));
cpSync(template, dataDir, { recursive: true });

const started = Date.now();
const child = spawn('npm', ['start'], {
  cwd: checkout,
  detached: true, // its own process group: stopping it stops npm and the server it started
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
let output = '';
child.stdout.on('data', (chunk) => {
  output += chunk;
});
child.stderr.on('data', (chunk) => {
  output += chunk;
});
for (;;) {
  const ready = await fetch(`http://127.0.0.1:${PORT}/api/health/ready`).then(
    (answer) => answer.ok,
    () => false,
  );
  if (ready) break;
  if (child.exitCode !== null) {
    console.log(output);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const seconds = (Date.now() - started) / 1000;
process.kill(-child.pid, 'SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
const built = output.split('\n').filter((line) => /up to date|built dist|building client/.test(line));
console.log(`npm start in ${checkout}: ready after ${seconds.toFixed(1)} s`);
console.log(built.map((line) => `  ${line.trim()}`).join('\n'));
console.log(
  `load average: ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
