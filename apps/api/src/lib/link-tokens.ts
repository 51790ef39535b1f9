import { LOCALE_SEGMENTS, PAGES, type SiteLanguage } from '@levera/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { adminPasswordLinks, supportCaseLinks, vendorPasswordLinks } from '../db/schema.ts';
import { createSessionToken, hashToken } from './tokens.ts';

// The tokens of the links an e-mail carries: a vendor's or an admin's set-password link (decision
// 040) and a support case's link (decision 076). The link's row is written with the change that
// sends the e-mail; the mail worker makes the token as it sends it and stores only its SHA-256 hash,
// so the token exists only in the e-mail that went out (a retry makes a new one). Here, below both
// mail/ and the modules that check the links, so that mail/ imports no module (issue 38 §4).

/** A set-password link that is still usable: not used, not ended, not expired. */
async function mintPasswordLinkToken(
  db: Db,
  links: typeof vendorPasswordLinks | typeof adminPasswordLinks,
  linkId: string,
  now: Date,
): Promise<string | null> {
  const token = createSessionToken();
  const [link] = await db
    .update(links)
    .set({ tokenHash: hashToken(token) })
    .where(and(eq(links.id, linkId), isNull(links.usedAt), isNull(links.endedAt), gt(links.expiresAt, now)))
    .returning({ id: links.id });
  return link ? token : null;
}

/** The token of a vendor's set-password link; null when the link is no longer usable (no e-mail). */
export const mintVendorPasswordLinkToken = (db: Db, linkId: string, now: Date) =>
  mintPasswordLinkToken(db, vendorPasswordLinks, linkId, now);

/** The token of an admin's set-password link; null when the link is no longer usable (no e-mail). */
export const mintAdminPasswordLinkToken = (db: Db, linkId: string, now: Date) =>
  mintPasswordLinkToken(db, adminPasswordLinks, linkId, now);

/** The token of a case link; null when the link is gone (its query was erased): the e-mail is dropped. */
export async function mintCaseLinkToken(db: Db, linkId: string): Promise<string | null> {
  const token = createSessionToken();
  const [link] = await db
    .update(supportCaseLinks)
    .set({ tokenHash: hashToken(token) })
    .where(eq(supportCaseLinks.id, linkId))
    .returning({ id: supportCaseLinks.id });
  return link ? token : null;
}

/** The case page's address (DESIGN.md §10): `/{locale}/support/case?token=…`. */
export const caseLinkUrl = (origin: string, language: SiteLanguage, token: string) =>
  `${origin}/${LOCALE_SEGMENTS[language]}/${PAGES.supportCase}?token=${token}`;
