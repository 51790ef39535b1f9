// A small RFC 4180 CSV reader for files people export from spreadsheets: quoted fields with commas,
// quotes ("") and line breaks, CRLF or LF line ends, a UTF-8 byte-order mark, and the delimiter
// detected from the header line (Swedish Excel writes semicolons, since the comma is the decimal mark);
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

/** All records of a CSV text, blank lines skipped. */
export function parseCsv(text: string, delimiter?: string): CsvRow[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const separator = delimiter ?? detectDelimiter(source.split(/\r?\n/, 1)[0] ?? '');
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let isQuoted = false;
  let line = 1;
  let recordLine = 1;

  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]!.trim() !== '') rows.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };

  for (let index = 0; index < source.length; index++) {
    const character = source[index]!;
    if (isQuoted) {
      if (character === '"') {
        if (source[index + 1] === '"') {
          cell += '"';
          index++;
        } else {
          isQuoted = false;
        }
      } else {
        if (character === '\n') line++;
        cell += character;
      }
      continue;
    }
    if (character === '"' && cell.trim() === '') {
      cell = '';
      isQuoted = true;
    } else if (character === separator) {
      cells.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && source[index + 1] === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += character;
    }
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return rows;
}

/** Quotes a value for a CSV file when it needs it. */
export function toCsvCell(value: string | number | boolean): string {
  const text = String(value);
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
