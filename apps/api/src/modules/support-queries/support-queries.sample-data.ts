import type { QueryStatus } from '@levera/domain';
import { eq } from 'drizzle-orm';
import { type Db, nextCaseNumber } from '../../db/client.ts';
import { queryStatusChanges, supportQueries, vendors } from '../../db/schema.ts';

type SampleVendorQuery = {
  subject: string;
  category: string;
  message: string;
  language: 'en' | 'sv';
  /** The status path the admin took, oldest first (recorded as history, so revert works). */
  path: QueryStatus[];
  isRead: boolean;
  response?: string;
};

const SAMPLE_VENDOR_QUERIES: SampleVendorQuery[] = [
  {
    subject: 'Payout for last month is missing',
    category: 'payment',
    message:
      'Our payout for March has not arrived yet. Could you check when it was sent and to which account?',
    language: 'en',
    path: ['created', 'inProgress', 'resolved'],
    isRead: true,
    response:
      'Thank you for your patience. The payout was delayed by a bank holiday and was sent on 3 April. It should be in your account within two banking days.',
  },
  {
    subject: 'Kampanjen syns inte i appen',
    category: 'promotions',
    message: 'Vår kampanj med fri leverans godkändes i går men syns fortfarande inte för kunderna i appen.',
    language: 'sv',
    path: ['created', 'inProgress'],
    isRead: true,
  },
  {
    subject: 'Update opening hours',
    category: 'account',
    message: 'We are changing our opening hours from next week: Monday to Friday 10–21, weekends 12–20.',
    language: 'en',
    path: ['created'],
    isRead: false,
  },
];

/** Demo vendor queries for the embedded database (called from seed/sample-data.ts). */
export async function seedSampleSupportQueries(
  db: Db,
  ids: { adminId: string; vendorId: string },
): Promise<void> {
  const [vendor] = await db.select().from(vendors).where(eq(vendors.id, ids.vendorId));
  if (!vendor) return;
  for (const sample of SAMPLE_VENDOR_QUERIES) {
    const status = sample.path.at(-1)!;
    const [row] = await db
      .insert(supportQueries)
      .values({
        caseNumber: await nextCaseNumber(db, 'VQ'),
        type: 'vendor',
        vendorId: vendor.id,
        firstName: vendor.vendorName,
        email: vendor.email,
        subject: sample.subject,
        category: sample.category,
        message: sample.message,
        language: sample.language,
        status,
        isRead: sample.isRead,
        readAt: sample.isRead ? new Date() : null,
        readBy: sample.isRead ? ids.adminId : null,
        response: sample.response ?? null,
        respondedAt: sample.response ? new Date() : null,
        respondedBy: sample.response ? ids.adminId : null,
      })
      .returning({ id: supportQueries.id });
    for (let step = 1; step < sample.path.length; step++) {
      await db.insert(queryStatusChanges).values({
        queryId: row!.id,
        fromStatus: sample.path[step - 1]!,
        toStatus: sample.path[step]!,
        changedBy: ids.adminId,
      });
    }
  }
}
