import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv, toCsvCell } from './csv.ts';

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
