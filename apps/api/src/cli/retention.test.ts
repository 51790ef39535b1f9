import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { auditLog, partnerApplications, vendors } from '../db/schema.ts';
import { runRetentionCli } from '../test/retention-cli.ts';
import { createTestDatabaseForProcesses, postgresOnly, testDatabaseUrl } from '../test/test-app.ts';

// `npm run retention -- --as-of YYYY-MM-DD [--dry-run]` (decision 060), run as an operator runs it:
// on an embedded database in a folder of its own, and (with TEST_DATABASE_URL) twice at once on one
// PostgreSQL database.

/**
 * A rejected application (rejected on 1 Jan 2026), a pending one, and a vendor account last used on
 * 1 Jan 2024; as of 1 Aug 2026 the first is past its six months and the account past its 24.
 */
async function seed(database: Database, tag: string) {
  const db = database.db;
  const application = (status: string, i: number) => ({
    caseNumber: `R-2026-${tag}${i}`,
    type: 'rider',
    status,
    firstName: 'Cli',
    lastName: `Applicant${i}`,
    email: `cli-${tag}-${i}@example.se`,
    phone: '+46701112233',
    termsAcceptedAt: new Date('2025-12-01T10:00:00Z'),
    createdAt: new Date('2025-12-01T10:00:00Z'),
    updatedAt: new Date('2026-01-01T10:00:00Z'),
    ...(status === 'rejected' && { lastAction: 'reject', lastActionAt: new Date('2026-01-01T10:00:00Z') }),
  });
  const [rejected, pending] = await db
    .insert(partnerApplications)
    .values([application('rejected', 1), application('pending', 2)])
    .returning({ caseNumber: partnerApplications.caseNumber });
  const [vendor] = await db
    .insert(vendors)
    .values({
      vendorName: `Cli Vendor ${tag}`,
      email: `cli-vendor-${tag}@example.se`,
      createdAt: new Date('2024-01-01T10:00:00Z'),
    })
    .returning({ id: vendors.id });
  return { rejected: rejected!.caseNumber, pending: pending!.caseNumber, vendorId: vendor!.id };
}

const caseNumbersLeft = async (database: Database, caseNumbers: string[]) =>
  (
    await database.db
      .select({ caseNumber: partnerApplications.caseNumber })
      .from(partnerApplications)
      .where(inArray(partnerApplications.caseNumber, caseNumbers))
  )
    .map((row) => row.caseNumber)
    .sort();

describe('npm run retention', () => {
  // One embedded database for the file, as on an operator's machine. The tests run in order.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'levera-retention-cli-'));
  const embedded = { dataDir };

  it('prints its usage, and refuses a bad date or a missing one with exit code 2', async () => {
    const help = await runRetentionCli(['--help'], embedded);
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toContain('Usage: npm run retention -- --as-of YYYY-MM-DD [--dry-run]');
    for (const [args, message] of [
      [
        ['--as-of', '2026-02-30'],
        '--as-of must be a date written YYYY-MM-DD, such as 2027-06-01 (got "2026-02-30").',
      ],
      [
        ['--as-of', '1/8/2026'],
        '--as-of must be a date written YYYY-MM-DD, such as 2027-06-01 (got "1/8/2026").',
      ],
      [['--dry-run'], '--as-of is required.'],
      [['--as-of', '2026-08-01', '--now'], "Unknown option '--now'"],
    ] as const) {
      const refused = await runRetentionCli([...args], embedded);
      expect([args, refused.status]).toEqual([args, 2]);
      expect(refused.stderr).toContain(message);
      expect(refused.stdout).toBe('');
    }
  }, 60_000);

  it('says what a pass as of a day would do, then does it, on the embedded database', async () => {
    let database = await openDatabase({ kind: 'pglite', dataDir });
    const seeded = await seed(database, 'e');
    await database.close();

    const dryRun = await runRetentionCli(['--as-of', '2026-08-01', '--dry-run'], embedded);
    expect(dryRun.status, dryRun.stderr).toBe(0);
    expect(dryRun.stdout.trim().split('\n')).toEqual([
      'Retention as of 2026-08-01, dry run: nothing was changed.',
      `Rejected applications that would be erased: 1 (${seeded.rejected})`,
      'Dismissed update requests that would be erased: 0',
      'Closed contact queries that would be erased: 0',
      `Unused vendor accounts that would be told by e-mail: 1 (${seeded.vendorId})`,
      'Unused vendor accounts that would be archived and anonymised: 0',
    ]);
    database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await caseNumbersLeft(database, [seeded.rejected, seeded.pending])).toEqual(
        [seeded.rejected, seeded.pending].sort(),
      );
      expect(await database.db.select().from(auditLog)).toEqual([]);
    } finally {
      await database.close();
    }

    const pass = await runRetentionCli(['--as-of', '2026-08-01'], embedded);
    expect(pass.status, pass.stderr).toBe(0);
    expect(pass.stdout.trim().split('\n')).toEqual([
      'Retention as of 2026-08-01.',
      `Rejected applications erased: 1 (${seeded.rejected})`,
      'Dismissed update requests erased: 0',
      'Closed contact queries erased: 0',
      `Unused vendor accounts told by e-mail: 1 (${seeded.vendorId})`,
      'Unused vendor accounts archived and anonymised: 0',
    ]);
    database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await caseNumbersLeft(database, [seeded.rejected, seeded.pending])).toEqual([seeded.pending]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it.skipIf(!testDatabaseUrl)(
    postgresOnly('runs on DATABASE_URL, and two at once erase each item once'),
    async () => {
      const { url, drop } = await createTestDatabaseForProcesses();
      try {
        let database = await openDatabase({ kind: 'postgres', url });
        const seeded = await seed(database, 'p');
        await database.close();
        const runs = await Promise.all([
          runRetentionCli(['--as-of', '2026-08-01'], { url }),
          runRetentionCli(['--as-of', '2026-08-01'], { url }),
        ]);
        for (const run of runs) expect(run.status, run.stderr).toBe(0);
        const erased = runs.map((run) => /^Rejected applications erased: (\d)/m.exec(run.stdout)?.[1]);
        expect(erased.sort()).toEqual(['0', '1']);
        const told = runs.map((run) => /^Unused vendor accounts told by e-mail: (\d)/m.exec(run.stdout)?.[1]);
        expect(told.sort()).toEqual(['0', '1']);
        database = await openDatabase({ kind: 'postgres', url });
        try {
          expect(await caseNumbersLeft(database, [seeded.rejected, seeded.pending])).toEqual([
            seeded.pending,
          ]);
          const entries = await database.db.select({ action: auditLog.action }).from(auditLog);
          expect(entries.map((entry) => entry.action).sort()).toEqual(['retentionErase', 'retentionNotice']);
        } finally {
          await database.close();
        }
      } finally {
        await drop();
      }
    },
    120_000,
  );
});
