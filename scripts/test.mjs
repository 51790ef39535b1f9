// `npm test`: everything a change must pass, in order (STYLE.md "one command validates").
// 1 lint · 2 typecheck · 3 unit + API tests on embedded PGlite · 4 the API tests again on PostgreSQL
// when TEST_DATABASE_URL is set (CI sets it) · 5 production build · 6 browser tests in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (${seconds}s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  // Browser tests use Debian's Chromium; a fresh machine gets it from Debian's packages.
  if (process.getuid?.() === 0) {
    run('install chromium (Debian package)', 'bash', [
      '-c',
      'apt-get update -qq && apt-get install -y -qq chromium',
    ]);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
}

const { TEST_DATABASE_URL, ...envWithoutDatabase } = process.env;
const only = process.argv[2];

if (!only || only === 'static') {
  run('lint (biome)', 'npx', ['biome', 'check', '.']);
  run('typecheck', 'npm', ['run', 'typecheck']);
}
if (!only || only === 'unit') {
  // The first run is always on PGlite, whatever the environment says.
  console.log('\n▶ unit and API tests on embedded PGlite');
  const pglite = spawnSync('npx', ['vitest', 'run'], { stdio: 'inherit', env: envWithoutDatabase });
  if (pglite.status !== 0) process.exit(pglite.status ?? 1);
  if (TEST_DATABASE_URL) {
    run('API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DATABASE_URL });
  } else {
    console.log('(TEST_DATABASE_URL not set: API tests on PostgreSQL skipped)');
  }
}
if (!only || only === 'e2e') {
  ensureChromium();
  run('build', 'npm', ['run', 'build']);
  run('browser tests (Playwright + Chromium)', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: CHROMIUM });
}
console.log('\nAll checks passed.');
