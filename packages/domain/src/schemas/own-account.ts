import { z } from 'zod';
import { SuccessAnswerSchema } from './common.ts';
import { PASSWORD_MAX_LENGTH, passwordField } from './login.ts';

// The signed-in account's own password and sessions, for admins and vendors alike (issue 33 §3,
// DESIGN.md §10 "own account"): /api/{admin|vendor}/password and /api/{admin|vendor}/sessions.

/**
 * POST /{role}/password: the current password (as typed, only bounded: sign-in's rule) and the new one
 * (SPEC §5's rules; the API adds the common-password list, as for every new password).
 */
export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'currentPasswordRequired' })
    .min(1, { error: 'currentPasswordRequired' })
    .max(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' }),
  newPassword: passwordField(),
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** The own-account page's form: the new password twice (the API gets it once). */
export const ChangePasswordFormSchema = ChangePasswordSchema.extend({
  confirmNewPassword: z.string({ error: 'invalidValue' }).max(PASSWORD_MAX_LENGTH),
}).refine((value) => value.newPassword === value.confirmNewPassword, {
  path: ['confirmNewPassword'],
  error: 'passwordsDoNotMatch',
});
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** The answer of a password change: how many other sessions it ended. */
export const PasswordChangedAnswerSchema = SuccessAnswerSchema.extend({ endedSessions: z.number().int() });
export type PasswordChangedAnswer = z.infer<typeof PasswordChangedAnswerSchema>;

/**
 * One session of the signed-in account. `browser` and `system` are read from the User-Agent the
 * session signed in with ('Chrome', 'Android'), null when it named none; `current` is the session
 * asking. Never the token or its hash.
 */
export const OwnSessionSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  lastUsedAt: z.string().nullable(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof OwnSessionSchema>;

/** GET /{role}/sessions: the current session first, then the most recently used. */
export const OwnSessionsAnswerSchema = z.object({ sessions: z.array(OwnSessionSchema) });
export type OwnSessionsAnswer = z.infer<typeof OwnSessionsAnswerSchema>;

/** DELETE /{role}/sessions/{id} and POST /{role}/sessions/end-others: how many sessions ended. */
export const SessionsEndedAnswerSchema = SuccessAnswerSchema.extend({ ended: z.number().int() });
export type SessionsEndedAnswer = z.infer<typeof SessionsEndedAnswerSchema>;
