import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Drizzle's migrator applies a migration only when its journal date (`when`) is later than that of
// the last migration the database applied. A migration dated earlier than one before it (two branches
// generating migrations in parallel, then merged) would be skipped for good by a database that had
// already applied the later-dated one. 0012 and 0013 were merged that way, in the same release as
// 0011 (no database was migrated to 0011 alone); every migration since must be dated after all
// earlier ones.
const SHIPPED_OUT_OF_ORDER = new Set(['0012_promotion_items', '0013_list_scale']);

type Journal = { entries: { idx: number; tag: string; when: number }[] };
const journal: Journal = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
);

describe('the migrations journal', () => {
  it('dates each migration after every earlier one', () => {
    const outOfOrder = journal.entries.filter(
      (entry, index) =>
        !SHIPPED_OUT_OF_ORDER.has(entry.tag) &&
        journal.entries.slice(0, index).some((earlier) => earlier.when >= entry.when),
    );
    expect(outOfOrder.map((entry) => entry.tag)).toEqual([]);
  });

  it('numbers the migrations in order, without gaps', () => {
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, index) => index));
  });
});
