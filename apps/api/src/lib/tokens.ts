import { createHash, randomBytes } from 'node:crypto';

/** A new opaque session token: 256 random bits, base64url (DESIGN.md §6 asks for ≥128). */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked sessions table does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
