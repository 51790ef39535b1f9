import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Takes `count` connections of the pool (all of them, given its size) with an open transaction until
 * `release` is called, as slow requests do; `started` resolves once all of them hold one.
 */
export function holdConnections(database: Database, count: number) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const started: Promise<void>[] = [];
  const held = Array.from({ length: count }, () => {
    let begun = () => {};
    started.push(new Promise<void>((resolve) => (begun = resolve)));
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      begun();
      await gate;
    });
  });
  return {
    started: Promise.all(started),
    release: async () => {
      release();
      await Promise.all(held);
    },
  };
}
