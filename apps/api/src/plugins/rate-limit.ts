import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { ApiError } from '../lib/api-error.ts';

/**
 * Fixed-window counter in PostgreSQL, so every API process shares it (DESIGN.md §8). One upsert
 * per call: the row's window restarts when it has run out.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const result = await db.execute<{ count: number; retry_ms: string }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now()
        then now() + make_interval(secs => ${windowMs / 1000}) else rate_limits.reset_at end
    returning count, (extract(epoch from (reset_at - now())) * 1000)::bigint::text as retry_ms`);
  const rows = rowsOf<{ count: number; retry_ms: string }>(result);
  const row = rows[0]!;
  return { count: Number(row.count), retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retry_ms) / 1000)) };
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
