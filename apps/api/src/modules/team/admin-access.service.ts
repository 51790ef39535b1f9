import {
  type AdminPasswordLinkAnswer,
  type AdminRole,
  type SiteLanguage,
  VENDOR_PASSWORD_LINK_TTL_MS,
} from '@levera/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminPasswordLinks, admins } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordOwnAction } from '../../lib/audit.ts';
import { hashToken } from '../../lib/tokens.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { startSession } from '../auth/auth.service.ts';
import { endOpenPasswordLinks, linkWorks, setPasswordWithLink } from '../auth/password-links.ts';
import type { SetPasswordRequest } from '../auth/set-password-page.ts';

// An admin's invitation link (issue 33 §2): the same rules as a vendor's (decision 040). The row is
// written when the owner invites; the token is made only when the mail worker sends the e-mail, and
// only its SHA-256 hash is stored. A link works once, for 72 hours, and only while it is the admin's
// newest one; an admin that is deactivated meanwhile cannot use it.

/** Expired, used, ended, unknown: one answer (and it tells nothing). */
export const adminPasswordLinkInvalid = () =>
  new ApiError(410, 'password_link_invalid', 'adminPasswordLinkInvalid');

/** Ends the admin's open links (a newer one was sent, or the admin was deactivated). */
export const endAdminPasswordLinks = (tx: Db, adminId: string, now: Date) =>
  endOpenPasswordLinks(tx, 'admin', adminId, now);

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
  if (!link || !linkWorks(link, link.status === 'active', now)) throw adminPasswordLinkInvalid();
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
 * POST /admin/set-password: the password stored, the link used up (ending the admin's other links),
 * audited as the admin's own action, and a session started, in one transaction (setPasswordWithLink).
 */
export async function setAdminPasswordFromLink(
  db: Db,
  input: SetPasswordRequest,
  now: Date,
): Promise<{ sessionToken: string }> {
  const link = await usableLink(db, input.token, now);
  const sessionToken = await setPasswordWithLink(db, 'admin', link, input, now, {
    invalid: adminPasswordLinkInvalid,
    storePassword: async (tx, passwordHash) => {
      const [admin] = await tx
        .update(admins)
        .set({ passwordHash, updatedAt: now })
        .where(and(eq(admins.id, link.adminId), eq(admins.status, 'active')))
        .returning({ id: admins.id, email: admins.email });
      return admin;
    },
    finish: async (tx, admin) => {
      await recordOwnAction(tx, { role: 'admin', id: admin.id }, 'acceptInvitation', now);
      return startSession(tx, 'admin', admin, now, input.userAgent);
    },
  });
  return { sessionToken };
}
