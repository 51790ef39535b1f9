import { describe, expect, it } from 'vitest';
import { breakCheckDigit, makeOrganisationNumber, makePersonnummer } from './test-support.ts';
import {
  isCoordinationNumber,
  isOver18,
  isValidOrganisationNumber,
  isValidPersonnummer,
  isValidPhoneNumber,
  isValidSwedishPhone,
  normalizeOrganisationNumber,
  normalizePersonnummer,
  normalizePhoneNumber,
  normalizeSwedishPhone,
  phoneAsDialledFromSweden,
} from './validators.ts';

const NOW = new Date(2025, 5, 15, 12); // 15 June 2025, local time

describe('personnummer', () => {
  const long = makePersonnummer('19900101', '001');
  const short = makePersonnummer('19900101', '001', { short: true });

  it('accepts YYYYMMDD-XXXX, YYMMDD-XXXX and the digits alone', () => {
    expect(long).toMatch(/^19900101-\d{4}$/);
    expect(isValidPersonnummer(long, NOW)).toBe(true);
    expect(isValidPersonnummer(short, NOW)).toBe(true);
    expect(isValidPersonnummer(long.replace('-', ''), NOW)).toBe(true);
    expect(isValidPersonnummer(short.replace('-', ''), NOW)).toBe(true);
    expect(isValidPersonnummer(`  ${long} `, NOW)).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidPersonnummer(breakCheckDigit(long), NOW)).toBe(false);
    expect(isValidPersonnummer(breakCheckDigit(short), NOW)).toBe(false);
  });

  it('rejects impossible dates even with a correct check digit', () => {
    expect(isValidPersonnummer(makePersonnummer('19990230', '123', { short: true }), NOW)).toBe(false);
    expect(isValidPersonnummer(makePersonnummer('19991301', '123'), NOW)).toBe(false);
    expect(isValidPersonnummer(makePersonnummer('19990100', '123'), NOW)).toBe(false);
    // 29 February exists only in leap years.
    expect(isValidPersonnummer(makePersonnummer('20000229', '123'), NOW)).toBe(true);
    expect(isValidPersonnummer(makePersonnummer('19990229', '123'), NOW)).toBe(false);
  });

  it('rejects birth dates in the future', () => {
    expect(isValidPersonnummer(makePersonnummer('20250616', '123'), NOW)).toBe(false);
    expect(isValidPersonnummer(makePersonnummer('20250615', '123'), NOW)).toBe(true);
  });

  it('reads the century from the separator: "-" under 100 years, "+" 100 or more', () => {
    const minus = makePersonnummer('20121212', '121', { short: true });
    const plus = makePersonnummer('19121212', '121', { short: true, separator: '+' });
    expect(normalizePersonnummer(minus, NOW)).toMatch(/^20121212-/);
    expect(normalizePersonnummer(plus, NOW)).toMatch(/^19121212-/);
    expect(normalizePersonnummer(makePersonnummer('19990101', '121', { short: true }), NOW)).toMatch(
      /^19990101-/,
    );
  });

  // A coordination number still reads as a number (an admin's search normalises one); the rider
  // schema refuses it with isCoordinationNumber (decision 057).
  it('reads coordination numbers (day + 60) as numbers, for searching', () => {
    const coordination = makePersonnummer('19900161', '001');
    expect(isValidPersonnummer(coordination, NOW)).toBe(true);
    expect(normalizePersonnummer(coordination.slice(2).replace('-', ''), NOW)).toBe(coordination);
    expect(isOver18(coordination, NOW)).toBe(true);
  });

  it('tells a coordination number from a personnummer', () => {
    const coordination = makePersonnummer('19900161', '001');
    expect(isCoordinationNumber(coordination, NOW)).toBe(true);
    expect(isCoordinationNumber(makePersonnummer('19900161', '001', { short: true }), NOW)).toBe(true);
    // Day 60 + 31 is the last one; 1 January + 60 and 31 December + 60 are both coordination numbers.
    expect(isCoordinationNumber(makePersonnummer('19901291', '001'), NOW)).toBe(true);
    expect(isCoordinationNumber(long, NOW)).toBe(false);
    expect(isCoordinationNumber(makePersonnummer('19900131', '001'), NOW)).toBe(false);
    // Not a valid number at all: a wrong check digit, or a day that does not exist even after − 60.
    expect(isCoordinationNumber(breakCheckDigit(coordination), NOW)).toBe(false);
    expect(isCoordinationNumber(makePersonnummer('19900292', '001'), NOW)).toBe(false);
    expect(isCoordinationNumber('nonsense', NOW)).toBe(false);
  });

  it('rejects other shapes', () => {
    for (const value of [
      '',
      'abc',
      '19900101',
      '900101-00',
      '19900101-00171',
      '1990-01-01-0017',
      '900101 0017',
    ]) {
      expect(isValidPersonnummer(value, NOW), value).toBe(false);
    }
  });

  it('normalises to YYYYMMDD-XXXX', () => {
    expect(normalizePersonnummer(short, NOW)).toBe(long);
    expect(normalizePersonnummer(long.replace('-', ''), NOW)).toBe(long);
    expect(normalizePersonnummer('nonsense', NOW)).toBeNull();
  });

  it('tells whether the holder has turned 18', () => {
    const born = makePersonnummer('20070615', '123');
    expect(isOver18(born, new Date(2025, 5, 14))).toBe(false);
    expect(isOver18(born, new Date(2025, 5, 15))).toBe(true);
    expect(isOver18(makePersonnummer('20070616', '123'), NOW)).toBe(false);
    expect(isOver18('not a number', NOW)).toBe(false);
  });
});

