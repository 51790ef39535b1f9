import {
  fieldErrorKeysFromZod,
  MENU_MAX_ITEMS,
  type MenuItem,
  MenuItemSchema,
  type Message,
  type SiteLanguage,
} from '@levera/domain';
import { decodeSpreadsheetText, parseCsv, type TextEncodingName, toCsvCell } from '../../../lib/csv.ts';

// Reads a menu file in the browser (issue 7): CSV or JSON with the columns name, description,
// price, category and available. Every row is checked with the API's own MenuItemSchema, so the
// preview shows exactly the errors the server would give; only valid rows are sent. Prices are read
// as every amount is (the domain's parseAmount: "92,50", "92.50", "1 249,00"), and a file's bytes as
// UTF-8 or, failing that, as the Windows-1252 that Swedish Excel's plain CSV is (issue 36 §3).

export const MENU_COLUMNS = ['name', 'description', 'price', 'category', 'available'] as const;
export type MenuColumn = (typeof MENU_COLUMNS)[number];
const REQUIRED_COLUMNS: MenuColumn[] = ['name', 'price'];

/** Largest file read at all; the upload itself may be at most 2 MiB (the API's route limit). */
export const MENU_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const MENU_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The column headers in each language: what a page of that language names in its help and its
 * messages and what its sample file holds. A file may use either language's headers.
 */
export const MENU_HEADERS: Record<SiteLanguage, Record<MenuColumn, string>> = {
  en: {
    name: 'name',
    description: 'description',
    price: 'price',
    category: 'category',
    available: 'available',
  },
  sv: {
    name: 'namn',
    description: 'beskrivning',
    price: 'pris',
    category: 'kategori',
    available: 'tillgänglig',
  },
};

/** Header names people use, both languages' included (lower-cased, spaces and accents ignored). */
const COLUMN_ALIASES: Record<string, MenuColumn> = {
  ...Object.fromEntries(
    Object.values(MENU_HEADERS).flatMap((headers) =>
      MENU_COLUMNS.map((column) => [normaliseHeader(headers[column]), column]),
    ),
  ),
  item: 'name',
  availability: 'available',
};

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'ja', 'j', 'sant']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'nej', 'falskt']);

export type MenuRowError = { field: MenuColumn | '_'; key: Message };

export type MenuFileRow = {
  /** Line in a CSV file (the header is line 1), or position in a JSON list (from 1). */
  line: number;
  /** What the file says, for the preview. */
  values: Record<MenuColumn, string>;
  /** The item to send, or null when the row has errors. */
  item: MenuItem | null;
  errors: MenuRowError[];
};

export type MenuFileError =
  | { code: 'unsupportedType' }
  | { code: 'tooLarge' }
  | { code: 'empty' }
  | { code: 'invalidJson' }
  | { code: 'jsonShape' }
  | { code: 'missingColumns'; columns: MenuColumn[] }
  | { code: 'tooManyRows'; max: number };

export type MenuFileResult =
  | {
      ok: true;
      format: 'csv' | 'json';
      rows: MenuFileRow[];
      ignoredColumns: string[];
      /** How the file's bytes were read (set by `readMenuFile`). */
      encoding?: TextEncodingName;
    }
  | { ok: false; error: MenuFileError };

// A function declaration, hoisted: COLUMN_ALIASES above is built with it.
function normaliseHeader(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s_-]+/g, '');
}

/** 'ja', 'yes', '1'… → true; 'nej', 'no', '0'… → false; blank → absent (the default, available). */
function parseAvailable(raw: string): boolean | string | undefined {
  const word = raw.trim().toLowerCase();
  if (word === '') return undefined;
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return raw;
}

function checkRow(
  line: number,
  input: Record<string, unknown>,
  values: Record<MenuColumn, string>,
): MenuFileRow {
  const result = MenuItemSchema.safeParse(input);
  if (result.success) return { line, values, item: result.data, errors: [] };
  const errors = Object.entries(fieldErrorKeysFromZod(result.error)).map(([field, key]) => ({
    field: (MENU_COLUMNS as readonly string[]).includes(field) ? (field as MenuColumn) : ('_' as const),
    key,
  }));
  return { line, values, item: null, errors };
}

const display = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

