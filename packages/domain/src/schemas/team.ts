import { z } from 'zod';
import { SITE_LANGUAGES } from '../constants.ts';
import { ADMIN_ROLES, ADMIN_STATUSES } from '../permissions.ts';
import { changeAnswer, dataAnswer } from './common.ts';
import { emailField, optionalText } from './fields.ts';

// The owner's Team screen (issue 33 §2, §6; DESIGN.md §10 "admin team"): the admins with their role
// and state, invitations by e-mail, role and status changes, the "two-factor for everyone" setting and
// the sign-in blocks an owner may lift.

/** How an admin of the team stands: signed in before or able to, switched off, or not yet set up. */
export const TEAM_MEMBER_STATES = ['active', 'deactivated', 'invited'] as const;
export type TeamMemberState = (typeof TEAM_MEMBER_STATES)[number];

/** The longest name an admin gets; an invitation without one takes the part of the e-mail before @. */
export const ADMIN_NAME_MAX_LENGTH = 120;

export const TeamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  /** `invited`: no password yet (the invitation not accepted), whatever the stored status. */
  status: z.enum(TEAM_MEMBER_STATES),
  /** For an invited admin: until when its newest link works (null when none works any more). */
  invitationExpiresAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** GET /admins: the team, and whether every admin must use two-factor. */
export const TeamAnswerSchema = dataAnswer(z.array(TeamMemberSchema)).extend({
  twoFactorRequired: z.boolean(),
});
export type TeamAnswer = z.infer<typeof TeamAnswerSchema>;

/**
 * POST /admins/invitations: who to invite, as what, and in which language the e-mail and the page
 * are (`invitationLanguage`: every body's `language` is the language of the page that sends it).
 */
export const AdminInvitationSchema = z.object({
  email: emailField('emailRequired'),
  name: optionalText([ADMIN_NAME_MAX_LENGTH, 'tooLong']).optional(),
  role: z.enum(ADMIN_ROLES, { error: 'invalidOption' }),
  invitationLanguage: z.enum(SITE_LANGUAGES, { error: 'invalidOption' }),
});
export type AdminInvitation = z.infer<typeof AdminInvitationSchema>;
export type AdminInvitationInput = z.input<typeof AdminInvitationSchema>;

/** PATCH /admins/{id}: a new role, a new status, or both. */
export const AdminUpdateSchema = z
  .object({
    role: z.enum(ADMIN_ROLES, { error: 'invalidOption' }).optional(),
    status: z.enum(ADMIN_STATUSES, { error: 'invalidOption' }).optional(),
  })
  .refine((value) => value.role !== undefined || value.status !== undefined, {
    error: 'nothingToChange',
    path: ['role'],
  });
export type AdminUpdate = z.infer<typeof AdminUpdateSchema>;

/** PUT /admins/two-factor-requirement. */
export const TwoFactorRequirementSchema = z.object({ required: z.boolean({ error: 'invalidValue' }) });
export type TwoFactorRequirement = z.infer<typeof TwoFactorRequirementSchema>;

/** The answer of a change to one admin: the admin as it is now. */
export const TeamMemberChangeAnswerSchema = changeAnswer(TeamMemberSchema);
export type TeamMemberChangeAnswer = z.infer<typeof TeamMemberChangeAnswerSchema>;

/** Whose sign-in is blocked: one e-mail from one address, or every e-mail from one address. */
/**
 * account: one e-mail from one address; address: every e-mail from one address; twoFactorCode: the
 * code step of one admin's sign-in (wrong two-factor codes, from any address).
 */
export const SIGN_IN_BLOCK_KINDS = ['account', 'address', 'twoFactorCode'] as const;
export type SignInBlockKind = (typeof SIGN_IN_BLOCK_KINDS)[number];

/**
 * A sign-in block (too many failed attempts, DESIGN.md §6). `id` is a hash of the counter's key, so
 * the address of the lift (`DELETE /admins/sign-in-blocks/{id}`) names no e-mail.
 */
export const SignInBlockSchema = z.object({
  id: z.string(),
  kind: z.enum(SIGN_IN_BLOCK_KINDS),
  /** `admin` or `vendor` for an account block; null for an address block (every sign-in from it). */
  accountRole: z.enum(['admin', 'vendor']).nullable(),
  email: z.string().nullable(),
  /** Null for a two-factor code block, which counts the admin's wrong codes from every address. */
  ipAddress: z.string().nullable(),
  failures: z.number().int(),
  until: z.string(),
});
export type SignInBlock = z.infer<typeof SignInBlockSchema>;

export const SignInBlocksAnswerSchema = dataAnswer(z.array(SignInBlockSchema));
export type SignInBlocksAnswer = z.infer<typeof SignInBlocksAnswerSchema>;

/** A sign-in block id as it arrives in the address: the hex SHA-256 of the key's text. */
export const SignInBlockIdParams = z.object({ id: z.string().max(64) });

/** POST /admin/set-password/check: whose admin account the link opens, and until when. */
export const AdminPasswordLinkAnswerSchema = z.object({
  success: z.literal(true),
  name: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type AdminPasswordLinkAnswer = z.infer<typeof AdminPasswordLinkAnswerSchema>;
