import {
  CONTACT_SUBJECTS,
  QUERY_TYPES,
  type QueryExportQuery,
  type SiteLanguage,
  VENDOR_QUERY_CATEGORIES,
} from '@levera/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, supportQueries } from '../../db/schema.ts';
import {
  type CsvColumn,
  caseColumns,
  caseExportColumns,
  codeText,
  codeTexts,
  languageColumn,
  localTimestamp,
} from '../../lib/csv-export.ts';
import { continuationColumns, keysetBatches } from '../../lib/list-sort.ts';
import { queryListFilters } from './support-queries.service.ts';
import { querySort } from './support-queries.sort.ts';

// GET /queries/export.csv: the queries the admin list's filters, search, tab and sort select, every
// page (issue 18, decision 035).

type QueryRow = typeof supportQueries.$inferSelect;

/**
 * The columns the file writes, and the name of the admin a query is assigned to (issue 37): never
 * `select *`, whose search text, reply and read marks took more than half a row's read (decision 077).
 */
const exportColumns = {
  ...caseExportColumns(supportQueries),
  subject: supportQueries.subject,
  category: supportQueries.category,
  message: supportQueries.message,
  language: supportQueries.language,
  respondedAt: supportQueries.respondedAt,
  assigneeName: admins.name,
  waitingSince: supportQueries.waitingSince,
  firstResponseAt: supportQueries.firstResponseAt,
};

/** A query as the export writes it. */
type ExportedQuery = Pick<QueryRow, Exclude<keyof typeof exportColumns, 'assigneeName'>> & {
  assigneeName: string | null;
};

/** Every query the list selects, in its order, a keyset batch at a time. */
export async function* exportedQueries(
  db: Db,
  query: QueryExportQuery,
  adminId?: string,
): AsyncGenerator<ExportedQuery[]> {
  // Read once the export is read: never a query (or its failure) for an export no one reads.
  const { filters } = await queryListFilters(db, query, adminId);
  const sort = querySort(query);
  yield* keysetBatches(db, sort, (continueAfter) =>
    db
      .select({ ...exportColumns, ...continuationColumns(sort) })
      .from(supportQueries)
      .leftJoin(admins, eq(admins.id, supportQueries.assigneeId))
      .where(and(...filters, continueAfter))
      .$dynamic(),
  );
}

const TYPE_TEXTS = codeTexts('csvType', QUERY_TYPES);
const SUBJECT_TEXTS = codeTexts('csvSubject', CONTACT_SUBJECTS);
const CATEGORY_TEXTS = codeTexts('csvCategory', VENDOR_QUERY_CATEGORIES);

/** A contact-form query's subject is one of the form's choices; a partner's is its own free text. */
export const subjectOf = (row: Pick<QueryRow, 'type' | 'subject'>, language: SiteLanguage) =>
  row.type !== 'vendor' && (CONTACT_SUBJECTS as readonly string[]).includes(row.subject)
    ? codeText(SUBJECT_TEXTS, row.subject, language)
    : row.subject;

export const QUERY_CSV_COLUMNS: readonly CsvColumn<ExportedQuery>[] = [
  ...caseColumns(TYPE_TEXTS),
  { header: 'csvSubject', cell: subjectOf },
  { header: 'csvCategory', cell: (row, language) => codeText(CATEGORY_TEXTS, row.category, language) },
  { header: 'csvMessage', cell: (row) => row.message },
  languageColumn,
  { header: 'csvRespondedAt', cell: (row) => localTimestamp(row.respondedAt) },
  // The support desk (issue 37): who has the query, since when the requester waits, and the first
  // response's delay.
  { header: 'csvAssignee', cell: (row) => row.assigneeName },
  { header: 'csvWaitingSince', cell: (row) => localTimestamp(row.waitingSince) },
  {
    header: 'csvFirstResponseMinutes',
    cell: (row) =>
      row.firstResponseAt
        ? String(Math.max(0, Math.round((row.firstResponseAt.getTime() - row.createdAt.getTime()) / 60_000)))
        : null,
  },
];
