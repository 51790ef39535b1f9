import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminPasswordLinks, vendorPasswordLinks } from '../../db/schema.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { invalidFields } from '../../lib/api-error.ts';
import { hashPassword, newPasswordProblem } from '../../lib/passwords.ts';
import type { Role } from '../../lib/principal.ts';
import { releasePrivateLinkAttempt } from './attempt-throttle.ts';

// The set-password links of admins and vendors follow one set of rules (decision 040): a link works
// once, until it expires, and only while it is its owner's newest one. Their tables differ only in
// the owner's column; what they do with a link is written here once.

const LINKS = {
  admin: { links: adminPasswordLinks, ownerId: adminPasswordLinks.adminId },
  vendor: { links: vendorPasswordLinks, ownerId: vendorPasswordLinks.vendorId },
} as const;

/** When a link was used or ended, and when it expires, as its token finds it. */
type LinkTimes = {
  expiresAt: Date | string;
  usedAt: Date | string | null;
  endedAt: Date | string | null;
};

/** Whether a link still works: not used, not ended, not expired, and its owner may still use it. */
export function linkWorks(link: LinkTimes, ownerMayUse: boolean, now: Date): boolean {
  return !link.usedAt && !link.endedAt && ownerMayUse && new Date(link.expiresAt).getTime() > now.getTime();
}

/**
 * Ends the owner's open links (a newer one was sent, the owner was deactivated, or one of them was
 * used: `except` that one). Runs in the caller's transaction.
 */
export async function endOpenPasswordLinks(
  tx: Db,
  role: Role,
  ownerId: string,
  now: Date,
  except?: string,
): Promise<void> {
  const { links, ownerId: ownerColumn } = LINKS[role];
  await tx
    .update(links)
    .set({ endedAt: now })
    .where(
      and(
        eq(ownerColumn, ownerId),
        except === undefined ? undefined : ne(links.id, except),
        isNull(links.usedAt),
        isNull(links.endedAt),
      ),
    );
}

/** The owner's password kept, then what else the owner's side does in the same transaction. */
type PasswordSteps<Owner, Session> = {
  /** 410 of a link that no longer works. */
  invalid: () => ApiError;
  /** Stores the hash on the link's owner; undefined when the owner may no longer use the link. */
  storePassword: (tx: Db, passwordHash: string) => Promise<Owner | undefined>;
  /** The audit row, and the session that signs the owner in. */
  finish: (tx: Db, owner: Owner) => Promise<Session>;
};

/**
 * POST /{admin,vendor}/set-password with a link that works: checks the new password like every new
 * password (SPEC §5 and the common list, decision 009), then in one transaction uses the link up,
 * stores the password, ends the owner's other links and finishes (audit, session). A link used at the
 * same moment by another request leaves nothing to update (410). Then the address's attempt is
 * released: a working link is no guess.
 */
export async function setPasswordWithLink<Owner extends { id: string }, Session>(
  db: Db,
  role: Role,
  link: { id: string; email: string },
  input: { password: string; ip: string },
  now: Date,
  steps: PasswordSteps<Owner, Session>,
): Promise<Session> {
  const problem = newPasswordProblem(input.password, link.email);
  if (problem) throw invalidFields({ password: problem });
  const passwordHash = await hashPassword(input.password);
  const { links } = LINKS[role];
  const session = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(links)
      .set({ usedAt: now })
      .where(
        and(eq(links.id, link.id), isNull(links.usedAt), isNull(links.endedAt), gt(links.expiresAt, now)),
      )
      .returning({ id: links.id });
    if (!used) throw steps.invalid();
    const owner = await steps.storePassword(tx, passwordHash);
    if (!owner) throw steps.invalid();
    await endOpenPasswordLinks(tx, role, owner.id, now, link.id);
    return steps.finish(tx, owner);
  });
  await releasePrivateLinkAttempt(db, input.ip);
  return session;
}
