// bench/web/back-office: what the back-office costs the browser (issue 20, "The back-office").
//
//   node --import tsx bench/web/back-office.mjs             builds web + API, then measures
//   node --import tsx bench/web/back-office.mjs --no-build  reuses apps/web/build and apps/api/dist
//   BENCH_RUNS=7 BENCH_ROWS=100000 BENCH_PORT=4614          the defaults are 7 runs, 100,000 queries, 4614
//   BENCH_DATABASE_NAME=levera_bench_back_office            the database it creates and drops (one per parallel run)
//
// 1. creates a fresh PostgreSQL database (`levera_bench_back_office` on BENCH_DATABASE_URL's server),
//    starts the production build (apps/api/dist/main.js serving a copy of apps/web/build/client, to
//    which it adds the minimal page) on it with one admin, and seeds BENCH_ROWS support queries (one
//    INSERT … SELECT generate_series, VACUUM ANALYZE);
// 2. sizes: opens each back-office page in a new Chromium context (cold cache, no interaction) and
//    counts every script it loads until the page shows its content (the sign-in form, the first row)
//    and no script has arrived for a second: files and gzip (level 9) of the files on disk, as
//    bench/web counts the public pages. What a page imports only on the first interaction (the
//    sign-in form's validation, a dialog) is not counted. Budget: each sign-in page < 100 KB gzip.
// 3. "list usable": the time from navigation start until the first row of Admin Queries is in the
//    DOM (a MutationObserver set up before any script runs), signed in, cold cache, against a minimal
//    page served by the same server that fetches the same first page of /api/queries and renders its
//    rows as plain HTML. No request is intercepted: Playwright's interception holds every request of
//    a page for a round trip to the driver, which delayed the list's answer by about 80 ms for the
//    page with 40 requests and hardly at all for the page with two. A row is a card of the app
//    (data-testid="query-card") or, since decision 052, a row of the preview the SPA shell paints from
//    its early answer (data-testid="query-preview-row"), whichever comes first. Median of BENCH_RUNS runs each, after one unmeasured warm-up each, taken
//    in turns. Budget: the list within 2x the minimal page. Also printed, without a budget: "list
//    interactive", when the first card of the app is in the DOM with its actions enabled and the
//    preview gone (what the preview stands in for); when the list request was sent and how many of
//    the page's scripts had arrived by then (it waited for all of them before decision 048).
// 4. My Promotions with BENCH_PROMOTIONS (1,000) promotions of one vendor: the DOM elements once the
//    cards are in and the longest main-thread task (Long Tasks API), cold, median of up to 5 runs.
// Every budget is printed with PASS or MISS; the command exits 1 on a miss. Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import {
  apiHeaders,
  dropDatabase,
  freshDatabase,
  loadHandshake,
  root,
  signIn,
  startBuiltApi,
  withClient,
} from '../lib/bench-support.mjs';

const DB = process.env.BENCH_DATABASE_NAME ?? 'levera_bench_back_office';
const PORT = Number(process.env.BENCH_PORT ?? 4614);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ADMIN = { email: 'bench-admin@levera.test', password: 'bench-admin-password' };
const SIGN_IN_BUDGET = 100 * 1024;
const USABLE_RATIO = 2;
const client = path.join(root, 'apps/web/build/client');
/** What the server serves: a copy of the build, so the minimal page can be added to it. */
const served = mkdtempSync(path.join(tmpdir(), 'levera-bench-web-'));
process.on('exit', () => rmSync(served, { recursive: true, force: true }));
/**
 * Where the minimal page is served: the path of a page the bench never opens (the vendor's Reports,
 * served by the SPA shell). Only an HTML file at a page's path gets a Content-Security-Policy with
 * the hash of its inline script, which the server lists when it starts.
 */
const MINIMAL_PATH = '/sv-en/vendor/reports';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const createHandshakeHeader = await loadHandshake('node --import tsx bench/web/back-office.mjs');

if (!process.argv.includes('--no-build')) {
  for (const workspace of ['apps/web', 'apps/api']) {
    const built = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(1);
  }
}

const misses = [];
function budget(label, ok, detail) {
  console.log(`${ok ? 'PASS' : 'MISS'}  ${label}: ${detail}`);
  if (!ok) misses.push(`${label}: ${detail}`);
}
const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (values) => values.map((value) => Math.round(value)).join(', ');

const gzipSizes = new Map();
function gzipOf(urlPath) {
  if (!gzipSizes.has(urlPath)) {
    gzipSizes.set(urlPath, gzipSync(readFileSync(path.join(client, urlPath)), { level: 9 }).length);
  }
  return gzipSizes.get(urlPath);
}

// ---------------------------------------------------------------- server and data

