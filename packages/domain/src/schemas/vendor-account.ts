import { z } from 'zod';
import { SITE_LANGUAGES, VENDOR_STATUSES } from '../constants.ts';
import { changeAnswer, DecisionReasonSchema } from './common.ts';
import { choice, emailField, requiredText } from './fields.ts';
import { StorePauseSchema } from './store.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordField } from './login.ts';

const vendorName = requiredText('vendorNameRequired', { max: [120, 'tooLong'] });
const vendorStatus = choice(VENDOR_STATUSES, 'invalidVendorStatus', 'invalidVendorStatus');

/**
 * How a new vendor gets its password (issue 19 §1): the admin sets one (SPEC §5), or the vendor is
 * sent an invitation with a one-time link and chooses it (decision 040).
 */
export const VENDOR_ACCESS_METHODS = ['password', 'invitation'] as const;
export type VendorAccessMethod = (typeof VENDOR_ACCESS_METHODS)[number];

/** An id of a partner application (a UUID), e.g. the approved application an account is created from. */
const applicationId = z
  .string({ error: 'invalidId' })
  .max(36, { error: 'invalidId' })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: 'invalidId' });

/**
 * The fields of admin "Add vendor" (SPEC §5): name and e-mail required; a password (`access:
 * 'password'`, the default) or an invitation e-mail in `invitationLanguage` (`access: 'invitation'`,
 * no password); optionally the approved vendor application the account is made from. New accounts are
 * active. The API adds `language` to these fields, then `requireChosenPassword`.
 */
