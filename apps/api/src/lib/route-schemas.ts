import { z } from 'zod';

// The request pieces every route file shares. The answers are the domain's (decision 025).

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
