import type { SortOrder } from '@levera/domain';
import { PGlite } from '@electric-sql/pglite';
import { type AnyColumn, asc, Column, desc, is, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../db/db-type.ts';
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
 * PostgreSQL types Drizzle's drivers hand over as text, for the columns to read them (a
 * `timestamptz` column makes its `Date`): date, timestamp, timestamptz, interval, and their arrays
 * and numeric[] (drizzle-orm's node-postgres and pglite sessions).
 */
const TEXT_TYPES = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
const asText = (value: string) => value;
const nodePgTypes = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(id) ? asText : pg.types.getTypeParser(id, format),
};
const pgliteParsers = Object.fromEntries([...TEXT_TYPES].map((id) => [id, asText]));

type Decoder = { mapFromDriverValue: (value: unknown) => unknown };

/**
 * The rows of a select of plain fields (columns and `sql` expressions, no nested objects), read as
 * arrays from the driver (node-postgres or PGlite) and each made an object by the fields' own
 * decoders: what Drizzle answers, without its general mapping (nested selections, joins' nulls,
 * tracing), which was a tenth of an export's time (decision 077).
 */
async function plainRows<Query extends PgSelect>(db: Db, query: Query): Promise<Awaited<Query>[number][]> {
  const fields = Object.entries(query._.selectedFields as Record<string, unknown>);
  // An `sql` expression's decoder (`.mapWith`) is Drizzle's internal field: what its mapping calls.
  const decoderOf = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;
  const decoders = fields.map(([name, field]): Decoder => {
    if (is(field, Column)) return field;
    if (is(field, SQL)) return decoderOf(field);
    if (is(field, SQL.Aliased)) return decoderOf(field.sql);
    throw new Error(`plainRows: ${name} is not a column or an sql expression`);
  });
  const { sql: text, params } = query.toSQL();
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  const { rows } =
    client instanceof PGlite
      ? await client.query<unknown[]>(text, params, { rowMode: 'array', parsers: pgliteParsers })
      : await client.query<unknown[]>({ text, values: params, rowMode: 'array', types: nodePgTypes });
  return rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < fields.length; index++) {
      const value = values[index];
      row[fields[index]![0]] = value === null ? null : decoders[index]!.mapFromDriverValue(value);
    }
    return row as Awaited<Query>[number];
  });
}

/**
 * Every row a list's filters select, in its sort order, read in keyset batches (never all at once,
 * and never an OFFSET that grows with the export). `query` is the list's select of the row (with its
 * `id`) beside `continuationColumns(sort)`, plain fields only, as a `.$dynamic()` query with its
 * filters and `continueAfter` (none for the first batch); the sort's order and the batch size are
 * added here. Answers each batch as it is read, so the caller formats a batch at a time.
 *
 * The next batch is asked for before this one is answered, so the database reads it while the
 * caller formats this one (on PostgreSQL, another process): at most two batches in memory.
 */
export async function* keysetBatches<Query extends PgSelect>(
  db: Db,
  sort: ListSort,
  query: (continueAfter: SQL | undefined) => Query,
): AsyncGenerator<Awaited<Query>[number][]> {
  const read = (from: Continuation | null) =>
    plainRows(
      db,
      query(from ? after(sort, from) : undefined)
        .orderBy(...orderOf(sort))
        .limit(EXPORT_BATCH_SIZE),
    );
  let batch = await read(null);
  for (;;) {
    if (batch.length < EXPORT_BATCH_SIZE) {
      if (batch.length > 0) yield batch;
      return;
    }
    const last = batch[batch.length - 1] as Record<string, unknown>;
    const next = read(continuationOf(sort, last, String(last.id)));
    // A reader that stops here (the client went away) leaves `next` unread: its failure is not an
    // unhandled rejection; one that goes on awaits it below and sees the failure there.
    next.catch(() => undefined);
    yield batch;
    batch = await next;
  }
}
