import { Readable } from 'node:stream';
import {
  type MessageKey,
  type PartnerStatus,
  phoneAsDialledFromSweden,
  type PromotionDisplayStatus,
  type QueryStatus,
  type SiteLanguage,
  stockholmWallTime,
  todayInStockholm,
  translateMessage,
  type VendorQueryStatus,
  type VendorStatus,
} from '@levera/domain';
import type { Column } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { languageOf } from './request-language.ts';

// "Export CSV" of the admin lists (issue 18, decision 035): the rows a list's filters, search, tab
// and sort select, streamed a batch at a time as they are read from the database (lib/list-sort.ts
// keysetBatches) and written here, a batch to one string (decision 077: csv-stringify's quoting
// rules at a ninth of its time per row), in the form Excel with Swedish settings opens as it is:
// UTF-8 with a byte-order mark, `;` between cells on Swedish pages (the comma is the Swedish decimal
// mark) and `,` on English ones, column headers and coded values (statuses, types, …) from the API's
// message catalogue in the request's language. Cells are written so that a spreadsheet reads them as
// what they are without an import dialog (issue 36 §6): moments as Swedish wall time 'YYYY-MM-DD
// HH:MM:SS', numbers with the file's decimal mark, phone numbers as dialled from Sweden.

export type CsvCell = string | number | null | undefined;

/** One column: its header (a message key) and its cell of a row in the export's language. */
export type CsvColumn<Row> = { header: MessageKey; cell: (row: Row, language: SiteLanguage) => CsvCell };

/** The catalogue's words of each key an export has written, by language: read once, not per cell. */
const catalogueWords = {
  en: new Map<MessageKey, string>(),
  sv: new Map<MessageKey, string>(),
} satisfies Record<SiteLanguage, Map<MessageKey, string>>;

/** The words of a message key without parameters in a language (`translateMessage`, remembered). */
function wordsOf(key: MessageKey, language: SiteLanguage): string {
  const words = catalogueWords[language];
  let text = words.get(key);
  if (text === undefined) {
    text = translateMessage(key, language);
    words.set(key, text);
  }
  return text;
}

/**
 * The words of a stored code (a status, a type, …) in a language, from the message catalogue, so a
 * Swedish export never shows an English code. A code the table does not know is written as it is.
 */
export function codeText(
  texts: Readonly<Record<string, MessageKey>>,
  code: string | null,
  language: SiteLanguage,
): string | null {
  if (code === null) return null;
  return Object.hasOwn(texts, code) ? wordsOf(texts[code]!, language) : code;
}

/**
 * The catalogue's keys of a coded column's values, each `prefix` and the code capitalised:
 * `codeTexts('csvVehicle', VEHICLES)` reads `Car` as 'csvVehicleCar'. The type refuses a list with a
 * code the catalogue has no such key for.
 */
export function codeTexts<const Prefix extends string, const Code extends string>(
  prefix: Prefix,
  codes: readonly Code[] & ([`${Prefix}${Capitalize<Code>}`] extends [MessageKey] ? unknown : never),
): Readonly<Record<Code, MessageKey>> {
  return Object.fromEntries(
    codes.map((code) => [code, `${prefix}${code.charAt(0).toUpperCase()}${code.slice(1)}`]),
  ) as Record<Code, MessageKey>;
}

/** The catalogue's words for the statuses of every exported list. */
export const STATUS_TEXTS = {
  created: 'csvStatusCreated',
  pending: 'csvStatusPending',
  inProgress: 'csvStatusInProgress',
  resolved: 'csvStatusResolved',
  closed: 'csvStatusClosed',
  approved: 'csvStatusApproved',
  scheduled: 'csvStatusScheduled',
  rejected: 'csvStatusRejected',
  active: 'csvStatusActive',
  inactive: 'csvStatusInactive',
  suspended: 'csvStatusSuspended',
  expired: 'csvStatusExpired',
} as const satisfies Record<
  QueryStatus | VendorQueryStatus | PartnerStatus | PromotionDisplayStatus | VendorStatus,
  MessageKey
