import { hash, verify } from '@node-rs/argon2';

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
