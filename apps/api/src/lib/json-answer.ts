import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { COMPRESSION_THRESHOLD_BYTES, compress, type Encoding, preferredEncoding } from './compression.ts';
import type { ReadCache } from './read-cache.ts';

/**
 * The JSON text Fastify would send for `value` under the route's zod response schema (the same
 * encoding as fastify-type-provider-zod's serializer), so a cached answer can be kept as text and
 * sent again without validating and serialising it on every request.
 */
export function toJsonAnswer<Schema extends z.ZodType>(schema: Schema, value: z.output<Schema>): string {
  return JSON.stringify(z.encode(schema, value));
}

/**
 * A cached answer: its JSON text, and that text compressed, each encoding made once when a client
 * first asks for it (issue 20, decision 016), so a cache hit costs no compression either.
 */
export class JsonAnswer {
  readonly json: string;
  readonly bytes: number;
  readonly #compressed = new Map<Encoding, Buffer>();

  constructor(json: string) {
    this.json = json;
    this.bytes = Buffer.byteLength(json);
  }

  compressed(encoding: Encoding): Buffer {
    let body = this.#compressed.get(encoding);
    if (body === undefined) {
      body = compress(this.json, encoding);
      this.#compressed.set(encoding, body);
    }
    return body;
  }
}

/**
 * Sends a cached answer as @fastify/compress would send its text, compressed or not; an answer
 * that already has its Content-Encoding passes through @fastify/compress untouched.
 */
function sendJsonAnswer(reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const encoding = answer.bytes >= COMPRESSION_THRESHOLD_BYTES ? preferredEncoding(reply.request) : null;
  if (encoding === null) return reply.send(answer.json);
  const vary = reply.getHeader('vary');
  return reply
    .header('Vary', vary ? `${vary}, accept-encoding` : 'accept-encoding')
    .header('Content-Encoding', encoding)
    .send(answer.compressed(encoding));
}

/**
 * Sends the cached answer of `key`, loading and keeping it first on a miss (`load` makes its text
 * with `toJsonAnswer`). A hit answers synchronously: no promise on the hottest path.
 */
export function sendCachedJsonAnswer(
  reply: FastifyReply,
  cache: ReadCache<JsonAnswer>,
  key: string,
  load: () => Promise<string>,
): void | Promise<void> {
  const kept = cache.peek(key);
  if (kept !== undefined) {
    sendJsonAnswer(reply, kept);
    return;
  }
  return cache
    .get(key, async () => new JsonAnswer(await load()))
    .then((answer) => {
      sendJsonAnswer(reply, answer);
    });
}
