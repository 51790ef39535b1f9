import { MENU_MAX_ITEMS } from '@levera/domain';
import { describe, expect, it } from 'vitest';
import { parseMenuFile, readMenuFile, sampleMenuCsv, uploadSizeOf, validItems } from './parse-menu-file.ts';

const csv = (text: string) => parseMenuFile({ name: 'menu.csv', type: 'text/csv' }, text);
const json = (data: unknown) =>
  parseMenuFile({ name: 'menu.json', type: 'application/json' }, JSON.stringify(data));

describe('CSV menus', () => {
  it('checks every row with the API schema and keeps only valid rows for the upload', () => {
    const result = csv(
      [
        'Name,Description,Price,Category,Available,Notes',
        'Margherita,"Tomato, mozzarella",95,Pizza,true,x',
        ',No name,-5,Pizza,maybe,',
        'Kaffe,,"25,50",Drinks,nej,',
        'Te,,,Drinks,,',
      ].join('\n'),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.ignoredColumns).toEqual(['Notes']);
    expect(result.rows.map((row) => row.line)).toEqual([2, 3, 4, 5]);
    expect(result.rows[0]).toMatchObject({
      values: {
        name: 'Margherita',
        description: 'Tomato, mozzarella',
        price: '95',
        category: 'Pizza',
        available: 'true',
      },
      item: {
        name: 'Margherita',
        description: 'Tomato, mozzarella',
        price: 95,
        category: 'Pizza',
        available: true,
      },
      errors: [],
    });
    expect(result.rows[1]).toMatchObject({
      item: null,
      errors: [
        { field: 'name', key: 'menuItemNameRequired' },
        { field: 'price', key: 'priceNegative' },
        { field: 'available', key: 'invalidValue' },
      ],
    });
    expect(result.rows[2]!.item).toEqual({
      name: 'Kaffe',
      description: '',
      price: 25.5,
      category: 'Drinks',
      available: false,
    });
    expect(result.rows[3]!.errors).toEqual([{ field: 'price', key: 'priceRequired' }]);
    expect(validItems(result.rows).map((item) => item.name)).toEqual(['Margherita', 'Kaffe']);
  });

  it('accepts Swedish headers and semicolons', () => {
    const result = csv('namn;beskrivning;pris;kategori;tillgänglig\nKanelbulle;Nybakad;32,50;Fika;ja');
    expect(result.ok && result.rows[0]!.item).toEqual({
      name: 'Kanelbulle',
      description: 'Nybakad',
      price: 32.5,
      category: 'Fika',
      available: true,
    });
  });

  it('names missing required columns and refuses empty or oversized files', () => {
    expect(csv('description,category\nx,y')).toEqual({
      ok: false,
      error: { code: 'missingColumns', columns: ['name', 'price'] },
    });
    expect(csv('name,price\n')).toEqual({ ok: false, error: { code: 'empty' } });
    expect(csv('  ')).toEqual({ ok: false, error: { code: 'empty' } });
    const many = [
      'name,price',
      ...Array.from({ length: MENU_MAX_ITEMS + 1 }, (_, index) => `Item ${index},1`),
    ].join('\n');
    expect(csv(many)).toEqual({ ok: false, error: { code: 'tooManyRows', max: MENU_MAX_ITEMS } });
  });

  it('offers a sample in the page language that is itself a valid menu with one unavailable item', () => {
    const english = csv(sampleMenuCsv('en'));
    expect(english.ok).toBe(true);
    if (!english.ok) return;
    expect(english.rows.every((row) => row.errors.length === 0)).toBe(true);
    expect(english.rows.at(-1)!.item).toMatchObject({ name: 'Coca-Cola 33 cl', available: false });
    expect(english.rows[3]!.item!.price).toBe(115.5);

    // Swedish: Swedish headers, semicolons and a decimal comma, as Swedish Excel saves it.
    const swedishText = sampleMenuCsv('sv');
    expect(swedishText.startsWith('\uFEFFnamn;beskrivning;pris;kategori;tillgänglig\r\n')).toBe(true);
    const swedish = csv(swedishText);
    expect(swedish.ok).toBe(true);
    if (!swedish.ok) return;
    expect(swedish.ignoredColumns).toEqual([]);
    expect(swedish.rows.every((row) => row.errors.length === 0)).toBe(true);
    expect(swedish.rows[3]!.item).toMatchObject({ name: 'Räksmörgås', price: 92.5 });
    expect(swedish.rows.at(-1)!.item).toMatchObject({ available: false });
  });

  // Issue 36 §3: prices as a Swedish spreadsheet writes them, with a space between thousands.
  it('reads a price with a plain, no-break, thin or narrow no-break space between thousands', () => {
    for (const space of [' ', '\u00a0', '\u2009', '\u202f']) {
      const result = csv(`namn;pris\nOxfilé för två;1${space}249,00\nBuffé;"12${space}345"`);
      expect(result.ok && result.rows.map((row) => row.item?.price), JSON.stringify(space)).toEqual([
        1249, 12345,
      ]);
    }
    // A separator that is not a space is ambiguous between languages and refused with a row error.
    const ambiguous = csv('name;price\nOxfilé;1.249,00');
    expect(ambiguous.ok && ambiguous.rows[0]!.errors).toEqual([{ field: 'price', key: 'amountUnreadable' }]);
  });
});

