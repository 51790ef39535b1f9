import { describe, expect, it } from 'vitest';
import { isIsoDate, todayInStockholm } from './dates.ts';

describe('dates', () => {
  it('recognises real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    for (const value of [
      '2027-02-29',
      '2030-13-01',
      '2030-1-01',
      '2030-01-01T00:00',
      '01/02/2030',
      '0999-01-01',
    ]) {
      expect(isIsoDate(value), value).toBe(false);
    }
  });

  it("gives today's date in Stockholm", () => {
    expect(todayInStockholm(new Date('2030-06-30T22:30:00Z'))).toBe('2030-07-01'); // CEST, UTC+2
    expect(todayInStockholm(new Date('2030-01-31T22:30:00Z'))).toBe('2030-01-31'); // CET, UTC+1
    expect(todayInStockholm(new Date('2030-01-31T23:30:00Z'))).toBe('2030-02-01');
  });

  it('turns to the next day at midnight in Stockholm, also for instants in the same minute', () => {
    // Midnight in Stockholm in winter is 23:00 UTC; the remembered minute must not hide the change.
    expect(todayInStockholm(new Date('2030-01-31T22:59:59.999Z'))).toBe('2030-01-31');
    expect(todayInStockholm(new Date('2030-01-31T23:00:00.000Z'))).toBe('2030-02-01');
    expect(todayInStockholm(new Date('2030-01-31T22:59:30.000Z'))).toBe('2030-01-31');
    expect(todayInStockholm(new Date('2030-01-31T23:00:59.999Z'))).toBe('2030-02-01');
  });
});
