import type { AdminCounts } from '@levera/domain';
import type { Change, ChangeFeed } from '../../db/change-feed.ts';
import { COUNTED_TABLES } from './admin-counts.service.ts';

// The admin's live counts (issue 17 §2, decision 034): one per process. It follows the database's
// change feed (decision 006), so a write through any process, the CLI or psql reaches it; it
// recomputes the counts once per burst of changes, whatever the number of open streams, and hands
// them to every open stream (which sends them when they differ from what it sent last). It also ends the streams of
// sessions that have ended (sign-out, expiry, deletion) and keeps their number bounded.

/** One open stream: whose it is, and how to reach and end it. */
export type CountsStream = {
  adminId: string;
  tokenHash: string;
  /** Sends the counts unless they equal the last ones this stream sent. */
  send: (counts: AdminCounts) => void;
  close: () => void;
  /** Ends the stream and its connection (shutdown: the next request goes to another process). */
  closeConnection: () => void;
};

export type LiveAdminCountsOptions = {
  changes: ChangeFeed;
  /** Reads the counts from the database. */
  read: () => Promise<AdminCounts>;
  /** The token hashes among `tokenHashes` whose session is still open and unexpired. */
  openSessions: (tokenHashes: string[]) => Promise<Set<string>>;
  /** Open streams per process, and per admin (a few tabs). */
  maxStreams: number;
  maxStreamsPerAdmin: number;
  /** Changes this close together make one recomputation. */
  coalesceMs?: number;
  onError?: (error: Error) => void;
};

export type Admission = 'ok' | 'too_many_for_admin' | 'too_many_for_process';

export class LiveAdminCounts {
  readonly #options: LiveAdminCountsOptions;
  readonly #streams = new Set<CountsStream>();
  /** The counts last read, valid while nothing counted has changed since (and the feed is live). */
  #latest: AdminCounts | null = null;
  #latestGeneration = -1;
  /** Bumped by every change that may move the counts: a read started before it is stale. */
  #generation = 0;
  #reading: Promise<AdminCounts> | null = null;
  #readingGeneration = -1;
  #recountTimer: NodeJS.Timeout | undefined;
  #sessionTimer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(options: LiveAdminCountsOptions) {
    this.#options = options;
    options.changes.subscribe((change) => this.#onChange(change));
  }

  get openStreams(): number {
    return this.#streams.size;
  }

  /** Whether one more stream of `adminId` may open. */
  admit(adminId: string): Admission {
    if (this.#closed || this.#streams.size >= this.#options.maxStreams) return 'too_many_for_process';
    let own = 0;
    for (const stream of this.#streams) if (stream.adminId === adminId) own += 1;
    return own >= this.#options.maxStreamsPerAdmin ? 'too_many_for_admin' : 'ok';
  }

  add(stream: CountsStream): void {
    this.#streams.add(stream);
  }

  remove(stream: CountsStream): void {
    this.#streams.delete(stream);
  }

  /**
   * The current counts: those last read while nothing counted has changed since, else a fresh read
   * (one at a time: callers that arrive meanwhile share it).
   */
  async current(): Promise<AdminCounts> {
    if (this.#latest && this.#latestGeneration === this.#generation && this.#options.changes.live) {
      return this.#latest;
    }
    return this.#read();
  }

  /** Ends every open stream (graceful shutdown: clients reconnect to another process). */
  closeAll(): void {
    this.#closed = true;
    clearTimeout(this.#recountTimer);
    clearTimeout(this.#sessionTimer);
    for (const stream of [...this.#streams]) stream.closeConnection();
    this.#streams.clear();
  }

  #read(): Promise<AdminCounts> {
    const generation = this.#generation;
    if (this.#reading && this.#readingGeneration === generation) return this.#reading;
    const reading = this.#options.read().then((counts) => {
      if (this.#readingGeneration === generation) {
        this.#latest = counts;
        this.#latestGeneration = generation;
        this.#reading = null;
      }
      return counts;
    });
    reading.catch(() => {
      if (this.#reading === reading) this.#reading = null;
    });
    this.#reading = reading;
    this.#readingGeneration = generation;
    return reading;
  }

  #onChange(change: Change): void {
    if (this.#closed) return;
    const everything = change === '*';
    if (everything || COUNTED_TABLES.has(change)) {
      this.#generation += 1;
      this.#schedule('recount');
    }
    if (everything || change === 'sessions') this.#schedule('sessions');
  }

  /** Runs a recount or a session check once, `coalesceMs` after the first change of a burst. */
  #schedule(what: 'recount' | 'sessions'): void {
    if (this.#streams.size === 0) return;
    const delay = this.#options.coalesceMs ?? 50;
    if (what === 'recount') {
      this.#recountTimer ??= setTimeout(() => {
        this.#recountTimer = undefined;
        void this.#broadcast();
      }, delay);
    } else {
      this.#sessionTimer ??= setTimeout(() => {
        this.#sessionTimer = undefined;
        void this.#endClosedSessions();
      }, delay);
    }
  }

  async #broadcast(): Promise<void> {
    try {
      const generation = this.#generation;
      const counts = await this.#read();
      // A change arrived during the read: the next recount (already scheduled) sends its result.
      if (generation !== this.#generation) return;
      for (const stream of this.#streams) stream.send(counts);
    } catch (error) {
      this.#options.onError?.(error as Error);
    }
  }

  async #endClosedSessions(): Promise<void> {
    const streams = [...this.#streams];
    if (streams.length === 0) return;
    try {
      const open = await this.#options.openSessions([...new Set(streams.map((stream) => stream.tokenHash))]);
      for (const stream of streams) if (!open.has(stream.tokenHash)) stream.close();
    } catch (error) {
      this.#options.onError?.(error as Error);
    }
  }
}
