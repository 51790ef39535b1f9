import { describe, expect, it } from 'vitest';
import { formatMinutes } from './query-timing.tsx';

// Issue 37 §4: the waiting time and the first-response time on a card, in the page's language.
describe('formatMinutes', () => {
  it('says minutes, hours (under two days) or days, in English and Swedish', () => {
    expect(formatMinutes(1, 'en')).toBe('1 minute');
    expect(formatMinutes(45.9, 'en')).toBe('45 minutes');
    expect(formatMinutes(45, 'sv')).toBe('45 minuter');
    expect(formatMinutes(60, 'sv')).toBe('1 timme');
    expect(formatMinutes(47 * 60 + 59, 'en')).toBe('47 hours');
    expect(formatMinutes(3 * 1440, 'sv')).toBe('3 dygn');
    expect(formatMinutes(-5, 'en')).toBe('0 minutes');
  });
});
