import { randomInt } from 'node:crypto';
import type { ContactQuery, SiteLanguage } from '@levera/domain';
import { type Db, nextCaseNumber } from '../../db/client.ts';
import { supportQueries } from '../../db/schema.ts';

/** Stores a contact query from the public form (SPEC §3) with a new case number and status `created`. */
export async function createContactQuery(
  db: Db,
  query: ContactQuery,
  language: SiteLanguage,
): Promise<{ caseNumber: string }> {
  const caseNumber = await nextCaseNumber(db, 'Q');
  await db.insert(supportQueries).values({
    caseNumber,
    type: query.requesterType,
    firstName: query.firstName,
    lastName: query.lastName,
    email: query.email,
    phone: query.phoneNumber,
    subject: query.subject,
    message: query.message,
    language,
    status: 'created',
  });
  return { caseNumber };
}

/**
 * What a bot that filled the honeypot gets: a case number of the real form, so the answer cannot be
 * told apart from a stored query. Nothing is stored and the case-number sequence is not touched.
 */
export function decoyCaseNumber(now: Date): string {
  return `Q-${now.getUTCFullYear()}-${String(randomInt(1, 1_000_000)).padStart(6, '0')}`;
}

type SampleQuery = Omit<typeof supportQueries.$inferInsert, 'caseNumber'>;

const SAMPLE_QUERIES: SampleQuery[] = [
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

/** Demo contact queries for the embedded database (called from seed/sample-data.ts). */
export async function seedSampleContactQueries(db: Db): Promise<void> {
  for (const query of SAMPLE_QUERIES) {
    await db.insert(supportQueries).values({ ...query, caseNumber: await nextCaseNumber(db, 'Q') });
  }
}
