import type { QueryStatus } from '@levera/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryStatusChanges, supportCaseLinks, supportQueries } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { hashToken } from '../../lib/tokens.ts';

// The private link of a case (issue 37, decision 076). Each reply e-mail to a contact query names a
// `support_case_links` row; the mail worker makes the token as it sends the e-mail and keeps only its
// SHA-256 hash (`mintCaseLinkToken` in lib/link-tokens.ts), as with the set-password links (decision 040). The link opens
// the case while it is open and for CASE_LINK_DAYS_AFTER_SETTLED days after it was resolved or closed.

/** How long a case link keeps working after its case was resolved or closed. */
export const CASE_LINK_DAYS_AFTER_SETTLED = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Unknown, or past its time: one answer, so the page says one clear thing and tells nothing. */
export const caseLinkInvalid = () => new ApiError(410, 'case_link_invalid', 'caseLinkInvalid');

/** A new link of the query (in the caller's transaction); its token is made when its e-mail is sent. */
export async function createCaseLink(tx: Pick<Db, 'insert'>, queryId: string): Promise<string> {
  const [link] = await tx.insert(supportCaseLinks).values({ queryId }).returning({ id: supportCaseLinks.id });
  return link!.id;
}

type QueryRow = typeof supportQueries.$inferSelect;

/** Whether a case in `status`, settled (resolved or closed) at `settledAt`, still opens by its link. */
export function caseLinkWorks(status: QueryStatus, settledAt: Date, now: Date): boolean {
  if (status === 'created' || status === 'inProgress') return true;
  return now.getTime() - settledAt.getTime() < CASE_LINK_DAYS_AFTER_SETTLED * DAY_MS;
}

/** When the case reached its current status: its last status change, else its last update. */
async function settledAt(db: Db, query: QueryRow): Promise<Date> {
  const [last] = await db
    .select({ at: queryStatusChanges.createdAt })
    .from(queryStatusChanges)
    .where(eq(queryStatusChanges.queryId, query.id))
    .orderBy(desc(queryStatusChanges.id))
    .limit(1);
  return last ? new Date(last.at) : new Date(query.updatedAt);
}

/** The query a token opens, or 410 (unknown token, erased query, or past its time). */
export async function queryOfCaseToken(db: Db, token: string, now: Date): Promise<QueryRow> {
  if (!token || token.length > 200) throw caseLinkInvalid();
  const [row] = await db
    .select({ query: supportQueries })
    .from(supportCaseLinks)
    .innerJoin(supportQueries, eq(supportQueries.id, supportCaseLinks.queryId))
    .where(eq(supportCaseLinks.tokenHash, hashToken(token)));
  if (!row) throw caseLinkInvalid();
  const query = row.query;
  if (!caseLinkWorks(query.status as QueryStatus, await settledAt(db, query), now)) throw caseLinkInvalid();
  return query;
}
