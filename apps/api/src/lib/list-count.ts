import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';

// The totals of the admin lists at scale (issue 20, decision 043). Counting every match of a filter
// costs a read of every matching index entry: about 100 ms per million rows, on every request.
// Past `limit` matches the exact number is not worth that (nobody pages to row 250,000), so the list
// says "about" and answers PostgreSQL's planner estimate instead, as large admin tools do.

/** A list's total, and whether it is the planner's estimate rather than a count. */
export type ListTotal = { total: number; totalIsEstimate: boolean };

/**
 * How many rows `rows` (a select of the matching rows, any columns) answers. First the planner's
 * estimate (`EXPLAIN`, planned, not run: about a millisecond): past `limit` it is the answer, marked
 * as an estimate. Otherwise they are counted, reading at most `limit + 1` of them; a count past the
 * limit (the estimate was low) answers the estimate again, never less than `limit + 1`.
 */
export async function countUpTo(db: Db, rows: SQLWrapper, limit: number): Promise<ListTotal> {
  const planned = await plannedRows(db, rows);
  if (planned > limit) return { total: planned, totalIsEstimate: true };
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (${rows} limit ${limit + 1}) as capped`),
  );
  const total = Number(counted?.n ?? 0);
  if (total <= limit) return { total, totalIsEstimate: false };
  return { total: Math.max(limit + 1, planned), totalIsEstimate: true };
}

/**
 * An estimated total made exact where the page shows it: a page that is not full (and not empty)
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
 * `countUpTo` of several selects (the query list's tabs) in two statements instead of two each:
 * their estimates from one plan, and the counts of those under the limit in one select (issue 20,
 * decision 049).
 */
export async function countEachUpTo(db: Db, selects: SQL[], limit: number): Promise<ListTotal[]> {
  const planned = await plannedRowsEach(db, selects);
  const toCount = selects.flatMap((select, index) => (planned[index]! > limit ? [] : [{ select, index }]));
  const counted = new Map<number, number>();
  if (toCount.length) {
    const columns = toCount.map(
      ({ select }, n) =>
        sql`(select count(*)::int from (${select} limit ${limit + 1}) as capped) as ${sql.identifier(`n${n}`)}`,
    );
    const [row] = rowsOf<Record<string, number>>(await db.execute(sql`select ${sql.join(columns, sql`, `)}`));
    for (const [n, { index }] of toCount.entries()) counted.set(index, Number(row?.[`n${n}`] ?? 0));
  }
  return planned.map((estimate, index) => {
    const total = counted.get(index);
    if (total === undefined) return { total: estimate, totalIsEstimate: true };
    if (total <= limit) return { total, totalIsEstimate: false };
    return { total: Math.max(limit + 1, estimate), totalIsEstimate: true };
  });
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

/**
 * The estimates of several selects from one plan of their UNION ALL: an Append with one child per
 * select, in order. Any other shape (a parallel plan divides its children's rows per worker) is
 * planned one by one instead.
 */
async function plannedRowsEach(db: Db, selects: SQL[]): Promise<number[]> {
  if (selects.length > 1) {
    const plan = await planOf(
      db,
      sql.join(
        selects.map((select) => sql`(${select})`),
        sql` union all `,
      ),
    );
    const children = plan?.['Node Type'] === 'Append' ? plan.Plans : undefined;
    if (children?.length === selects.length) return children.map((child) => Math.round(child['Plan Rows']));
  }
  return Promise.all(selects.map((select) => plannedRows(db, select)));
}

/** A select of the rows `where` matches in `table`, for `countUpTo`. */
export const matching = (table: SQLWrapper, where: SQL | undefined): SQL =>
  where ? sql`select 1 from ${table} where ${where}` : sql`select 1 from ${table}`;
