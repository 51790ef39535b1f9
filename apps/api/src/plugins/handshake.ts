import { HANDSHAKE_HEADER, isValidHandshakeHeader } from '@levera/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error.ts';

// Paths that answer without a handshake: probes from the platform and the human-readable docs.
const EXEMPT = /^\/api\/(health\/|docs(\/|$))/;

/** Whether a URL answers without the handshake (also read by the OpenAPI document). */
export const isHandshakeExempt = (url: string) => !url.startsWith('/api/') || EXEMPT.test(url);

/** Rejects API calls without a valid app handshake (DESIGN.md §4) with 400 "Invalid app handshake". */
export const handshakePlugin = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (isHandshakeExempt(request.url)) return done();
    if (isValidHandshakeHeader(request.headers[HANDSHAKE_HEADER])) return done();
    done(new ApiError(400, 'invalid_handshake', 'invalidHandshake'));
  });
});
