import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';

// The totals of the admin lists at scale (issue 20, decisions 043 and 068). Counting every match of a
// filter costs a read of every matching index entry: about 100 ms per million rows, on every
// request. Past `limit` matches the exact number is not worth that (nobody pages to row 250,000), so
// the count stops there and the list says "more than 10,000". It used to answer PostgreSQL's planner
// estimate instead, which for a search was a precise-looking wrong number ("about 292,939" for
// 200,000 matches, issue 34 §7): a lower bound that is true beats an estimate that is not.

/**
 * A list's total. `totalIsEstimate` (the wire name since decision 043): the count stopped at the
 * limit, and there are more matches than `total`.
 */
export type ListTotal = { total: number; totalIsEstimate: boolean };

/** `counted` rows of a count that read at most `limit + 1`: past the limit, "more than `limit`". */
function cappedTotal(counted: number, limit: number): ListTotal {
  return counted > limit
    ? { total: limit, totalIsEstimate: true }
    : { total: counted, totalIsEstimate: false };
}

/**
 * How many rows `rows` (a select of the matching rows, any columns) answers, counting at most
 * `limit + 1` of them: the number, or past the limit "more than `limit`".
 */
export async function countUpTo(db: Db, rows: SQLWrapper, limit: number): Promise<ListTotal> {
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (${rows} limit ${limit + 1}) as capped`),
  );
  return cappedTotal(Number(counted?.n ?? 0), limit);
}

/**
 * A "more than" total made exact where the page shows it: a page that is not full (and not empty)
 * is the last one, so the rows before it and on it are all there are.
 */
export function settledTotal(
  total: ListTotal,
  paging: { page: number; pageSize: number },
  rowsOnPage: number,
): ListTotal {
  if (!total.totalIsEstimate || rowsOnPage === 0 || rowsOnPage >= paging.pageSize) return total;
  return { total: (paging.page - 1) * paging.pageSize + rowsOnPage, totalIsEstimate: false };
}

/**
 * `countUpTo` of several selects (the query list's tabs) in one statement of scalar subqueries
 * (issue 20, decision 049).
 */
export async function countEachUpTo(db: Db, selects: SQL[], limit: number): Promise<ListTotal[]> {
  const columns = selects.map(
    (select, n) =>
      sql`(select count(*)::int from (${select} limit ${limit + 1}) as capped) as ${sql.identifier(`n${n}`)}`,
  );
  const [row] = rowsOf<Record<string, number>>(await db.execute(sql`select ${sql.join(columns, sql`, `)}`));
  return selects.map((_, n) => cappedTotal(Number(row?.[`n${n}`] ?? 0), limit));
}

type PlanNode = { 'Node Type': string; 'Plan Rows': number; Plans?: PlanNode[] };

async function planOf(db: Db, rows: SQLWrapper): Promise<PlanNode | undefined> {
  const [plan] = rowsOf<{ 'QUERY PLAN': unknown }>(await db.execute(sql`explain (format json) ${rows}`));
  const json = plan?.['QUERY PLAN'];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }];
  return parsed[0]?.Plan;
}

/** The planner's estimate of the rows a select answers (`EXPLAIN`: planned, not run). */
export async function plannedRows(db: Db, rows: SQLWrapper): Promise<number> {
  return Math.round((await planOf(db, rows))?.['Plan Rows'] ?? 0);
}

/** A select of the rows `where` matches in `table`, for `countUpTo`. */
export const matching = (table: SQLWrapper, where: SQL | undefined): SQL =>
  where ? sql`select 1 from ${table} where ${where}` : sql`select 1 from ${table}`;
