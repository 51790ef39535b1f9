import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { stockholmWallTime } from '@levera/domain';
import { csvDelimiter, csvLine, localTimestamp, neutraliseFormula } from './csv-export.ts';

// The export writes its lines itself (decision 077), by csv-stringify's rules, which wrote them before:
// the same cells give the same bytes as csv-stringify with the options the export used, but for one
// fix: a cell with a lone line break (a message's '\n') is quoted too, where csv-stringify given CRLF
// as the record delimiter left it bare and a spreadsheet split the row there.
describe('csvLine', () => {
  const cells = [
    'plain',
    'Åsa Öberg',
    'semi;colon',
    'com,ma',
    'quote " inside',
    '"quoted"',
    'line\nbreak',
    'carriage\rreturn',
    'crlf\r\nend',
    'ends with \r',
    '',
    ' spaced ',
    "it's",
    '\ttab',
    '92.5',
    '070-123 45 67',
  ];

  for (const language of ['sv', 'en'] as const) {
    it(`writes what csv-stringify writes (${language})`, () => {
      const options = {
        delimiter: csvDelimiter(language),
        record_delimiter: 'windows',
        quote_record_delimiter: true,
      } as const;
      // csv-stringify was given the cells neutralised. One cell a line, and all of them on one line.
      const given = cells.map(neutraliseFormula);
      for (const [index, cell] of cells.entries())
        expect(csvLine([cell, 'x'], language)).toBe(stringify([[given[index], 'x']], options));
      expect(csvLine(cells, language)).toBe(stringify([given], options));
    });
  }

  it('keeps a multi-line cell in its row', () => {
    expect(csvLine(['Hej!\nRad två', 'x'], 'sv')).toBe('"Hej!\nRad två";x\r\n');
    expect(csvLine(['a\rb'], 'en')).toBe('"a\rb"\r\n');
  });

  it('writes nothing for an absent cell, numbers with the language’s decimal mark', () => {
    expect(csvLine([null, undefined, 1.5, 0, 'a'], 'sv')).toBe(';;1,5;0;a\r\n');
    expect(csvLine([null, undefined, 1.5, 0, 'a'], 'en')).toBe(',,1.5,0,a\r\n');
  });

  it('neutralises a cell a spreadsheet would read as a formula, quoting it when it must', () => {
    expect(csvLine(['=1+1', '+46', '-2', '@SUM(A1)', '=a;b'], 'sv')).toBe(
      `'=1+1;'+46;'-2;'@SUM(A1);"'=a;b"\r\n`,
    );
  });
});

describe('localTimestamp', () => {
  it("writes Stockholm's wall time of every moment as stockholmWallTime does, across both changes of summer time", () => {
    // Every 7 min 13.5 s through the days summer time starts and ends, and moments before 1970.
    const spans = [
      [Date.UTC(2026, 2, 28, 20), Date.UTC(2026, 2, 29, 6)],
      [Date.UTC(2026, 9, 24, 20), Date.UTC(2026, 9, 25, 6)],
      [Date.UTC(1969, 11, 31, 20), Date.UTC(1970, 0, 1, 4)],
    ];
    for (const [from, to] of spans)
      for (let time = from!; time < to!; time += 433_500) {
        const moment = new Date(time);
        expect(localTimestamp(moment)).toBe(stockholmWallTime(moment));
        expect(localTimestamp(moment.toISOString())).toBe(stockholmWallTime(moment));
      }
    expect(localTimestamp(new Date('2026-10-25T00:30:59.999Z'))).toBe('2026-10-25 02:30:59');
    expect(localTimestamp(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25 02:30:00');
    expect(localTimestamp(null)).toBeNull();
  });
});
