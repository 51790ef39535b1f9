import { isSearchTooShort } from '@levera/domain';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from './use-debounced-value.ts';
import { useMessage } from './use-message.ts';

// Every back-office list keeps its search, filters, sort and page in the address (issue 15), so a
// view survives reload, back and forward, and can be shared. Every list screen uses this hook.

export type ListParams = {
  /** A parameter's value, or '' when absent. */
  get: (key: string) => string;
  /** The page, 1 when absent or invalid. */
  page: number;
  /** Sets (or, when empty, removes) parameters; any change other than the page starts at page 1. */
  update: (changes: Record<string, string | number | null>, options?: { replace?: boolean }) => void;
};

/** The parameters after `changes`: empty values and page 1 are left out; a change other than the page drops it. */
export function nextListParams(
  current: URLSearchParams,
  changes: Record<string, string | number | null>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** The page of a list's address, 1 when absent or invalid (a route's client loader reads it too). */
export function readListPage(params: { get: (key: string) => string | null }): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const page = readListPage(params);
  const update: ListParams['update'] = (changes, options = {}) =>
    setParams((current) => nextListParams(current, changes), {
      replace: options.replace ?? false,
      preventScrollReset: true,
    });
  return { get: (key) => params.get(key) ?? '', page, update };
}

/**
 * A search box bound to the `q` parameter: the box updates at once, the address (and so the list)
 * when typing pauses (or at once on `submit`, for Enter), replacing the entry so Back does not step
 * through every keystroke; Back and forward change the address under the box, and the box follows.
 * With `isServerSearch` (an admin list the API searches), a term the API would refuse as too short
 * (`isSearchTooShort`, decision 068) is not sent: the box says why (`error`) and the list stays.
 */
export function useSearchParam(list: ListParams, options: { key?: string; isServerSearch?: boolean } = {}) {
  const { key = 'q', isServerSearch = false } = options;
  const message = useMessage();
  const q = list.get(key);
  const [text, setText] = useState(q);
  const [isTooShort, setIsTooShort] = useState(false);
  const [shownQ, setShownQ] = useState(q);
  // The value this box last put in the address: when the address arrives at it, the box may already
  // hold keys typed since, which must stay. Any other change of the address (a link, Back) is shown.
  const [sent, setSent] = useState<string | null>(null);
  if (q !== shownQ) {
    setShownQ(q);
    if (q === sent) setSent(null);
    else if (q.trim() !== text.trim()) setText(q);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = (value: string) => {
    const tooShort = isServerSearch && value.trim() !== '' && isSearchTooShort(value.trim());
    setIsTooShort(tooShort);
    if (tooShort || value.trim() === q) return;
    setSent(value.trim());
    list.update({ [key]: value.trim() || null }, { replace: true });
  };
  const onChange = (value: string) => {
    setText(value);
    setIsTooShort(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(value), SEARCH_DEBOUNCE_MS);
  };
  const submit = () => {
    clearTimeout(timer.current);
    apply(text);
  };
  const clear = () => {
    clearTimeout(timer.current);
    setText('');
    setIsTooShort(false);
  };
  const error = isTooShort ? message('searchTooShort') : undefined;
  return { q, text, onChange, submit, clear, error };
}
