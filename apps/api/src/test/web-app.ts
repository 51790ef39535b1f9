import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { readEnv } from '../env.ts';
import { loggerOptions } from '../logger.ts';
import { createTestDatabase } from './test-app.ts';

// The API serving the real web build (decisions 073, 074), for the tests of server-rendered pages
// and their form posts: on PGlite, or PostgreSQL with TEST_DATABASE_URL. `npm test` builds the web
// before the API tests; without a build the suites say so and skip.

export const webRoot = path.resolve(import.meta.dirname, '../../../web/build/client');
/** Whether the web build is there (the suites skip without it). */
export const webBuilt = existsSync(path.join(webRoot, '..', 'server', 'index.js'));
if (!webBuilt) console.warn(`web page tests: no web build at ${webRoot}: run \`npm run build\` first`);

export type WebTestApp = {
  app: App;
  database: Database;
  /** Every log line the app wrote (at trace level), to check what a log never holds. */
  lines: string[];
};

/** Builds the app with the web for the file's tests (in beforeAll) and closes it after them. */
export function useWebApp(env: Record<string, string> = {}): WebTestApp {
  const handle = { lines: [] as string[] } as WebTestApp;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (!webBuilt) return;
    const settings = readEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      WEB_DIST_DIR: webRoot,
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      ...env,
    });
    const created = await createTestDatabase();
    handle.database = created.database;
    drop = created.drop;
    const logger = {
      ...(loggerOptions(settings) as object),
      stream: { write: (line: string) => void handle.lines.push(line) },
    };
    handle.app = await buildApp({ env: settings, database: handle.database, logger, serveWeb: true });
    await handle.app.ready();
  });
  afterAll(async () => {
    await handle.app?.close();
    await handle.database?.close();
    await drop?.();
  });
  return handle;
}

/** A browser's post of `fields` to `url` from `ip`, as a page's form without JavaScript sends it. */
export function postForm(app: App, url: string, fields: Record<string, string>, ip: string) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    payload: new URLSearchParams(fields).toString(),
  });
}