const databaseUrl = await freshDatabase(DB);
/**
 * The minimal page: the same first page of the same API, rendered as plain HTML by a few lines. It
 * reads the session where the app keeps it and makes the handshake header when it sends, as the app
 * does: written at start, the header would age past the API's allowed clock skew on a long run.
 */
const minimalHtml = () => {
  const { timestamp: _, ...handshake } = JSON.parse(
    Buffer.from(createHandshakeHeader().slice('Bearer '.length), 'base64url').toString('utf8'),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>minimal</title></head>
<body><main><h1>Queries</h1><ul id="rows"></ul></main><script>
const payload = JSON.stringify({ ...${JSON.stringify(handshake)}, timestamp: Date.now() });
const handshake = btoa(payload).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
const { token } = JSON.parse(localStorage.getItem('levera.session.admin'));
fetch('/api/queries?type=&status=&q=&page=1&pageSize=20&language=en', {
  headers: { 'x-app-handshake': 'Bearer ' + handshake, authorization: 'Bearer ' + token },
}).then((answer) => answer.json()).then((answer) => {
  const rows = document.getElementById('rows');
  for (const query of answer.data) {
    const row = document.createElement('li');
    row.innerHTML = '<article data-testid="query-card"></article>';
    row.firstChild.textContent = query.caseNumber + ' ' + query.subject;
    rows.append(row);
  }
});
</script></body></html>`;
};

cpSync(client, served, { recursive: true });
mkdirSync(path.join(served, MINIMAL_PATH), { recursive: true });
writeFileSync(path.join(served, MINIMAL_PATH, 'index.html'), minimalHtml());
const { base, stop } = await startBuiltApi({
  port: PORT,
  databaseUrl,
  env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, WEB_DIST_DIR: served },
});
console.log(`Seeding ${ROWS.toLocaleString('en')} support queries…`);
await withClient(databaseUrl, async (db) => {
  await db.query(
    `insert into support_queries (case_number, type, first_name, last_name, email, subject, message, status,
       created_at, updated_at)
     select 'CQ-2025-' || lpad(n::text, 6, '0'), (array['customer','driver','store','vendor'])[1 + n % 4],
            'Kund', 'Nummer ' || n, 'kund' || n || '@example.se',
            (array['Leverans','Betalning','Konto','Reklamation','Övrigt'])[1 + n % 5] || ' ' || n,
            'Hej! Jag har en fråga om min beställning nummer ' || n || '.',
            (array['created','inProgress','resolved','closed'])[1 + n % 4],
            now() - n * interval '1 minute', now() - n * interval '1 minute'
     from generate_series(1, $1::int) as n`,
    [ROWS],
  );
  await db.query('vacuum analyze support_queries');
});

const token = await signIn(base, createHandshakeHeader, 'admin', { ...ADMIN, language: 'en' });
const session = JSON.stringify({ token, email: ADMIN.email, expiry: Date.now() + 3_600_000 });

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
});

/** A new context (cold cache); signed in as the admin (or `as` the given role and session) when asked. */
async function newPage({ signedIn, as = { role: 'admin', value: session } }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (signedIn) {
    await context.addInitScript(({ role, value }) => {
      localStorage.setItem(`levera.session.${role}`, value);
    }, as);
  }
  // The longest main-thread task of the page (Long Tasks API), from its start.
  await context.addInitScript(() => {
    window.__longestTask = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) {
        window.__longestTask = Math.max(window.__longestTask, entry.duration);
      }
    }).observe({ type: 'longtask' });
  });
  // The time the first row (the app's card or the shell's preview row, decision 052) enters the DOM,
  // and the time the app's first card is there with its actions enabled and no preview over it.
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const now = performance.now();
      const row = '[data-testid="query-card"], [data-testid="query-preview-row"]';
      if (!window.__firstRowAt && document.querySelector(row)) window.__firstRowAt = now;
      const interactive =
        document.querySelector('[data-testid="query-card"] button:enabled') &&
        !document.querySelector('[data-testid="query-preview-row"]');
      if (interactive) {
        window.__interactiveAt = now;
        window.__firstRowAt ??= now;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return { context, page: await context.newPage() };
}

// ---------------------------------------------------------------- sizes

const SIGN_IN_READY = 'button[type="submit"]:enabled';
const pages = [
  // The sign-in pages are prerendered (decision 051): the form shows before any script, and its submit
  // button is enabled once the page has hydrated, so that is when the page is interactive.
  { name: 'admin sign-in', path: '/sv-en/admin/login', ready: SIGN_IN_READY, signIn: true },
  { name: 'vendor sign-in', path: '/sv-en/vendor/login', ready: SIGN_IN_READY, signIn: true },
  { name: 'admin sign-in (sv)', path: '/sv-se/admin/login', ready: SIGN_IN_READY, signIn: true },
  { name: 'admin queries', path: '/sv-en/admin/queries', ready: '[data-testid="query-card"]', admin: true },
  { name: 'admin partners', path: '/sv-en/admin/partners', ready: 'main h1', admin: true },
  { name: 'admin vendors', path: '/sv-en/admin/vendors', ready: 'main h1', admin: true },
  { name: 'admin promotions', path: '/sv-en/admin/promotions', ready: 'main h1', admin: true },
  { name: 'admin offers', path: '/sv-en/admin/offers', ready: 'main h1', admin: true },
  { name: 'admin activity', path: '/sv-en/admin/activity', ready: 'main h1', admin: true },
];

console.log('\nJavaScript each back-office page loads before it is interactive (cold cache, gzip level 9)\n');
console.log(`${'page'.padEnd(22)} ${'path'.padEnd(26)} files   JS gzip KB`);
const largest = new Map();
for (const entry of pages) {
  const { context, page } = await newPage({ signedIn: Boolean(entry.admin) });
  const scripts = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
  });
  await page.goto(`${base}${entry.path}`);
  await page.locator(entry.ready).first().waitFor({ state: 'visible', timeout: 30_000 });
  // Admin pages hold a live-counts event stream open (decision 034), so "network idle" never comes:
  // the page is settled once no script has arrived for a second.
  for (let seen = -1; seen !== scripts.size; ) {
    seen = scripts.size;
    await page.waitForTimeout(1000);
  }
  const files = [...scripts];
  const gzip = files.reduce((total, file) => total + gzipOf(file), 0);
  console.log(
    `${entry.name.padEnd(22)} ${entry.path.padEnd(26)} ${String(files.length).padStart(5)} ${kb(gzip).padStart(12)}`,
  );
  if (entry.signIn) {
    for (const file of files) largest.set(file, gzipOf(file));
    budget(
      `${entry.name} JS before interactive`,
      gzip < SIGN_IN_BUDGET,
      `${kb(gzip)} KB gzip in ${files.length} files (< ${kb(SIGN_IN_BUDGET)} KB)`,
    );
  }
  await context.close();
}
console.log('\nThe sign-in pages’ chunks by gzip size:');
for (const [file, size] of [...largest].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
  console.log(`  ${kb(size).padStart(6)} KB  ${file}`);
}

// ---------------------------------------------------------------- list usable

/**
 * The first row's time, and what the list request waited for (resource timing): the scripts that
 * had arrived before it was sent, and when it was sent. The count does not depend on the load.
 */
async function firstRowTime(url) {
  const { context, page } = await newPage({ signedIn: true });
  await page.goto(url);
  // The minimal page has rows and nothing to act on; Admin Queries is done once its cards work.
  const done = url === targets.minimal ? '__firstRowAt' : '__interactiveAt';
  await page.waitForFunction((name) => window[name] !== undefined, done, { timeout: 30_000 });
  const figures = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource');
    const list = resources.find((entry) => new URL(entry.name).pathname === '/api/queries');
    const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    const [document] = performance.getEntriesByType('navigation');
    return {
      documentFirstByteAt: document?.responseStart ?? 0,
      documentParsedAt: document?.domInteractive ?? 0,
      at: window.__firstRowAt,
      interactiveAt: window.__interactiveAt,
      listSentAt: list?.startTime ?? 0,
      listAnsweredAt: list?.responseEnd ?? 0,
      scriptsBefore: scripts.filter((entry) => list && entry.responseEnd <= list.startTime).length,
      scripts: scripts.length,
      scriptsBeforeRow: scripts
        .filter((entry) => entry.responseEnd <= window.__firstRowAt)
        .map((entry) => new URL(entry.name).pathname.slice(1)),
    };
  });
  figures.gzipBeforeRow = figures.scriptsBeforeRow.reduce((total, file) => total + gzipOf(file), 0);
  await context.close();
  return figures;
}

const targets = {
  list: `${base}/sv-en/admin/queries`,
  minimal: `${base}${MINIMAL_PATH}`,
};
const times = { list: [], minimal: [] };
const answered = { list: [], minimal: [] };
const interactive = [];
const listRequests = [];
for (const url of Object.values(targets)) await firstRowTime(url); // warm-up, not counted
for (let run = 0; run < RUNS; run++) {
  for (const [name, url] of Object.entries(targets)) {
    const figures = await firstRowTime(url);
    times[name].push(figures.at);
    answered[name].push(figures.listAnsweredAt);
    if (name === 'list') {
      listRequests.push(figures);
      interactive.push(figures.interactiveAt);
    }
  }
}

// ---------------------------------------------------------------- vendor promotions at 1,000

const PROMOTIONS = Number(process.env.BENCH_PROMOTIONS ?? 1000);
const VENDOR = {
  vendorName: 'Bench Pizzeria',
  email: 'bench-vendor@levera.test',
  password: 'bench-vendor-password',
};
const created = await fetch(`${base}/api/vendors`, {
  method: 'POST',
  headers: apiHeaders(createHandshakeHeader, token),
  body: JSON.stringify({ ...VENDOR, status: 'active', language: 'en' }),
});
if (!created.ok) throw new Error(`creating the vendor answered ${created.status}`);
const vendorId = (await created.json()).data.id;
await withClient(databaseUrl, (db) =>
  db.query(
    `insert into promotions (vendor_id, title, description, discount_type, discount_value, start_date, end_date,
       status, views, orders, revenue, created_at, updated_at)
     select $1, 'Veckans erbjudande ' || n, 'Tjugo procent på alla pizzor hela veckan, nummer ' || n || '.',
            'percentage', 10 + n % 40, current_date - (n % 60), current_date - (n % 60) + 30 + n % 90,
            (array['pending','active','active','inactive','expired'])[1 + n % 5], n * 3, n, n * 120,
            now() - n * interval '1 minute', now() - n * interval '1 minute'
     from generate_series(1, $2::int) as n`,
    [vendorId, PROMOTIONS],
  ),
);
const vendorSession = JSON.stringify({
  token: await signIn(base, createHandshakeHeader, 'vendor', {
    email: VENDOR.email,
    password: VENDOR.password,
    language: 'en',
  }),
  email: VENDOR.email,
  expiry: Date.now() + 3_600_000,
});

/** My Promotions opened cold: its DOM nodes once the cards are in, and its longest task. */
async function promotionsScreen() {
  const { context, page } = await newPage({ signedIn: true, as: { role: 'vendor', value: vendorSession } });
  await page.goto(`${base}/sv-en/vendor/promotions`);
  await page.locator('[data-testid="promotion-card"]').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000);
  const figures = await page.evaluate(() => ({
    nodes: document.getElementsByTagName('*').length,
    cards: document.querySelectorAll('[data-testid="promotion-card"]').length,
    longestTask: window.__longestTask,
  }));
  await context.close();
  return figures;
}
await promotionsScreen(); // warm-up, not counted
const screens = [];
for (let run = 0; run < Math.min(RUNS, 5); run++) screens.push(await promotionsScreen());
console.log(
  `\nMy Promotions with ${PROMOTIONS.toLocaleString('en')} promotions, cold, median of ${screens.length}:`,
);
console.log(
  `  ${screens[0].cards} cards, ${median(screens.map((one) => one.nodes))} DOM elements, longest task ${median(screens.map((one) => one.longestTask)) ? `${Math.round(median(screens.map((one) => one.longestTask)))} ms` : 'under 50 ms (no long task)'} (${round(screens.map((one) => one.longestTask))}; 0 = none of 50 ms or more)`,
);

await browser.close();

const listMs = median(times.list);
const minimalMs = median(times.minimal);
console.log(`\nFirst row visible at ${ROWS.toLocaleString('en')} queries, median of ${RUNS} (ms):`);
console.log(`  Admin Queries  ${Math.round(listMs).toString().padStart(5)}   (${round(times.list)})`);
console.log(`  minimal page   ${Math.round(minimalMs).toString().padStart(5)}   (${round(times.minimal)})`);
console.log(
  `  Admin Queries' list interactive (the app's first card, actions enabled, no preview): ${Math.round(median(interactive))} ms   (${round(interactive)})`,
);
console.log(
  `  list answered (median): Admin Queries ${Math.round(median(answered.list))} ms, minimal page ${Math.round(median(answered.minimal))} ms`,
);
console.log(
  `  Admin Queries' document: first byte at ${Math.round(median(listRequests.map((one) => one.documentFirstByteAt)))} ms, parsed at ${Math.round(median(listRequests.map((one) => one.documentParsedAt)))} ms (median)`,
);
console.log(
  `  Admin Queries' list request sent at ${Math.round(median(listRequests.map((one) => one.listSentAt)))} ms (median), after ${median(listRequests.map((one) => one.scriptsBefore))} of its ${median(listRequests.map((one) => one.scripts))} scripts had arrived`,
);
console.log(
  `  Admin Queries' scripts before its first row: ${median(listRequests.map((one) => one.scriptsBeforeRow.length))} files, ${kb(median(listRequests.map((one) => one.gzipBeforeRow)))} KB gzip (median)`,
);
budget(
  'Admin Queries usable',
  listMs <= USABLE_RATIO * minimalMs,
  `${Math.round(listMs)} ms = ${(listMs / minimalMs).toFixed(2)}× the minimal page's ${Math.round(minimalMs)} ms (≤ ${USABLE_RATIO}×)`,
);

await stop();
await dropDatabase(DB);
console.log(
  misses.length ? `\n${misses.length} budget(s) missed:\n  ${misses.join('\n  ')}` : '\nEvery budget met.',
);
process.exitCode = misses.length ? 1 : 0;
