import { describe, expect, it, vi } from 'vitest';
import type { Change, ChangeFeed } from '../db/change-feed.ts';
import { ReadCache } from './read-cache.ts';

// The rules that keep a cached answer from outliving the rows it was read from (decision 006).
function fakeFeed() {
  const listeners = new Set<(change: Change) => void>();
  const feed = {
    live: true,
    subscribe(listener: (change: Change) => void) {
      listeners.add(listener);
    },
    barrier: async () => {},
    close: async () => {},
    announce: (change: Change) => {
      for (const listener of listeners) listener(change);
    },
  };
  return feed satisfies ChangeFeed & { announce: unknown };
}

/** Options of a cache read from `tables` (its sample read is run by read-cache-tables.test.ts, not here). */
const options = (tables: string[], more: { maxEntries?: number; maxAgeMs?: number } = {}) => ({
  name: `test of ${tables.join(', ')}`,
  tables,
  sample: async () => {},
  maxEntries: 10,
  ...more,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('ReadCache', () => {
  it('loads once, then answers from memory until one of its tables changes', async () => {
    const feed = fakeFeed();
    const cache = new ReadCache<string>(feed, options(['vendors']));
    const load = vi.fn(async () => `answer ${load.mock.calls.length}`);
    expect(await cache.get('page 1', load)).toBe('answer 1');
    expect(await cache.get('page 1', load)).toBe('answer 1');
    expect(cache.peek('page 1')).toBe('answer 1');

    feed.announce('offers'); // not a table of this cache
    expect(await cache.get('page 1', load)).toBe('answer 1');

    feed.announce('vendors');
    expect(cache.peek('page 1')).toBeUndefined();
    expect(await cache.get('page 1', load)).toBe('answer 2');

    feed.announce('*'); // the feed reconnected: anything may have changed
    expect(await cache.get('page 1', load)).toBe('answer 3');
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ReadCache<string>(fakeFeed(), options(['vendors']));
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);
    const answers = Promise.all([cache.get('key', load), cache.get('key', load), cache.get('key', load)]);
    pending.resolve('once');
    expect(await answers).toEqual(['once', 'once', 'once']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a load that was running when a change arrived', async () => {
    const feed = fakeFeed();
    const cache = new ReadCache<string>(feed, options(['vendors']));
    const before = deferred<string>();
    const running = cache.get('key', () => before.promise);
    feed.announce('vendors'); // the load may have read the rows before this write
    before.resolve('read before the write');
    expect(await running).toBe('read before the write'); // its caller still gets an answer…
    expect(cache.peek('key')).toBeUndefined(); // …but nobody else does
    expect(await cache.get('key', async () => 'read after the write')).toBe('read after the write');
  });

  it('serves nothing from memory while the feed is not live', async () => {
    const feed = fakeFeed();
    const cache = new ReadCache<string>(feed, options(['vendors']));
    await cache.get('key', async () => 'kept');
    feed.live = false;
    expect(cache.peek('key')).toBeUndefined();
    expect(await cache.get('key', async () => 'from the database')).toBe('from the database');
    expect(await cache.get('key', async () => 'again from the database')).toBe('again from the database');
  });

  it('drops the least recently used beyond its size', async () => {
    const cache = new ReadCache<string>(fakeFeed(), options(['sessions'], { maxEntries: 2 }));
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    cache.peek('a'); // used: 'b' is now the least recently used
    await cache.get('c', async () => 'C');
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBe('A');
    expect(cache.peek('c')).toBe('C');
  });

  it('reads again after the maximum age, as a last safety net', async () => {
    vi.useFakeTimers();
    try {
      const cache = new ReadCache<string>(fakeFeed(), options(['offers'], { maxAgeMs: 1000 }));
      await cache.get('key', async () => 'old');
      vi.advanceTimersByTime(1001);
      expect(await cache.get('key', async () => 'new')).toBe('new');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not cache a failed load', async () => {
    const cache = new ReadCache<string>(fakeFeed(), options(['offers']));
    await expect(
      cache.get('key', async () => {
        throw new Error('database unavailable');
      }),
    ).rejects.toThrow('database unavailable');
    expect(await cache.get('key', async () => 'recovered')).toBe('recovered');
  });
});
