import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import Organisationsnummer from 'organisationsnummer';
import Personnummer from 'personnummer';
import { phoneMetadata } from './phone-metadata.ts';

// Swedish identifiers and phone numbers, checked against their real rules (check digits, calendar,
// numbering plan) by the packages the design names, never by regexes alone. The regexes below only
// pin down the accepted written forms before the packages do the real checks.

// ---------------------------------------------------------------- personnummer

// YYMMDD-XXXX, YYYYMMDD-XXXX or without separator; '+' marks someone aged 100 or more.
const PERSONNUMMER_FORM = /^(\d{2})?(\d{2})(\d{2})(\d{2})([-+]?)(\d{4})$/;

type ParsedPersonnummer = {
  long: string;
  year: number;
  month: number;
  day: number;
  /** A coordination number (samordningsnummer): the birth day + 60. */
  isCoordination: boolean;
};

/**
 * Resolves the century itself (relative to `now`, so tests and the server clock agree) and hands a
 * 12-digit number to `personnummer` for the Luhn digit and the calendar check.
 *
 * Coordination numbers (samordningsnummer: day + 60) are read here as valid numbers, so that a
 * search can still normalise one, but a rider cannot apply with one (decision 057, superseding the
 * earlier choice to accept them): they are given to people who are not registered as resident in
 * Sweden, and SPEC §1 asks riders to be Swedish citizens or residents. The rider schema refuses
 * them with `isCoordinationNumber`. Interim numbers (letters) are not read at all.
 */
function parsePersonnummer(value: string, now: Date): ParsedPersonnummer | null {
  const match = PERSONNUMMER_FORM.exec(value.trim());
  if (!match) return null;
  const [, century, yy = '', mm = '', dd = '', separator, serial = ''] = match;
  let year: number;
  if (century) {
    year = Number(century + yy);
  } else {
    // The latest year ending in yy that is not in the future; '+' means a century earlier.
    const currentYear = now.getFullYear();
    year = currentYear - ((currentYear - Number(yy)) % 100);
    if (separator === '+') year -= 100;
  }
  const long = `${year}${mm}${dd}${serial}`;
  if (!Personnummer.valid(long)) return null;
  const dayNumber = Number(dd);
  const isCoordination = dayNumber > 60;
  const parsed = {
    long,
    year,
    month: Number(mm),
    day: isCoordination ? dayNumber - 60 : dayNumber,
    isCoordination,
  };
  return compareDate(parsed, now) > 0 ? null : parsed;
}

function compareDate(date: { year: number; month: number; day: number }, now: Date): number {
  return date.year - now.getFullYear() || date.month - (now.getMonth() + 1) || date.day - now.getDate();
}

/**
 * A valid Swedish personnummer or coordination number whose birth date is not in the future. Where
 * a coordination number must be refused (a rider's application), ask `isCoordinationNumber` too.
 */
export function isValidPersonnummer(value: string, now: Date = new Date()): boolean {
  return parsePersonnummer(value, now) !== null;
}

/** Whether `value` is a valid coordination number (samordningsnummer: the birth day + 60). */
export function isCoordinationNumber(value: string, now: Date = new Date()): boolean {
  return parsePersonnummer(value, now)?.isCoordination === true;
}

/** 'YYYYMMDD-XXXX', or null when the value is not a valid personnummer. */
export function normalizePersonnummer(value: string, now: Date = new Date()): string | null {
  const parsed = parsePersonnummer(value, now);
  return parsed ? `${parsed.long.slice(0, 8)}-${parsed.long.slice(8)}` : null;
}

/** Whether the holder of a valid personnummer has turned 18 by `now`; false for invalid numbers. */
export function isOver18(personnummer: string, now: Date = new Date()): boolean {
  const parsed = parsePersonnummer(personnummer, now);
  if (!parsed) return false;
  return compareDate({ ...parsed, year: parsed.year + 18 }, now) <= 0;
}

// ---------------------------------------------------------------- organisationsnummer

const ORGANISATION_NUMBER_FORM = /^(\d{6})-?(\d{4})$/;

/**
 * XXXXXX-XXXX or 10 digits with a valid check digit. A sole trader's organisation number is their
 * personnummer, which `organisationsnummer` accepts too, so sole traders can apply.
 */
export function isValidOrganisationNumber(value: string): boolean {
  const match = ORGANISATION_NUMBER_FORM.exec(value.trim());
  return match !== null && Organisationsnummer.valid(`${match[1]}-${match[2]}`);
}

/** 'XXXXXX-XXXX', or null when the value is not a valid organisation number. */
export function normalizeOrganisationNumber(value: string): string | null {
  if (!isValidOrganisationNumber(value)) return null;
  const digits = value.replace(/\D/g, '');
  return `${digits.slice(0, 6)}-${digits.slice(6)}`;
}

// ---------------------------------------------------------------- phone numbers

// Sweden's numbering plan in full, every other country's pattern and lengths (phone-metadata.ts).
// Extensions are refused because E.164 cannot hold them.
function parsePhone(value: string) {
  const phone = parsePhoneNumberFromString(
    value.trim(),
    { defaultCountry: 'SE', extract: false },
    phoneMetadata,
  );
  return phone?.isValid() && !phone.ext ? phone : undefined;
}

/** A valid phone number: Swedish in national or international form, or any international number. */
export function isValidPhoneNumber(value: string): boolean {
  return parsePhone(value) !== undefined;
}

/** E.164 form ('+46701234567'), or null when invalid. */
export function normalizePhoneNumber(value: string): string | null {
  return parsePhone(value)?.number ?? null;
}

/** A valid Swedish number: '070-123 45 67', '08-123 456 78', '+46 70 123 45 67', '0046…'. */
export function isValidSwedishPhone(value: string): boolean {
  return parsePhone(value)?.country === 'SE';
}

/** E.164 form of a Swedish number, or null when it is not a valid Swedish number. */
export function normalizeSwedishPhone(value: string): string | null {
  const phone = parsePhone(value);
  return phone?.country === 'SE' ? phone.number : null;
}

/**
 * A phone number written as it is dialled from Sweden: a Swedish number in its national form
 * ('070-123 45 67', '08-123 45 67'), any other with the international prefix 00
 * ('00 44 20 7946 0958'). Neither form starts with '+', so a spreadsheet takes it for the text it
 * is without a neutralising apostrophe (decision 035, amended by issue 36 §6). Null when the value
 * is not a valid number.
 */
export function phoneAsDialledFromSweden(value: string): string | null {
  return parsePhone(value)?.format('IDD', { fromCountry: 'SE' }) ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can name a row at all (every table's id is a UUID): API and back-office alike. */
export const isUuid = (value: string): boolean => UUID.test(value);
