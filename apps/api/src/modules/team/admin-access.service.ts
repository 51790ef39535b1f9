import {
  type AdminPasswordLinkAnswer,
  type AdminRole,
  type SiteLanguage,
  VENDOR_PASSWORD_LINK_TTL_MS,
} from '@levera/domain';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminPasswordLinks, admins } from '../../db/schema.ts';
import { ApiError, invalidFields } from '../../lib/api-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { hashPassword, newPasswordProblem } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/tokens.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { startAdminSession } from '../auth/auth.service.ts';
import { releasePrivateLinkAttempt } from '../auth/attempt-throttle.ts';

// An admin's invitation link (issue 33 §2): the same rules as a vendor's (decision 040). The row is
// written when the owner invites; the token is made only when the mail worker sends the e-mail, and
// only its SHA-256 hash is stored. A link works once, for 72 hours, and only while it is the admin's
// newest one; an admin that is deactivated meanwhile cannot use it.

/** Expired, used, ended, unknown: one answer (and it tells nothing). */
export const adminPasswordLinkInvalid = () =>
  new ApiError(410, 'password_link_invalid', 'adminPasswordLinkInvalid');

/** Ends the admin's open links (a newer one was sent, or the admin was deactivated). */
export async function endAdminPasswordLinks(tx: Db, adminId: string, now: Date): Promise<void> {
  await tx
    .update(adminPasswordLinks)
    .set({ endedAt: now })
    .where(
      and(
        eq(adminPasswordLinks.adminId, adminId),
        isNull(adminPasswordLinks.usedAt),
        isNull(adminPasswordLinks.endedAt),
      ),
    );
}

/**
 * Writes a new invitation link for the admin, ends its older ones and puts the e-mail in the outbox,
 * in `language`. Runs in the caller's transaction.
 */
export async function createAdminInvitationLink(
  tx: Db,
  admin: { id: string; name: string; email: string; role: AdminRole },
  language: SiteLanguage,
  actorId: string,
  now: Date,
): Promise<{ expiresAt: Date }> {
  await endAdminPasswordLinks(tx, admin.id, now);
  const expiresAt = new Date(now.getTime() + VENDOR_PASSWORD_LINK_TTL_MS);
  const [link] = await tx
    .insert(adminPasswordLinks)
    .values({ adminId: admin.id, kind: 'invitation', createdAt: now, createdBy: actorId, expiresAt })
    .returning({ id: adminPasswordLinks.id });
  await enqueueMail(tx, {
    kind: 'adminInvitation',
    to: admin.email,
    language,
    data: { linkId: link!.id, name: admin.name, role: admin.role, expiresAt: expiresAt.toISOString() },
  });
  return { expiresAt };
}

/** The usable link of a token with its admin, or 410: unknown, used, ended, expired, deactivated. */
async function usableLink(db: Db, token: string, now: Date) {
  const [link] = await db
    .select({
      id: adminPasswordLinks.id,
      expiresAt: adminPasswordLinks.expiresAt,
      usedAt: adminPasswordLinks.usedAt,
      endedAt: adminPasswordLinks.endedAt,
      adminId: admins.id,
      name: admins.name,
      email: admins.email,
      status: admins.status,
    })
    .from(adminPasswordLinks)
    .innerJoin(admins, eq(admins.id, adminPasswordLinks.adminId))
    .where(eq(adminPasswordLinks.tokenHash, hashToken(token)));
  if (
    !link ||
    link.usedAt ||
    link.endedAt ||
    link.status !== 'active' ||
    new Date(link.expiresAt).getTime() <= now.getTime()
  ) {
    throw adminPasswordLinkInvalid();
  }
  return link;
}

/** POST /admin/set-password/check: whose account the link opens, and until when. */
export async function checkAdminPasswordLink(
  db: Db,
  token: string,
  now: Date,
): Promise<AdminPasswordLinkAnswer> {
  const link = await usableLink(db, token, now);
  return {
    success: true,
    name: link.name,
    email: link.email,
    expiresAt: new Date(link.expiresAt).toISOString(),
  };
}

/**
 * POST /admin/set-password: checks the new password like every new password, then in one transaction
 * stores it, uses the link up (ending the admin's other links), audits it as the admin's own action
 * and starts a session. A link used at the same moment by another request leaves nothing to update
 * (410).
 */
export async function setAdminPasswordFromLink(
  db: Db,
  input: { token: string; password: string; ip: string; userAgent?: string | undefined },
  now: Date,
): Promise<{ sessionToken: string }> {
  const link = await usableLink(db, input.token, now);
  const problem = newPasswordProblem(input.password, link.email);
  if (problem) throw invalidFields({ password: problem });
  const passwordHash = await hashPassword(input.password);
  const sessionToken = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(adminPasswordLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(adminPasswordLinks.id, link.id),
          isNull(adminPasswordLinks.usedAt),
          isNull(adminPasswordLinks.endedAt),
          gt(adminPasswordLinks.expiresAt, now),
        ),
      )
      .returning({ id: adminPasswordLinks.id });
    if (!used) throw adminPasswordLinkInvalid();
    const [admin] = await tx
      .update(admins)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(admins.id, link.adminId), eq(admins.status, 'active')))
      .returning({ id: admins.id, email: admins.email });
    if (!admin) throw adminPasswordLinkInvalid();
    await tx
      .update(adminPasswordLinks)
      .set({ endedAt: now })
      .where(
        and(
          eq(adminPasswordLinks.adminId, admin.id),
          ne(adminPasswordLinks.id, link.id),
          isNull(adminPasswordLinks.usedAt),
          isNull(adminPasswordLinks.endedAt),
        ),
      );
    await recordAudit(tx, {
      actor: { role: 'admin', id: admin.id },
      entity: 'admin',
      entityId: admin.id,
      action: 'acceptInvitation',
      at: now,
    });
    return startAdminSession(tx, admin, now, input.userAgent);
  });
  await releasePrivateLinkAttempt(db, input.ip);
  return { sessionToken };
}
