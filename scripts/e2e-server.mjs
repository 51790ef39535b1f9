// The browser tests' server (playwright.config.ts `webServer`): the built API serving the built web
// app, on embedded PGlite in DATA_DIR, or, when the config sets DATABASE_URL (it does when
// TEST_DATABASE_URL is set, as in CI), on that PostgreSQL database: created empty here on the server
// of TEST_DATABASE_URL, migrated by the API as it starts, dropped once the API has stopped
// (Playwright stops it with SIGTERM at the end of the run). Decision 038.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const { DATABASE_URL, TEST_DATABASE_URL } = process.env;
const name = DATABASE_URL && TEST_DATABASE_URL ? new URL(DATABASE_URL).pathname.slice(1) : undefined;
if (name !== undefined && !/^levera_e2e_[a-z0-9]+$/.test(name)) {
  throw new Error(`Unexpected browser-test database "${name}"`);
}

async function onServer(statement) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

if (name) await onServer(`create database ${name}`);
const api = spawn(process.execPath, [fileURLToPath(new URL('../apps/api/dist/main.js', import.meta.url))], {
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => api.kill(signal));
}
const [code] = await once(api, 'exit');
if (name) await onServer(`drop database if exists ${name} with (force)`);
process.exit(code ?? 1);
