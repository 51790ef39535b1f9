import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from './test-render.tsx';
import { SEARCH_DEBOUNCE_MS } from './use-debounced-value.ts';
import { useListParams, useSearchParam } from './use-list-params.ts';

// The search box of every back-office list (admin queries, partners, vendors …).
function SearchBox() {
  const list = useListParams();
  const search = useSearchParam(list);
  return (
    <>
      <input
        aria-label="Search"
        value={search.text}
        onChange={(event) => search.onChange(event.target.value)}
      />
      <output aria-label="Address">{list.get('q')}</output>
    </>
  );
}

const renderSearchBox = (path: string) => renderAt(path, <SearchBox />).router;

const box = () => screen.getByLabelText<HTMLInputElement>('Search');
const type = (value: string) => act(() => void box().dispatchEvent(inputEvent(value)));
function inputEvent(value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box(), value);
  return new Event('input', { bubbles: true });
}

describe('useSearchParam', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('puts the text in the address once typing pauses', async () => {
    renderSearchBox('/sv-en/admin/partners');
    await type('bistro');
    expect(screen.getByLabelText('Address').textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(screen.getByLabelText('Address').textContent).toBe('bistro');
    expect(box().value).toBe('bistro');
  });

  it('keeps a key typed while the address catches up with the text before it', async () => {
    renderSearchBox('/sv-en/admin/partners');
    await type('bi');
    // The pause ends and the address is updated, but the key after it arrives before React renders.
    await act(async () => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      box().dispatchEvent(inputEvent('bis'));
    });
    expect(box().value).toBe('bis');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(screen.getByLabelText('Address').textContent).toBe('bis');
    expect(box().value).toBe('bis');
  });

  it('follows the address when it changes under the box (a link, Back and Forward)', async () => {
    const router = renderSearchBox('/sv-en/admin/partners?q=pizza');
    expect(box().value).toBe('pizza');
    await type('sushi');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await act(() => router.navigate('/sv-en/admin/partners?q=tacos'));
    expect(box().value).toBe('tacos');
    await act(() => router.navigate(-1));
    expect(box().value).toBe('sushi');
    await act(() => router.navigate(1));
    expect(box().value).toBe('tacos');
  });
});

// An admin list's box (decision 068): the API refuses a term of fewer than three letters or digits,
// which its trigram index cannot serve; the box says so instead of sending it.
function ServerSearchBox() {
  const list = useListParams();
  const search = useSearchParam(list, { isServerSearch: true });
  return (
    <>
      <input
        aria-label="Search"
        value={search.text}
        onChange={(event) => search.onChange(event.target.value)}
      />
      {search.error && <p role="alert">{search.error}</p>}
      <output aria-label="Address">{list.get('q')}</output>
    </>
  );
}

describe('useSearchParam of a list the API searches', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  const address = () => screen.getByLabelText('Address').textContent;

  it('keeps a term of fewer than three letters or digits out of the address and says why, in both languages', async () => {
    renderAt('/sv-en/admin/queries?q=anna', <ServerSearchBox />);
    for (const term of ['an', 'a-', ' b ', 'å']) {
      await type(term);
      expect(screen.queryByRole('alert')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
      expect(screen.getByRole('alert').textContent).toBe('Type at least 3 letters or digits to search');
      expect(address()).toBe('anna');
    }
    await type('ann');
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(address()).toBe('ann');
    await type('');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(address()).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();

    renderAt('/sv-se/admin/queries', <ServerSearchBox />);
    await type('bo');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(screen.getByRole('alert').textContent).toBe('Skriv minst 3 bokstäver eller siffror för att söka');
    expect(address()).toBe('');
  });
});
