import { sql } from 'drizzle-orm';
import { CHANGE_CHANNEL, type ChangeFeed } from '../db/change-feed.ts';
import { type Db, rowsOf } from '../db/client.ts';
import { ApiError } from './api-error.ts';

export type RateLimitHit = { key: string; count: number; retryAfterSeconds: number };

/**
 * Fixed-window counters in PostgreSQL, so every API process shares them (DESIGN.md §8, decision 001).
 * One upsert for all `keys`: each row's window restarts when it has run out, and the statement is
 * atomic, so parallel requests each get their own count (decision 009). `now` is the app's clock
 * where a caller has one (sign-in); otherwise the database's.
 */
export async function hitRateLimits(
  db: Db,
  keys: string[],
  windowMs: number,
  now?: Date,
): Promise<RateLimitHit[]> {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const windowEnd = sql`${at} + make_interval(secs => ${windowMs / 1000})`;
  // Sorted, so two statements that share keys lock their rows in the same order (no deadlock).
  const rows = [...new Set(keys)].sort().map((key) => sql`(${key}, 1, ${windowEnd})`);
  const result = await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values ${sql.join(rows, sql`, `)}
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${at} then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= ${at} then ${windowEnd} else rate_limits.reset_at end
    returning key, count, (extract(epoch from (reset_at - ${at})) * 1000)::bigint::text as retry_ms`);
  return rowsOf<{ key: string; count: number; retry_ms: string }>(result).map((row) => ({
    key: row.key,
    count: Number(row.count),
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retry_ms) / 1000)),
  }));
}

export async function hitRateLimit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const [hit] = await hitRateLimits(db, [key], windowMs);
  return hit!;
}

/**
 * Counters this process has seen over their limit, and until when (per database, in the clock of
 * the caller). Only a limit the database has already reported is kept, so several processes still
 * behave as one; repeating it from memory lets a flood be refused without a database round trip,
 * leaving the pool and the CPU to everyone else (issue 14). Bounded: expired entries go first.
 */
const knownBlocks = new WeakMap<Db, Map<string, number>>();
const MAX_KNOWN_BLOCKS = 10_000;

/** Seconds until the longest known block among `keys` ends, or 0 when none is known. */
export function knownBlockSeconds(db: Db, keys: string[], now: Date): number {
  const blocks = knownBlocks.get(db);
  if (!blocks) return 0;
  let untilMs = 0;
  for (const key of keys) {
    const until = blocks.get(key);
    if (until === undefined) continue;
    if (until <= now.getTime()) blocks.delete(key);
    else untilMs = Math.max(untilMs, until);
  }
  return untilMs ? Math.ceil((untilMs - now.getTime()) / 1000) : 0;
}

/** Remembers that the database reported `key` over its limit for `retryAfterSeconds` more. */
export function rememberBlock(db: Db, key: string, retryAfterSeconds: number, now: Date): void {
  const blocks = knownBlocks.get(db) ?? new Map<string, number>();
  knownBlocks.set(db, blocks);
  if (blocks.size >= MAX_KNOWN_BLOCKS) {
    for (const [known, until] of blocks) if (until <= now.getTime()) blocks.delete(known);
    // Still full: forget the oldest (a forgotten block only costs a database round trip).
    for (const known of blocks.keys()) {
      if (blocks.size < MAX_KNOWN_BLOCKS) break;
      blocks.delete(known);
    }
  }
  blocks.set(key, now.getTime() + retryAfterSeconds * 1000);
}

/**
 * A counter an owner lifted by hand (a sign-in block, issue 33 §6) is deleted in the database; every
 * process must then stop answering it from memory. The lift notifies the change feed with this
 * payload in its transaction, and `followLiftedBlocks` forgets what each process knew.
 */
export const LIFTED_BLOCKS_CHANGE = 'rate_limits';

/**
 * Forgets this process's known blocks of `database` whenever a block is lifted, or the feed may
 * have missed one (`*`, after a reconnect). Each forgotten block that still holds costs one round
 * trip to learn again. Called once per app.
 */
export function followLiftedBlocks(database: { db: Db; changes: ChangeFeed }): void {
  database.changes.subscribe((change) => {
    if (change === '*' || change === LIFTED_BLOCKS_CHANGE) knownBlocks.delete(database.db);
  });
}

/** The statement, for the lift's transaction, that tells every process to forget its known blocks. */
export const notifyLiftedBlocks = () => sql`select pg_notify(${CHANGE_CHANNEL}, ${LIFTED_BLOCKS_CHANGE})`;

/**
 * In one statement: forgets the `reset` counters and gives one hit back to the `release` counters
 * (an attempt that turned out not to count, such as a successful sign-in).
 */
export async function releaseRateLimits(db: Db, { reset, release }: { reset: string[]; release: string[] }) {
  const keys = (list: string[]) =>
    sql`array[${sql.join(
      [...list, ''].map((key) => sql`${key}`),
      sql`, `,
    )}]::text[]`;
  await db.execute(sql`
    with forgotten as (delete from rate_limits where key = any(${keys(reset)}))
    update rate_limits set count = greatest(count - 1, 0) where key = any(${keys(release)})`);
}

/** Throws 429 with Retry-After once `key` was hit more than `max` times in the window. */
export async function enforceRateLimit(db: Db, key: string, max: number, windowMs: number): Promise<void> {
  const { count, retryAfterSeconds } = await hitRateLimit(db, key, windowMs);
  if (count > max) {
    throw new ApiError(429, 'rate_limited', 'tooManyRequests', undefined, undefined, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}
