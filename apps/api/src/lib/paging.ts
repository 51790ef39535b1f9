import { desc } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';

/** A 1-based page of a list. */
export type Paging = { page: number; pageSize: number };

/**
 * One page of a list in the order every list has: newest first, the id breaking ties so that no row
 * is repeated or skipped between pages. `query` is a `.$dynamic()` select.
 */
export function newestFirstPage<Query extends PgSelect>(
  query: Query,
  columns: { createdAt: AnyPgColumn; id: AnyPgColumn },
  paging: Paging,
): Query {
  return query
    .orderBy(desc(columns.createdAt), desc(columns.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}
