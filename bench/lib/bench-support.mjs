// What every benchmark does the same way: a fresh PostgreSQL database of its own, the production
// build of the API started on it, and the app handshake. Benchmarks are not part of `npm test`.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

const execFileAsync = promisify(execFile);

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The server to create benchmark databases on (BENCH_DATABASE_URL, else the local PostgreSQL). */
export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The admin every bench that signs in starts its server with (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const benchAdmin = { email: 'bench-admin@levera.test', password: 'bench-password' };

export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The connection string of the database `name` on the benchmark server. */
export function benchDatabaseUrl(name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops and creates the database `name` on the benchmark server; returns its connection string. */
export async function freshDatabase(name) {
  await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  return benchDatabaseUrl(name);
}

export const dropDatabase = (name) =>
  withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));

/** `createHandshakeHeader` from the domain package, which only loads under tsx. */
export async function loadHandshake(command) {
  const domain = await import(path.join(root, 'packages/domain/src/handshake.ts')).catch(() => ({}));
  if (!domain.createHandshakeHeader) {
    console.error(`Run with: ${command}`);
    process.exit(1);
  }
  return domain.createHandshakeHeader;
}

/** The headers of an API request as the web app sends them: JSON, the handshake and the session. */
export const apiHeaders = (createHandshakeHeader, token) => ({
  'content-type': 'application/json',
  'x-app-handshake': createHandshakeHeader(),
  ...(token && { authorization: `Bearer ${token}` }),
});

/** Signs in as `role` ('admin' or 'vendor') through the API; answers the session token. */
export async function signIn(base, createHandshakeHeader, role, credentials) {
  const answer = await fetch(`${base}/api/${role}/login`, {
    method: 'POST',
    headers: apiHeaders(createHandshakeHeader),
    body: JSON.stringify(credentials),
  });
  if (!answer.ok) throw new Error(`${role} sign-in answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()).token;
}

/** The checkout whose build a bench measures: BENCH_BUILD_ROOT (another checkout's, e.g. the one before), else this one. */
export const benchBuildRoot = process.env.BENCH_BUILD_ROOT ?? root;

/**
 * Starts the production build (`apps/api/dist/main.js` under `buildRoot`, `benchBuildRoot` by default)
 * in a process of its own, as the README's production command runs it: `NODE_ENV=production` and the
 * default log level (`info`: a line per request). Its log goes to a file (`logFile`), where a log
 * collector would read it; the bench prints the file's tail if the server fails to start.
 * `databaseUrl` unset runs it on the embedded database in `env.DATA_DIR`. Waits until it is ready;
 * answers its address, its `pid` (for `sampleProcess`) and a `stop()` that resolves on exit.
 */
export async function startBuiltApi({ port, databaseUrl, env = {}, buildRoot = benchBuildRoot }) {
  // Whatever the shell has: the bench decides the database and the log level is the default.
  const { DATABASE_URL: _url, LOG_LEVEL: _level, ...inherited } = process.env;
  const logFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'levera-bench-log-')), 'api.log');
  const log = openSync(logFile, 'a');
  const server = spawn(process.execPath, [path.join(buildRoot, 'apps/api/dist/main.js')], {
    cwd: path.join(buildRoot, 'apps/api'),
    env: {
      ...inherited,
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.on('exit', () => server.kill('SIGTERM'));

  const base = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(`${base}/api/health/ready`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (attempt > 240 || server.exitCode !== null) {
      console.error(readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n'));
      throw new Error(`API did not become ready (its log: ${logFile})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const readyMs = performance.now() - startedAt;
  const stop = () => {
    server.kill('SIGTERM');
    return exited;
  };
  return { base, stop, pid: server.pid, logFile, readyMs };
}

/**
 * A fresh database `name` with the production build started on it (`startBuiltApi`'s other options).
 * Answers the server, the database's connection string, and `finish()`, which stops the server and
 * then drops the database.
 */
export async function startOnFreshDatabase(name, options) {
  const databaseUrl = await freshDatabase(name);
  const server = await startBuiltApi({ ...options, databaseUrl });
  const finish = async () => {
    await server.stop();
    await dropDatabase(name).catch(() => {});
  };
  return { ...server, databaseUrl, finish };
}

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux architecture Node runs on

/**
 * What the kernel says of process `pid` (Linux /proc): resident memory now and its peak so far
 * (VmRSS, VmHWM) and the CPU time it has used (user + system, every thread: PGlite's worker too).
 */
export function processUsage(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
  // Fields after the command name (which may hold spaces), from field 3 on: utime and stime are 14 and 15.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  return { rss: kilobytes('VmRSS'), peakRss: kilobytes('VmHWM'), cpuMs };
}

/**
 * Samples process `pid` every `everyMs` from outside it until `stop()`, which answers resident
 * memory at the start, its peak and end during the phase, and the CPU time and wall time it took.
 */
export function sampleProcess(pid, everyMs = 50) {
  const first = processUsage(pid);
  const startedAt = performance.now();
  let peak = first.rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, processUsage(pid).rss);
  }, everyMs);
  return () => {
    clearInterval(timer);
    const last = processUsage(pid);
    return {
      rssStart: first.rss,
      rssPeak: Math.max(peak, last.rss),
      rssEnd: last.rss,
      cpuMs: last.cpuMs - first.cpuMs,
      wallMs: performance.now() - startedAt,
    };
  };
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
/** One line of `sampleProcess`'s answer: "RSS 120 → peak 180 → 150 MB, CPU 3.2 s in 20.0 s (16 %)". */
export const usageLine = ({ rssStart, rssPeak, rssEnd, cpuMs, wallMs }) =>
  `server RSS ${mb(rssStart)} → peak ${mb(rssPeak)} → ${mb(rssEnd)}, CPU ${(cpuMs / 1000).toFixed(1)} s in ` +
  `${(wallMs / 1000).toFixed(1)} s (${((100 * cpuMs) / wallMs).toFixed(0)} % of one core)`;

/** The load average (1 / 5 / 15 min), for every figure a bench prints. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/**
 * Runs autocannon in a second process (so the load does not share this process's event loop) with
 * its command-line `args` after `-j`, and answers its JSON report.
 */
export function runAutocannon(args) {
  return jsonOfChild('npx', ['autocannon', '-j', ...args]);
}

/**
 * Like `runAutocannon`, but each request asks the next of `paths` in turn (bench/lib/load.mjs):
 * `{ base, paths, connections, seconds, headers }`.
 */
export function runAutocannonOver(options) {
  return jsonOfChild(process.execPath, [path.join(root, 'bench/lib/load.mjs'), JSON.stringify(options)]);
}

/** Runs `command` in the repository's root and answers the JSON it printed (its stderr on failure). */
async function jsonOfChild(command, args) {
  const { stdout } = await execFileAsync(command, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout);
}
