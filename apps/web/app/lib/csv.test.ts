import { describe, expect, it } from 'vitest';
import { decodeSpreadsheetText, detectDelimiter, parseCsv, toCsvCell } from './csv.ts';

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
    const bytes = new Uint8Array([
      0x52, 0xe4, 0x6b, 0x73, 0x6d, 0xf6, 0x72, 0x67, 0xe5, 0x73, 0x3b, 0x39, 0x32, 0x2c, 0x35, 0x30,
    ]);
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
