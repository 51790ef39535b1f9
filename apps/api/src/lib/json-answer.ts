import type { FastifyReply } from 'fastify';
import type { ReadCache } from './read-cache.ts';
import { z } from 'zod';

/**
 * The JSON text Fastify would send for `value` under the route's zod response schema (the same
 * encoding as fastify-type-provider-zod's serializer), so a cached answer can be kept as text and
 * sent again without validating and serialising it on every request.
 */
export function toJsonAnswer<Schema extends z.ZodType>(schema: Schema, value: z.output<Schema>): string {
  return JSON.stringify(z.encode(schema, value));
}

/** Sends answer text made by `toJsonAnswer`: Fastify sends a string with a JSON type as it is. */
function sendJsonAnswer(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * Sends the cached answer text of `key`, loading and keeping it first on a miss. A hit answers
 * synchronously: no promise on the hottest path.
 */
export function sendCachedJsonAnswer(
  reply: FastifyReply,
  cache: ReadCache<string>,
  key: string,
  load: () => Promise<string>,
): void | Promise<void> {
  const kept = cache.peek(key);
  if (kept !== undefined) {
    sendJsonAnswer(reply, kept);
    return;
  }
  return cache.get(key, load).then((json) => {
    sendJsonAnswer(reply, json);
  });
}
