import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDebouncedValue (issue 20: search asks the server 150 ms after typing stops)', () => {
  it('waits 150 ms after the last change, and no longer', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(150);
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: '' },
    });
    rerender({ value: 'p' });
    act(() => vi.advanceTimersByTime(100));
    rerender({ value: 'pi' }); // a key within the pause starts the wait again
    act(() => vi.advanceTimersByTime(149));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('pi');
  });
});
