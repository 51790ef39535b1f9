import {
  type PasswordLinkAnswer,
  type SiteLanguage,
  VENDOR_PASSWORD_LINK_TTL_MS,
  type VendorPasswordLink,
  type VendorPasswordLinkKind,
} from '@levera/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerApplications, vendorPasswordLinks, vendors } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordOwnAction } from '../../lib/audit.ts';
import { hashToken } from '../../lib/tokens.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Principal } from '../../lib/principal.ts';
import { endOpenPasswordLinks, linkWorks, setPasswordWithLink } from '../auth/password-links.ts';
import type { SetPasswordRequest } from '../auth/set-password-page.ts';
import { endAccountSessions, startSession } from '../auth/auth.service.ts';

// Invitations and set-password links of vendor accounts (issue 19 §1, decision 040). A link row is
// written when the admin sends it; its token is made only when the mail worker sends the e-mail
// (`mintVendorPasswordLinkToken` in lib/link-tokens.ts), and only its SHA-256 hash is stored: the token exists in that e-mail and
// nowhere else (not in the outbox, not in a log). A link works once, for 72 hours, and only while it is
// the vendor's newest one.

type Actor = Pick<Principal, 'role' | 'id'>;

/** Expired, used, ended, unknown: one answer, so the page says one clear thing (and tells nothing). */
export const passwordLinkInvalid = () => new ApiError(410, 'password_link_invalid', 'passwordLinkInvalid');

/**
 * Writes a new link for the vendor, ends its older ones (only the newest works) and puts its e-mail
 * in the outbox, in `language`. Runs in the caller's transaction.
 */
export async function createPasswordLink(
  tx: Db,
  vendor: { id: string; vendorName: string; email: string },
  kind: VendorPasswordLinkKind,
  language: SiteLanguage,
  actor: Actor,
  now: Date,
): Promise<{ expiresAt: Date }> {
  await endOpenPasswordLinks(tx, 'vendor', vendor.id, now);
  const expiresAt = new Date(now.getTime() + VENDOR_PASSWORD_LINK_TTL_MS);
  const [link] = await tx
    .insert(vendorPasswordLinks)
    .values({ vendorId: vendor.id, kind, createdAt: now, createdBy: actor.id, expiresAt })
    .returning({ id: vendorPasswordLinks.id });
  await enqueueMail(tx, {
    kind: 'vendorPasswordLink',
    to: vendor.email,
    language,
    data: {
      linkId: link!.id,
      purpose: kind,
      vendorName: vendor.vendorName,
      expiresAt: expiresAt.toISOString(),
    },
  });
  return { expiresAt };
}

/** The newest link of each vendor, and the application each was created from. */
export async function accessOfVendors(
  db: Db,
  rows: { id: string; applicationId: string | null }[],
): Promise<
  Map<
    string,
    { accessLink: VendorPasswordLink | null; application: { id: string; caseNumber: string } | null }
  >
> {
  const result = new Map<
    string,
    { accessLink: VendorPasswordLink | null; application: { id: string; caseNumber: string } | null }
  >();
  if (rows.length === 0) return result;
  const vendorIds = rows.map((row) => row.id);
  const applicationIds = rows.flatMap((row) => (row.applicationId ? [row.applicationId] : []));
  const [links, applications] = await Promise.all([
    db
      .selectDistinctOn([vendorPasswordLinks.vendorId], {
        vendorId: vendorPasswordLinks.vendorId,
        kind: vendorPasswordLinks.kind,
        createdAt: vendorPasswordLinks.createdAt,
        expiresAt: vendorPasswordLinks.expiresAt,
        usedAt: vendorPasswordLinks.usedAt,
        endedAt: vendorPasswordLinks.endedAt,
      })
      .from(vendorPasswordLinks)
      .where(inArray(vendorPasswordLinks.vendorId, vendorIds))
      .orderBy(
        vendorPasswordLinks.vendorId,
        // A new link ends the open ones, so the open link is the newest even when two share a
        // millisecond (the tests' fixed clock); the random id must not decide.
        sql`${vendorPasswordLinks.endedAt} is null desc`,
        desc(vendorPasswordLinks.createdAt),
        desc(vendorPasswordLinks.id),
      ),
    applicationIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: partnerApplications.id, caseNumber: partnerApplications.caseNumber })
          .from(partnerApplications)
          .where(inArray(partnerApplications.id, applicationIds)),
  ]);
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  for (const row of rows) {
    const link = links.find((candidate) => candidate.vendorId === row.id);
    const application = applications.find((candidate) => candidate.id === row.applicationId);
    result.set(row.id, {
      accessLink: link
        ? {
            kind: link.kind as VendorPasswordLinkKind,
            sentAt: iso(link.createdAt)!,
            expiresAt: iso(link.expiresAt)!,
            usedAt: iso(link.usedAt),
            endedAt: iso(link.endedAt),
          }
        : null,
      application: application ?? null,
    });
  }
  return result;
}

