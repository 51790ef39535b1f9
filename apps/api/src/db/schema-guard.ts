import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './db-type.ts';

// The schema guard (issue 34 §5, decision 066). Drizzle records each applied migration in
// `drizzle.__drizzle_migrations` with `created_at` = its journal's `when`, and applies only
// migrations dated after the latest row. A release older than the database's schema therefore
// migrates nothing and starts, then answers 500s where a column it expects was renamed or dropped.
// So after migrating, a process compares the latest applied migration with the last one its own
// journal (`migrations/meta/_journal.json`, shipped with the build) knows, and refuses to go on.

type Journal = { entries: { idx: number; tag: string; when: number }[] };

/** The database was migrated by a newer release: its message is the one line an operator reads. */
export class SchemaNewerThanReleaseError extends Error {
  constructor(
    readonly database: { number: number; generatedAt: Date },
    readonly release: { tag: string },
  ) {
    super(
      `The database's schema (migration ${String(database.number).padStart(4, '0')}, generated ${database.generatedAt.toISOString()}) ` +
        `is newer than this release knows (${release.tag}): start the newer release, or restore a backup taken before the upgrade (docs/operations.md).`,
    );
    this.name = 'SchemaNewerThanReleaseError';
  }
}

/** Throws SchemaNewerThanReleaseError when `db` has a migration later than the release's journal. */
export async function refuseSchemaNewerThanRelease(db: Db, migrationsFolder: string): Promise<void> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const known = journal.entries.at(-1);
  if (!known) return;
  // `created_at` is a bigint (milliseconds): read as text, exact.
  const result = await db.execute<{ applied: number; latest: string | null }>(
    sql`select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  const [row] = (result as unknown as { rows: { applied: number; latest: string | null }[] }).rows;
  if (!row?.latest || Number(row.latest) <= known.when) return;
  // Migrations are numbered from 0 in the order they were applied: the latest is number applied - 1.
  throw new SchemaNewerThanReleaseError(
    { number: row.applied - 1, generatedAt: new Date(Number(row.latest)) },
    { tag: known.tag },
  );
}
