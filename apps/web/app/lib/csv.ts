import Papa from 'papaparse';

// Reading CSV files people export from spreadsheets, by Papa Parse (decision 083): a UTF-8 byte-order
// mark dropped, the delimiter detected from the header line (Swedish Excel writes semicolons, since the comma is the decimal mark);
// and the file's bytes in the encodings spreadsheets save in.

/** How a file's bytes were read: what a spreadsheet may have saved them as. */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/**
 * The text of a file a spreadsheet saved. UTF-8 (with or without a byte-order mark) when the bytes
 * are valid UTF-8; UTF-16 when they start with its byte-order mark (Excel's "Unicode text"); else
 * Windows-1252, which is what Swedish Excel's plain "CSV (semikolonavgränsad)" writes: "Räksmörgås"
 * as single bytes that are not UTF-8, which read as UTF-8 would show as "R�ksm�rg�s". A file of
 * another single-byte encoding cannot be told apart from Windows-1252; for Swedish letters,
 * ISO-8859-1 and -15 agree with it.
 */
export function decodeSpreadsheetText(buffer: ArrayBuffer | Uint8Array): {
  text: string;
  encoding: TextEncodingName;
} {
  const bytes = buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer);
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

export type CsvRow = {
  /** 1-based line number where the record starts, for messages. */ line: number;
  cells: string[];
};

export function detectDelimiter(headerLine: string): ',' | ';' | '\t' {
  const count = (character: string) => headerLine.split(character).length - 1;
  const candidates = [',', ';', '\t'] as const;
  return candidates.reduce((best, candidate) => (count(candidate) > count(best) ? candidate : best), ',');
}

/**
 * All records of a CSV text, blank lines skipped, read by Papa Parse (RFC 4180: quoted fields with
 * delimiters, quotes and line breaks; CRLF, LF or CR line ends, read as LF). Each record keeps the line it starts
 * on, counted from the parser's cursor, for messages.
 */
export function parseCsv(text: string, delimiter?: string): CsvRow[] {
  // One line end throughout: spreadsheets and hand edits mix CRLF, LF and CR, and Papa Parse uses the first it finds.
  const source = (text.startsWith('\uFEFF') ? text.slice(1) : text).replace(/\r\n?/g, '\n');
  const separator = delimiter ?? detectDelimiter(source.split('\n', 1)[0] ?? '');
  const rows: CsvRow[] = [];
  let previousCursor = 0;
  let countedTo = 0;
  let line = 1;
  const lineAt = (offset: number) => {
    for (; countedTo < offset; countedTo++) if (source[countedTo] === '\n') line++;
    return line;
  };
  Papa.parse<string[]>(source, {
    delimiter: separator,
    newline: '\n',
    quoteChar: '"',
    escapeChar: '"',
    skipEmptyLines: false,
    step: (result) => {
      const start = source[previousCursor] === '\n' ? previousCursor + 1 : previousCursor;
      previousCursor = result.meta.cursor;
      const cells = result.data;
      if (cells.length > 1 || (cells[0] ?? '').trim() !== '') rows.push({ line: lineAt(start), cells });
    },
  });
  return rows;
}

/** Quotes a value for a CSV file when it needs it. */
export function toCsvCell(value: string | number | boolean): string {
  const text = String(value);
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
