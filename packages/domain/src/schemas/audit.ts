import { z } from 'zod';
import { AUDIT_ACTOR_ROLES, AUDIT_ENTITIES } from '../constants.ts';
import { isIsoDate } from '../dates.ts';
import { dataAnswer, pageAnswer, PaginationQuerySchema } from './common.ts';
import { optionalChoice } from './fields.ts';

// The audit log as the admin reads it (issue 18 §4, decision 037): GET /audit, the Activity screen
// and the history of one item.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An optional filter: trimmed, blank is no filter; anything else must be at most `maxLength` long and
 * pass `isValid`, else `error`.
 */
const optionalFilter = (
  error: 'invalidValue' | 'invalidDate',
  maxLength: number,
  isValid: (text: string) => boolean,
) =>
  z
    .string({ error })
    .trim()
    .max(maxLength, { error })
    .optional()
    .transform((text) => text || undefined)
    .refine((text) => text === undefined || isValid(text), { error });

/** An id (every id the log names is a UUID). */
const optionalId = () => optionalFilter('invalidValue', 36, (id) => UUID.test(id));

/** A 'YYYY-MM-DD' day (Swedish time); blank is no bound. */
const optionalDay = () => optionalFilter('invalidDate', 10, isIsoDate);

/**
 * `?page&pageSize&adminId&entity&entityId&from&to`: one page of the log, newest first, by the admin
 * who acted, the kind of item, one item, and the days (inclusive, Swedish time) it happened on.
 */
export const AuditListQuerySchema = PaginationQuerySchema.omit({ q: true })
  .extend({
    adminId: optionalId(),
    entity: optionalChoice(AUDIT_ENTITIES),
    entityId: optionalId(),
    from: optionalDay(),
    to: optionalDay(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'dateRangeReversed',
    path: ['to'],
  });
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

/** A field's value before or after an edit, as the log keeps it (personal values masked). */
export const AuditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
export type AuditValue = z.infer<typeof AuditValueSchema>;

/**
 * One field an edit changed (issue 36 §9g): its name in the item's form (`vendorName`, `email`,
 * `price`, `startDate`, …) and its value before and after, as the audit row keeps them: an e-mail
 * address, a phone number or a person's name masked when it was written ('a•••@k•••.se'), a long
 * text cut short. `password` says only that the password was changed: both values are null.
 */
export const AuditFieldChangeSchema = z.object({
  field: z.string(),
  from: AuditValueSchema,
  to: AuditValueSchema,
});
export type AuditFieldChange = z.infer<typeof AuditFieldChangeSchema>;

/** One entry of the log. `from`, `to` and `reason` are read from the details of a status change. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({
    role: z.enum(AUDIT_ACTOR_ROLES),
    id: z.string().nullable(),
    /** The admin's or vendor's name, as long as the account exists (an archived vendor keeps it). */
    name: z.string().nullable(),
  }),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  /**
   * What names the item in its admin list (a case number, a title, a vendor's e-mail), to search it
   * by; null when the item no longer exists. `archived`: a vendor account that was deleted (archived).
   */
  item: z.object({ label: z.string().nullable(), archived: z.boolean() }),
  action: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  reason: z.string().nullable(),
  /** What inside the item the change was about: a menu item's name (issue 19 §2); null otherwise. */
  subject: z.string().nullable().optional(),
  /** What an edit changed, field by field (issue 36 §9g); left out for other entries. */
  changes: z.array(AuditFieldChangeSchema).optional(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /audit. */
export const AuditListAnswerSchema = pageAnswer(AuditEntrySchema);
export type AuditListAnswer = z.infer<typeof AuditListAnswerSchema>;

/** GET /audit/admins: the admins the Activity screen can filter by. */
export const AuditAdminSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export const AuditAdminsAnswerSchema = dataAnswer(z.array(AuditAdminSchema));
export type AuditAdminsAnswer = z.infer<typeof AuditAdminsAnswerSchema>;
