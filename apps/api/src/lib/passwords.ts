import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// argon2id with the OWASP minimum parameters (DESIGN.md §2): m = 19 MiB, t = 2, p = 1.
const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A valid hash of a random password, verified against when the e-mail is unknown, so a failed
 * sign-in takes as long whether or not the account exists (DESIGN.md §6).
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
}

// The 49,000 most common passwords of zxcvbn-ts's maintained list (lower case), on the server only:
// too large to send to the browser. Built on first use.
let commonPasswords: Set<string> | undefined;

/**
 * Why a new password (a vendor account or an admin) is refused beyond SPEC's 6 characters, as a
 * message key, or null (DESIGN.md §9 "password rules"). Sign-in keeps SPEC's rule only.
 */
export function newPasswordProblem(
  password: string,
  email: string,
): 'passwordOnlySpaces' | 'passwordSameAsEmail' | 'passwordTooCommon' | null {
  if (password.trim() === '') return 'passwordOnlySpaces';
  const lowerCase = password.toLowerCase();
  if (lowerCase.trim() === email.trim().toLowerCase()) return 'passwordSameAsEmail';
  commonPasswords ??= new Set(dictionary['passwords-common']);
  if (commonPasswords.has(lowerCase)) return 'passwordTooCommon';
  return null;
}
