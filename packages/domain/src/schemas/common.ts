import { z } from 'zod';
import { PAGE_SIZE, SEARCH_MAX_LENGTH, SITE_LANGUAGES } from '../constants.ts';
import { blankableNumber, emailField } from './fields.ts';

/** A required e-mail address, trimmed and lower-cased. */
export const EmailSchema = emailField('emailRequired');

export const LanguageSchema = z.enum(SITE_LANGUAGES, { error: 'invalidOption' });

/** `?page&pageSize&q` of the list endpoints (query strings, so numbers arrive as text). */
export const PaginationQuerySchema = z.object({
  page: blankableNumber('invalidValue').pipe(
    z
      .number()
      .int({ error: 'invalidValue' })
      .min(1, { error: 'invalidValue' })
      .nullable()
      .transform((page) => page ?? 1),
  ),
  pageSize: blankableNumber('invalidValue').pipe(
    z
      .number()
      .int({ error: 'invalidValue' })
      .min(1, { error: 'invalidValue' })
      .max(PAGE_SIZE.max, { error: 'invalidValue' })
      .nullable()
      .transform((size) => size ?? PAGE_SIZE.default),
  ),
  q: z
    .string({ error: 'invalidValue' })
    .trim()
    .max(SEARCH_MAX_LENGTH, { error: 'tooLong' })
    .optional()
    .transform((q) => q || undefined),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;
