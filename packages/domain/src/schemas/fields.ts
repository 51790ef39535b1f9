import { z } from 'zod';
import { parseAmount } from '../amounts.ts';
import { isIsoDate } from '../dates.ts';
import type { MessageKey } from '../messages/en.ts';
import { LIMIT_MESSAGE_KEYS, messageWithParams } from '../messages/message-params.ts';

// Field builders shared by the schemas. Every issue message is a message key (translated by each
// side), typed as MessageKey so a typo fails typecheck. Inputs come from HTML forms as well as
// JSON, so blanks ('' and NaN from number inputs) are accepted wherever "blank" means something.
//
// No check uses `abort`: an explicitly aborted issue would stop the cross-field rules (which run
// with `when: whenValid(...)`) even when the fields they read are fine.

/** 'YYYY-MM-DD' with room for a stray space; longer input is never a date. */
const ISO_DATE_MAX_LENGTH = 20;
/** Longest number typed as text ('1 000 000,00' and the like); anything longer is not a number. */
const NUMBER_TEXT_MAX_LENGTH = 40;

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

type Limit = readonly [number, MessageKey];

/**
 * The message of a too-long text: a key whose text names the limit (`{{max}}`, as `tooLong` does) gets
 * the limit from zod's too_big issue, so "This text is too long (max 2,000 characters)" says it.
 */
export function maxLengthError(key: MessageKey) {
  if (!LIMIT_MESSAGE_KEYS.has(key)) return key;
  return (issue: { maximum?: number | bigint }) =>
    issue.maximum === undefined ? key : messageWithParams(key, { max: Number(issue.maximum) });
}

/** Trimmed and required: blank gives `required`; then the optional minimum and the maximum length. */
export function requiredText(required: MessageKey, limits: { min?: Limit; max: Limit }) {
  let schema = z.string({ error: required }).trim().min(1, { error: required });
  if (limits.min) schema = schema.min(limits.min[0], { error: limits.min[1] });
  return schema.max(limits.max[0], { error: maxLengthError(limits.max[1]) });
}

/** Trimmed, may be blank, absent or null; the output is always a string ('' when blank). */
export function optionalText(max: Limit) {
  return z
    .string({ error: 'invalidValue' })
    .trim()
    .max(max[0], { error: maxLengthError(max[1]) })
    .nullish()
    .transform((value) => value ?? '');
}

/** One of `values`: blank gives `required`, anything else outside the list `invalid`. */
export function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  required: MessageKey,
  invalid: MessageKey = 'invalidOption',
) {
  return z.enum(values, { error: (issue) => (isBlank(issue.input) ? required : invalid) });
}

/** One of `values` or blank; blank becomes null. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  invalid: MessageKey = 'invalidOption',
) {
  return z
    .union([z.enum(values), z.literal(''), z.null()], { error: invalid })
    .optional()
    .transform((value): T[number] | null => value || null);
}

/** A checkbox that must be ticked. */
export function mustBeTrue(key: MessageKey) {
  return z.literal(true, { error: key });
}

/** Trimmed, lower-cased e-mail address. */
export function emailField(required: MessageKey) {
  return z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, { error: required })
    .max(254, { error: 'invalidEmail' })
    .regex(z.regexes.email, { error: 'invalidEmail' });
}

/** A 'YYYY-MM-DD' calendar date. */
export function isoDate(required: MessageKey) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(ISO_DATE_MAX_LENGTH, { error: 'invalidDate' })
    .refine((value) => value === '' || isIsoDate(value), { error: 'invalidDate' });
}

/**
 * A number from JSON or an HTML input: numbers, numeric strings read by `parseAmount` ("150,50",
 * "150.50", "1 249,00": decision 061) and blanks ('', NaN, null, absent), which become null. Chain
 * `.pipe(z.number()…)` for the rules; `.nullable()` there when blank is allowed.
 */
export function blankableNumber(invalid: MessageKey = 'invalidNumber') {
  return z
    .union([z.number(), z.nan(), z.string().max(NUMBER_TEXT_MAX_LENGTH), z.null()], { error: invalid })
    .optional()
    .transform((value, ctx): number | null => {
      if (value === undefined || value === null) return null;
      if (typeof value === 'number') return Number.isNaN(value) ? null : value;
      const parsed = parseAmount(value);
      if (parsed === null) return null;
      if (!Number.isFinite(parsed)) {
        ctx.addIssue({ code: 'custom', message: invalid, input: value });
        return z.NEVER;
      }
      return parsed;
    });
}

/**
 * For object-level (cross-field) rules: run them even when other fields failed, so the form shows
 * every problem at once, but only when the fields the rule reads parsed cleanly.
 */
export function whenValid(...fields: string[]) {
  return (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => {
      const head = issue.path?.[0];
      return head === undefined || fields.includes(String(head));
    });
}
