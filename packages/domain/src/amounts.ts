import type { SiteLanguage } from './constants.ts';

// Amounts typed by a person (decision 061): the one reading of "150,50", "150.50" and "1 249,00"
// that every money and percentage field uses, on both sides. Zod-free, so a page that only reads
// an amount does not bring zod with it (decision 046).

/** The largest amount of money any form takes (SEK): far above any real order or fee. */
export const MAX_AMOUNT = 100_000;
/** The largest percentage a discount may take. */
export const MAX_PERCENTAGE = 100;

/**
 * The spaces people put between thousands: a plain space, a no-break space (U+00A0, what a Swedish
 * spreadsheet copies), a thin space (U+2009) and a narrow no-break space (U+202F, what `Intl` writes
 * in Swedish).
 */
const GROUP_SPACE = '[ \\u00a0\\u2009\\u202f]';
/** Minus as typed (hyphen-minus) or as typeset (U+2212, what `Intl` writes in Swedish), or plus. */
const SIGN = '[-+\\u2212]';

/**
 * Digits, either ungrouped ("1249") or in groups of three after the first ("1 249", "12 345 678"),
 * then at most one decimal mark, comma or point, with digits after it. A period or comma between
 * thousands is refused: "1,249" would be 1.249 on a Swedish page and 1249 on an English one, so
 * neither reading is safe; "1.249,00" and "1,249.00" are refused for the same reason.
 */
const AMOUNT = new RegExp(`^(${SIGN})?(\\d+|\\d{1,3}(?:${GROUP_SPACE}\\d{3})+)(?:[.,](\\d+))?$`);

/**
 * The number a person typed: `null` when blank, `NaN` when it is not an amount this reading accepts
 * (letters, two decimal marks, misplaced spaces, exponents). Ranges and decimals are the schema's
 * business, so a negative or a third decimal parses and the field's rule answers it.
 */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = AMOUNT.exec(trimmed);
  if (!match) return Number.NaN;
  const [, sign, whole = '', decimals] = match;
  const digits = whole.replace(new RegExp(GROUP_SPACE, 'g'), '');
  const value = Number(decimals === undefined ? digits : `${digits}.${decimals}`);
  // `|| 0`: "-0" is zero, not negative zero.
  return sign === '-' || sign === '\u2212' ? -value || 0 : value;
}

/** True when a value has at most two decimals (money), with room for floating-point noise. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * A stored amount as a field shows it for editing: the page's decimal mark, two decimals unless
 * whole, no thousands separator ("150,50" on Swedish pages, "150.50" on English ones, "1249").
 * `parseAmount` reads it back to the same number in either language.
 */
export function amountText(value: number, language: SiteLanguage): string {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return language === 'sv' ? text.replace('.', ',') : text;
}
