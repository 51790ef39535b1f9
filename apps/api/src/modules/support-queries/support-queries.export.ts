import {
  CONTACT_SUBJECTS,
  type ContactSubject,
  type MessageKey,
  type QueryExportQuery,
  type QueryType,
  type SiteLanguage,
  type VendorQueryCategory,
} from '@levera/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, supportQueries } from '../../db/schema.ts';
import {
  type CsvColumn,
  codeText,
  LANGUAGE_TEXTS,
  localTimestamp,
  phoneCell,
  STATUS_TEXTS,
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
  id: supportQueries.id,
  caseNumber: supportQueries.caseNumber,
  type: supportQueries.type,
  status: supportQueries.status,
  createdAt: supportQueries.createdAt,
  firstName: supportQueries.firstName,
  lastName: supportQueries.lastName,
  email: supportQueries.email,
  phone: supportQueries.phone,
  phoneDialled: supportQueries.phoneDialled,
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

const TYPE_TEXTS = {
  customer: 'csvTypeCustomer',
  driver: 'csvTypeDriver',
  store: 'csvTypeStore',
  vendor: 'csvTypeVendor',
} as const satisfies Record<QueryType, MessageKey>;

const SUBJECT_TEXTS = {
  inquiries: 'csvSubjectInquiries',
  complain: 'csvSubjectComplain',
  suggestions: 'csvSubjectSuggestions',
  couponQueries: 'csvSubjectCouponQueries',
  other: 'csvSubjectOther',
} as const satisfies Record<ContactSubject, MessageKey>;

const CATEGORY_TEXTS = {
  technical: 'csvCategoryTechnical',
  payment: 'csvCategoryPayment',
  account: 'csvCategoryAccount',
  promotions: 'csvCategoryPromotions',
  orders: 'csvCategoryOrders',
  other: 'csvCategoryOther',
} as const satisfies Record<VendorQueryCategory, MessageKey>;

/** A contact-form query's subject is one of the form's choices; a partner's is its own free text. */
export const subjectOf = (row: Pick<QueryRow, 'type' | 'subject'>, language: SiteLanguage) =>
  row.type !== 'vendor' && (CONTACT_SUBJECTS as readonly string[]).includes(row.subject)
    ? codeText(SUBJECT_TEXTS, row.subject, language)
    : row.subject;

export const QUERY_CSV_COLUMNS: readonly CsvColumn<ExportedQuery>[] = [
  { header: 'csvCaseNumber', cell: (row) => row.caseNumber },
  { header: 'csvType', cell: (row, language) => codeText(TYPE_TEXTS, row.type, language) },
  { header: 'csvStatus', cell: (row, language) => codeText(STATUS_TEXTS, row.status, language) },
  { header: 'csvCreatedAt', cell: (row) => localTimestamp(row.createdAt) },
  { header: 'csvFirstName', cell: (row) => row.firstName },
  { header: 'csvLastName', cell: (row) => row.lastName },
  { header: 'csvEmail', cell: (row) => row.email },
  { header: 'csvPhone', cell: phoneCell },
  { header: 'csvSubject', cell: subjectOf },
  { header: 'csvCategory', cell: (row, language) => codeText(CATEGORY_TEXTS, row.category, language) },
  { header: 'csvMessage', cell: (row) => row.message },
  { header: 'csvLanguage', cell: (row, language) => codeText(LANGUAGE_TEXTS, row.language, language) },
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
