import fastifySse from '@fastify/sse';
import { ADMIN_COUNTS_EVENT, type AdminCounts, AdminCountsSchema } from '@levera/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { sessions } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { LanguageQuery, routeOptions } from '../../lib/route-schemas.ts';
import { principalOf } from '../../lib/principal.ts';
import { readAdminCounts } from './admin-counts.service.ts';
import { LiveAdminCounts } from './live-admin-counts.ts';

const tags = ['admin counts'];

/** A few tabs of one admin; more would only hold connections (decision 034). */
export const MAX_STREAMS_PER_ADMIN = 5;
/** How long a browser waits before it reconnects after the stream ended (`retry:`). */
const RECONNECT_MS = 2000;
/** setTimeout's largest delay: a session ending later is ended by the session check instead. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The admin's counts (issue 17 §2, decision 034): `GET /admin/counts` for the first paint, and
 * `GET /admin/counts/stream`, a server-sent events stream that sends them at once and again within
 * moments of every change that moves them, made by anyone through any process.
 */
export const adminLiveRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, env, now }) => {
  await app.register(fastifySse, { heartbeatInterval: env.ADMIN_STREAM_HEARTBEAT_MS });

  const live = new LiveAdminCounts({
    changes: app.changes,
    read: () => readAdminCounts(db, now()),
    openSessions: async (tokenHashes) => {
      const rows = await db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(and(inArray(sessions.tokenHash, tokenHashes), gt(sessions.expiresAt, now())));
      return new Set(rows.map((row) => row.tokenHash));
    },
    maxStreams: env.ADMIN_STREAMS_MAX,
    maxStreamsPerAdmin: MAX_STREAMS_PER_ADMIN,
    onError: (error) => app.log.warn({ err: error }, 'admin counts: recount failed'),
  });
  app.reportOpenStreams(() => live.openStreams);
  // Open streams would hold `app.close()` (graceful shutdown) until the grace period ends: end them
  // first; the browsers reconnect, to another process once this one has stopped listening.
  app.addHook('preClose', (done) => {
    live.closeAll();
    done();
  });

  app.get(
    '/admin/counts',
    routeOptions({ admin: 'readLists' }, tags, {
      summary: 'Unread queries, pending partner applications and pending promotions, with list totals',
      querystring: LanguageQuery,
      response: { 200: AdminCountsSchema },
    }),
    async () => live.current(),
  );

  app.get(
    '/admin/counts/stream',
    {
      ...routeOptions({ admin: 'readLists' }, tags, {
        summary: 'The admin counts as server-sent events, sent again after every change',
        description:
          'A `text/event-stream` that sends a `counts` event (the answer of GET /api/admin/counts as ' +
          'JSON) at once and after every change that moves the counts, and a comment line as a ' +
          `heartbeat. It ends when the session ends. At most ${MAX_STREAMS_PER_ADMIN} open streams ` +
          'per admin (more answer 429).',
        querystring: LanguageQuery,
        response: {
          200: {
            description: 'The event stream',
            content: { 'text/event-stream': { schema: z.string().max(2000) } },
          },
        },
      }),
      sse: { kind: 'only' },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const admission = live.admit(principal.id);
      if (admission !== 'ok') {
        throw new ApiError(429, 'too_many_streams', 'tooManyRequests', undefined, undefined, {
          'Retry-After': '30',
        });
      }
      const [session] = await db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, principal.tokenHash));
      const first = await live.current();

      let lastSent = '';
      const write = (counts: AdminCounts) => {
        const json = JSON.stringify(counts);
        if (json === lastSent || !reply.sse.isConnected) return;
        lastSent = json;
        reply.sse.send({ event: ADMIN_COUNTS_EVENT, data: counts, retry: RECONNECT_MS }).catch(() => {});
      };
      const stream = {
        adminId: principal.id,
        tokenHash: principal.tokenHash,
        send: write,
        close: () => reply.sse.close(),
        closeConnection: () => {
          reply.sse.close();
          reply.raw.once('finish', () => reply.raw.socket?.destroy());
        },
      };
      const untilExpiry = (session?.expiresAt.getTime() ?? 0) - now().getTime();
      const expiry = setTimeout(stream.close, Math.min(Math.max(untilExpiry, 0), MAX_TIMER_MS));
      expiry.unref();
      reply.sse.keepAlive();
      reply.sse.onClose(() => {
        clearTimeout(expiry);
        live.remove(stream);
      });
      live.add(stream);
      write(first);
    },
  );
};
