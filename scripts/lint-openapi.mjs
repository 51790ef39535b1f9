// `npm run lint:openapi` (decision 026): builds the API in-process on an in-memory PGlite database,
// takes the OpenAPI document it serves at /api/docs, and lints it with Spectral against
// `.spectral.mjs` (spectral:oas and the OWASP API Security ruleset). Prints the findings of each
// rule and fails on any error. `… lint-openapi.mjs some.json` lints that document instead.
// Run with the tsx loader (`node --import tsx`), since it imports the API's TypeScript sources.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEVERITIES = ['error', 'warning', 'information', 'hint'];
const MAX_LISTED = 40;

/** The document the API serves, built without listening. */
async function servedDocument() {
  const { buildApp } = await import('../apps/api/src/app.ts');
  const { openDatabase } = await import('../apps/api/src/db/client.ts');
  const { readEnv } = await import('../apps/api/src/env.ts');
  const database = await openDatabase({ kind: 'pglite' });
  const app = await buildApp({
    env: readEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    }),
    database,
  });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
  }
}

const folder = mkdtempSync(path.join(tmpdir(), 'levera-openapi-'));
try {
  const documentFile = process.argv[2] ?? path.join(folder, 'openapi.json');
  if (!process.argv[2]) writeFileSync(documentFile, JSON.stringify(await servedDocument(), null, 2));
  const resultsFile = path.join(folder, 'results.json');
  const ruleset = path.join(root, '.spectral.mjs');
  const spectral = spawnSync(
    path.join(root, 'node_modules/.bin/spectral'),
    ['lint', documentFile, '--ruleset', ruleset, '--format', 'json', '--output', resultsFile, '--quiet'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  // Spectral exits 1 when it found an error, 2 when it could not run.
  if (spectral.status !== 0 && spectral.status !== 1) {
    console.error(`✖ Spectral could not lint the OpenAPI document (exit ${spectral.status})`);
    process.exitCode = 2;
  } else {
    process.exitCode = report(JSON.parse(readFileSync(resultsFile, 'utf8'))) ? 1 : 0;
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}

/** Prints the count of each rule that fired and where the errors are; true when there is an error. */
function report(results) {
  const counts = new Map();
  for (const { code, severity } of results) {
    const key = `${SEVERITIES[severity]} ${code}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const [key, count] of [...counts].sort()) console.log(`${String(count).padStart(5)}  ${key}`);
  const errors = results.filter((result) => result.severity === 0);
  for (const error of errors.slice(0, MAX_LISTED)) {
    console.log(`error ${error.code}: ${error.message}\n  at ${error.path.join(' › ')}`);
  }
  if (errors.length > MAX_LISTED) console.log(`… and ${errors.length - MAX_LISTED} more errors`);
  const count = (severity) => results.filter((result) => result.severity === severity).length;
  const summary = `OpenAPI lint (Spectral OWASP): ${count(0)} errors, ${count(1)} warnings, ${count(2) + count(3)} notes`;
  console.log(errors.length ? `✖ ${summary}` : `✔ ${summary}`);
  return errors.length > 0;
}
