// bench/web: what the public pages cost the browser (issue 4, "Speed").
//
//   node bench/web/run.mjs                 build web + API, report sizes, run Lighthouse
//   node bench/web/run.mjs --no-build      use the existing builds
//   node bench/web/run.mjs --sizes-only    skip Lighthouse
//   node bench/web/run.mjs --json out.json also write the figures as JSON
//   LIGHTHOUSE_RUNS=1 node bench/web/run.mjs   one Lighthouse run per page instead of the median of 3
//
// Every budget of issue 20 is printed with PASS or MISS; the command exits 1 on any miss.
// Sizes: for every prerendered public page in both locales, the JavaScript the page loads before
// it is interactive (its module preloads and entry script) and its CSS, raw, gzip (level 9) and
// brotli (quality 11), the way the server sends them (precompressed).
// Lighthouse 12 in its default mobile mode (simulated slow 4G, 4x CPU slowdown) drives Debian's
// Chromium against the production server (the API serving the build, fresh embedded database),
// as a first-time visitor (so the promo modal and the privacy notice show, as they would).
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const client = path.join(root, 'apps/web/build/client');
const args = process.argv.slice(2);
const has = (flag) => args.includes(flag);
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : null;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT ?? 4610);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

// Budgets of issue 20 (public pages, both locales). Every one is printed with PASS or MISS and a
// miss makes the command exit 1.
const BUDGETS = {
  // Home, About, FAQ, careers and the legal pages: JavaScript loaded before the page is idle.
  staticJsGzip: 90 * 1024,
  staticJsFiles: 12,
  staticJsAim: 60 * 1024,
  // Contact and the partner forms: JavaScript loaded before the first interaction with the form.
  formJsGzip: 120 * 1024,
  cssGzip: 12 * 1024,
  maxTbtMs: 100,
};
const TARGETS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const FORM_PAGES = ['contact-us', 'partner/rider', 'partner/vendor'];
const isFormPage = (route) => FORM_PAGES.some((page) => route.endsWith(`/${page}`));
const misses = [];
function budget(label, ok, detail) {
  console.log(`${ok ? 'PASS' : 'MISS'}  ${label}: ${detail}`);
  if (!ok) misses.push(`${label}: ${detail}`);
}
const LIGHTHOUSE_PAGES = ['', 'about-us', 'contact-us', 'faqs'];
const LOCALES = ['sv-en', 'sv-se'];

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// ---------------------------------------------------------------- sizes

const sizeCache = new Map();
function sizesOf(file) {
  if (!sizeCache.has(file)) {
    const content = readFileSync(path.join(client, file));
    sizeCache.set(file, {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizeCache.get(file);
}

const sum = (files) =>
  files
    .map(sizesOf)
    .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
      raw: 0,
      gzip: 0,
      brotli: 0,
    });

/** The relative static imports of a built chunk (`import … from"./x.js"`, `import"./x.js"`). */
function staticImportsOf(file) {
  const code = readFileSync(path.join(client, file), 'utf8');
  const dir = path.posix.dirname(file);
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g)].map((match) =>
    path.posix.join(dir, match[1]),
  );
}

function pageFiles(html) {
  const js = new Set();
  for (const match of html.matchAll(/<link rel="modulepreload" href="\/([^"]+)"/g)) js.add(match[1]);
  // Public pages request their scripts after the first paint (apps/web/scripts/hydrate-islands.mjs):
  // the preloads and the entry are named in the page's bootstrap script.
  for (const match of html.matchAll(/"\/(assets\/[^"]+\.js)"/g)) js.add(match[1]);
  for (const match of html.matchAll(/import\("\/([^"]+\.js)"\)/g)) js.add(match[1]);
  for (const match of html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)) js.add(match[1]);
  // And whatever those import statically, in case a preload is missing (what a page imports on
  // demand, such as a form's validation, is not followed).
  for (const file of js) for (const imported of staticImportsOf(file)) js.add(imported);
  const css = new Set(
    [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+\.css)"/g)].map((match) => match[1]),
  );
  return { js: [...js], css: [...css] };
}