function readCsv(text: string): MenuFileResult {
  const records = parseCsv(text);
  const [header, ...body] = records;
  if (!header) return { ok: false, error: { code: 'empty' } };
  const columnIndex = new Map<MenuColumn, number>();
  const ignoredColumns: string[] = [];
  header.cells.forEach((cell, index) => {
    const column = COLUMN_ALIASES[normaliseHeader(cell)];
    if (column && !columnIndex.has(column)) columnIndex.set(column, index);
    else if (cell.trim()) ignoredColumns.push(cell.trim());
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !columnIndex.has(column));
  if (missing.length) return { ok: false, error: { code: 'missingColumns', columns: missing } };
  if (body.length === 0) return { ok: false, error: { code: 'empty' } };
  if (body.length > MENU_MAX_ITEMS) return { ok: false, error: { code: 'tooManyRows', max: MENU_MAX_ITEMS } };

  const rows = body.map(({ line, cells }) => {
    const cellOf = (column: MenuColumn) => {
      const index = columnIndex.get(column);
      return index === undefined ? '' : (cells[index] ?? '');
    };
    const values = Object.fromEntries(
      MENU_COLUMNS.map((column) => [column, cellOf(column).trim()]),
    ) as Record<MenuColumn, string>;
    return checkRow(
      line,
      {
        name: values.name,
        description: values.description,
        price: values.price,
        category: values.category,
        available: parseAvailable(values.available),
      },
      values,
    );
  });
  return { ok: true, format: 'csv', rows, ignoredColumns };
}

function readJson(text: string): MenuFileResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: 'invalidJson' } };
  }
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? (data as { menus?: unknown }).menus
      : undefined;
  if (!Array.isArray(list)) return { ok: false, error: { code: 'jsonShape' } };
  if (list.length === 0) return { ok: false, error: { code: 'empty' } };
  if (list.length > MENU_MAX_ITEMS) return { ok: false, error: { code: 'tooManyRows', max: MENU_MAX_ITEMS } };

  const rows = list.map((entry, index): MenuFileRow => {
    const line = index + 1;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      const values = { name: display(entry), description: '', price: '', category: '', available: '' };
      return { line, values, item: null, errors: [{ field: '_', key: 'invalidValue' }] };
    }
    const record = entry as Record<string, unknown>;
    const input = Object.fromEntries(
      Object.entries(record).flatMap(([key, value]) => {
        const column = COLUMN_ALIASES[normaliseHeader(key)];
        return column ? [[column, value]] : [];
      }),
    ) as Record<MenuColumn, unknown>;
    if (typeof input.available === 'string') input.available = parseAvailable(input.available);
    const values = Object.fromEntries(
      MENU_COLUMNS.map((column) => [column, display(input[column])]),
    ) as Record<MenuColumn, string>;
    return checkRow(line, input, values);
  });
  return { ok: true, format: 'json', rows, ignoredColumns: [] };
}

/** Reads a CSV or JSON menu file: by its name or type, else by its first character. */
export function parseMenuFile(file: { name: string; type: string }, text: string): MenuFileResult {
  const name = file.name.toLowerCase();
  const isJson = name.endsWith('.json') || file.type === 'application/json';
  const isCsv =
    name.endsWith('.csv') || name.endsWith('.txt') || file.type === 'text/csv' || file.type === 'text/plain';
  if (!isJson && !isCsv) return { ok: false, error: { code: 'unsupportedType' } };
  if (text.trim() === '') return { ok: false, error: { code: 'empty' } };
  return isJson ? readJson(text) : readCsv(text);
}

/**
 * Reads a chosen file: its bytes decoded as `decodeSpreadsheetText` does (UTF-8, else UTF-16 with a
 * byte-order mark, else Windows-1252), then read as `parseMenuFile` does. The result says which
 * encoding was used, so the preview can ask the admin to check the letters å, ä and ö.
 */
export async function readMenuFile(file: File): Promise<MenuFileResult> {
  const { text, encoding } = decodeSpreadsheetText(await file.arrayBuffer());
  const result = parseMenuFile(file, text);
  return result.ok ? { ...result, encoding } : result;
}

/** The valid items, in file order: what the upload sends. */
export function validItems(rows: MenuFileRow[]): MenuItem[] {
  return rows.flatMap((row) => (row.item ? [row.item] : []));
}

/** Size in bytes of the request body the valid items make. */
export function uploadSizeOf(items: MenuItem[]): number {
  return new TextEncoder().encode(JSON.stringify({ menus: items, language: 'en' })).length;
}

type SampleRow = [string, string, string, string, string];

const SAMPLE_ROWS: Record<SiteLanguage, SampleRow[]> = {
  en: [
    ['Margherita', 'Tomato, mozzarella, basil', '95', 'Pizza', 'true'],
    ['Vesuvio', 'Tomato, mozzarella, ham', '105', 'Pizza', 'true'],
    ['Kebabpizza', 'Kebab meat, onion, pepperoni, kebab sauce', '125', 'Pizza', 'true'],
    ['Caesar salad', 'Chicken, romaine, parmesan, croutons', '115.50', 'Salads', 'true'],
    ['Coca-Cola 33 cl', '', '20', 'Drinks', 'false'],
  ],
  sv: [
    ['Margherita', 'Tomat, mozzarella, basilika', '95', 'Pizza', 'ja'],
    ['Vesuvio', 'Tomat, mozzarella, skinka', '105', 'Pizza', 'ja'],
    ['Kebabpizza', 'Kebabkött, lök, peperoni, kebabsås', '125', 'Pizza', 'ja'],
    ['Räksmörgås', 'Handskalade räkor, ägg, majonnäs', '92,50', 'Smörgåsar', 'ja'],
    ['Coca-Cola 33 cl', '', '20', 'Dryck', 'nej'],
  ],
};

/**
 * The downloadable sample in a page's language: the headers and a few rows, UTF-8 with a byte-order
 * mark (so Excel shows å, ä and ö), comma-separated in English and semicolon-separated with a
 * decimal comma in Swedish, as a spreadsheet with those settings saves it.
 */
export function sampleMenuCsv(language: SiteLanguage): string {
  const delimiter = language === 'sv' ? ';' : ',';
  const headers = MENU_COLUMNS.map((column) => MENU_HEADERS[language][column]);
  const lines = [headers, ...SAMPLE_ROWS[language]].map((row) => row.map(toCsvCell).join(delimiter));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
