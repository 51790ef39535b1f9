import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// Change notifications from the database, for the in-process read caches (decision 006).
//
// Migration 0002 adds statement triggers that run `pg_notify('levera_changes', <table name>)` on
// every write to the tables the caches follow. PostgreSQL delivers a notification to every
// listening connection when the writing transaction commits, in commit order, whoever wrote: this
// process, another API process, the admin CLI or someone in psql. So every process drops what a
// write made stale, and two processes behave as one (DESIGN.md §8).
//
// While the listening connection is down, notifications may be missed: the feed is then not
// `live`, and the caches serve nothing and go to the database every time, until it is back.

export const CHANGE_CHANNEL = 'levera_changes';

/** A table name, or '*' when anything may have changed (the feed reconnected after an outage). */
export type Change = string;

export type ChangeFeed = {
  /** True while notifications are known to arrive. */
  readonly live: boolean;
  /** Calls `listener` for every change, for as long as the feed is open; starts listening on first use. */
  subscribe: (listener: (change: Change) => void) => void;
  /**
   * Resolves once every change committed before the call has reached this process's listeners
   * (a notification of our own goes through the same queue, which is delivered in order). Resolves
   * at once when the feed is not live, and after `timeoutMs` at the latest: it never fails.
   */
  barrier: (timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

const BARRIER_PREFIX = 'barrier:';

/** The shared part: listeners, barriers waiting for their own notification, and the live flag. */
function createFeedCore(send: (payload: string) => Promise<unknown>) {
  const listeners = new Set<(change: Change) => void>();
  const barriers = new Map<string, () => void>();
  const core = {
    live: false,
    listeners,
    deliver(payload: string) {
      if (payload.startsWith(BARRIER_PREFIX)) {
        barriers.get(payload)?.();
        return;
      }
      for (const listener of listeners) listener(payload);
    },
    async barrier(timeoutMs = 1000): Promise<void> {
      if (!core.live) return;
      const payload = `${BARRIER_PREFIX}${randomUUID()}`;
      let timer: NodeJS.Timeout | undefined;
      // Settles when our marker arrives, when sending it fails (the database went away: the feed
      // goes down with it and the caches stop serving), or after the timeout, whichever is first.
      const done = new Promise<void>((resolve) => {
        barriers.set(payload, resolve);
        timer = setTimeout(resolve, timeoutMs);
        send(payload).catch(() => resolve());
      });
      try {
        await done;
      } finally {
        clearTimeout(timer);
        barriers.delete(payload);
      }
    },
  };
  return core;
}

/** PGlite runs in this process: a notification reaches the listener before the write resolves. */
export function pgliteChangeFeed(client: PGlite): ChangeFeed {
  const core = createFeedCore(async () => {});
  let started: Promise<unknown> | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  return {
    get live() {
      return core.live;
    },
    subscribe(listener) {
      core.listeners.add(listener);
      started ??= client
        .listen(CHANGE_CHANNEL, (payload) => core.deliver(payload))
        .then((stop) => {
          unlisten = stop;
          core.live = true;
        });
    },
    // Nothing to wait for: PGlite hands a notification to the listener before the write resolves.
    barrier: async () => {},
    close: async () => {
      core.live = false;
      await started?.catch(() => {});
      if (unlisten && !client.closed) await unlisten().catch(() => {});
    },
  };
}

export type PostgresFeedOptions = {
  url: string;
  connectTimeoutMs: number;
  /** Runs `select pg_notify(...)` through the pool, as every other statement does. */
  notify: (payload: string) => Promise<unknown>;
  /** Reconnection attempts wait this long at first, doubling up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** How often the idle listening connection proves it is still there. */
  heartbeatMs?: number;
  onError?: (error: Error) => void;
};

/**
 * One dedicated connection (outside the pool) runs `LISTEN`. When it breaks, the feed is not live,
 * every listener hears '*', and it reconnects with backoff; once listening again it says '*' once
 * more, since changes made meanwhile were not heard.
 */
export function postgresChangeFeed(options: PostgresFeedOptions): ChangeFeed {
  const core = createFeedCore(options.notify);
  const retryMs = options.retryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 5000;
  const heartbeatMs = options.heartbeatMs ?? 5000;
  let client: pg.Client | null = null;
  let started = false;
  let closed = false;
  let nextRetryMs = retryMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const everything = () => core.deliver('*');

  function lost(failed: pg.Client, error?: Error) {
    if (client !== failed) return;
    client = null;
    core.live = false;
    clearInterval(heartbeat);
    if (error) options.onError?.(error);
    everything();
    failed.removeAllListeners('notification');
    failed.on('error', () => {}); // a late error from the dead connection must not crash the process
    void failed.end().catch(() => {});
    if (!closed) {
      retryTimer = setTimeout(connect, nextRetryMs);
      nextRetryMs = Math.min(nextRetryMs * 2, maxRetryMs);
    }
  }

  async function connect() {
    if (closed) return;
    const candidate = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs,
      keepAlive: true,
      query_timeout: options.connectTimeoutMs,
    });
    client = candidate;
    candidate.on('error', (error) => lost(candidate, error));
    candidate.on('end', () => lost(candidate));
    candidate.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload !== undefined) core.deliver(message.payload);
    });
    try {
      await candidate.connect();
      await candidate.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      lost(candidate, error as Error);
      return;
    }
    if (client !== candidate || closed) return;
    nextRetryMs = retryMs;
    everything();
    core.live = true;
    heartbeat = setInterval(() => {
      candidate.query('select 1').catch((error: Error) => lost(candidate, error));
    }, heartbeatMs).unref();
  }

  return {
    get live() {
      return core.live;
    },
    subscribe(listener) {
      core.listeners.add(listener);
      if (!started) {
        started = true;
        void connect();
      }
    },
    barrier: (timeoutMs) => core.barrier(timeoutMs),
    close: async () => {
      closed = true;
      core.live = false;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const current = client;
      client = null;
      if (current) {
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
