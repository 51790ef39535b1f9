// Admin sign-in during a flood of bad sign-ins (issue 14, item 5). One command:
//   node --import tsx bench/auth/run.mjs           (builds the API first; --no-build reuses apps/api/dist)
// 1. creates a fresh PostgreSQL database and starts the production build of the API on it, in a
//    process of its own with NODE_ENV=production and the default log level (bench/lib);
// 2. times an admin sign-in from 127.0.0.2, one after another, on the quiet server (half before the
//    flood, half after);
// 3. floods POST /api/admin/login from 127.0.0.1 with bad sign-ins (FLOOD_CONNECTIONS connections,
//    a new unknown e-mail each time, autocannon in a second process) and times the same admin
//    sign-in from 127.0.0.2 meanwhile;
// 4. prints both medians, the server's memory and CPU time read from /proc/<pid> during each phase,
//    and exits 1 when the sign-in during the flood takes more than twice as long.
// Not part of `npm test`. Requires PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import {
  loadAverage,
  loadHandshake,
  root,
  sampleProcess,
  startOnFreshDatabase,
  usageLine,
} from '../lib/bench-support.mjs';

const DB = process.env.BENCH_DB ?? 'levera_bench_auth';
const PORT = Number(process.env.BENCH_PORT ?? 4612);
const FLOOD_CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS ?? 50);
const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 20);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 25);
const ADMIN = { email: 'bench-admin@levera.test', password: 'bench-admin-password' };
// The admin signs in from another loopback address than the flood, as a real admin would.
const ADMIN_SOURCE = '127.0.0.2';

const createHandshakeHeader = await loadHandshake('node --import tsx bench/auth/run.mjs');

if (!process.argv.includes('--no-build')) {
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: path.join(root, 'apps/api'),
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(1);
}

// BENCH_BUILD_ROOT: another checkout's build (before/after).
const { base, finish, pid } = await startOnFreshDatabase(DB, {
  port: PORT,
  env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});

/** One admin sign-in from ADMIN_SOURCE on a new connection: its status and milliseconds. */
function adminSignIn() {
  const body = JSON.stringify(ADMIN);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/admin/login`,
      {
        method: 'POST',
        localAddress: ADMIN_SOURCE,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-app-handshake': createHandshakeHeader(),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function timeSignIns(count) {
  const times = [];
  for (let index = 0; index < count; index++) {
    const { status, ms } = await adminSignIn();
    if (status !== 200) throw new Error(`admin sign-in answered ${status}`);
    times.push(ms);
  }
  return times.sort((a, b) => a - b);
}
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

await timeSignIns(3); // warm-up
console.log(`load average at the start: ${loadAverage()}`);
// The quiet time is measured before and after the flood, so load from elsewhere on a shared machine
// weighs on both sides of the ratio alike.
const quietUsage = sampleProcess(pid);
const quietBefore = await timeSignIns(Math.ceil(SAMPLES / 2));
const quietBeforeUsage = quietUsage();

const flood = spawn(
  process.execPath,
  [
    path.join(import.meta.dirname, 'flood.mjs'),
    `${base}/api/admin/login`,
    String(FLOOD_CONNECTIONS),
    String(FLOOD_SECONDS),
    createHandshakeHeader({ now: Date.now() + 60_000 }),
  ],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
);
let floodOutput = '';
flood.stdout.on('data', (chunk) => {
  floodOutput += chunk;
});
const floodDone = new Promise((resolve) => flood.once('exit', resolve));
const floodUsage = sampleProcess(pid);
await new Promise((resolve) => setTimeout(resolve, 2000)); // let the flood reach full speed
const during = await timeSignIns(SAMPLES);
const floodStillRunning = flood.exitCode === null;
await floodDone;
const duringUsage = floodUsage();
const floodResult = JSON.parse(floodOutput.trim().split('\n').at(-1));
await new Promise((resolve) => setTimeout(resolve, 2000)); // let the server settle
const quiet = [...quietBefore, ...(await timeSignIns(Math.floor(SAMPLES / 2)))].sort((a, b) => a - b);

const ms = (value) => `${value.toFixed(0)} ms`;
const ratio = quantile(during, 0.5) / quantile(quiet, 0.5);
console.log(`\nAdmin sign-in from ${ADMIN_SOURCE}, ${SAMPLES} one after another (median / p90 / max):`);
console.log(
  `  quiet server:        ${ms(quantile(quiet, 0.5))} / ${ms(quantile(quiet, 0.9))} / ${ms(quiet.at(-1))}`,
);
console.log(
  `  during the flood:    ${ms(quantile(during, 0.5))} / ${ms(quantile(during, 0.9))} / ${ms(during.at(-1))}`,
);
console.log(`  median ratio:        ${ratio.toFixed(2)}× (target ≤ 2×)`);
console.log(
  `Flood from 127.0.0.1: ${FLOOD_CONNECTIONS} connections, ${FLOOD_SECONDS} s, ${floodResult.rps.toFixed(0)} req/s, ` +
    `answers ${JSON.stringify(floodResult.statuses)}, ${floodResult.errors} errors, p50 ${floodResult.p50} ms`,
);
console.log(`Server, quiet (first half): ${usageLine(quietBeforeUsage)}`);
console.log(`Server, the whole flood:   ${usageLine(duringUsage)}`);
console.log(`load average at the end: ${loadAverage()}`);
if (!floodStillRunning) console.error('The flood ended before the measurement did: raise FLOOD_SECONDS.');

await finish();
const met = ratio <= 2 && floodStillRunning;
console.log(met ? 'met' : 'MISSED');
process.exit(met ? 0 : 1);
