import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import {
  dropDatabase,
  freshDatabase,
  loadHandshake,
  runAutocannon,
  startBuiltApi,
  withClient,
} from '../lib/bench-support.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DB = 'levera_bench';
const PORT = Number(process.env.BENCH_PORT ?? 4611);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
// Both servers get the same unmeasured warm-up first, so the figures compare warmed-up (JIT-compiled) code.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const PASSWORD = 'bench-password';

const createHandshakeHeader = await loadHandshake(
  'node --import tsx bench/api/run.mjs (npm run bench:api does this)',
);

console.log(`Preparing database ${DB}…`);
const databaseUrl = await freshDatabase(DB);
const { base, stop } = await startBuiltApi({
  port: PORT,
  databaseUrl,
  env: {
    DATABASE_POOL_MAX: process.env.BENCH_POOL_MAX ?? '20',
    ADMIN_EMAIL: 'bench-admin@levera.test',
    ADMIN_PASSWORD: PASSWORD,
    PUBLIC_FORM_RATE_LIMIT: '100000000',
  },
});

console.log('Seeding 1,000 vendors, 100,000 applications, 100,000 queries, 10,000 promotions…');
const started = Date.now();
const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
const seedSql = readFileSync(path.join(here, 'seed.sql'), 'utf8').replace(
  ":'password_hash'",
  `'${passwordHash}'`,
);
await withClient(databaseUrl, (client) => client.query(seedSql));
console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

async function call(method, urlPath, { token, body } = {}) {
  const response = await fetch(base + urlPath, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-app-handshake': createHandshakeHeader(),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: response.status,
    text: await response.text(),
    headers: Object.fromEntries(response.headers),
  };
}

const login = async (role, email) =>
  JSON.parse((await call('POST', `/api/${role}/login`, { body: { email, password: PASSWORD } })).text).token;
const adminToken = await login('admin', 'bench-admin@levera.test');
const vendorToken = await login('vendor', 'bench-vendor-1@levera.test');

const contactBody = {
  requesterType: 'customer',
  firstName: 'Load',
  lastName: 'Tester',
  email: 'load@levera.test',
  phoneNumber: '070-123 45 67',
  subject: 'inquiries',
  message: 'A contact query sent by the load benchmark.',
  language: 'en',
};

const scenarios = [
  {
    name: 'admin GET /api/vendors (first page)',
    method: 'GET',
    path: '/api/vendors?page=1&pageSize=20',
    token: adminToken,
    kind: 'read',
  },
  {
    name: 'admin GET /api/partners?q=nilsson',
    method: 'GET',
    path: '/api/partners?q=nilsson&page=1&pageSize=20',
    token: adminToken,
    kind: 'read',
  },
  { name: 'public GET /api/offers/active', method: 'GET', path: '/api/offers/active', kind: 'read' },
  {
    name: 'public POST /api/queries',
    method: 'POST',
    path: '/api/queries',
    body: contactBody,
    kind: 'write',
  },
  {
    name: 'vendor GET /api/vendor/promotions',
    method: 'GET',
    path: '/api/vendor/promotions',
    token: vendorToken,
    kind: 'read',
  },
];

/** Runs autocannon in a second process (asynchronously, so a baseline server in this process can answer). */
async function autocannon(url, scenario, seconds = DURATION) {
  const args = [
    '-c',
    String(CONNECTIONS),
    '-d',
    String(seconds),
    '-m',
    scenario.method,
    '-H',
    'content-type=application/json',
    '-H',
    `x-app-handshake=${createHandshakeHeader({ now: Date.now() + 60_000 })}`,
  ];
  if (scenario.token) args.push('-H', `authorization=Bearer ${scenario.token}`);
  if (scenario.body) args.push('-b', JSON.stringify(scenario.body));
  args.push(url);
  const json = await runAutocannon(args);
  return {
    rps: json.requests.average,
    p50: json.latency.p50,
    p99: json.latency.p99,
    errors: json.errors + json.timeouts,
    non2xx: json.non2xx,
  };
}

// Added by node:http itself on both servers, so not copied.
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * A bare node:http server that answers every request with the same bytes as the API: its status,
 * body and headers (the security headers included), without doing anything else.
 */
async function baselineServer(status, headers, bytes) {
  const sameHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !TRANSPORT_HEADERS.has(name)),
  );
  const bare = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(status, sameHeaders);
      response.end(bytes);
    });
  });
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
  return bare;
}

const rows = [];
for (const scenario of scenarios) {
  const sample = await call(scenario.method, scenario.path, { token: scenario.token, body: scenario.body });
  if (sample.status >= 300)
    throw new Error(`${scenario.name}: ${sample.status} ${sample.text.slice(0, 200)}`);
  if (WARMUP > 0) await autocannon(base + scenario.path, scenario, WARMUP);
  const api = await autocannon(base + scenario.path, scenario);
  const bare = await baselineServer(sample.status, sample.headers, sample.text);
  const bareUrl = `http://127.0.0.1:${bare.address().port}${scenario.path}`;
  if (WARMUP > 0) await autocannon(bareUrl, scenario, WARMUP);
  const baseline = await autocannon(bareUrl, scenario);
  bare.closeAllConnections();
  await new Promise((resolve) => bare.close(resolve));
  rows.push({ scenario, api, baseline, bytes: Buffer.byteLength(sample.text) });
  console.log(`${scenario.name}: ${api.rps.toFixed(0)} req/s (baseline ${baseline.rps.toFixed(0)})`);
}

const pad = (text, width) => String(text).padEnd(width);
console.log(
  `\n${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s of warm-up, autocannon in a second process on loopback\n`,
);
console.log(
  `${pad('endpoint', 40)}${pad('bytes', 8)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('errors', 8)}${pad('non-2xx', 9)}${pad('baseline req/s', 16)}${pad('ratio', 8)}target`,
);
let missed = 0;
for (const { scenario, api, baseline, bytes } of rows) {
  const ratio = api.rps / baseline.rps;
  const meets =
    api.errors === 0 && api.non2xx === 0 && (scenario.kind === 'write' || (ratio >= 0.4 && api.p99 < 25));
  if (!meets) missed++;
  console.log(
    `${pad(scenario.name, 40)}${pad(bytes, 8)}${pad(api.rps.toFixed(0), 9)}${pad(api.p50, 8)}${pad(api.p99, 8)}${pad(api.errors, 8)}${pad(api.non2xx, 9)}${pad(baseline.rps.toFixed(0), 16)}${pad(`${(ratio * 100).toFixed(0)}%`, 8)}${meets ? 'met' : 'MISSED'}`,
  );
}
// The server stops before its database is dropped, so its pool has nothing to complain about.
await stop();
await dropDatabase(DB).catch(() => {});
if (missed > 0) console.error(`\n${missed} target(s) missed`);
process.exit(missed > 0 ? 1 : 0);
