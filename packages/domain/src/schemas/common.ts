import { z } from 'zod';
import {
  DECISION_REASON_MAX_LENGTH,
  PAGE_SIZE,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_CHARACTERS,
} from '../constants.ts';
import { blankableNumber, maxLengthError } from './fields.ts';

/**
 * A search term with fewer than SEARCH_MIN_CHARACTERS letters or digits. PostgreSQL's trigram index
 * (pg_trgm) reads a term by its three-character parts, made of letters and digits only, so such a
 * term gives it nothing to look up and the search would read every row (decision 068). With three,
 * there is always one: a word of three, or a word after a space or a sign, which pg_trgm pads.
 */
export function isSearchTooShort(text: string): boolean {
  return (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) < SEARCH_MIN_CHARACTERS;
}

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
    .max(SEARCH_MAX_LENGTH, { error: maxLengthError('tooLong') })
    .refine((q) => q === '' || !isSearchTooShort(q), { error: 'searchTooShort' })
    .optional()
    .transform((q) => q || undefined),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

/**
 * The optional reason an admin gives when rejecting or deactivating (an application, a promotion, a
 * vendor account): stored with the change and its audit row, and shown to the one it concerns. Blank
 * means no reason.
 */
export const DecisionReasonSchema = z
  .string({ error: 'invalidValue' })
  .trim()
  .max(DECISION_REASON_MAX_LENGTH, { error: maxLengthError('tooLong') })
  .optional()
  .transform((reason) => reason || undefined);

// Building blocks of the API's answers (decision 025). Answers are checked as they leave the API,
// so these describe what it sends: dates are ISO strings, counts whole numbers.

const count = () => z.number().int();

/** `{ success: true, message }`: what every change answers, the message in the request's language. */
export const SuccessAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessAnswer = z.infer<typeof SuccessAnswerSchema>;

/** A change's answer with the item as it is now. */
export const changeAnswer = <Item extends z.ZodType>(item: Item) =>
  SuccessAnswerSchema.extend({ data: item });

/** A public form's answer: the case number the sender can quote. */
export const CaseNumberAnswerSchema = SuccessAnswerSchema.extend({ caseNumber: z.string() });
export type CaseNumberAnswer = z.infer<typeof CaseNumberAnswerSchema>;

/** `{ data }`: one item, or a list that is not paginated. */
export const dataAnswer = <Data extends z.ZodType>(data: Data) => z.object({ data });

/**
 * One page of a paginated list. `totalIsEstimate` (the admin lists at scale, decisions 043 and 068):
 * true when the count stopped at its limit and there are more matches than `total` ("more than").
 */
export const pageAnswer = <Item extends z.ZodType>(item: Item) =>
  z.object({
    data: z.array(item),
    total: count(),
    totalIsEstimate: z.boolean().optional(),
    page: count(),
    pageSize: count(),
  });

/** The admin who made the last change of an item, as far as the account still exists. */
export const ActorAnswerSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type ActorAnswer = z.infer<typeof ActorAnswerSchema>;
