import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type AdminCounts, createHandshakeHeader, todayInStockholm } from '@levera/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { type Database, rowsOf } from '../../db/client.ts';
import { partnerApplications, promotions, supportQueries } from '../../db/schema.ts';
import { contactQueryValues, createAdmin, createVendor, signIn } from '../../test/fixtures.ts';
import { contactQuery } from '../../test/forms.ts';
import { call, createTwoTestApps, type TwoTestApps } from '../../test/test-app.ts';
import { MAX_STREAMS_PER_ADMIN } from './admin-live.routes.ts';

// Issue 17 §2 through HTTP: the admin counts, their event stream (auth, an event after a change made
// through another app instance on the same database, heartbeat, limits, the end of the session and
// of the process), and reading a query by acting on it. The counts come from counters kept by
// triggers (decision 053): they must equal counting the tables after every kind of write, and after
// many writes at once through both instances (a lost update would leave them short).

const HEARTBEAT_MS = 300;
const MAX_STREAMS = MAX_STREAMS_PER_ADMIN + 2;

let apps: TwoTestApps;
let main: App;
/** Another app instance on the same database: a second process on PostgreSQL (its own pool and feed). */
let other: App;
let otherDatabase: Database;
let database: Database;
let base: string;
let adminToken: string;
let secondAdminToken: string;
let vendorToken: string;

const unique = () => randomBytes(4).toString('hex');

beforeAll(async () => {
  apps = await createTwoTestApps({
    env: {
      ADMIN_STREAM_HEARTBEAT_MS: String(HEARTBEAT_MS),
      ADMIN_STREAMS_MAX: String(MAX_STREAMS),
      // The concurrent contact forms come from one address.
      PUBLIC_FORM_RATE_LIMIT: '1000',
    },
  });
  ({ main, other, database, otherDatabase } = apps);
  await main.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(main.server.address() as AddressInfo).port}`;
  const admin = await createAdmin(database.db);
  const secondAdmin = await createAdmin(database.db);
  const vendor = await createVendor(database.db);
  adminToken = await signIn(main, 'admin', admin.email);
  secondAdminToken = await signIn(main, 'admin', secondAdmin.email);
  vendorToken = await signIn(main, 'vendor', vendor.email);
});

afterAll(() => apps?.close());

// ---------------------------------------------------------------- helpers

type Stream = {
  status: number;
  headers: Headers;
  /** The body before the stream (a refusal's JSON). */
  text: () => string;
  /** The next `counts` event that `matches`, within `timeoutMs`. */
  nextCounts: (matches?: (counts: AdminCounts) => boolean, timeoutMs?: number) => Promise<AdminCounts>;
  /** Resolves when a heartbeat comment has arrived. */
  heartbeat: (timeoutMs?: number) => Promise<void>;
  /** Resolves when the server has ended the stream. */
  ended: (timeoutMs?: number) => Promise<void>;
  close: () => void;
};

/** Opens the stream the way the web client does (fetch with the handshake and the bearer token). */
async function openStream(token?: string, headers: Record<string, string> = {}): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/admin/counts/stream?language=en`, {
    headers: {
      accept: 'text/event-stream',
      'x-app-handshake': createHandshakeHeader(),
      ...(token && { authorization: `Bearer ${token}` }),
      ...headers,
    },
    signal: controller.signal,
  });
  let buffer = '';
  const events: AdminCounts[] = [];
  let heartbeats = 0;
  let isEnded = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) heartbeats += 1;
          const lines = block.split('\n');
          if (lines.includes('event: counts')) {
            const line = lines.find((part) => part.startsWith('data: '));
            if (line) events.push(JSON.parse(line.slice(6)));
          }
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // aborted by the test
    }
    isEnded = true;
    wake();
  })();

  function until<T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const attempt = () => {
        const found = check();
        if (found === undefined) return false;
        clearTimeout(timer);
        waiters.delete(attempt);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(attempt);
        reject(new Error(`no ${what} within ${timeoutMs} ms; received: ${JSON.stringify(events)}`));
      }, timeoutMs);
      if (!attempt()) waiters.add(attempt);
    });
  }
  let consumed = 0;
  return {
    status: response.status,
    headers: response.headers,
    text: () => buffer,
    nextCounts: (matches = () => true, timeoutMs = 2000) =>
      until(
        () => {
          while (consumed < events.length) {
            const event = events[consumed++]!;
            if (matches(event)) return event;
          }
          return undefined;
        },
        timeoutMs,
        'counts event',
      ),
    heartbeat: (timeoutMs = 2000) => {
      const before = heartbeats;
      return until(() => (heartbeats > before ? true : undefined), timeoutMs, 'heartbeat').then(() => {});
    },
    ended: (timeoutMs = 2000) =>
      until(() => (isEnded ? true : undefined), timeoutMs, 'end of stream').then(() => {}),
    close: () => controller.abort(),
  };
}

