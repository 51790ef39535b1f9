import { type MessageKey, translateMessage } from '@levera/domain';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { AuthRule } from './principal.ts';
import { languageOf } from './request-language.ts';

// What every route file declares and answers the same way. The answers' schemas are the domain's
// (decision 025); these are the request pieces and the route options around them.

/**
 * `language` rides along in every body and query string (SPEC §7). Declared so it survives
 * validation (which drops unknown keys): `languageOf` translates the answer and the errors with it.
 */
export const LanguageField = { language: z.string().max(10).optional() };

/** A query string of nothing but the language (GET and DELETE of one item). */
export const LanguageQuery = z.object(LanguageField);

/** `:id` in the path: any text; one that names no row (a UUID or not) answers 404 like an unknown one. */
export const IdParams = z.object({ id: z.string().max(100) });

/** A public form's extras: the language, and `website`, a honeypot people never see (filled: a bot). */
export const PublicFormFields = { ...LanguageField, website: z.string().max(500).optional() };

/**
 * A route's options: who may call it (the auth plugin checks it; the OpenAPI document derives the
 * route's security from it), and its schema under its OpenAPI tags.
 */
export function routeOptions<Schema extends FastifySchema>(auth: AuthRule, tags: string[], schema: Schema) {
  return { config: { auth }, schema: { tags, ...schema } };
}

/** `{ success: true, message }`: what a change answers, the message in the request's language. */
export function succeeded(request: FastifyRequest, key: MessageKey) {
  return { success: true as const, message: translateMessage(key, languageOf(request)) };
}

/** What a change answers with the item as it is now. */
export function changed<Data>(request: FastifyRequest, key: MessageKey, data: Data) {
  return { ...succeeded(request, key), data };
}
