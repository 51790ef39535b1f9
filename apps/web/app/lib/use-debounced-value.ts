import { useEffect, useState } from 'react';

/**
 * How long a search box waits after the last key before it asks the server (issue 20): the server
 * answers a search in 13–36 ms, so 150 ms after typing stops is enough to send one request per
 * pause without making the list feel late. Every search box of the back-office uses it.
 */
export const SEARCH_DEBOUNCE_MS = 150;

/** The value once it has stopped changing for `delayMs` (search as you type, one request per pause). */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
