import type { ChangeFeed } from '../db/change-feed.ts';
import type { Db } from '../db/client.ts';

export type ReadCacheOptions = {
  /** Names the cached read in the table-list test's messages. */
  name: string;
  /** The tables the cached answers are read from: a write to any of them empties the cache. */
  tables: readonly string[];
  /**
   * The cached read run once with sample arguments: read-cache-tables.test.ts runs it and fails when
   * it touches a table missing from `tables`, or one of `tables` has no change trigger (decision 080).
   */
  sample: (db: Db) => Promise<unknown>;
  /** Least recently used entries go first beyond this many. */
  maxEntries: number;
  /** Safety net: an entry is read again after this long even without a change notification. */
  maxAgeMs?: number;
};

type Entry<V> = { value: V; loadedAt: number };

/** Every cached read declared in this process, by name, for read-cache-tables.test.ts. */
export const cachedReads = new Map<string, Pick<ReadCacheOptions, 'tables' | 'sample'>>();

/**
 * Answers of a hot read route, kept in this process until a write to one of their tables
 * (decisions 006 and 080). Correct by construction rather than by expiry:
 * - a change notification empties the cache, and a load that was running when it arrived is not
 *   kept (it may have read the old rows);
 * - while the change feed is not live (database connection lost), nothing is served from memory;
 * - concurrent misses on one key share a single load.
 * A write answered by this process calls `clear()` itself, so its own next read never waits for
 * the notification to come back (read your writes without a barrier).
 */
export class ReadCache<V> {
  readonly #feed: ChangeFeed;
  readonly #options: ReadCacheOptions;
  readonly #entries = new Map<string, Entry<V>>();
  readonly #loading = new Map<string, Promise<V>>();
  /** Bumped by every relevant change; a load keeps its value only if it did not move meanwhile. */
  #generation = 0;

  constructor(feed: ChangeFeed, options: ReadCacheOptions) {
    this.#feed = feed;
    this.#options = options;
    cachedReads.set(options.name, { tables: options.tables, sample: options.sample });
    const tables = new Set(options.tables);
    // Caches live as long as the app; the feed stops with the database when the app closes.
    feed.subscribe((change) => {
      if (change === '*' || tables.has(change)) this.clear();
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The kept value of `key`, without waiting (hot paths answer a hit synchronously). */
  peek(key: string): V | undefined {
    if (!this.#feed.live) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (Date.now() - entry.loadedAt > (this.#options.maxAgeMs ?? 60_000)) return undefined;
    // Re-inserted, so that Map order stays least recently used first.
    this.#entries.set(key, entry);
    return entry.value;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.#feed.live) return load();
    const kept = this.peek(key);
    if (kept !== undefined) return kept;
    const running = this.#loading.get(key);
    if (running) return running;

    const generation = this.#generation;
    const loadedAt = Date.now();
    const loading = load().then((value) => {
      if (generation === this.#generation && this.#feed.live) {
        this.#entries.set(key, { value, loadedAt });
        if (this.#entries.size > this.#options.maxEntries) {
          this.#entries.delete(this.#entries.keys().next().value as string);
        }
      }
      return value;
    });
    this.#loading.set(key, loading);
    try {
      return await loading;
    } finally {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    }
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#loading.clear();
  }
}
