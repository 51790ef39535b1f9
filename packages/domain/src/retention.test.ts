import { describe, expect, it } from 'vitest';
import { everyPeriodInWords, periodInWords } from './retention.ts';

// The privacy policy's periods in running text (decision 060): words for small numbers (English one
// to nine, Swedish one to twelve, docs/swedish-style.md), digits above.
// A period, and how often (null: not asked of that function).
const PERIODS = [
  [1, 'month', 'en', 'one month', 'every month'],
  [1, 'month', 'sv', 'en månad', 'varje månad'],
  [2, 'month', 'sv', null, 'varannan månad'],
  [6, 'month', 'en', 'six months', 'every six months'],
  [6, 'month', 'sv', 'sex månader', 'var sjätte månad'],
  [12, 'month', 'en', '12 months', 'every 12 months'],
  [12, 'month', 'sv', 'tolv månader', 'var tolfte månad'],
  [18, 'month', 'sv', null, 'var 18:e månad'],
  [24, 'month', 'en', '24 months', null],
  [24, 'month', 'sv', '24 månader', null],
  [30, 'day', 'en', '30 days', null],
  [30, 'day', 'sv', '30 dagar', null],
] as const;

describe('periodInWords', () => {
  it.each(PERIODS.filter(([, , , period]) => period !== null))(
    'spells out small numbers and writes larger ones as digits: %i %s (%s) is %s',
    (count, unit, language, period) => {
      expect(periodInWords(count, unit, language)).toBe(period);
    },
  );
});

describe('everyPeriodInWords', () => {
  it.each(
    PERIODS.filter(([, , , , every]) => every !== null).map(
      ([count, unit, language, , every]) => [count, unit, language, every] as const,
    ),
  )('says how often in each language: every %i %s (%s) is %s', (count, unit, language, every) => {
    expect(everyPeriodInWords(count, unit, language)).toBe(every);
  });
});
