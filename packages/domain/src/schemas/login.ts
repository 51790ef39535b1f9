import { z } from 'zod';
import { ADMIN_ROLES } from '../permissions.ts';
import { emailField } from './fields.ts';

export const PASSWORD_MIN_LENGTH = 6;
// Bounds the hashing work a single request can ask for.
export const PASSWORD_MAX_LENGTH = 128;

/** A password as typed: never trimmed (spaces may be part of it). */
export function passwordField() {
  return z
    .string({ error: 'passwordRequired' })
    .min(1, { error: 'passwordRequired' })
    .min(PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' })
    .max(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' });
}

/** SPEC §5 login: e-mail required and valid; password required, at least 6 characters. */
export const LoginSchema = z.object({
  email: emailField('emailRequired'),
  password: passwordField(),
});
export type Login = z.infer<typeof LoginSchema>;
export type LoginInput = z.input<typeof LoginSchema>;

// The answers of the sign-in endpoints (decision 025).

/** The bearer token of a new session: what a finished sign-in answers. */
export const SignedInAnswerSchema = z.object({ success: z.literal(true), token: z.string() });
export type SignedInAnswer = z.infer<typeof SignedInAnswerSchema>;

/**
 * The right password of an admin with two-factor on (issue 33 §4): no session yet, but a challenge
 * that POST /admin/login/two-factor turns into one with a code, within a few minutes and once.
 */
export const TwoFactorChallengeAnswerSchema = z.object({
  success: z.literal(true),
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
});
export type TwoFactorChallengeAnswer = z.infer<typeof TwoFactorChallengeAnswerSchema>;

/** POST /{role}/login: the new session's token, or (an admin with two-factor) the challenge. */
export const LoginAnswerSchema = z.union([SignedInAnswerSchema, TwoFactorChallengeAnswerSchema]);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/**
 * GET /admin/profile: who is signed in, with the role the back-office follows (what the role may not
 * do is not offered, issue 33) and whether two-factor is on, or must be set up before anything else.
 */
export const AdminProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  twoFactorEnabled: z.boolean(),
  mustSetUpTwoFactor: z.boolean(),
});
export type AdminProfile = z.infer<typeof AdminProfileSchema>;

export const VendorProfileSchema = z.object({
  id: z.string(),
  vendorName: z.string(),
  email: z.string(),
  status: z.string(),
});
export type VendorProfile = z.infer<typeof VendorProfileSchema>;
/** GET /vendor/profile. */
export const VendorProfileAnswerSchema = z.object({ success: z.literal(true), vendor: VendorProfileSchema });
export type VendorProfileAnswer = z.infer<typeof VendorProfileAnswerSchema>;
