import type { QueryStatus } from '@levera/domain';
import { eq } from 'drizzle-orm';
import { type Db, nextCaseNumber } from '../db/client.ts';
import { queryStatusChanges, supportQueries, vendors } from '../db/schema.ts';

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

type SampleContactQuery = Omit<typeof supportQueries.$inferInsert, 'caseNumber'>;

const SAMPLE_CONTACT_QUERIES: SampleContactQuery[] = [
  {
    type: 'customer',
    firstName: 'Elin',
    lastName: 'Karlsson',
    email: 'elin.karlsson@example.se',
    phone: '+46701234567',
    subject: 'complain',
    message: 'Min beställning kom utan dryck trots att den var betald. Ordernummer 10452.',
    language: 'sv',
  },
  {
    type: 'driver',
    firstName: 'Ahmed',
    lastName: 'Yusuf',
    email: 'ahmed.yusuf@example.se',
    phone: '+46739876543',
    subject: 'inquiries',
    message: 'When will payouts for last week be made? I delivered 34 orders in Katrineholm.',
    language: 'en',
  },
  {
    type: 'store',
    firstName: 'Maria',
    lastName: 'Svensson',
    email: 'maria@cafe-sodra.example.se',
    phone: '+46150123456',
    subject: 'suggestions',
    message: 'Det vore bra om vi kunde pausa beställningar en stund när köket är fullt.',
    language: 'sv',
  },
  {
    type: 'customer',
    firstName: 'Jonas',
    lastName: 'Berg',
    email: 'jonas.berg@example.com',
    phone: '+447700900123',
    subject: 'couponQueries',
    message: 'My free-delivery week did not apply to my second order. Could you check my account?',
    language: 'en',
    status: 'inProgress',
  },
];

/** Demo contact queries for the embedded database (called from sample-data.ts). */
export async function seedSampleContactQueries(db: Db): Promise<void> {
  for (const query of SAMPLE_CONTACT_QUERIES) {
    await db.insert(supportQueries).values({ ...query, caseNumber: await nextCaseNumber(db, 'Q') });
  }
}
