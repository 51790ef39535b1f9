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
// A connection can also die silently (a network partition drops packets; nothing is closed): so
// the feed is live only while it has proven itself within the last second, by a heartbeat round
// trip on the listening connection every quarter second (decision 008).

export const CHANGE_CHANNEL = 'levera_changes';
export const CHANGE_FEED_APPLICATION_NAME = 'levera-change-feed';

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

/** The shared part: listeners, and barriers waiting for their own notification. */
function createFeedCore(send: (payload: string) => Promise<unknown>, isLive: () => boolean) {
  const listeners = new Set<(change: Change) => void>();
  const barriers = new Map<string, () => void>();
  const core = {
    listeners,
    deliver(payload: string) {
      if (payload.startsWith(BARRIER_PREFIX)) {
        barriers.get(payload)?.();
        return;
      }
      for (const listener of listeners) listener(payload);
    },
    async barrier(timeoutMs = 1000): Promise<void> {
      if (!isLive()) return;
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
  let live = false;
  const core = createFeedCore(
    async () => {},
    () => live,
  );
  let started: Promise<unknown> | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  return {
    get live() {
      return live;
    },
    subscribe(listener) {
      core.listeners.add(listener);
      started ??= client
        .listen(CHANGE_CHANNEL, (payload) => core.deliver(payload))
        .then((stop) => {
          unlisten = stop;
          live = true;
        });
    },
    // Nothing to wait for: PGlite hands a notification to the listener before the write resolves.
    barrier: async () => {},
    close: async () => {
      live = false;
      await started?.catch(() => {});
      if (unlisten && !client.closed) await unlisten().catch(() => {});
    },
  };
}

/** What the feed needs of the embedded database's worker thread (`pglite-worker.mjs`). */
export type ChangeWorker = {
  postMessage: (message: { type: 'echo'; payload: string }) => void;
  on: (event: 'message', listener: (message: { type: string; payload?: string }) => void) => unknown;
  once: (event: 'exit', listener: () => void) => unknown;
};

/**
 * PGlite in a worker thread (decision 045): the worker listens on the session and posts each
 * notification to this thread, before it answers the statement that committed it. A barrier is a
 * message the worker echoes: messages arrive in the order they were posted, so once the echo is
 * here, every notification posted before it is too. Live from the first subscription until the
 * worker stops; then every listener hears '*'. `follow` moves the feed to the worker started in
 * its place (the watchdog's restart, decision 055): live again, and '*' once more, as the
 * PostgreSQL feed says after it reconnects.
 */
export function workerChangeFeed(first: ChangeWorker): ChangeFeed & { follow: (next: ChangeWorker) => void } {
  let worker = first;
  let live = false;
  let stopped = false;
  let started = false;
  let closed = false;
  const core = createFeedCore(
    async (payload) => {
      if (stopped) throw new Error('embedded database stopped');
      worker.postMessage({ type: 'echo', payload });
    },
    () => live,
  );
  const onMessage = (message: { type: string; payload?: string }) => {
    if (message.type === 'change' && message.payload !== undefined) core.deliver(message.payload);
  };
  const attach = (next: ChangeWorker) => {
    worker = next;
    stopped = false;
    next.once('exit', () => {
      if (next !== worker) return;
      stopped = true;
      if (!live) return;
      live = false;
      core.deliver('*');
    });
    if (started) next.on('message', onMessage);
  };
  attach(first);
  return {
    get live() {
      return live;
    },
    subscribe(listener) {
      core.listeners.add(listener);
      if (started) return;
      started = true;
      worker.on('message', onMessage);
      live = !stopped && !closed;
    },
    follow(next) {
      attach(next);
      if (!started || closed) return;
      live = true;
      core.deliver('*');
    },
    barrier: (timeoutMs) => core.barrier(timeoutMs),
    close: async () => {
      closed = true;
      live = false;
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
  /** How often the listening connection proves it is still there (a `select 1` round trip). */
  heartbeatMs?: number;
  /** The feed counts as live only this long after its last proof. */
  proofValidMs?: number;
  onError?: (error: Error) => void;
};

/**
 * One dedicated connection (outside the pool) runs `LISTEN`. When it breaks, the feed is not live,
 * every listener hears '*', and it reconnects with backoff; once listening again it says '*' once
 * more, since changes made meanwhile were not heard.
 *
 * Live means: listening, and a heartbeat sent at most `proofValidMs` ago has come back. PostgreSQL
 * sends a listening connection its pending notifications before the answer to a statement, so the
 * answer proves that every change committed before the heartbeat left has been delivered. A
 * connection that goes silent therefore stops the caches within `proofValidMs`.
 */
export function postgresChangeFeed(options: PostgresFeedOptions): ChangeFeed {
  const retryMs = options.retryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 5000;
  const heartbeatMs = options.heartbeatMs ?? 250;
  const proofValidMs = options.proofValidMs ?? 1000;
  let listening = false;
  /** When the last heartbeat that came back was sent (or LISTEN answered). */
  let provenAt = 0;
  const isLive = () => listening && Date.now() - provenAt <= proofValidMs;
  const core = createFeedCore(options.notify, isLive);
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
    listening = false;
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
      // Tells this connection apart in pg_stat_activity (its last statement is a heartbeat).
      application_name: CHANGE_FEED_APPLICATION_NAME,
    });
    client = candidate;
    candidate.on('error', (error) => lost(candidate, error));
    candidate.on('end', () => lost(candidate));
    candidate.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload !== undefined) core.deliver(message.payload);
    });
    let sentAt = Date.now();
    try {
      await candidate.connect();
      sentAt = Date.now();
      await candidate.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      lost(candidate, error as Error);
      return;
    }
    if (client !== candidate || closed) return;
    nextRetryMs = retryMs;
    everything();
    provenAt = sentAt;
    listening = true;
    // One heartbeat at a time: one that does not come back within the connection's query timeout
    // fails, and the feed reconnects.
    let beating = false;
    heartbeat = setInterval(() => {
      if (beating) return;
      beating = true;
      const sent = Date.now();
      candidate.query('select 1').then(
        () => {
          beating = false;
          if (client === candidate) provenAt = sent;
        },
        (error: Error) => lost(candidate, error),
      );
    }, heartbeatMs).unref();
  }

  return {
    get live() {
      return isLive();
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
      listening = false;
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
