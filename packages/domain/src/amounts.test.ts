import { describe, expect, it } from 'vitest';
import { amountText, parseAmount } from './amounts.ts';

// Decision 061: one reading of a typed amount for every money and percentage field (issue 36 §1,
// where "150,50" was saved as 15 050 kr).

describe('parseAmount', () => {
  it('reads a decimal comma and a decimal point alike', () => {
    expect(parseAmount('150,50')).toBe(150.5);
    expect(parseAmount('150.50')).toBe(150.5);
    expect(parseAmount('19,5')).toBe(19.5);
    expect(parseAmount('0,05')).toBe(0.05);
    expect(parseAmount('92')).toBe(92);
    expect(parseAmount('  19,50 ')).toBe(19.5);
  });

  it.each([
    ['a plain space', ' '],
    ['a no-break space', '\u00a0'],
    ['a thin space', '\u2009'],
    ['a narrow no-break space', '\u202f'],
  ])('reads thousands separated by %s', (_name, space) => {
    expect(parseAmount(`1${space}249,00`)).toBe(1249);
    expect(parseAmount(`1${space}249.00`)).toBe(1249);
    expect(parseAmount(`1${space}249`)).toBe(1249);
    expect(parseAmount(`12${space}345${space}678,9`)).toBe(12_345_678.9);
  });

  it('reads what Intl writes for Swedish, its minus and narrow no-break space included', () => {
    const swedish = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2 });
    expect(parseAmount(swedish.format(1249))).toBe(1249);
    expect(parseAmount(swedish.format(-12.5))).toBe(-12.5);
  });

  it('reads a sign, so that the field refuses a negative with its own message', () => {
    expect(parseAmount('-5')).toBe(-5);
    expect(parseAmount('\u22125,50')).toBe(-5.5);
    expect(parseAmount('+5')).toBe(5);
    expect(Object.is(parseAmount('-0'), 0)).toBe(true);
  });

  it('leaves decimals to the schema: a third decimal parses', () => {
    expect(parseAmount('9,999')).toBe(9.999);
    // A comma or a point is always the decimal mark, on Swedish and English pages alike.
    expect(parseAmount('1,249')).toBe(1.249);
    expect(parseAmount('1.249')).toBe(1.249);
  });

  it('gives null for blank text', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('   ')).toBeNull();
    expect(parseAmount('\u00a0')).toBeNull();
  });

  it.each([
    // Two decimal marks: which one groups thousands cannot be known for sure, so neither is guessed.
    '1.249,00',
    '1,249.00',
    '1,249,000',
    '1.249.000',
    // Spaces that do not group thousands.
    '12 49',
    '1249 00',
    '1  249',
    '1 2490',
    // Not digits, or not only digits.
    'ten',
    '150,50 kr',
    '20 %',
    '1e3',
    '0x10',
    'Infinity',
    'NaN',
    ',50',
    '150,',
    '.',
    '-',
    '--5',
    '5-',
    '١٢٣',
  ])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNaN();
  });
});

describe('amountText', () => {
  it("writes a stored amount with the page's decimal mark, for editing", () => {
    expect(amountText(150.5, 'sv')).toBe('150,50');
    expect(amountText(150.5, 'en')).toBe('150.50');
    expect(amountText(1249, 'sv')).toBe('1249');
    expect(amountText(0.1 + 0.2, 'en')).toBe('0.30');
  });

  it('is read back as the same amount in either language', () => {
    for (const value of [0, 19, 19.5, 92.5, 1249, 99_999.99]) {
      for (const language of ['sv', 'en'] as const) {
        expect(parseAmount(amountText(value, language))).toBe(value);
      }
    }
  });
});
