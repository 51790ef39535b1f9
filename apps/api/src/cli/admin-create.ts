import { parseArgs } from 'node:util';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { readEnv } from '../env.ts';
import { stopOnUncaughtError } from '../lib/stop-on-uncaught-error.ts';
import { upsertAdmin, WeakPasswordError } from '../seed/bootstrap.ts';

// `npm run admin:create -- --email ops@example.se --password '…' [--name 'Ops']`
// Creates the admin, or resets the password of an existing one and ends its sessions. A common
// password, the e-mail itself or only spaces is refused (issue 14).
// A failure is printed without its values (a failed query's parameters hold the e-mail address).
stopOnUncaughtError();
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
if (!values.email || !values.password || values.password.length < 6) {
  console.error(
    'Usage: npm run admin:create -- --email <email> --password <at least 6 characters> [--name <name>]',
  );
  process.exit(1);
}
const env = readEnv();
const database = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: path.resolve(env.DATA_DIR) });
try {
  const admin = await upsertAdmin(database.db, values.email, values.password, values.name);
  console.log(`Admin ${admin.email} is ready.`);
} catch (error) {
  if (!(error instanceof WeakPasswordError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
