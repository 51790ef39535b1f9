import { describe, expect, it } from 'vitest';
import { isIsoDate, stockholmOffsetMs, stockholmWallTime, todayInStockholm } from './dates.ts';

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

describe('Swedish wall-clock time', () => {
  it('is UTC+1 in winter and UTC+2 in summer, changing at 01:00 UTC', () => {
    expect(stockholmOffsetMs(Date.parse('2026-11-27T10:00:00Z'))).toBe(3_600_000);
    expect(stockholmOffsetMs(Date.parse('2026-07-01T10:00:00Z'))).toBe(7_200_000);
    // Summer time begins at 01:00 UTC on 29 March 2026 and ends at 01:00 UTC on 25 October 2026.
    expect(stockholmOffsetMs(Date.parse('2026-03-29T00:59:59.999Z'))).toBe(3_600_000);
    expect(stockholmOffsetMs(Date.parse('2026-03-29T01:00:00Z'))).toBe(7_200_000);
    expect(stockholmOffsetMs(Date.parse('2026-10-25T00:59:59.999Z'))).toBe(7_200_000);
    expect(stockholmOffsetMs(Date.parse('2026-10-25T01:00:00Z'))).toBe(3_600_000);
  });

  it("writes a moment as Sweden's wall-clock time to the second, the repeated hour alike", () => {
    expect(stockholmWallTime('2026-11-27T17:00:00.000Z')).toBe('2026-11-27 18:00:00');
    expect(stockholmWallTime(new Date('2026-07-01T21:59:59.999Z'))).toBe('2026-07-01 23:59:59');
    expect(stockholmWallTime(Date.parse('2026-10-25T00:30:00Z'))).toBe('2026-10-25 02:30:00');
    expect(stockholmWallTime(Date.parse('2026-10-25T01:30:00Z'))).toBe('2026-10-25 02:30:00');
  });
});