function prerenderedPages() {
  const pages = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (entry === 'index.html') pages.push(file);
    }
  };
  for (const locale of LOCALES) walk(path.join(client, locale));
  return pages
    .map((file) => ({
      route: `/${path.relative(client, path.dirname(file))}`,
      html: readFileSync(file, 'utf8'),
    }))
    .filter(
      (page) => !page.html.includes('name="robots" content="noindex"') || page.route.endsWith('not-found'),
    )
    .sort((a, b) => a.route.localeCompare(b.route));
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function reportSizes() {
  const rows = prerenderedPages().map(({ route, html }) => {
    const files = pageFiles(html);
    return {
      route,
      js: sum(files.js),
      css: sum(files.css),
      jsFiles: files.js.length,
      html: Buffer.byteLength(html),
    };
  });
  console.log('\nInitial JavaScript and CSS per public page (KB; gzip = level 9, br = brotli 11)\n');
  console.log(
    'route                            JS files   JS raw   JS gzip   JS br    CSS gzip  CSS br   HTML',
  );
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(32)} ${String(row.jsFiles).padStart(8)} ${kb(row.js.raw).padStart(8)} ${kb(row.js.gzip).padStart(9)} ${kb(row.js.brotli).padStart(7)} ${kb(row.css.gzip).padStart(10)} ${kb(row.css.brotli).padStart(7)} ${kb(row.html).padStart(6)}`,
    );
  }
  console.log('\nBudgets (issue 20)\n');
  for (const row of rows) {
    if (row.route.endsWith('/not-found')) continue;
    // A page that loads no script at all has lost its islands (its menus and forms would be dead),
    // so it is a miss, not a perfect score.
    if (row.jsFiles === 0) {
      budget(`${row.route} JS`, false, 'no JavaScript found: the page would not hydrate');
      continue;
    }
    if (isFormPage(row.route)) {
      budget(
        `${row.route} JS before the first interaction`,
        row.js.gzip <= BUDGETS.formJsGzip,
        `${kb(row.js.gzip)} KB gzip in ${row.jsFiles} files (≤ ${kb(BUDGETS.formJsGzip)} KB)`,
      );
    } else {
      budget(
        `${row.route} JS before idle`,
        row.js.gzip <= BUDGETS.staticJsGzip && row.jsFiles <= BUDGETS.staticJsFiles,
        `${kb(row.js.gzip)} KB gzip in ${row.jsFiles} files (≤ ${kb(BUDGETS.staticJsGzip)} KB in ≤ ${BUDGETS.staticJsFiles} files; aim ${kb(BUDGETS.staticJsAim)} KB${row.js.gzip <= BUDGETS.staticJsAim ? ', met' : ''})`,
      );
    }
  }
  const largestCss = Math.max(...rows.map((row) => row.css.gzip));
  budget(
    'CSS of every page',
    largestCss < BUDGETS.cssGzip,
    `largest ${kb(largestCss)} KB gzip (< ${kb(BUDGETS.cssGzip)} KB)`,
  );
  const home = rows.find((row) => row.route === '/sv-en');
  if (home) {
    const biggest = pageFiles(readFileSync(path.join(client, 'sv-en/index.html'), 'utf8'))
      .js.map((file) => ({ file, ...sizesOf(file) }))
      .sort((a, b) => b.gzip - a.gzip);
    console.log('\nHome chunks by gzip size:');
    for (const chunk of biggest) console.log(`  ${kb(chunk.gzip).padStart(6)} KB  ${chunk.file}`);
  }
  return rows;
}

// ---------------------------------------------------------------- Lighthouse

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'levera-bench-'));
  const server = spawn('node', ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: client,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health/ready`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the server did not start');
}

