import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './login.ts';
import { requiredText } from './fields.ts';
import { SuccessAnswerSchema } from './common.ts';

// Two-factor sign-in for admins (issue 33 §4, DESIGN.md §10, decision 072): TOTP codes (RFC 6238)
// from an authenticator app, or one of ten recovery codes.

/** How many recovery codes an admin gets when it turns two-factor on; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * A code as typed: six digits from the app, or a recovery code (`XXXXX-XXXXX`). Spaces and hyphens
 * are what people copy along, so the server ignores them.
 */
export const twoFactorCodeField = () => requiredText('twoFactorCodeRequired', { max: [40, 'tooLong'] });

/** POST /admin/two-factor/enable: the code that proves the app holds the new secret. */
export const TwoFactorEnableSchema = z.object({ code: twoFactorCodeField() });
export type TwoFactorEnable = z.infer<typeof TwoFactorEnableSchema>;

/** POST /admin/two-factor/disable: the password, so a session left open cannot turn it off. */
export const TwoFactorDisableSchema = z.object({
  password: z
    .string({ error: 'passwordRequired' })
    .min(1, { error: 'passwordRequired' })
    .max(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' }),
});
export type TwoFactorDisable = z.infer<typeof TwoFactorDisableSchema>;

/** POST /admin/login/two-factor: the challenge the password step answered, and a code. */
export const LoginTwoFactorSchema = z.object({
  challenge: z
    .string({ error: 'signInChallengeExpired' })
    .min(1, { error: 'signInChallengeExpired' })
    .max(200, {
      error: 'signInChallengeExpired',
    }),
  code: twoFactorCodeField(),
});
export type LoginTwoFactor = z.infer<typeof LoginTwoFactorSchema>;

/**
 * POST /admin/two-factor/setup: a new secret, waiting for a code to confirm it. The secret as text
 * (base32) for typing into the app, the otpauth:// address, and the same as a QR code (an SVG data URL).
 */
export const TwoFactorSetupAnswerSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetupAnswer = z.infer<typeof TwoFactorSetupAnswerSchema>;

/** POST /admin/two-factor/enable: two-factor is on; the recovery codes, shown this once. */
export const TwoFactorEnableAnswerSchema = SuccessAnswerSchema.extend({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type TwoFactorEnableAnswer = z.infer<typeof TwoFactorEnableAnswerSchema>;
