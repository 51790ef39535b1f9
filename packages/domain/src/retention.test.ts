import { describe, expect, it } from 'vitest';
import { everyPeriodInWords, periodInWords } from './retention.ts';

// The privacy policy's periods in running text (decision 060): words for small numbers (English one
// to nine, Swedish one to twelve, docs/swedish-style.md), digits above.
describe('periodInWords', () => {
  it('spells out small numbers and writes larger ones as digits', () => {
    expect(periodInWords(6, 'month', 'en')).toBe('six months');
    expect(periodInWords(6, 'month', 'sv')).toBe('sex månader');
    expect(periodInWords(1, 'month', 'en')).toBe('one month');
    expect(periodInWords(1, 'month', 'sv')).toBe('en månad');
    expect(periodInWords(12, 'month', 'en')).toBe('12 months');
    expect(periodInWords(12, 'month', 'sv')).toBe('tolv månader');
    expect(periodInWords(24, 'month', 'en')).toBe('24 months');
    expect(periodInWords(24, 'month', 'sv')).toBe('24 månader');
    expect(periodInWords(30, 'day', 'en')).toBe('30 days');
    expect(periodInWords(30, 'day', 'sv')).toBe('30 dagar');
  });
});

describe('everyPeriodInWords', () => {
  it('says how often in each language', () => {
    expect(everyPeriodInWords(12, 'month', 'en')).toBe('every 12 months');
    expect(everyPeriodInWords(12, 'month', 'sv')).toBe('var tolfte månad');
    expect(everyPeriodInWords(6, 'month', 'en')).toBe('every six months');
    expect(everyPeriodInWords(6, 'month', 'sv')).toBe('var sjätte månad');
    expect(everyPeriodInWords(2, 'month', 'sv')).toBe('varannan månad');
    expect(everyPeriodInWords(1, 'month', 'en')).toBe('every month');
    expect(everyPeriodInWords(1, 'month', 'sv')).toBe('varje månad');
    expect(everyPeriodInWords(18, 'month', 'sv')).toBe('var 18:e månad');
  });
});
