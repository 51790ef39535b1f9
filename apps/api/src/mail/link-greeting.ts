import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { partnerApplications, vendorPasswordLinks, vendors } from '../db/schema.ts';

/**
 * Whom a link's e-mail greets (issue 36 §9): the first name of the application the vendor's account
 * was made from, or null (an account made without one, or whose application was erased). Read as the
 * e-mail is sent, so the outbox keeps no name of its own.
 */
export async function contactFirstNameOfLink(db: Db, linkId: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: partnerApplications.firstName })
    .from(vendorPasswordLinks)
    .innerJoin(vendors, eq(vendors.id, vendorPasswordLinks.vendorId))
    .innerJoin(partnerApplications, eq(partnerApplications.id, vendors.applicationId))
    .where(eq(vendorPasswordLinks.id, linkId));
  return row?.firstName?.trim() || null;
}
