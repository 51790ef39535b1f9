import { describe, expect, it } from 'vitest';
import { en, sv } from './messages/index.ts';
import { StorePauseRequestSchema } from './schemas/store.ts';
import {
  isSameSwedishDay,
  isStorePauseInForce,
  STORE_PAUSE_MAX_DAYS,
  storePauseEndProblem,
  swedishTimeToday,
} from './store-pause.ts';

// Issue 36 §10, decision 062: a store paused until a time or until reopened; the end's rules.
const NOW = new Date('2026-11-27T10:00:00.000Z'); // 11:00 in Stockholm

describe('isStorePauseInForce', () => {
  it('holds until its end, and an open-ended pause until it is lifted', () => {
    const since = '2026-11-27T09:00:00.000Z';
    expect(isStorePauseInForce({ since, until: '2026-11-27T17:00:00.000Z', note: null }, NOW)).toBe(true);
    expect(isStorePauseInForce({ since, until: null, note: 'Stängt för privat fest' }, NOW)).toBe(true);
  });

  it('reads a pause whose end has passed, and no pause, as open', () => {
    const pause = { since: '2026-11-27T08:00:00.000Z', until: '2026-11-27T10:00:00.000Z', note: null };
    expect(isStorePauseInForce(pause, NOW)).toBe(false);
    expect(isStorePauseInForce(null, NOW)).toBe(false);
    expect(isStorePauseInForce(undefined, NOW)).toBe(false);
  });
});

describe('storePauseEndProblem', () => {
  it(`takes an end ahead, up to ${STORE_PAUSE_MAX_DAYS} days ahead`, () => {
    expect(storePauseEndProblem('2026-11-27T10:30:00.000Z', NOW)).toBeNull();
    expect(storePauseEndProblem(new Date(NOW.getTime() + STORE_PAUSE_MAX_DAYS * 86_400_000), NOW)).toBeNull();
  });

  it('refuses an end that has passed, one too far ahead, and one that is no time', () => {
    expect(storePauseEndProblem('2026-11-27T10:00:00.000Z', NOW)).toBe('pauseEndPassed');
    expect(storePauseEndProblem(new Date(NOW.getTime() + STORE_PAUSE_MAX_DAYS * 86_400_000 + 1), NOW)).toBe(
      'pauseEndTooFar',
    );
    expect(storePauseEndProblem('soon', NOW)).toBe('pauseEndInvalid');
  });

  it('names the longest pause in both languages', () => {
    expect(en.pauseEndTooFar).toContain(`${STORE_PAUSE_MAX_DAYS} days`);
    expect(sv.pauseEndTooFar).toContain(`${STORE_PAUSE_MAX_DAYS} dagar`);
  });
});

describe('swedishTimeToday', () => {
  it('is the time of day in Sweden, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(swedishTimeToday('18:00', NOW)?.toISOString()).toBe('2026-11-27T17:00:00.000Z');
    expect(swedishTimeToday('18:00', new Date('2026-07-01T09:00:00Z'))?.toISOString()).toBe(
      '2026-07-01T16:00:00.000Z',
    );
  });

  it('takes the Swedish day, not the UTC day, late in the evening', () => {
    // 23:30 UTC on 27 Nov is 00:30 on 28 Nov in Stockholm.
    expect(swedishTimeToday('18:00', new Date('2026-11-27T23:30:00Z'))?.toISOString()).toBe(
      '2026-11-28T17:00:00.000Z',
    );
  });

  it('takes the offset after a clock change on the same day', () => {
    // 29 March 2026: the clocks go forward at 02:00; 01:00 is still UTC+1, 18:00 is UTC+2.
    expect(swedishTimeToday('18:00', new Date('2026-03-29T00:00:00Z'))?.toISOString()).toBe(
      '2026-03-29T16:00:00.000Z',
    );
  });

  it('refuses what is no time of day', () => {
    expect(swedishTimeToday('24:00', NOW)).toBeNull();
    expect(swedishTimeToday('6 pm', NOW)).toBeNull();
  });
});

describe('isSameSwedishDay', () => {
  it('compares the calendar days in Sweden', () => {
    expect(isSameSwedishDay(NOW, new Date('2026-11-27T22:59:00Z'))).toBe(true);
    expect(isSameSwedishDay(NOW, new Date('2026-11-27T23:00:00Z'))).toBe(false);
  });
});

describe('StorePauseRequestSchema', () => {
  it('takes an end with its offset or none (until reopened), and a note that is trimmed', () => {
    expect(StorePauseRequestSchema.parse({ until: '2026-11-27T18:00:00+01:00', note: ' Fest ' })).toEqual({
      until: '2026-11-27T18:00:00+01:00',
      note: 'Fest',
    });
    expect(StorePauseRequestSchema.parse({ until: null })).toEqual({ until: null, note: '' });
  });

  it('refuses a missing or malformed end and a note over 200 characters', () => {
    const fieldsOf = (input: unknown) =>
      StorePauseRequestSchema.safeParse(input).error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(fieldsOf({})).toEqual([['until', 'pauseEndInvalid']]);
    expect(fieldsOf({ until: '18:00' })).toEqual([['until', 'pauseEndInvalid']]);
    expect(fieldsOf({ until: null, note: 'x'.repeat(201) })).toEqual([['note', 'pauseNoteTooLong']]);
  });
});
