import { type AnyColumn, ilike, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { containsPattern } from './like-pattern.ts';
import { plannedRows } from './list-count.ts';

// Rare search terms at a million rows (issue 20, decision 049). A search is `search_text ILIKE
// '%term%'`, served by the column's trigram GIN index. PostgreSQL reads the posting list of every
// trigram of the term, so a term that is rare as a whole but made of common parts, such as a case
// number ('cq-', '202', '025' are in every row) or an e-mail address ('exa', 'amp', 'ple'), reads
// about 2,500 index pages to find its one row (20–110 ms). Its digits are what identify it: the
// index is asked for the rows containing the term's longest run of digits only (a few dozen pages),
// and each of those rows is checked against the whole term. The answer is the same rows, since a
// row containing the term contains its digits.

/** Runs of fewer digits (a year: 2025) are too common to narrow a search to. */
const MIN_DIGITS = 5;
/**
 * Narrow only to a run the planner expects in at most this many rows. Its estimate of a pattern it
 * has not seen in its sample of the column is its floor (1,000,000 rows: 100); a run it has seen is
 * common (every partner's '+4670…'), and reading all of its rows would cost more than the term's
 * trigrams.
 */
const RARE_PART_MAX_ROWS = 1_000;

/** The term's longest run of at least MIN_DIGITS digits, unless that run is the whole term. */
export function digitRun(text: string): string | null {
  const runs = text.match(new RegExp(`\\d{${MIN_DIGITS},}`, 'g'));
  if (!runs) return null;
  const longest = runs.reduce((a, b) => (b.length > a.length ? b : a));
  return longest === text.trim() ? null : longest;
}

/**
 * The part of `text` to look `column` up by (`containsText`), when the planner expects it in few
 * rows of `table`; else null, and the search reads the whole term's trigrams as before.
 */
export async function rarePart(
  db: Db,
  table: SQLWrapper,
  column: AnyColumn,
  text: string,
): Promise<string | null> {
  const part = digitRun(text);
  if (!part) return null;
  const planned = await plannedRows(
    db,
    sql`select 1 from ${table} where ${ilike(column, containsPattern(part))}`,
  );
  return planned <= RARE_PART_MAX_ROWS ? part : null;
}

/**
 * `column ILIKE '%text%'` (pattern characters literal); given a `part` of the text (`rarePart`), the
 * trigram index is read for the part, and `column || ''` keeps the whole term out of the index
 * condition, so it only checks the part's rows.
 */
export function containsText(column: AnyColumn, text: string, part?: string | null): SQL {
  if (!part) return ilike(column, containsPattern(text));
  return sql`(${ilike(column, containsPattern(part))} and (${column} || '') ilike ${containsPattern(text)})`;
}
