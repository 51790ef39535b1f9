import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import type { AuthRule } from './principal.ts';

// What every route file declares the same way. The answers' schemas are the domain's (decision
// 025); these are the request pieces and the route options around them (the answers: route-answers.ts).

/**
 * `language` rides along in every body and query string (SPEC §7). Declared so it survives
 * validation (which drops unknown keys): `languageOf` translates the answer and the errors with it.
 */
export const LanguageField = { language: z.string().max(10).optional() };

/** A body's or query string's own fields, without `language` (which only chose the answer's language). */
export function ownFields<Fields extends { language?: string | undefined }>(
  fields: Fields,
): Fields extends unknown ? Omit<Fields, 'language'> : never {
  const { language: _language, ...own } = fields;
  return own as Fields extends unknown ? Omit<Fields, 'language'> : never;
}

/** A query string of nothing but the language (GET and DELETE of one item). */
export const LanguageQuery = z.object(LanguageField);

/** `:id` in the path: any text; one that names no row (a UUID or not) answers 404 like an unknown one. */
export const IdParams = z.object({ id: z.string().max(100) });

/** A public form's extras: the language, and `website`, a honeypot people never see (filled: a bot). */
export const PublicFormFields = { ...LanguageField, website: z.string().max(500).optional() };

/** An object schema with `language` among its keys (the key is added last, as `.extend` adds it). */
type WithLanguageField<Part> =
  Part extends z.ZodObject<infer Shape, infer Config>
    ? z.ZodObject<z.util.Extend<Shape, typeof LanguageField>, Config>
    : Part;

/** A route's schema as routeOptions declares it: `language` in its object body and query string. */
type LanguageSchema<Schema> = {
  [Key in keyof Schema]: Key extends 'body' | 'querystring' ? WithLanguageField<Schema[Key]> : Schema[Key];
};

/**
 * `language` added to an object schema that lacks it (refinements kept). Any other schema (an
 * intersection, an optional body) is left as it is: it names the language itself.
 */
function withLanguageField(part: unknown): unknown {
  if (!(part instanceof z.ZodObject) || 'language' in part.shape) return part;
  return part.safeExtend(LanguageField);
}

/**
 * A route's options: who may call it (the auth plugin checks it; the OpenAPI document derives the
 * route's security from it), and its schema under its OpenAPI tags. The route names only its own
 * fields: `language` is added here to its body and its query string (an object one without it), so
 * that it survives validation on every route that has either.
 */
export function routeOptions<Schema extends FastifySchema>(auth: AuthRule, tags: string[], schema: Schema) {
  const { body, querystring } = schema;
  const languageSchema = {
    ...schema,
    ...(body === undefined ? {} : { body: withLanguageField(body) }),
    ...(querystring === undefined ? {} : { querystring: withLanguageField(querystring) }),
  } as LanguageSchema<Schema>;
  return { config: { auth }, schema: { tags, ...languageSchema } };
}
