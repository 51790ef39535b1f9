import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './test-render.tsx';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value.ts';

function Shown({ value }: { value: string }) {
  return <output>{useDebouncedValue(value)}</output>;
}

let root: Root;
let container: HTMLElement;
const shown = () => container.querySelector('output')?.textContent;
const type = (value: string) => act(() => root.render(<Shown value={value} />));

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('useDebouncedValue (issue 20: search asks the server 150 ms after typing stops)', () => {
  it('waits 150 ms after the last change, and no longer', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(150);
    type('');
    type('p');
    act(() => vi.advanceTimersByTime(100));
    type('pi'); // a key within the pause starts the wait again
    act(() => vi.advanceTimersByTime(149));
    expect(shown()).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('pi');
  });
});
