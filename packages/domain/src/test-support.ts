// Helpers for the tests of this package (not exported from index.ts).
import { expect } from 'vitest';
import type { z } from 'zod';
import type { SiteLanguage } from './constants.ts';
import { isMessage } from './messages/index.ts';
import { fieldErrorsFromZod } from './schemas/field-errors.ts';

/** The Luhn check digit over the nine digits before it (personnummer and organisation numbers). */
export function luhnDigit(nineDigits: string): number {
  let sum = 0;
  for (const [index, char] of [...nineDigits].entries()) {
    const product = Number(char) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** A personnummer with a correct check digit: date 'YYYYMMDD', a three-digit serial. */
export function makePersonnummer(
  date: string,
  serial: string,
  form: { short?: boolean; separator?: '-' | '+' | '' } = {},
): string {
  const check = luhnDigit(date.slice(2) + serial);
  const datePart = form.short ? date.slice(2) : date;
  return `${datePart}${form.separator ?? '-'}${serial}${check}`;
}

/** An organisation number with a correct check digit from its first nine digits. */
export function makeOrganisationNumber(nineDigits: string, hyphen = true): string {
  const digits = `${nineDigits}${luhnDigit(nineDigits)}`;
  return hyphen ? `${digits.slice(0, 6)}-${digits.slice(6)}` : digits;
}

/** The same number with its check digit changed. */
export function breakCheckDigit(value: string): string {
  const last = Number(value.at(-1));
  return `${value.slice(0, -1)}${(last + 1) % 10}`;
}

/**
 * Field errors of a parse (empty when it succeeds), translated; also asserts that every issue the
 * schema raised is a message key, never library text.
 */
export function errorsOf(
  schema: z.ZodType,
  input: unknown,
  language: SiteLanguage = 'en',
): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  for (const issue of result.error.issues) expect(isMessage(issue.message), issue.message).toBe(true);
  return fieldErrorsFromZod(result.error, language);
}

/** The parsed output, failing the test with the field errors when it does not parse. */
export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) expect.fail(JSON.stringify(fieldErrorsFromZod(result.error, 'en')));
  return result.data;
}

export const text = (length: number, char = 'a') => char.repeat(length);
