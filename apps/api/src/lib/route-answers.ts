import { type MessageKey, translateMessage } from '@levera/domain';
import type { FastifyRequest } from 'fastify';
import { languageOf } from './request-language.ts';

// What every route file answers the same way: the message of a change, in the request's language.

/** `{ success: true, message }`: what a change answers, the message in the request's language. */
export function succeeded(request: FastifyRequest, key: MessageKey) {
  return { success: true as const, message: translateMessage(key, languageOf(request)) };
}

/** What a change answers with the item as it is now. */
export function changed<Data>(request: FastifyRequest, key: MessageKey, data: Data) {
  return { ...succeeded(request, key), data };
}
