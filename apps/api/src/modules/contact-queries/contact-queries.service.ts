import { randomInt } from 'node:crypto';
import { type ContactQuery, phoneAsDialledFromSweden, type SiteLanguage } from '@levera/domain';
import { sql } from 'drizzle-orm';
import { type Db, nextCaseNumber } from '../../db/client.ts';
import { supportQueries } from '../../db/schema.ts';
import { enqueueQueryReceived } from '../../mail/outbox.ts';

/** Stores a contact query from the public form (SPEC §3) with a new case number and status `created`. */
export async function createContactQuery(
  db: Db,
  query: ContactQuery,
  language: SiteLanguage,
): Promise<{ caseNumber: string }> {
  const caseNumber = await nextCaseNumber(db, 'Q');
  await db.transaction(async (tx) => {
    await tx.insert(supportQueries).values({
      caseNumber,
      type: query.requesterType,
      firstName: query.firstName,
      lastName: query.lastName,
      email: query.email,
      phone: query.phoneNumber,
      phoneDialled: phoneAsDialledFromSweden(query.phoneNumber),
      subject: query.subject,
      message: query.message,
      language,
      status: 'created',
      // A new query waits for support's answer from when it arrived (issue 37): the statement's clock,
      // as created_at's.
      waitingSince: sql`now()`,
    });
    await enqueueQueryReceived(tx, { ...query, caseNumber, language });
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
