import { DEFAULT_LANGUAGE, normaliseLanguage, type SiteLanguage } from '@levera/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The language of a request (DESIGN.md §4): `language` in the JSON body, or for requests without
 * one (GET, DELETE) the `language` query parameter; default English. Unsupported values fall back
 * to English, and 'se' counts as Swedish (SPEC §2).
 */
export function languageOf(request: FastifyRequest): SiteLanguage {
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const fromBody = (body as Record<string, unknown>).language;
    if (typeof fromBody === 'string') return normaliseLanguage(fromBody);
  }
  const query = request.query;
  if (query && typeof query === 'object') {
    const fromQuery = (query as Record<string, unknown>).language;
    if (typeof fromQuery === 'string') return normaliseLanguage(fromQuery);
  }
  return DEFAULT_LANGUAGE;
}