export const VendorCreateFields = z.object({
  vendorName,
  email: emailField('emailRequired'),
  access: choice(VENDOR_ACCESS_METHODS, 'invalidOption', 'invalidOption').default('password'),
  password: z
    .string({ error: 'invalidValue' })
    .max(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' })
    .optional(),
  status: vendorStatus.default('active'),
  applicationId: applicationId.optional(),
  invitationLanguage: choice(SITE_LANGUAGES, 'invalidOption', 'invalidOption').optional(),
});

/** With `access: 'password'` the password follows SPEC §5's rules; an invitation carries none. */
export function requireChosenPassword(
  value: { access: VendorAccessMethod; password?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (typeof value !== 'object' || value === null || value.access !== 'password') return;
  const checked = passwordField().safeParse(value.password ?? '');
  if (!checked.success) {
    context.addIssue({ code: 'custom', path: ['password'], message: checked.error.issues[0]!.message });
  }
}

/** Checked also when other fields failed, so every field's message shows at once. */
export const ALWAYS_CHECKED = { when: () => true } as const;

/** Admin "Add vendor" (SPEC §5, issue 19 §1). */
export const VendorCreateSchema = VendorCreateFields.superRefine(requireChosenPassword, ALWAYS_CHECKED);
export type VendorCreate = z.infer<typeof VendorCreateSchema>;
export type VendorCreateInput = z.input<typeof VendorCreateSchema>;

/**
 * Admin vendor edit: a blank or absent password keeps the current one (output `undefined`), and an
 * absent status the current status. A status comes with `expectedStatus`, the status the admin saw
 * (the service insists and answers 409 when another admin changed it since; decision 011).
 */
export const VendorUpdateSchema = z.object({
  vendorName,
  email: emailField('emailRequired'),
  password: z
    .string({ error: 'invalidValue' })
    .max(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' })
    .nullish()
    .refine((value) => !value || value.length >= PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' })
    .transform((value) => value || undefined),
  status: vendorStatus.optional(),
  expectedStatus: vendorStatus.optional(),
});
export type VendorUpdate = z.infer<typeof VendorUpdateSchema>;
export type VendorUpdateInput = z.input<typeof VendorUpdateSchema>;

/**
 * PATCH /vendors/{id}/status. `expectedStatus` is the status the admin saw, or for an undo the status
 * the undone change set: the change applies only while the vendor still has it (decision 011).
 */
export const VendorStatusUpdateSchema = z.object({
  status: vendorStatus,
  expectedStatus: vendorStatus,
  reason: DecisionReasonSchema,
});
export type VendorStatusUpdate = z.infer<typeof VendorStatusUpdateSchema>;

/** What a set-password link is for: a new account's invitation, or a new password for a vendor who forgot it. */
export const VENDOR_PASSWORD_LINK_KINDS = ['invitation', 'reset'] as const;
export type VendorPasswordLinkKind = (typeof VENDOR_PASSWORD_LINK_KINDS)[number];

/** A set-password link works for 72 hours after it was sent, once (decision 040). */
export const VENDOR_PASSWORD_LINK_TTL_MS = 72 * 60 * 60 * 1000;

/** A set-password token as it arrives from the link: 32 random bytes, base64url (43 characters). */
const passwordLinkToken = z
  .string({ error: 'passwordLinkInvalid' })
  .max(100, { error: 'passwordLinkInvalid' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'passwordLinkInvalid' });

/** POST /vendor/set-password/check: is this link still good? */
export const PasswordLinkCheckSchema = z.object({ token: passwordLinkToken });
export type PasswordLinkCheck = z.infer<typeof PasswordLinkCheckSchema>;

/** The set-password page's form: the new password twice (the API gets it once, with the token). */
export const SetPasswordFormSchema = z
  .object({
    password: passwordField(),
    confirmPassword: z.string({ error: 'invalidValue' }).max(PASSWORD_MAX_LENGTH),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: 'passwordsDoNotMatch',
  });
export type SetPasswordForm = z.infer<typeof SetPasswordFormSchema>;

/** POST /vendor/set-password: the token of the link and the new password (SPEC §5 rules). */
export const SetPasswordSchema = z.object({ token: passwordLinkToken, password: passwordField() });
export type SetPassword = z.infer<typeof SetPasswordSchema>;

/** The answer of the link check: whose account it opens, and until when. */
export const PasswordLinkAnswerSchema = z.object({
  success: z.literal(true),
  kind: z.enum(VENDOR_PASSWORD_LINK_KINDS),
  vendorName: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type PasswordLinkAnswer = z.infer<typeof PasswordLinkAnswerSchema>;

// The answers of the vendor account endpoints (decision 025); never with a password.

/**
 * The newest set-password link of a vendor (decision 040): sent when, valid until when, used when,
 * ended (by a newer link) when. Pending or expired is decided against the clock when it is shown
 * (`passwordLinkState`), so a cached list stays right.
 */
export const VendorPasswordLinkSchema = z.object({
  kind: z.enum(VENDOR_PASSWORD_LINK_KINDS),
  sentAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type VendorPasswordLink = z.infer<typeof VendorPasswordLinkSchema>;

export const PASSWORD_LINK_STATES = ['pending', 'accepted', 'expired'] as const;
export type PasswordLinkState = (typeof PASSWORD_LINK_STATES)[number];

/** Accepted once used; else pending until it expires. A newest link is never ended. */
export function passwordLinkState(link: VendorPasswordLink, now: Date = new Date()): PasswordLinkState {
  if (link.usedAt) return 'accepted';
  if (link.endedAt || Date.parse(link.expiresAt) <= now.getTime()) return 'expired';
  return 'pending';
}

export const VendorAccountSchema = z.object({
  id: z.string(),
  vendorName: z.string(),
  email: z.string(),
  status: z.enum(VENDOR_STATUSES),
  /** The admin's reason for the last status change (null when none was given). */
  statusReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** False for an invited account that has not chosen its password yet. */
  credentialsSet: z.boolean(),
  /** The vendor application the account was created from. */
  application: z.object({ id: z.string(), caseNumber: z.string() }).nullable(),
  /** The newest invitation or set-password link, if one was ever sent. */
  accessLink: VendorPasswordLinkSchema.nullable(),
});
export type VendorAccount = z.infer<typeof VendorAccountSchema>;

/**
 * A vendor as GET /vendors lists it: with the size of its menu, when it was archived (deleted), and
 * the store's pause when one was in force as the list was read (decision 062; a cached list is read
 * again against the clock, `isStorePauseInForce`).
 */
export const VendorListItemSchema = VendorAccountSchema.extend({
  menuItemCount: z.number().int(),
  archivedAt: z.string().nullable(),
  pause: StorePauseSchema.nullable(),
});
export type VendorListItem = z.infer<typeof VendorListItemSchema>;

/** GET /vendors: the matching vendors of the page, and how many match in all. */
export const VendorListAnswerSchema = z.object({
  data: z.array(VendorListItemSchema),
  total: z.number().int(),
  /** There are more matches than `total`: the count stopped at its limit (decisions 043 and 068). */
  totalIsEstimate: z.boolean().optional(),
});
export type VendorListAnswer = z.infer<typeof VendorListAnswerSchema>;
/** POST /vendors, PUT /vendors/{id}. */
export const VendorChangeAnswerSchema = changeAnswer(VendorAccountSchema);
export type VendorChangeAnswer = z.infer<typeof VendorChangeAnswerSchema>;
/** PATCH /vendors/{id}/status: also the status before, so the change can be undone. */
export const VendorStatusChangeAnswerSchema = changeAnswer(
  VendorAccountSchema.extend({ previousStatus: z.enum(VENDOR_STATUSES) }),
);
export type VendorStatusChangeAnswer = z.infer<typeof VendorStatusChangeAnswerSchema>;
