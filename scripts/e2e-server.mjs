// The browser tests' server (playwright.config.ts `webServer`): the built API serving the built web
// app, on embedded PGlite in DATA_DIR, or, when the config sets DATABASE_URL (it does when
// TEST_DATABASE_URL is set, as in CI), on that PostgreSQL database: created empty here on the server
// of TEST_DATABASE_URL, migrated by the API as it starts, dropped once the API has stopped
// (Playwright stops it with SIGTERM at the end of the run). Decision 038.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onDatabaseServer, recipientsOf, startMailServer } from './test-services.mjs';

const { DATABASE_URL, TEST_DATABASE_URL } = process.env;
const name = DATABASE_URL && TEST_DATABASE_URL ? new URL(DATABASE_URL).pathname.slice(1) : undefined;
if (name !== undefined && !/^levera_e2e_[a-z0-9]+$/.test(name)) {
  throw new Error(`Unexpected browser-test database "${name}"`);
}

/**
 * A real SMTP server for the API under test (issue 19, decision 040): every e-mail the API sends is
 * received over SMTP, parsed, and written as one JSON file to E2E_MAIL_DIR, where the test workers read
 * it (`e2e/support/mail.ts`). Answers the SMTP_URL to give the API.
 */
async function startMailToFolder(folder) {
  await mkdir(folder, { recursive: true });
  const { server, port } = await startMailServer(0, async (parsed) => {
    const file = path.join(folder, `${Date.now()}-${randomBytes(4).toString('hex')}.json`);
    const message = {
      to: recipientsOf(parsed),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: parsed.html || '',
    };
    // Written whole, then renamed: a reader never sees half a file.
    await writeFile(`${file}.part`, JSON.stringify(message));
    await rename(`${file}.part`, file);
  });
  return { server, url: `smtp://127.0.0.1:${port}` };
}

if (name) await onDatabaseServer(TEST_DATABASE_URL, `create database ${name}`);
const mail = process.env.E2E_MAIL_DIR ? await startMailToFolder(process.env.E2E_MAIL_DIR) : null;
const api = spawn(process.execPath, [fileURLToPath(new URL('../apps/api/dist/main.js', import.meta.url))], {
  stdio: 'inherit',
  env: { ...process.env, ...(mail && { SMTP_URL: mail.url }) },
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => api.kill(signal));
}
const [code] = await once(api, 'exit');
mail?.server.close();
if (name) await onDatabaseServer(TEST_DATABASE_URL, `drop database if exists ${name} with (force)`);
process.exit(code ?? 1);
