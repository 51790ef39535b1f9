import type { QueryExportQuery } from '@levera/domain';
import { and } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportQueries } from '../../db/schema.ts';
import { type CsvColumn, isoTimestamp } from '../../lib/csv-export.ts';
import {
  after,
  continuationColumns,
  continuationOf,
  EXPORT_BATCH_SIZE,
  keysetBatches,
  orderOf,
} from '../../lib/list-sort.ts';
import { queryListFilters } from './support-queries.service.ts';
import { querySort } from './support-queries.sort.ts';

// GET /queries/export.csv: the queries the admin list's filters, search, tab and sort select, every
// page (issue 18, decision 035).

type QueryRow = typeof supportQueries.$inferSelect;

/** Every query the list selects, in its order, read in keyset batches. */
export function exportedQueries(db: Db, query: QueryExportQuery): AsyncGenerator<QueryRow> {
  const { filters } = queryListFilters(query);
  const sort = querySort(query);
  return keysetBatches(async (from) => {
    const rows = await db
      .select({ row: supportQueries, ...continuationColumns(sort) })
      .from(supportQueries)
      .where(and(...filters, from ? after(sort, from) : undefined))
      .orderBy(...orderOf(sort))
      .limit(EXPORT_BATCH_SIZE);
    return rows.map((selected) => ({
      row: selected.row,
      continuation: continuationOf(sort, selected, selected.row.id),
    }));
  });
}

export const QUERY_CSV_COLUMNS: readonly CsvColumn<QueryRow>[] = [
  { header: 'csvCaseNumber', cell: (row) => row.caseNumber },
  { header: 'csvType', cell: (row) => row.type },
  { header: 'csvStatus', cell: (row) => row.status },
  { header: 'csvCreatedAt', cell: (row) => isoTimestamp(row.createdAt) },
  { header: 'csvFirstName', cell: (row) => row.firstName },
  { header: 'csvLastName', cell: (row) => row.lastName },
  { header: 'csvEmail', cell: (row) => row.email },
  { header: 'csvPhone', cell: (row) => row.phone },
  { header: 'csvSubject', cell: (row) => row.subject },
  { header: 'csvCategory', cell: (row) => row.category },
  { header: 'csvMessage', cell: (row) => row.message },
  { header: 'csvLanguage', cell: (row) => row.language },
  { header: 'csvRespondedAt', cell: (row) => isoTimestamp(row.respondedAt) },
];