>;

/** The catalogue's words for the languages a row was written in. */
export const LANGUAGE_TEXTS = { en: 'csvLanguageEn', sv: 'csvLanguageSv' } as const satisfies Record<
  SiteLanguage,
  MessageKey
>;

/** The cell separator of a language: Swedish Excel reads `;`, English `,`. */
export const csvDelimiter = (language: SiteLanguage) => (language === 'sv' ? ';' : ',');

/**
 * A text a spreadsheet would read as a formula (`=`, `+`, `-`, `@`) or that starts with a tab or a
 * carriage return is written with a leading `'` (OWASP "CSV injection"), so it shows as the text it is.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * A moment as the wall-clock time in Sweden (Europe/Stockholm, summer time included), to the second:
 * 'YYYY-MM-DD HH:MM:SS', which LibreOffice Calc and Excel read as a date-time by default, in Swedish
 * and English settings alike, so a column sorts and filters as dates. The API's answers keep ISO
 * 8601 UTC; a file is for people, who see Swedish time on every screen. No offset is written, so
 * the one repeated hour when summer time ends (02:00–02:59 twice) reads the same for both.
 */
export function localTimestamp(date: Date | string | null): string | null {
  if (!date) return null;
  const time = new Date(date).getTime();
  const hour = Math.floor(time / HOUR_MS);
  let prefix = wallHours.get(hour);
  if (prefix === undefined) {
    prefix = stockholmWallTime(hour * HOUR_MS).slice(0, 'YYYY-MM-DD HH:'.length);
    if (wallHours.size >= 100_000) wallHours.clear();
    wallHours.set(hour, prefix);
  }
  const seconds = Math.floor((time - hour * HOUR_MS) / 1000);
  return `${prefix}${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`;
}

const HOUR_MS = 3_600_000;
/**
 * Stockholm's 'YYYY-MM-DD HH:' of each UTC hour: its offset is whole hours and the same through a
 * UTC hour (`stockholmOffsetMs`), so a moment's minutes and seconds are its UTC ones and a cell is
 * its hour's text and those, with no date formatted per cell (it was the export's costliest cell
 * once phone numbers were stored formatted, decision 077).
 */
const wallHours = new Map<number, string>();
const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/**
 * A stored phone number (E.164, '+46701234567') as dialled from Sweden: '070-123 45 67', or
 * '00 44 20 7946 0958' for a foreign one. The international '+' would be a formula character and get
 * the neutralising apostrophe; these forms need none. A value that is not a valid number is written
 * as stored, and neutralised if it needs it. The form stored beside the number when it was written
 * (`phone_dialled`) is taken as it is: formatting a number costs more than the rest of a row
 * (decision 077); a row without it (written before migration 0023) is formatted here.
 */
export const phoneCell = (row: { phone: string | null; phoneDialled: string | null }): string | null =>
  row.phone === null ? null : (row.phoneDialled ?? phoneAsDialledFromSweden(row.phone) ?? row.phone);

/**
 * A number with the decimal mark of the file's language: '92,5' in a Swedish (`;`-separated) file,
 * which a spreadsheet with Swedish settings reads as a number, where '92.5' would be text or a date.
 */
export const numberText = (value: number, language: SiteLanguage): string =>
  language === 'sv' ? String(value).replace('.', ',') : String(value);

/** The fields of a case (a partner application, a support query) that `caseColumns` writes. */
type CaseRow = {
  caseNumber: string;
  type: string;
  status: string;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  phoneDialled: string | null;
};

/** The database columns of a case table that an export reads for `caseColumns`, and its id. */
export const caseExportColumns = <Table extends Record<'id' | keyof CaseRow, Column>>(
  table: Table,
): Pick<Table, 'id' | keyof CaseRow> => ({
  id: table.id,
  caseNumber: table.caseNumber,
  type: table.type,
  status: table.status,
  createdAt: table.createdAt,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
  phone: table.phone,
  phoneDialled: table.phoneDialled,
});

