import { describe, expect, it } from 'vitest';
import { makePersonnummer } from '../test-support.ts';
import { ErasureRequestSchema, PersonSearchQuerySchema, personSearchOf } from './privacy.ts';

// The search of the "Personal data" screen (decision 059): one exact value of a known kind.
const NOW = new Date('2026-11-27T12:00:00Z');

describe('personSearchOf', () => {
  it('reads an e-mail address, lower-cased', () => {
    expect(personSearchOf('  Saga.Berg@Example.SE ', NOW)).toEqual({ email: 'saga.berg@example.se' });
    expect(personSearchOf('saga@', NOW)).toBeNull();
  });

  it('reads a case number of any kind, upper-cased', () => {
    for (const caseNumber of ['R-2026-000123', 'V-2026-000124', 'Q-2026-000125', 'VQ-2026-000126'])
      expect(personSearchOf(caseNumber.toLowerCase(), NOW)).toEqual({ caseNumber });
    expect(personSearchOf('Q-2026', NOW)).toBeNull();
    expect(personSearchOf('X-2026-000123', NOW)).toBeNull();
  });

  it('reads a personnummer in every written form as YYYYMMDD-XXXX', () => {
    const personnummer = makePersonnummer('19900415', '123');
    const digits = personnummer.replace('-', '');
    for (const written of [personnummer, digits, `${digits.slice(2, 8)}-${digits.slice(8)}`, digits.slice(2)])
      expect(personSearchOf(written, NOW), written).toEqual({ personnummer });
  });

  it('reads a phone number in any usual form as E.164', () => {
    for (const written of ['076-123 45 67', '0761234567', '+46 76 123 45 67', '0046761234567'])
      expect(personSearchOf(written, NOW), written).toEqual({ phone: '+46761234567' });
    expect(personSearchOf('+44 20 7946 0958', NOW)).toEqual({ phone: '+442079460958' });
  });

  it('searches both when ten digits are a personnummer and a phone number alike', () => {
    // 070-123 45 6X is a mobile number, and 070123-456X someone born on 23 January 2007.
    const digits = makePersonnummer('20070123', '456', { short: true, separator: '' });
    expect(personSearchOf(digits, NOW)).toEqual({
      personnummer: `20070123-${digits.slice(6)}`,
      phone: `+46${digits.slice(1)}`,
    });
  });

  it('refuses what is none of them: names, parts of values, a company', () => {
    for (const text of ['Saga Berg', 'saga', '12345', '556036-0793', ''])
      expect(personSearchOf(text, NOW), text).toBeNull();
  });
});

describe('the request schemas', () => {
  it('asks for q, then for a kind it knows', () => {
    expect(PersonSearchQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('personSearchRequired');
    expect(PersonSearchQuerySchema.safeParse({ q: 'Saga' }).error?.issues[0]?.message).toBe(
      'personSearchInvalid',
    );
    expect(PersonSearchQuerySchema.parse({ q: ' a@b.se ' })).toEqual({ q: 'a@b.se' });
  });

  it('requires a reason of at most 500 characters for an erasure', () => {
    const issues = (body: unknown) =>
      ErasureRequestSchema.safeParse(body).error?.issues.map((i) => i.message);
    expect(issues({ q: 'a@b.se', reason: ' ' })).toEqual(['erasureReasonRequired']);
    expect(issues({ q: 'a@b.se', reason: 'x'.repeat(501) })).toEqual(['erasureReasonTooLong']);
    expect(ErasureRequestSchema.parse({ q: 'a@b.se', reason: ' Asked by e-mail ' }).reason).toBe(
      'Asked by e-mail',
    );
  });
});
