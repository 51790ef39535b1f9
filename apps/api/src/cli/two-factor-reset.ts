import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { readEnv } from '../env.ts';
import { stopOnUncaughtError } from '../lib/stop-on-uncaught-error.ts';
import { resetTwoFactor } from '../modules/two-factor/two-factor.service.ts';
import { readOptions, refuseWithUsage } from './command-line.ts';

// `npm run two-factor:reset -- --email EMAIL` (issue 33 §5, decision 072): for an admin who lost
// the phone and the recovery codes. Clears its two-factor and recovery codes, ends its sessions and
// writes an audit row by the service (`system`); the admin signs in with the password alone, then
// sets two-factor up again (at once, when the team requires it).

const USAGE = `Usage: npm run two-factor:reset -- --email EMAIL

Turns two-factor sign-in off for the admin EMAIL, who has lost the phone and the
recovery codes: the secret and the recovery codes are deleted, the admin is signed
out everywhere, and the Activity screen shows the reset. The admin then signs in
with the password alone and sets two-factor up again (at once, when the team
requires it). Confirm who is asking before you run it.

  --email EMAIL  the admin's e-mail address (required)
  --help         print this text

The database is DATABASE_URL, or else the embedded database in DATA_DIR (stop the API first: the
embedded database is one process's).`;

// A failure is printed without its values (a failed query's parameters hold the e-mail address).
stopOnUncaughtError();

const values = readOptions(USAGE, { email: { type: 'string' } });
const email = values.email?.trim();
if (!email) refuseWithUsage(USAGE, '--email is required.');

const env = readEnv();
const database = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: path.resolve(env.DATA_DIR) });
try {
  const admin = await resetTwoFactor(database.db, email, new Date());
  if (admin) {
    console.log(`Two-factor sign-in of ${email} is reset and its sessions are ended.`);
  } else {
    console.error(`No admin has the e-mail address ${email}.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