/** The bytes Windows-1252 gives a text of Latin-1 letters (å, ä, ö, é…): one byte each. */
function windows1252(text: string): Uint8Array {
  return Uint8Array.from(text, (character) => {
    const code = character.charCodeAt(0);
    if (code > 0xff || (code >= 0x80 && code < 0xa0)) throw new Error(`not in this helper: ${character}`);
    return code;
  });
}

// Issue 36 §3: a menu saved by Swedish Excel's plain "CSV (semikolonavgränsad)" is Windows-1252.
describe('readMenuFile: the bytes of the chosen file', () => {
  const fileOf = (bytes: Uint8Array) =>
    new File([bytes as Uint8Array<ArrayBuffer>], 'meny.csv', { type: 'text/csv' });

  it('reads a Windows-1252 file as Windows-1252: "Räksmörgås", not "R�ksm�rg�s"', async () => {
    const result = await readMenuFile(
      fileOf(windows1252('namn;beskrivning;pris\r\nRäksmörgås;Handskalade räkor;92,50\r\n')),
    );
    expect(result).toMatchObject({ ok: true, encoding: 'windows-1252' });
    if (!result.ok) return;
    expect(result.rows[0]!.item).toEqual({
      name: 'Räksmörgås',
      description: 'Handskalade räkor',
      price: 92.5,
      category: '',
      available: true,
    });
    expect(JSON.stringify(result)).not.toContain('\ufffd');
  });

  it('reads UTF-8, with or without a byte-order mark, as UTF-8', async () => {
    const text = 'namn;pris\r\nRäksmörgås;1 249,00\r\n';
    for (const bytes of [new TextEncoder().encode(text), new TextEncoder().encode(`\uFEFF${text}`)]) {
      const result = await readMenuFile(fileOf(bytes));
      expect(result).toMatchObject({ ok: true, encoding: 'utf-8' });
      expect(result.ok && result.rows[0]!.item).toMatchObject({ name: 'Räksmörgås', price: 1249 });
    }
  });
});

describe('JSON menus', () => {
  it('reads a list or an object with a menus list', () => {
    const items = [
      { name: 'Soup', price: 80, available: 'no' },
      { name: 'Bread', price: '12.5', description: 'Rye' },
    ];
    for (const data of [items, { menus: items }]) {
      const result = json(data);
      expect(result.ok && validItems(result.rows)).toEqual([
        { name: 'Soup', description: '', price: 80, category: '', available: false },
        { name: 'Bread', description: 'Rye', price: 12.5, category: '', available: true },
      ]);
    }
  });

  it('marks entries that are not objects and invalid values', () => {
    const result = json([42, { name: 'X', price: 1.234, available: 'sometimes' }]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rows[0]).toMatchObject({
      line: 1,
      item: null,
      errors: [{ field: '_', key: 'invalidValue' }],
    });
    expect(result.rows[1]!.errors).toEqual([
      { field: 'price', key: 'priceDecimals' },
      { field: 'available', key: 'invalidValue' },
    ]);
  });

  it('refuses broken JSON, other shapes and other file types', () => {
    expect(parseMenuFile({ name: 'm.json', type: '' }, '{nope')).toEqual({
      ok: false,
      error: { code: 'invalidJson' },
    });
    expect(json({ items: [] })).toEqual({ ok: false, error: { code: 'jsonShape' } });
    expect(json([])).toEqual({ ok: false, error: { code: 'empty' } });
    expect(parseMenuFile({ name: 'menu.xlsx', type: 'application/vnd.ms-excel' }, 'x')).toEqual({
      ok: false,
      error: { code: 'unsupportedType' },
    });
  });
});

it('measures the request body the upload will send', () => {
  expect(
    uploadSizeOf([{ name: 'Å', description: '', price: 1, category: '', available: true }]),
  ).toBeGreaterThan(40);
});
