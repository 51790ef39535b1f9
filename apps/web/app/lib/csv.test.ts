import { describe, expect, it } from 'vitest';
import { decodeSpreadsheetText, detectDelimiter, parseCsv, toCsvCell } from './csv.ts';

/** `text` as Windows-1252 bytes, for text whose characters all lie below U+0100 (as å ä ö Å Ä Ö do). */
const windows1252 = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

describe('parseCsv', () => {
  it('reads quoted fields with delimiters, quotes and line breaks, and skips blank lines', () => {
    const text = '\uFEFFname,description\r\n"Pizza, large","He said ""hi""\nthen left"\r\n\r\nTea,\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['name', 'description'] },
      { line: 2, cells: ['Pizza, large', 'He said "hi"\nthen left'] },
      { line: 5, cells: ['Tea', ''] },
    ]);
  });

  it('detects semicolons (Swedish spreadsheets) and tabs', () => {
    expect(detectDelimiter('name;price;category')).toBe(';');
    expect(detectDelimiter('name\tprice')).toBe('\t');
    expect(detectDelimiter('name')).toBe(',');
    expect(parseCsv('name;price\nKaffe;25,50')).toEqual([
      { line: 1, cells: ['name', 'price'] },
      { line: 2, cells: ['Kaffe', '25,50'] },
    ]);
  });

  it('reads a last line without a line end', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
    ]);
  });
});

describe('parseCsv with decodeSpreadsheetText', () => {
  it('reads a semicolon-separated Windows-1252 file with å ä ö Å Ä Ö', () => {
    // Windows-1252 gives å ä ö Å Ä Ö the codes Unicode gives them (Å 0xC5, Ä 0xC4, Ö 0xD6, å 0xE5,
    // ä 0xE4, ö 0xF6), so each character's code is its byte.
    const bytes = windows1252('namn;beskrivning;pris\r\nÅl;"Rökt; med äpple";120,00\r\nÖl;Ä, å, ö;65\r\n');
    const { text, encoding } = decodeSpreadsheetText(bytes);
    expect(encoding).toBe('windows-1252');
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['namn', 'beskrivning', 'pris'] },
      { line: 2, cells: ['Ål', 'Rökt; med äpple', '120,00'] },
      { line: 3, cells: ['Öl', 'Ä, å, ö', '65'] },
    ]);
  });

  it('reads CR-only line ends and a quoted field spanning lines', () => {
    expect(parseCsv('a;b\r"x\r\ny";2\r\r3;4')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x\ny', '2'] },
      { line: 5, cells: ['3', '4'] },
    ]);
  });
});

describe('toCsvCell', () => {
  it('quotes only when needed', () => {
    expect(toCsvCell('plain')).toBe('plain');
    expect(toCsvCell('a, b')).toBe('"a, b"');
    expect(toCsvCell('say "x"')).toBe('"say ""x"""');
    expect(toCsvCell(12.5)).toBe('12.5');
  });
});

describe('decodeSpreadsheetText', () => {
  it('reads valid UTF-8 as UTF-8 and drops its byte-order mark', () => {
    const bytes = new TextEncoder().encode('\uFEFFnamn;pris\nRäksmörgås;92,50');
    expect(decodeSpreadsheetText(bytes)).toEqual({ text: 'namn;pris\nRäksmörgås;92,50', encoding: 'utf-8' });
  });

  it("reads bytes that are not UTF-8 as Windows-1252 (Swedish Excel's plain CSV)", () => {
    // "Räksmörgås;92,50" in Windows-1252: ä 0xE4, ö 0xF6, å 0xE5.
    const bytes = windows1252('Räksmörgås;92,50');
    expect([...bytes.slice(0, 10)]).toEqual([0x52, 0xe4, 0x6b, 0x73, 0x6d, 0xf6, 0x72, 0x67, 0xe5, 0x73]);
    expect(decodeSpreadsheetText(bytes.buffer)).toEqual({
      text: 'Räksmörgås;92,50',
      encoding: 'windows-1252',
    });
  });

  it('reads UTF-16 with its byte-order mark (Excel\'s "Unicode text")', () => {
    const text = 'namn\tpris\nÅl\t120';
    const little = new Uint8Array(2 + text.length * 2);
    little.set([0xff, 0xfe]);
    for (let index = 0; index < text.length; index++) {
      little[2 + index * 2] = text.charCodeAt(index) & 0xff;
      little[3 + index * 2] = text.charCodeAt(index) >> 8;
    }
    expect(decodeSpreadsheetText(little)).toEqual({ text, encoding: 'utf-16le' });
  });
});