// ---------------------------------------------------------------- the public set-password page

/** The usable link of a token with its vendor, or 410: unknown, used, ended, expired, archived vendor. */
async function usableLink(db: Db, token: string, now: Date) {
  const [link] = await db
    .select({
      id: vendorPasswordLinks.id,
      kind: vendorPasswordLinks.kind,
      expiresAt: vendorPasswordLinks.expiresAt,
      usedAt: vendorPasswordLinks.usedAt,
      endedAt: vendorPasswordLinks.endedAt,
      vendorId: vendors.id,
      vendorName: vendors.vendorName,
      email: vendors.email,
      archivedAt: vendors.archivedAt,
    })
    .from(vendorPasswordLinks)
    .innerJoin(vendors, eq(vendors.id, vendorPasswordLinks.vendorId))
    .where(eq(vendorPasswordLinks.tokenHash, hashToken(token)));
  if (!link || !linkWorks(link, !link.archivedAt, now)) throw passwordLinkInvalid();
  return link;
}

/** POST /vendor/set-password/check: whose account the link opens, and until when. */
export async function checkPasswordLink(db: Db, token: string, now: Date): Promise<PasswordLinkAnswer> {
  const link = await usableLink(db, token, now);
  return {
    success: true,
    kind: link.kind as VendorPasswordLinkKind,
    vendorName: link.vendorName,
    email: link.email,
    expiresAt: new Date(link.expiresAt).toISOString(),
  };
}

/**
 * POST /vendor/set-password: in one transaction (setPasswordWithLink) the password stored, the link
 * used up (and the vendor's other links and sessions ended), audited as the vendor's own action and,
 * for an active account, a session started: the answer's token signs the vendor in.
 */
export async function setPasswordFromLink(
  db: Db,
  input: SetPasswordRequest,
  now: Date,
): Promise<{ sessionToken: string | null }> {
  const link = await usableLink(db, input.token, now);
  const sessionToken = await setPasswordWithLink(db, 'vendor', link, input, now, {
    invalid: passwordLinkInvalid,
    storePassword: async (tx, passwordHash) => {
      const [vendor] = await tx
        .update(vendors)
        .set({ passwordHash, updatedAt: now })
        .where(and(eq(vendors.id, link.vendorId), isNull(vendors.archivedAt)))
        .returning({ id: vendors.id, email: vendors.email, status: vendors.status });
      return vendor;
    },
    finish: async (tx, vendor) => {
      // A new password ends the sessions made with the old one, as an admin's password change does.
      await endAccountSessions(tx, 'vendor', vendor.id);
      const action = link.kind === 'invitation' ? 'acceptInvitation' : 'setPasswordFromLink';
      await recordOwnAction(tx, { role: 'vendor', id: vendor.id }, action, now, { email: vendor.email });
      return vendor.status === 'active' ? startSession(tx, 'vendor', vendor, now, input.userAgent) : null;
    },
  });
  return { sessionToken };
}
