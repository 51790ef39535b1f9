import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/**
 * Compression of answers (issue 20, decision 016): anything above about 1 KB is sent brotli or
 * gzip compressed when the client accepts it, by @fastify/compress (cached answers too); the web
 * build is precompressed at build time and its route opts out (static-web.ts). The plugin is plugins/compression.ts; the settings and the
 * negotiation are here, below the plugins, for the code that compresses an answer itself.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** In order of preference when the client accepts both equally. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** Brotli quality 4, as @fastify/compress recommends: 11 is many times slower for a few % less. */
export const BROTLI_QUALITY = 4;

/** The encoding @fastify/compress would choose for this request, or null for none. */
export function preferredEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return null;
  // As @fastify/compress reads it: "*" and "x-gzip" mean gzip.
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]);
}

export function compress(text: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(text);
}
