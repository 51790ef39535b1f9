import path from 'node:path';
import { isIsoDate } from '@levera/domain';
import { openDatabase } from '../db/client.ts';
import { readEnv } from '../env.ts';
import { type RetentionReport, runRetention } from '../jobs/retention.ts';
import { stopOnUncaughtError } from '../lib/stop-on-uncaught-error.ts';
import { readOptions, refuseWithUsage } from './command-line.ts';

// `npm run retention -- --as-of YYYY-MM-DD [--dry-run]` (decision 060): one retention pass as if on
// that day, on the embedded database in DATA_DIR or on DATABASE_URL, the same pass the daily job
// runs. Prints what it did, or with --dry-run what it would do, by case number and account id.

const USAGE = `Usage: npm run retention -- --as-of YYYY-MM-DD [--dry-run]

Runs one retention pass of the privacy policy as if on that day (at 00:00 UTC): rejected
applications and closed contact queries past their time are erased, unused vendor accounts are
told by e-mail, and those told long enough ago are archived and anonymised.

  --as-of YYYY-MM-DD  the day the pass runs as of
  --dry-run           print what the pass would do, and change nothing
  --help              print this text

The database is DATABASE_URL, or else the embedded database in DATA_DIR (stop the API first: the
embedded database is one process's).`;

// A failed pass is printed without its values (a failed query's parameters hold e-mail addresses).
stopOnUncaughtError();

const refuse: (message: string) => never = (message) => refuseWithUsage(USAGE, message);
const values = readOptions(USAGE, { 'as-of': { type: 'string' }, 'dry-run': { type: 'boolean' } });
const asOf = values['as-of'];
if (asOf === undefined) refuse('--as-of is required.');
if (!isIsoDate(asOf))
  refuse(`--as-of must be a date written YYYY-MM-DD, such as 2027-06-01 (got "${asOf}").`);
const dryRun = values['dry-run'] ?? false;

const env = readEnv();
const database = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: path.resolve(env.DATA_DIR) });
try {
  const report = await runRetention(database.db, { now: new Date(`${asOf}T00:00:00Z`), dryRun });
  console.log(describe(report, asOf, dryRun));
} finally {
  await database.close();
}

/** The report as lines an operator reads: a count per kind, then its case numbers or account ids. */
function describe(report: RetentionReport, day: string, isDryRun: boolean): string {
  const kinds: [what: string, done: string, items: string[]][] = [
    ['Rejected applications', 'erased', report.rejectedApplications.map((item) => item.caseNumber)],
    ['Dismissed update requests', 'erased', report.dismissedUpdateRequests.map((item) => item.caseNumber)],
    ['Closed contact queries', 'erased', report.closedQueries.map((item) => item.caseNumber)],
    ['Unused vendor accounts', 'told by e-mail', report.unusedAccountsNotified.map((item) => item.id)],
    [
      'Unused vendor accounts',
      'archived and anonymised',
      report.unusedAccountsAnonymised.map((item) => item.id),
    ],
  ];
  return [
    isDryRun ? `Retention as of ${day}, dry run: nothing was changed.` : `Retention as of ${day}.`,
    ...kinds.map(
      ([what, done, items]) =>
        `${what} ${isDryRun ? `that would be ${done}` : done}: ${items.length}${items.length ? ` (${items.join(', ')})` : ''}`,
    ),
  ].join('\n');
}