async function runLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = await startServer();
  const results = [];
  try {
    for (const locale of LOCALES) {
      for (const page of LIGHTHOUSE_PAGES) {
        const route = page ? `/${locale}/${page}` : `/${locale}`;
        const runs = [];
        // A run that Lighthouse could not finish (it says so in runtimeError) is reported and run again.
        for (let i = 0, failures = 0; i < RUNS; i++) {
          const chrome = await chromeLauncher.launch({
            chromePath: CHROMIUM,
            chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
          });
          try {
            const result = await lighthouse(`http://127.0.0.1:${PORT}${route}`, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            });
            const lhr = result.lhr;
            const metrics = {
              fcp: lhr.audits['first-contentful-paint']?.numericValue,
              lcp: lhr.audits['largest-contentful-paint']?.numericValue,
              tbt: lhr.audits['total-blocking-time']?.numericValue,
              cls: lhr.audits['cumulative-layout-shift']?.numericValue,
            };
            const missing = Object.keys(metrics).filter((name) => typeof metrics[name] !== 'number');
            if (lhr.runtimeError || missing.length > 0) {
              const why = lhr.runtimeError?.code ?? `no ${missing.join(', ')}`;
              console.warn(`${route}: Lighthouse run failed (${why}), running it again`);
              if (++failures > 3) throw new Error(`${route}: Lighthouse failed four times`);
              i--;
              continue;
            }
            runs.push({
              scores: Object.fromEntries(
                Object.entries(lhr.categories).map(([id, category]) => [
                  id,
                  Math.round((category.score ?? 0) * 100),
                ]),
              ),
              metrics,
              failed: Object.values(lhr.audits)
                .filter(
                  (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
                )
                .map((audit) => audit.id),
            });
          } finally {
            await chrome.kill();
          }
        }
        // The median run by performance score.
        runs.sort((a, b) => a.scores.performance - b.scores.performance);
        const median = runs[Math.floor(runs.length / 2)];
        const tbts = runs.map((one) => one.metrics.tbt).sort((a, b) => a - b);
        results.push({ route, ...median, medianTbt: tbts[Math.floor(tbts.length / 2)] });
        const s = median.scores;
        const m = median.metrics;
        console.log(
          `${route.padEnd(20)} perf ${String(s.performance).padStart(3)}  a11y ${String(s.accessibility).padStart(3)}  best ${String(s['best-practices']).padStart(3)}  seo ${String(s.seo).padStart(3)}   FCP ${(m.fcp / 1000).toFixed(2)} s  LCP ${(m.lcp / 1000).toFixed(2)} s  TBT ${Math.round(m.tbt)} ms  CLS ${m.cls.toFixed(3)}${median.failed.length ? `   failing: ${median.failed.join(', ')}` : ''}`,
        );
      }
    }
  } finally {
    server.kill('SIGTERM');
  }
  console.log('\nLighthouse budgets (issue 20)\n');
  for (const result of results) {
    const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
    const low = categories.filter((category) => result.scores[category] < TARGETS[category]);
    budget(
      `${result.route} Lighthouse`,
      low.length === 0,
      `${categories.map((category) => `${category} ${result.scores[category]}`).join(', ')} (performance ≥ ${TARGETS.performance}, the others ${TARGETS.seo})`,
    );
    budget(
      `${result.route} total blocking time (median)`,
      result.medianTbt < BUDGETS.maxTbtMs,
      `${Math.round(result.medianTbt)} ms (< ${BUDGETS.maxTbtMs} ms)`,
    );
  }
  return results;
}

// ---------------------------------------------------------------- main

if (!has('--no-build')) {
  run('npm', ['run', 'build', '-w', 'apps/web']);
  if (!has('--sizes-only')) run('npm', ['run', 'build', '-w', 'apps/api']);
}
const sizes = reportSizes();
let lighthouse = [];
if (!has('--sizes-only')) {
  console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}— mobile, first visit\n`);
  lighthouse = await runLighthouse();
}
if (jsonOut)
  writeFileSync(
    jsonOut,
    `${JSON.stringify({ date: new Date().toISOString(), sizes, lighthouse, misses }, null, 2)}\n`,
  );
console.log(
  misses.length ? `\n${misses.length} budget(s) missed:\n  ${misses.join('\n  ')}` : '\nEvery budget met.',
);
process.exitCode = misses.length ? 1 : 0;
