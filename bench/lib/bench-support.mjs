// What every benchmark does the same way: a fresh PostgreSQL database of its own, the production
// build of the API started on it, and the app handshake. Benchmarks are not part of `npm test`.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The server to create benchmark databases on (BENCH_DATABASE_URL, else the local PostgreSQL). */
export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Drops and creates the database `name` on the benchmark server; returns its connection string. */
export async function freshDatabase(name) {
  await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
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

/**
 * Starts the production build (`apps/api/dist/main.js` under `buildRoot`, the checkout by default)
 * on `databaseUrl` and waits until it is ready. Returns its address and a `stop()` that resolves
 * when the process has exited.
 */
export async function startBuiltApi({ port, databaseUrl, env = {}, buildRoot = root }) {
  const server = spawn(process.execPath, [path.join(buildRoot, 'apps/api/dist/main.js')], {
    cwd: path.join(buildRoot, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.on('exit', () => server.kill('SIGTERM'));

  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(`${base}/api/health/ready`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (attempt > 120) throw new Error('API did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const stop = () => {
    server.kill('SIGTERM');
    return exited;
  };
  return { base, stop };
}

/**
 * Runs autocannon in a second process (so the load does not share this process's event loop) with
 * its command-line `args` after `-j`, and answers its JSON report.
 */
export function runAutocannon(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['autocannon', '-j', ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(stdout)) : reject(new Error(stderr))));
  });
}
