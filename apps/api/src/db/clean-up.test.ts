import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { cleanUp } from './clean-up.ts';
import type { Database } from './client.ts';
import { rateLimits, sessions } from './schema.ts';

// The periodic clean-up (issue 14 item 14, decision 008): rows past their use go, everything else
// stays, and several processes may run it at once. On PGlite, and on PostgreSQL in CI.

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});
beforeEach(async () => {
  await database.db.delete(sessions);
  await database.db.delete(rateLimits);
});

const NOW = new Date('2030-03-10T09:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const MINUTE = 60_000;

function session(expiresAt: Date) {
  return {
    tokenHash: randomBytes(32).toString('hex'),
    role: 'vendor',
    subjectId: randomUUID(),
    email: 'someone@levera.test',
    expiresAt,
    createdAt: new Date(expiresAt.getTime() - 24 * 60 * MINUTE),
  };
}
const window = (key: string, resetAt: Date) => ({ key, count: 3, resetAt });

async function seed(copies = 1) {
  for (let i = 0; i < copies; i++) {
    await database.db.insert(sessions).values([session(at(-MINUTE)), session(at(-1)), session(NOW)]);
    await database.db
      .insert(rateLimits)
      .values([window(`ended-${i}-a`, at(-MINUTE)), window(`ended-${i}-b`, at(-1))]);
  }
  // Still in use.
  const fresh = {
    sessions: [session(at(1)), session(at(24 * 60 * MINUTE))],
    rateLimits: [window('current-a', at(1000)), window('current-b', at(MINUTE))],
  };
  await database.db.insert(sessions).values(fresh.sessions);
  await database.db.insert(rateLimits).values(fresh.rateLimits);
  return fresh;
}

async function remaining() {
  return {
    sessions: (await database.db.select({ tokenHash: sessions.tokenHash }).from(sessions))
      .map((row) => row.tokenHash)
      .sort(),
    rateLimits: (await database.db.select({ key: rateLimits.key }).from(rateLimits))
      .map((row) => row.key)
      .sort(),
  };
}

function expected(fresh: Awaited<ReturnType<typeof seed>>) {
  return {
    sessions: fresh.sessions.map((row) => row.tokenHash).sort(),
    rateLimits: ['current-a', 'current-b'],
  };
}

describe('cleanUp', () => {
  it('deletes expired sessions and ended rate-limit windows, and nothing else', async () => {
    const fresh = await seed();
    expect(await cleanUp(database.db, NOW)).toEqual({ sessions: 3, rateLimits: 2 });
    expect(await remaining()).toEqual(expected(fresh));
    // Nothing left to do: a second pass deletes nothing.
    expect(await cleanUp(database.db, NOW)).toEqual({ sessions: 0, rateLimits: 0 });
    expect(await remaining()).toEqual(expected(fresh));
  });

  it('works through many rows in batches', async () => {
    const fresh = await seed(40);
    expect(await cleanUp(database.db, NOW, 7)).toEqual({ sessions: 120, rateLimits: 80 });
    expect(await remaining()).toEqual(expected(fresh));
  });

  it('is safe when several processes run it at once: each row is deleted once, fresh rows stay', async () => {
    const fresh = await seed(40);
    const passes = await Promise.all([1, 2, 3].map(() => cleanUp(database.db, NOW, 5)));
    const total = (key: keyof (typeof passes)[number]) => passes.reduce((sum, pass) => sum + pass[key], 0);
    expect({
      sessions: total('sessions'),
      rateLimits: total('rateLimits'),
    }).toEqual({ sessions: 120, rateLimits: 80 });
    expect(await remaining()).toEqual(expected(fresh));
  });
});
