import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, swipeIntent, swipeOffset } from './use-swipe-right.ts';

describe('swipeIntent', () => {
  it('waits until the pointer has really moved', () => {
    expect(swipeIntent(3, 2)).toBe('undecided');
    expect(swipeIntent(-5, 5)).toBe('undecided');
  });

  it('takes a mostly horizontal move to the right as a swipe, anything else not', () => {
    expect(swipeIntent(20, 5)).toBe('swipe');
    expect(swipeIntent(-20, 0)).toBe('other');
    expect(swipeIntent(10, 30)).toBe('other');
    expect(swipeIntent(5, -12)).toBe('other');
  });
});

describe('swipeOffset', () => {
  it('follows the pointer up to the threshold, then resists, and never goes left', () => {
    expect(swipeOffset(-40)).toBe(0);
    expect(swipeOffset(50)).toBe(50);
    expect(swipeOffset(SWIPE_THRESHOLD_PX)).toBe(SWIPE_THRESHOLD_PX);
    expect(swipeOffset(SWIPE_THRESHOLD_PX + 40)).toBe(SWIPE_THRESHOLD_PX + 20);
    expect(swipeOffset(1000)).toBe(160);
  });
});