const counts = (token = adminToken) => call(main, '/api/admin/counts', { token });

const queryValues = (values: Partial<typeof supportQueries.$inferInsert> = {}) =>
  contactQueryValues(`Q-2030-${unique()}`, values);

async function insertQuery(values: Partial<typeof supportQueries.$inferInsert> = {}) {
  const [row] = await database.db.insert(supportQueries).values(queryValues(values)).returning();
  return row!;
}

const partnerValues = (status = 'pending') => ({
  caseNumber: `R-2030-${unique()}`,
  type: 'rider',
  status,
  firstName: 'Erik',
  lastName: 'Lund',
  email: `erik-${unique()}@example.com`,
  phone: '+46701234567',
  termsAcceptedAt: new Date(),
});

async function insertPartner(status = 'pending') {
  await database.db.insert(partnerApplications).values(partnerValues(status));
}

async function insertPromotion(vendorId: string, status: string, endDate = '2099-12-31') {
  await database.db.insert(promotions).values({
    vendorId,
    title: 'Spring pizza deal',
    description: 'Twenty percent off every pizza.',
    discountType: 'percentage',
    discountValue: 20,
    startDate: '2020-01-01',
    endDate,
    status,
  });
}

const contactForm = contactQuery({ language: 'sv' });

/** The counts as counting the tables says, the way they were read before decision 053. */
async function countedFromTables(): Promise<AdminCounts> {
  const today = todayInStockholm(new Date());
  const [row] = rowsOf<Record<string, number>>(
    await database.db.execute(sql`
      select
        (select count(*) filter (where not is_read) from support_queries)::int as unread,
        (select count(*) from support_queries)::int as queries,
        (select count(*) filter (where status = 'pending') from partner_applications)::int as pending_partners,
        (select count(*) from partner_applications)::int as partners,
        (select count(*) filter (where status = 'pending' and end_date >= ${today}::date) from promotions)::int
          as pending_promotions,
        (select count(*) from promotions)::int as promotions`),
  );
  return {
    queries: { unread: Number(row!.unread), total: Number(row!.queries) },
    partners: { pending: Number(row!.pending_partners), total: Number(row!.partners) },
    promotions: { pending: Number(row!.pending_promotions), total: Number(row!.promotions) },
  };
}

// ---------------------------------------------------------------- tests

describe('GET /api/admin/counts', () => {
  it('is for admins only', async () => {
    expect((await call(main, '/api/admin/counts')).status).toBe(401);
    expect((await counts(vendorToken)).status).toBe(403);
  });

  it('counts unread queries, pending applications and pending unexpired promotions, with totals', async () => {
    const before = (await counts()).body as AdminCounts;
    const vendor = await createVendor(database.db);
    await insertQuery();
    await insertQuery({ isRead: true, readAt: new Date() });
    await insertPartner('pending');
    await insertPartner('approved');
    await insertPromotion(vendor.id, 'pending');
    await insertPromotion(vendor.id, 'pending', '2020-01-31'); // lapsed: reads as expired
    await insertPromotion(vendor.id, 'active');

    const answer = await counts();
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toEqual({
      queries: { unread: before.queries.unread + 1, total: before.queries.total + 2 },
      partners: { pending: before.partners.pending + 1, total: before.partners.total + 2 },
      promotions: { pending: before.promotions.pending + 1, total: before.promotions.total + 3 },
    });
  });
});

