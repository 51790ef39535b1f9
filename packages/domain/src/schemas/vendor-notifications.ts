import { z } from 'zod';
import { pageAnswer } from './common.ts';

// The vendor's bell (issue 17 §3, decision 033): what an admin decided about the vendor's promotions,
// queries and account, read from the audit log.

/** What an entry is about, and so where opening it takes the vendor. */
export const VENDOR_NOTIFICATION_KINDS = ['promotion', 'query', 'account'] as const;
export type VendorNotificationKind = (typeof VENDOR_NOTIFICATION_KINDS)[number];

/** One entry of the bell. */
export const VendorNotificationSchema = z.object({
  /** The audit row's id: entries sort by it, and marking read names it. */
  id: z.number().int(),
  kind: z.enum(VENDOR_NOTIFICATION_KINDS),
  /** The audit action: approve, reject, setPending, markExpired; respond, changeStatus, revertStatus; setStatus, undoStatus, update. */
  action: z.string(),
  /** The promotion's or query's id, or the vendor's own id for an account change. */
  targetId: z.string(),
  /** The promotion's title or the query's subject (and case number); null for the account. */
  title: z.string().nullable(),
  caseNumber: z.string().nullable(),
  /** The status the change set, when it set one. */
  status: z.string().nullable(),
  /** The admin's reason, when one was given. */
  reason: z.string().nullable(),
  at: z.string(),
  read: z.boolean(),
});
export type VendorNotification = z.infer<typeof VendorNotificationSchema>;

/** GET /vendor/notifications: newest first, one page, and how many of all entries are unread. */
export const VendorNotificationListAnswerSchema = pageAnswer(VendorNotificationSchema).extend({
  unread: z.number().int(),
});
export type VendorNotificationListAnswer = z.infer<typeof VendorNotificationListAnswerSchema>;

/** POST /vendor/notifications/read: one entry (`id`) or all of them (`all: true`). */
export const VendorNotificationReadSchema = z.union([
  z.object({
    // An audit id (bigserial): a whole number up to the largest one JavaScript holds exactly.
    id: z
      .number({ error: 'invalidValue' })
      .int({ error: 'invalidValue' })
      .positive({ error: 'invalidValue' })
      .max(Number.MAX_SAFE_INTEGER, { error: 'invalidValue' })
      .meta({ format: 'int64' }),
  }),
  z.object({ all: z.literal(true, { error: 'invalidValue' }) }),
]);
export type VendorNotificationRead = z.infer<typeof VendorNotificationReadSchema>;

/** The answer of marking read: the unread count after it. */
export const VendorNotificationUnreadAnswerSchema = z.object({ unread: z.number().int() });
export type VendorNotificationUnreadAnswer = z.infer<typeof VendorNotificationUnreadAnswerSchema>;
