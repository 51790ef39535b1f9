import type { FastifyBaseLogger } from 'fastify';
import { type CleanUpCounts, cleanUp } from '../db/clean-up.ts';
import type { Db } from '../db/client.ts';

// Session clean-up (decisions 008, 009): expired sessions and ended rate-limit windows (sign-in
// attempts included) go, every CLEAN_UP_INTERVAL_MS in every process; `cleanUp` deletes in batches of
// rows no other process is deleting (`for update skip locked`), so several processes are safe.

/** How often each process runs the clean-up. */
export const CLEAN_UP_INTERVAL_MS = 10 * 60_000;

export async function runSessionCleanUp(db: Db, now: Date, log: FastifyBaseLogger): Promise<CleanUpCounts> {
  const deleted = await cleanUp(db, now);
  if (deleted.sessions + deleted.rateLimits > 0) log.info({ deleted }, 'clean-up');
  return deleted;
}
