import { z } from 'zod';
import { STORE_PAUSE_NOTE_MAX_LENGTH } from '../store-pause.ts';
import { changeAnswer, dataAnswer } from './common.ts';
import { optionalText } from './fields.ts';

// Vendor self-service (issue 36 §10, DESIGN.md §10, decision 062): the vendor marks its own menu
// items sold out and back, and pauses its store; a customer app reads what is orderable now.

/** An ISO time with its offset, as `toISOString()` writes it. */
const isoTime = (error: 'pauseEndInvalid' | 'invalidValue') =>
  z.iso.datetime({ error, offset: true }).max(40, { error });

/**
 * PATCH /vendor/menu/items/{id}: sold out (`available: false`) or back. `expectedUpdatedAt`, when
 * sent, refuses the change (409 `stale_status`) if the item changed since the screen read it; the
 * vendor's screen leaves it out, as the change sets a value rather than flipping one.
 */
export const MenuItemAvailabilitySchema = z.object({
  available: z.boolean({ error: 'invalidValue' }),
  expectedUpdatedAt: isoTime('invalidValue').optional(),
});
export type MenuItemAvailability = z.infer<typeof MenuItemAvailabilitySchema>;

/**
 * PUT /vendor/store/pause: no orders until `until` (ahead, at most STORE_PAUSE_MAX_DAYS ahead:
 * checked against the clock by the service and the form, `storePauseEndProblem`), or with `until:
 * null` until the vendor reopens; an optional note customers see.
 */
export const StorePauseRequestSchema = z.object({
  until: isoTime('pauseEndInvalid').nullable(),
  note: optionalText([STORE_PAUSE_NOTE_MAX_LENGTH, 'pauseNoteTooLong']),
});
export type StorePauseRequest = z.infer<typeof StorePauseRequestSchema>;
export type StorePauseRequestInput = z.input<typeof StorePauseRequestSchema>;

/** A pause in force: since when, until when (null: until the vendor reopens), the vendor's note. */
export const StorePauseSchema = z.object({
  since: z.string(),
  until: z.string().nullable(),
  note: z.string().nullable(),
});

/** PUT /vendor/store/pause: the pause as stored. */
export const StorePauseAnswerSchema = changeAnswer(StorePauseSchema);
export type StorePauseAnswer = z.infer<typeof StorePauseAnswerSchema>;

/**
 * Whether a store takes orders now: `open` (active account, no pause in force), `paused` (the
 * vendor paused it: see `pause`) or `closed` (the account is switched off by Levera).
 */
export const STORE_STATES = ['open', 'paused', 'closed'] as const;
export type StoreState = (typeof STORE_STATES)[number];

/**
 * GET /vendors/{id}/availability (public): what a customer app needs to show a store now. No
 * personal data: the state, the pause with its note, and the menu items that are sold out.
 */
export const StoreAvailabilitySchema = z.object({
  vendorId: z.string(),
  state: z.enum(STORE_STATES),
  /** The pause in force; null when the store is not paused (a pause whose end has passed is none). */
  pause: StorePauseSchema.nullable(),
  /** The menu items marked sold out, in menu order. */
  soldOutItems: z.array(z.object({ id: z.string(), name: z.string() })),
  /** When this was read: the answer holds until the pause's end, or until the vendor changes it. */
  checkedAt: z.string(),
});
export type StoreAvailability = z.infer<typeof StoreAvailabilitySchema>;
export const StoreAvailabilityAnswerSchema = dataAnswer(StoreAvailabilitySchema);
export type StoreAvailabilityAnswer = z.infer<typeof StoreAvailabilityAnswerSchema>;
