import { randomInt } from 'node:crypto';
import { BRAND, RECOVERY_CODE_COUNT } from '@levera/domain';
import { Secret, TOTP } from 'otpauth';
import { toString as qrCodeText } from 'qrcode';
import { hashToken } from '../../lib/tokens.ts';

// The codes of two-factor sign-in (issue 33 §4, decision 072): TOTP (RFC 6238) through `otpauth`
// with what every authenticator app reads (SHA-1, 6 digits, 30 s), and recovery codes.

const PERIOD_SECONDS = 30;
/** One step either side of now: a phone's clock a little off, or a code typed as it turned. */
const WINDOW_STEPS = 1;

/** A new secret (160 bits, as RFC 4226 recommends), as base32 text for the app and for storing. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, email = '') =>
  new TOTP({
    issuer: BRAND.name,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });

/** The otpauth:// address an authenticator app reads from the QR code: Levera, the admin's e-mail. */
export const otpauthUrlOf = (secret: string, email: string): string => totpOf(secret, email).toString();

/** The QR code of the address, as an SVG data URL the page shows as an image. */
export async function qrCodeDataUrlOf(otpauthUrl: string): Promise<string> {
  const svg = await qrCodeText(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** What people type, without the spaces and hyphens they copy along, lower case. */
export const normalisedCode = (code: string): string => code.replace(/[\s-]/g, '').toLowerCase();

/** Six digits: a code from the app (anything else is tried as a recovery code). */
export const isTotpCode = (normalised: string): boolean => /^\d{6}$/.test(normalised);

/**
 * The time step (30-second counter) the code belongs to, when it is the secret's code for now or
 * one step either side; null otherwise. The step lets a caller refuse a code used once already.
 */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now.getTime() }) + delta;
}

/** How long a used step stays refused: until it is out of every window that could accept it. */
export const USED_STEP_MEMORY_MS = (2 * WINDOW_STEPS + 1) * PERIOD_SECONDS * 1000;

/** No 0/o, 1/l/i: a recovery code is read off paper. 31 letters and digits, 10 of them: ~49 bits. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten new recovery codes as shown (`xxxxx-xxxxx`). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** What is stored of a recovery code: the SHA-256 of its normalised form (it is random, not chosen). */
export const recoveryCodeHash = (code: string): string => hashToken(normalisedCode(code));
