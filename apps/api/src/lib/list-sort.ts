import type { SortOrder } from '@levera/domain';
import { type AnyColumn, asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Paging } from './paging.ts';

// Server-side sorting of the admin lists and the keyset batches of their exports (issue 18,
// decision 035). A list maps each name of its domain allow-list (`QUERY_SORTS`…) to SQL here, so
// nothing a client sends reaches SQL but the choice between those names. Every sort key is NOT NULL,
// and the id breaks ties in the same direction, so `(keys…, id)` is a total order that a row-value
// comparison can continue from (keyset) and a `(key, id)` index can serve in either direction.

/** One sort key: a column or expression, and its PostgreSQL type (to read a continuation value back). */
export type SortKey = { value: AnyColumn | SQLWrapper; type: 'timestamptz' | 'date' | 'text' };

/** A list's sort: its keys (most significant first), the id that breaks ties, and the direction. */
export type ListSort = { keys: readonly SortKey[]; id: AnyColumn | SQLWrapper; order: SortOrder };

const timestamptz = (value: AnyColumn | SQLWrapper): SortKey => ({ value, type: 'timestamptz' });
const text = (value: AnyColumn | SQLWrapper): SortKey => ({ value, type: 'text' });
const date = (value: AnyColumn | SQLWrapper): SortKey => ({ value, type: 'date' });
export const sortKey = { timestamptz, text, date };

/** `ORDER BY keys…, id` in the sort's direction. */
export function orderOf(sort: ListSort): SQL[] {
  const direction = sort.order === 'asc' ? asc : desc;
  return [...sort.keys.map((key) => direction(key.value)), direction(sort.id)];
}

/** A page of a `.$dynamic()` select in the sort's order. */
export function sortedPage<Query extends PgSelect>(query: Query, sort: ListSort, paging: Paging): Query {
  return query
    .orderBy(...orderOf(sort))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

/** Where the next batch starts: the sort keys (as text) and the id of the last row sent. */
type Continuation = { keys: string[]; id: string };

/** The keys of a row as text, selected beside it so the next batch can continue after it. */
export function continuationColumns(sort: ListSort): Record<string, SQL<string>> {
  return Object.fromEntries(
    sort.keys.map((key, index) => [`sortKey${index}`, sql<string>`(${key.value})::text`]),
  );
}

/** The continuation after a row that was selected with `continuationColumns`. */
function continuationOf(sort: ListSort, row: Record<string, unknown>, id: string): Continuation {
  return { keys: sort.keys.map((_key, index) => String(row[`sortKey${index}`])), id };
}

/** Rows strictly after `from` in the sort's order: one row-value comparison, served by the index. */
function after(sort: ListSort, from: Continuation): SQL {
  const columns = sql.join([...sort.keys.map((key) => sql`${key.value}`), sql`${sort.id}`], sql`, `);
  const values = sql.join(
    [
      ...sort.keys.map((key, index) => sql`cast(${from.keys[index]} as ${sql.raw(key.type)})`),
      sql`cast(${from.id} as uuid)`,
    ],
    sql`, `,
  );
  return sort.order === 'asc' ? sql`(${columns}) > (${values})` : sql`(${columns}) < (${values})`;
}

/**
 * Rows per batch of an export: small enough to stay light in memory, large enough to be few queries
 * (decision 077 measured 1,000, 5,000 and 20,000 alike: the round trips are not what costs).
 */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Every row a list's filters select, in its sort order, read in keyset batches (never all at once,
 * and never an OFFSET that grows with the export). `query` is the list's select of the row beside
 * `continuationColumns(sort)`, as a `.$dynamic()` query with its filters and `continueAfter` (none
 * for the first batch); the sort's order and the batch size are added here. `idOf` reads a selected
 * row's id. Answers each batch as it is read, so the caller formats a batch at a time.
 */
export async function* keysetBatches<Query extends PgSelect>(
  sort: ListSort,
  query: (continueAfter: SQL | undefined) => Query,
  idOf: (selected: Awaited<Query>[number]) => string,
): AsyncGenerator<Awaited<Query>[number][]> {
  let from: Continuation | null = null;
  for (;;) {
    const batch: Awaited<Query>[number][] = await query(from ? after(sort, from) : undefined)
      .orderBy(...orderOf(sort))
      .limit(EXPORT_BATCH_SIZE);
    if (batch.length > 0) yield batch;
    if (batch.length < EXPORT_BATCH_SIZE) return;
    const last = batch[batch.length - 1]!;
    from = continuationOf(sort, last, idOf(last));
  }
}