/**
 * The columns a case list's file opens with (partner applications, support queries): the case, its
 * type in the words of `typeTexts`, its status and date, and the person who wrote in.
 */
export const caseColumns = (typeTexts: Readonly<Record<string, MessageKey>>): CsvColumn<CaseRow>[] => [
  { header: 'csvCaseNumber', cell: (row) => row.caseNumber },
  { header: 'csvType', cell: (row, language) => codeText(typeTexts, row.type, language) },
  { header: 'csvStatus', cell: (row, language) => codeText(STATUS_TEXTS, row.status, language) },
  { header: 'csvCreatedAt', cell: (row) => localTimestamp(row.createdAt) },
  { header: 'csvFirstName', cell: (row) => row.firstName },
  { header: 'csvLastName', cell: (row) => row.lastName },
  { header: 'csvEmail', cell: (row) => row.email },
  { header: 'csvPhone', cell: phoneCell },
];

/** The language a row was written in, in the words of the file's language. */
export const languageColumn: CsvColumn<{ language: string }> = {
  header: 'csvLanguage',
  cell: (row, language) => codeText(LANGUAGE_TEXTS, row.language, language),
};

/** What an export route declares as its 200 answer (for the OpenAPI document). */
export const CsvAnswer = {
  description: 'The CSV file (UTF-8 with byte-order mark; `;` separated in Swedish, `,` in English)',
  content: { 'text/csv': { schema: z.string().max(1_000_000_000) } },
};

/**
 * The cells written between quotes: the separator, a quote or a line break (csv-stringify's rule;
 * given CRLF as the record delimiter it quoted only a whole CRLF and left a message's lone '\n' bare,
 * which split the row in a spreadsheet, decision 077).
 */
const QUOTED = { sv: /[;"\r\n]/, en: /[,"\r\n]/ } as const satisfies Record<SiteLanguage, RegExp>;

/** A line of cells, each quoted when it must be (quotes doubled), ended by CRLF as Excel writes it. */
export function csvLine(cells: readonly CsvCell[], language: SiteLanguage): string {
  const quoted = QUOTED[language];
  const delimiter = csvDelimiter(language);
  let line = '';
  for (let index = 0; index < cells.length; index++) {
    const value = cells[index];
    if (index > 0) line += delimiter;
    if (value === null || value === undefined || value === '') continue;
    const text = typeof value === 'number' ? numberText(value, language) : neutraliseFormula(value);
    line += quoted.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  }
  return `${line}\r\n`;
}

/**
 * Sends the rows of `batches` as a CSV attachment named `<name>-YYYY-MM-DD.csv` (today in
 * Stockholm). The first batch is read before anything is sent, so a database that fails at once
 * still answers with its error status; later batches are read as the client takes the text
 * (backpressure), so memory stays flat whatever the number of rows. Each batch is written as one
 * string: no stream step or promise per row (decision 077).
 */
export async function sendCsv<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    name: string;
    now: Date;
    columns: readonly CsvColumn<Row>[];
    batches: AsyncIterable<readonly Row[]>;
  },
): Promise<FastifyReply> {
  const language = languageOf(request);
  const { columns } = options;
  const iterator = options.batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  const cells: CsvCell[] = new Array(columns.length);
  async function* text(): AsyncGenerator<string> {
    // The byte-order mark makes Excel read UTF-8; the headers in the request's language.
    let chunk = `\uFEFF${csvLine(
      columns.map((column) => translateMessage(column.header, language)),
      language,
    )}`;
    for (let next = first; !next.done; next = await iterator.next()) {
      for (const row of next.value) {
        for (let index = 0; index < columns.length; index++)
          cells[index] = columns[index]!.cell(row, language);
        chunk += csvLine(cells, language);
      }
      yield chunk;
      chunk = '';
    }
    if (chunk) yield chunk;
  }
  const fileName = `${options.name}-${todayInStockholm(options.now)}.csv`;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(text(), { objectMode: false }));
}
