import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { readEnv } from '../env.ts';
import { keyringFromSettings } from '../lib/personal-data-crypto.ts';
import { stopOnUncaughtError } from '../lib/stop-on-uncaught-error.ts';
import { resealNationalIds } from '../modules/partners/reseal-national-ids.ts';
import { resealTwoFactorSecrets } from '../modules/two-factor/reseal-two-factor-secrets.ts';

// `npm run data-key:rotate` (decision 058): seals every personnummer with DATA_ENCRYPTION_KEY that
// is sealed with an earlier key (DATA_ENCRYPTION_PREVIOUS_KEYS) or still stored in clear. Run it
// after every process has been restarted with the new key as DATA_ENCRYPTION_KEY and the old one
// in DATA_ENCRYPTION_PREVIOUS_KEYS; when it reports nothing left, the old key can go. The admins'
// two-factor secrets are sealed with the same key and re-sealed too (decision 072). Safe to run
// again, and beside the running API on PostgreSQL (the embedded database allows one process: stop
// the API first).
// A failure is printed without its values (a failed query's parameters hold personnummer).
stopOnUncaughtError();
const env = readEnv();
const keyring = keyringFromSettings(env);
const database = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: path.resolve(env.DATA_DIR) });
try {
  const report = await resealNationalIds(database.db, keyring);
  const twoFactor = await resealTwoFactorSecrets(database.db, keyring);
  if (twoFactor.resealed > 0)
    console.log(
      `Re-sealed the two-factor secrets of ${twoFactor.resealed} admins with the current data key.`,
    );
  if (twoFactor.unopened.length > 0) {
    console.error(
      `The two-factor secrets of ${twoFactor.unopened.length} admins could not be opened (data key ` +
        `${[...new Set(twoFactor.unopened.map((row) => row.keyId))].join(', ')}): add that key to ` +
        'DATA_ENCRYPTION_PREVIOUS_KEYS and run this again, or reset their two-factor with ' +
        '`npm run two-factor:reset`.',
    );
    process.exitCode = 1;
  }
  if (report.legacy.sealed > 0)
    console.log(`Sealed ${report.legacy.sealed} personnummer that were still stored in clear.`);
  console.log(`Re-sealed ${report.resealed} personnummer with the current data key (${keyring.current.id}).`);
  const withoutHash = [...report.legacy.withoutHash, ...report.withoutHash];
  if (withoutHash.length > 0)
    console.warn(
      `Stored without a search hash, because another pending application has the same personnummer ` +
        `(decide one of them, then run this again): ${withoutHash.join(', ')}`,
    );
  if (report.unopened.length > 0) {
    const unknownKeys = [
      ...new Set(report.unopened.filter((row) => row.reason === 'unknownKey').map((row) => row.keyId)),
    ];
    console.error(
      [
        `${report.unopened.length} personnummer could not be opened and were left as they are:`,
        ...(unknownKeys.length > 0
          ? [
              `  sealed with data key ${unknownKeys.join(', ')}, which is neither DATA_ENCRYPTION_KEY nor in ` +
                'DATA_ENCRYPTION_PREVIOUS_KEYS. Add that key to DATA_ENCRYPTION_PREVIOUS_KEYS and run this again; ' +
                'do not remove any previous key until this command reports nothing left.',
            ]
          : []),
        ...report.unopened.map(
          (row) =>
            `  ${row.caseNumber}: ${row.reason === 'unknownKey' ? `key ${row.keyId} not configured` : 'altered or unreadable'}`,
        ),
      ].join('\n'),
    );
    process.exitCode = 1;
  } else if (report.left + report.legacy.left > 0) {
    console.error(
      `${report.left + report.legacy.left} rows were held by another transaction or run: run this again.`,
    );
    process.exitCode = 1;
  } else if (twoFactor.unopened.length === 0) {
    console.log(
      'Every personnummer and two-factor secret is sealed with the current key: the earlier keys can be removed from ' +
        'DATA_ENCRYPTION_PREVIOUS_KEYS.',
    );
  }
} finally {
  await database.close();
}