describe('GET /api/admin/counts/stream', () => {
  it('refuses a caller without an admin session: 401 (no token, a vendor gets 403), before any stream', async () => {
    const anonymous = await openStream();
    expect(anonymous.status).toBe(401);
    await anonymous.ended();
    expect(JSON.parse(anonymous.text())).toMatchObject({ code: 'unauthenticated' });
    const unknown = await openStream('x'.repeat(40));
    expect(unknown.status).toBe(401);
    const vendor = await openStream(vendorToken);
    expect(vendor.status).toBe(403);
  });

  it('sends the counts at once, uncompressed, and again when a query arrives through another app instance', async () => {
    const stream = await openStream(adminToken, { 'accept-encoding': 'br, gzip' });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream');
      expect(stream.headers.get('content-encoding')).toBeNull();
      expect(stream.headers.get('cache-control')).toBe('no-store');
      const first = await stream.nextCounts();
      expect(first).toEqual((await counts()).body);

      // The public contact form, answered by the other instance (its own pool on PostgreSQL).
      const started = Date.now();
      const sent = await call(other, '/api/queries', { method: 'POST', body: contactForm });
      expect(sent.status).toBe(201);
      const next = await stream.nextCounts((event) => event.queries.total === first.queries.total + 1);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(next.queries.unread).toBe(first.queries.unread + 1);

      // Marking it read through the other instance lowers the count on this one's stream.
      const [row] = await database.db
        .select({ id: supportQueries.id })
        .from(supportQueries)
        .where(eq(supportQueries.caseNumber, sent.body.caseNumber));
      const read = await call(other, `/api/queries/${row!.id}/read`, { method: 'PATCH', token: adminToken });
      expect(read.status).toBe(200);
      expect(await stream.nextCounts()).toEqual({
        ...next,
        queries: { unread: first.queries.unread, total: first.queries.total + 1 },
      });
    } finally {
      stream.close();
    }
  });

  it('sends a heartbeat comment while nothing changes', async () => {
    const stream = await openStream(adminToken);
    try {
      await stream.nextCounts();
      await stream.heartbeat(HEARTBEAT_MS * 4);
      await stream.heartbeat(HEARTBEAT_MS * 4);
    } finally {
      stream.close();
    }
  });

  it(`keeps at most ${MAX_STREAMS_PER_ADMIN} streams per admin and ${MAX_STREAMS} per process: more answer 429`, async () => {
    const open: Stream[] = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_ADMIN; i++) open.push(await openStream(adminToken));
      expect(open.map((stream) => stream.status)).toEqual(Array(MAX_STREAMS_PER_ADMIN).fill(200));
      const refused = await openStream(adminToken);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      await refused.ended();
      expect(JSON.parse(refused.text())).toEqual({
        error: 'Too many requests. Please try again later.',
        code: 'too_many_streams',
        requestId: expect.any(String),
      });

      // Another admin may open the rest of the process's streams, then no one may.
      for (let i = MAX_STREAMS_PER_ADMIN; i < MAX_STREAMS; i++) open.push(await openStream(secondAdminToken));
      expect(open.at(-1)!.status).toBe(200);
      expect((await openStream(secondAdminToken)).status).toBe(429);

      // A closed stream frees its place.
      open.shift()!.close();
      await expect
        .poll(async () => {
          const again = await openStream(adminToken);
          if (again.status === 200) open.push(again);
          return again.status;
        })
        .toBe(200);
    } finally {
      for (const stream of open) stream.close();
    }
  });

  it('ends when the session ends (sign-out, from any instance)', async () => {
    const admin = await createAdmin(database.db);
    const token = await signIn(main, 'admin', admin.email);
    const stream = await openStream(token);
    await stream.nextCounts();
    expect((await call(other, '/api/admin/logout', { method: 'POST', token })).status).toBe(204);
    await stream.ended();
    expect((await openStream(token)).status).toBe(401);
  });
});

