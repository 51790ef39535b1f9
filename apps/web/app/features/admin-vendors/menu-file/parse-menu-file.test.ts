import { MENU_MAX_ITEMS } from '@levera/domain';
import { describe, expect, it } from 'vitest';
import { parseMenuFile, SAMPLE_MENU_CSV, uploadSizeOf, validItems } from './parse-menu-file.ts';

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

  it('offers a sample that is itself a valid menu with one unavailable item', () => {
    const result = csv(SAMPLE_MENU_CSV);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rows.every((row) => row.errors.length === 0)).toBe(true);
    expect(result.rows.at(-1)!.item).toMatchObject({ name: 'Coca-Cola 33 cl', available: false });
    expect(result.rows[3]!.item!.price).toBe(115.5);
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
