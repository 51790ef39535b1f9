import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Browser tests drive Debian's Chromium (never a downloaded browser) against the production build,
// served by the API on a fresh database: a new PostgreSQL database on the server of
// TEST_DATABASE_URL when it is set (CI), else embedded PGlite (decision 038).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const dataDir = mkdtempSync(path.join(tmpdir(), 'levera-e2e-'));
/** This run's database on TEST_DATABASE_URL's server (named once, in the runner; workers inherit it). */
function postgresDatabaseUrl(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) return undefined;
  process.env.LEVERA_E2E_DATABASE ??= `levera_e2e_${randomBytes(6).toString('hex')}`;
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${process.env.LEVERA_E2E_DATABASE}`;
  return url.toString();
}
const databaseUrl = postgresDatabaseUrl();
/**
 * Where the browser tests' SMTP server (started by scripts/e2e-server.mjs) writes each e-mail the API
 * sends, one JSON file each; named once, in the runner, so the workers read the same folder
 * (`e2e/support/mail.ts`, decision 040).
 */
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), 'levera-e2e-mail-'));
export const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR;
export const E2E_ADMIN = { email: 'e2e-admin@levera.test', password: 'e2e-admin-password' };
/**
 * The signed-in admin's browser storage, saved once per run by the `sign-in` project and loaded by
 * the specs that need a signed-in admin (`test.use({ storageState: ADMIN_STATE })`, decision 030).
 * Under the output directory, which Playwright empties before each run.
 */
export const ADMIN_STATE = path.resolve('test-results/.auth/admin.json');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // CI retries a failed test once; one that then passes is "flaky", listed at the end of the run
  // (and of `npm test`) to be fixed, without failing the run (decision 030).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording every test to keep failures' traces costs about a quarter of the run; CI traces the
    // retry of a failed test instead (decision 030).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'sign-in', testMatch: /\.setup\.ts$/ },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      dependencies: ['sign-in'],
    },
  ],
  webServer: {
    // Creates the PostgreSQL database (if any) and drops it after the API stops.
    command: 'node scripts/e2e-server.mjs',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    url: `http://127.0.0.1:${PORT}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      // Production refuses to start without a data key (decision 058): one for this run.
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      SHUTDOWN_DRAIN_MS: '0',
      WEB_DIST_DIR: path.resolve('apps/web/build/client'),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      PUBLIC_FORM_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      // E-mails go to the SMTP server of e2e-server.mjs at once, with links to this server.
      E2E_MAIL_DIR,
      MAIL_POLL_MS: '250',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    },
  },
});