describe('acting on a query reads it', () => {
  it('a status change marks the query read, keeping who read it first', async () => {
    const query = await insertQuery();
    const before = ((await counts()).body as AdminCounts).queries.unread;
    const moved = await call(main, `/api/queries/${query.id}/status`, {
      method: 'PATCH',
      token: adminToken,
      body: { status: 'inProgress', expectedStatus: 'created' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ status: 'inProgress', isRead: true });
    const [stored] = await database.db.select().from(supportQueries).where(eq(supportQueries.id, query.id));
    expect(stored!.readAt).toBeInstanceOf(Date);
    expect(((await counts()).body as AdminCounts).queries.unread).toBe(before - 1);

    const secondAdmin = await createAdmin(database.db);
    const secondToken = await signIn(main, 'admin', secondAdmin.email);
    const reverted = await call(main, `/api/queries/${query.id}/status`, {
      method: 'PATCH',
      token: secondToken,
      body: { action: 'revert', expectedStatus: 'inProgress' },
    });
    expect(reverted.status).toBe(200);
    const [after] = await database.db.select().from(supportQueries).where(eq(supportQueries.id, query.id));
    expect(after).toMatchObject({ isRead: true, readBy: stored!.readBy, readAt: stored!.readAt });
  });

  it('a response marks a vendor query read', async () => {
    const vendor = await createVendor(database.db);
    const query = await insertQuery({
      type: 'vendor',
      vendorId: vendor.id,
      caseNumber: `VQ-2030-${unique()}`,
    });
    const before = ((await counts()).body as AdminCounts).queries.unread;
    const answered = await call(main, `/api/queries/${query.id}/response`, {
      method: 'PUT',
      token: adminToken,
      body: { response: 'The payout was sent on Monday.' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data.isRead).toBe(true);
    expect(((await counts()).body as AdminCounts).queries.unread).toBe(before - 1);
  });
});

describe('the counts follow every write (counters, decision 053)', () => {
  const served = async (app = main): Promise<AdminCounts> =>
    (await call(app, '/api/admin/counts', { token: adminToken })).body;

  it('equal the tables after single and multi-row inserts, updates, deletes and TRUNCATE', async () => {
    expect(await served()).toEqual(await countedFromTables());
    const before = await served();

    // One statement of many rows, read and unread; every partner status.
    const queries = await database.db
      .insert(supportQueries)
      .values([
        queryValues(),
        queryValues(),
        queryValues({ isRead: true, readAt: new Date() }),
        queryValues(),
      ])
      .returning({ id: supportQueries.id });
    const partners = await database.db
      .insert(partnerApplications)
      .values(['pending', 'pending', 'pending', 'approved', 'rejected'].map(partnerValues))
      .returning({ id: partnerApplications.id });
    const afterInserts = await served();
    expect(afterInserts).toEqual(await countedFromTables());
    expect(afterInserts.queries).toEqual({
      unread: before.queries.unread + 3,
      total: before.queries.total + 4,
    });
    expect(afterInserts.partners).toEqual({
      pending: before.partners.pending + 3,
      total: before.partners.total + 5,
    });

    // Through the API: a query marked read, then moved on (read already: no bucket moves), an
    // application approved.
    const read = await call(main, `/api/queries/${queries[0]!.id}/read`, {
      method: 'PATCH',
      token: adminToken,
    });
    expect(read.status).toBe(200);
    const moved = await call(main, `/api/queries/${queries[0]!.id}/status`, {
      method: 'PATCH',
      token: adminToken,
      body: { status: 'inProgress', expectedStatus: 'created' },
    });
    expect(moved.status).toBe(200);
    const approved = await call(main, `/api/partners/${partners[0]!.id}/status`, {
      method: 'PATCH',
      token: adminToken,
      body: { action: 'approve', expectedStatus: 'pending', language: 'en' },
    });
    expect(approved.status).toBe(200);
    expect(await served()).toEqual(await countedFromTables());

    // An update of many rows that moves some between buckets and leaves others; deletes.
    await database.db
      .update(supportQueries)
      .set({ isRead: true })
      .where(inArray(supportQueries.id, [queries[1]!.id, queries[2]!.id]));
    const partnerIds = partners.map((partner) => partner.id);
    await database.db
      .update(partnerApplications)
      .set({ status: 'inactive' })
      .where(inArray(partnerApplications.id, partnerIds));
    await database.db.delete(supportQueries).where(eq(supportQueries.id, queries[3]!.id));
    await database.db.delete(partnerApplications).where(eq(partnerApplications.id, partners[1]!.id));
    const afterUpdates = await served();
    expect(afterUpdates).toEqual(await countedFromTables());
    expect(afterUpdates.queries).toEqual({ unread: before.queries.unread, total: before.queries.total + 3 });
    expect(afterUpdates.partners).toEqual({
      pending: before.partners.pending,
      total: before.partners.total + 4,
    });

    // TRUNCATE (psql, a restore) empties the table's counters; the next rows count from zero.
    await database.db.execute(sql`truncate support_queries cascade`);
    await insertQuery();
    const afterTruncate = await served();
    expect(afterTruncate).toEqual(await countedFromTables());
    expect(afterTruncate.queries).toEqual({ unread: 1, total: 1 });
  });

  it('lose no write made at the same time through two app instances', async () => {
    const before = await served();
    const seeded = await database.db
      .insert(supportQueries)
      .values(Array.from({ length: 10 }, () => queryValues()))
      .returning({ id: supportQueries.id });
    await Promise.all([
      // 20 contact forms, half through each instance (each its own pool on PostgreSQL).
      ...Array.from({ length: 20 }, async (_, n) => {
        const sent = await call(n % 2 ? other : main, '/api/queries', { method: 'POST', body: contactForm });
        expect(sent.status).toBe(201);
      }),
      // The 10 seeded queries marked read meanwhile, each its own request.
      ...seeded.map(async ({ id }, n) => {
        const read = await call(n % 2 ? other : main, `/api/queries/${id}/read`, {
          method: 'PATCH',
          token: adminToken,
        });
        expect(read.status).toBe(200);
      }),
      // 20 applications, one statement each, on both instances' connections.
      ...Array.from({ length: 20 }, (_, n) =>
        (n % 2 ? otherDatabase : database).db.insert(partnerApplications).values(partnerValues()),
      ),
    ]);

    const after = await served();
    expect(after).toEqual(await countedFromTables());
    expect(after.queries).toEqual({ unread: before.queries.unread + 20, total: before.queries.total + 30 });
    expect(after.partners).toEqual({
      pending: before.partners.pending + 20,
      total: before.partners.total + 20,
    });
    // The other instance, on its own feed, has heard of them too.
    expect(await served(other)).toEqual(after);
  });
});

describe('shutdown', () => {
  it('ends open streams as soon as the app starts closing (graceful shutdown)', async () => {
    const stream = await openStream(adminToken);
    await stream.nextCounts();
    await other.close(); // another instance closing leaves this one's streams alone
    const closing = main.close();
    const started = Date.now();
    await stream.ended(1000);
    expect(Date.now() - started).toBeLessThan(1000);
    await closing;
  });
});