describe('organisation numbers', () => {
  const withHyphen = makeOrganisationNumber('556677123');
  const digitsOnly = makeOrganisationNumber('556677123', false);

  it('accepts XXXXXX-XXXX and 10 digits', () => {
    expect(isValidOrganisationNumber(withHyphen)).toBe(true);
    expect(isValidOrganisationNumber(digitsOnly)).toBe(true);
    expect(isValidOrganisationNumber(makeOrganisationNumber('802012345'))).toBe(true);
  });

  it('accepts a sole trader, whose number is a personnummer', () => {
    expect(isValidOrganisationNumber(makePersonnummer('19900101', '001', { short: true }))).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidOrganisationNumber(breakCheckDigit(withHyphen))).toBe(false);
    expect(isValidOrganisationNumber(breakCheckDigit(digitsOnly))).toBe(false);
  });

  it('rejects a wrong length or shape', () => {
    for (const value of [
      '',
      '55667712',
      '556677-123',
      '55667712345',
      `16${digitsOnly}`,
      '556677_1234',
      'abcdef-ghij',
    ]) {
      expect(isValidOrganisationNumber(value), value).toBe(false);
    }
  });

  it('normalises to XXXXXX-XXXX', () => {
    expect(normalizeOrganisationNumber(digitsOnly)).toBe(withHyphen);
    expect(normalizeOrganisationNumber(` ${withHyphen} `)).toBe(withHyphen);
    expect(normalizeOrganisationNumber('123')).toBeNull();
  });
});

describe('phone numbers', () => {
  it.each([
    ['070-123 45 67', '+46701234567'],
    ['+46 70 123 45 67', '+46701234567'],
    ['0046701234567', '+46701234567'],
    ['0701234567', '+46701234567'],
    ['08-123 456 78', '+46812345678'],
  ])('accepts the Swedish number %j as %s', (input, normalized) => {
    expect(normalizeSwedishPhone(input)).toBe(normalized);
  });

  it('accepts landlines outside Stockholm', () => {
    expect(isValidSwedishPhone('031-123 45 67')).toBe(true);
  });

  it('checks a Swedish number against the numbering plan, not only its length (decision 075)', () => {
    // Each has a length the plan allows, but no series of the plan starts so.
    for (const value of ['093-12 72 49', '026-85 84', '0559-16 65 20']) {
      expect(isValidSwedishPhone(value), value).toBe(false);
      expect(isValidPhoneNumber(value), value).toBe(false);
    }
  });

  it('rejects garbage, short numbers and extensions', () => {
    for (const value of ['', 'abc', '123', '0701234', '070-123', '070-123 45 67 ext 5', '+46701234567x']) {
      expect(isValidSwedishPhone(value), value).toBe(false);
      expect(isValidPhoneNumber(value), value).toBe(false);
    }
  });

  it('keeps Swedish-only checks to Swedish numbers', () => {
    expect(isValidSwedishPhone('+1 212 555 0100')).toBe(false);
    expect(normalizeSwedishPhone('+44 20 7946 0958')).toBeNull();
  });

  // The national form for Swedish numbers, 00 for others; null for what is no phone number.
  it.each([
    ['+46701234567', '070-123 45 67'],
    ['+4681234567', '08-123 45 67'],
    ['0701234567', '070-123 45 67'],
    ['+442079460958', '00 44 20 7946 0958'],
    ['+12125550100', '00 1 212 555 0100'],
    ['=1+1', null],
    ['+999 123', null],
  ])('writes %s as dialled from Sweden: %s', (number, dialled) => {
    expect(phoneAsDialledFromSweden(number)).toBe(dialled);
  });

  it('accepts international numbers where any phone will do', () => {
    expect(normalizePhoneNumber('+1 212 555 0100')).toBe('+12125550100');
    expect(normalizePhoneNumber('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhoneNumber('070-123 45 67')).toBe('+46701234567');
    expect(normalizePhoneNumber('+999 123')).toBeNull();
  });
});
