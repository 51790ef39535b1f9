import { LOCALE_SEGMENTS, normaliseLanguage, PAGES } from '@levera/domain';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import {
  caseLinkUrl,
  mintAdminPasswordLinkToken,
  mintCaseLinkToken,
  mintVendorPasswordLinkToken,
} from '../lib/link-tokens.ts';
import { contactFirstNameOfLink } from '../mail/link-greeting.ts';
import { fileTime, type Mailer } from '../mail/mailer.ts';
import type { Mail } from '../mail/messages.ts';

// Outbox delivery (decision 032): due e-mails are claimed with `for update skip locked` (a claim moves
// `next_attempt_at` a lease ahead and counts the attempt, so no other process takes the row while it
// is being sent), sent, then marked sent, or retried with exponential back-off until 24 hours after
// they were written, then marked failed.

/** E-mails one run claims at most. */
const BATCH_SIZE = 20;
/** How long a claimed e-mail is left to its process before another may try (a crashed process). */
const CLAIM_LEASE_MS = 5 * 60_000;
/** Back-off after the first failure; doubles after each one, up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
/** After this long an e-mail that could not be sent is given up (status `failed`). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** `dropped`: a link e-mail whose link was ended (by a newer one) or used before it went out. */
export type DeliveryCounts = {
  sent: number;
  retried: number;
  failed: number;
  dropped: number;
  claimed: number;
};

/** What this process has sent since it started, for /metrics (issue 34). */
export type MailSends = Record<'sent' | 'retried' | 'failed', number>;

/** The delay before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

type OutboxRow = typeof mailOutbox.$inferSelect;
type Result = 'sent' | 'retried' | 'failed' | 'dropped';

export function createMailDelivery(options: { db: Db; mailer: Mailer; log: FastifyBaseLogger }) {
  const { db, mailer, log } = options;
  const sends: MailSends = { sent: 0, retried: 0, failed: 0 };

  /** One batch of due e-mails as of `now`. */
  async function deliverDue(now: Date): Promise<DeliveryCounts> {
    const claimed = await claimDue(db, now);
    const counts: DeliveryCounts = { sent: 0, retried: 0, failed: 0, dropped: 0, claimed: claimed.length };
    for (const row of claimed) {
      const result = await deliver(row, now);
      counts[result]++;
      if (result !== 'dropped') sends[result]++;
    }
    return counts;
  }

  async function deliver(row: OutboxRow, now: Date): Promise<Result> {
    try {
      const mail = await withLink(db, mailer.origin, outboxMail(row), now);
      if (!mail) {
        await db.update(mailOutbox).set({ status: 'dropped' }).where(eq(mailOutbox.id, row.id));
        return 'dropped';
      }
      await mailer.send(mail, `${fileTime(now)}-${row.id}-${row.kind}`);
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: now, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      return 'sent';
    } catch (error) {
      const lastError = String((error as Error).message ?? error).slice(0, 500);
      const givesUp = now.getTime() - new Date(row.createdAt).getTime() >= GIVE_UP_AFTER_MS;
      await db
        .update(mailOutbox)
        .set(
          givesUp
            ? { status: 'failed', lastError }
            : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)), lastError },
        )
        .where(eq(mailOutbox.id, row.id));
      log.warn(
        { id: row.id, kind: row.kind, attempts: row.attempts, err: error },
        givesUp ? 'e-mail failed for good' : 'e-mail not sent, will retry',
      );
      return givesUp ? 'failed' : 'retried';
    }
  }

  return { sends, deliverDue };
}

export type MailDelivery = ReturnType<typeof createMailDelivery>;

const outboxMail = (row: OutboxRow): Mail =>
  ({ kind: row.kind, to: row.recipient, language: normaliseLanguage(row.language), data: row.data }) as Mail;

/** Claims up to BATCH_SIZE due e-mails for a lease, counting the attempt. */
function claimDue(db: Db, now: Date): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map(({ id }) => id),
        ),
      )
      .returning();
  });
}

/**
 * `mail` with the link its kind carries, made now: the token lives only in the e-mail and the table
 * keeps its hash (decisions 040, issue 33 §2, issue 37). Null when the link is gone (ended by a newer
 * one, used, or its query erased): the e-mail is dropped.
 */
async function withLink(db: Db, origin: string, mail: Mail, now: Date): Promise<Mail | null> {
  const page = (segment: string, token: string) =>
    `${origin}/${LOCALE_SEGMENTS[mail.language]}/${segment}?token=${token}`;
  if (mail.kind === 'vendorPasswordLink') {
    const token = await mintVendorPasswordLinkToken(db, mail.data.linkId, now);
    if (!token) return null;
    const firstName = await contactFirstNameOfLink(db, mail.data.linkId);
    return { ...mail, data: { ...mail.data, url: page(PAGES.vendorSetPassword, token), firstName } };
  }
  if (mail.kind === 'adminInvitation') {
    const token = await mintAdminPasswordLinkToken(db, mail.data.linkId, now);
    if (!token) return null;
    return { ...mail, data: { ...mail.data, url: page(PAGES.adminSetPassword, token) } };
  }
  if (mail.kind === 'queryReply') {
    const token = await mintCaseLinkToken(db, mail.data.linkId);
    if (!token) return null;
    return { ...mail, data: { ...mail.data, url: caseLinkUrl(origin, mail.language, token) } };
  }
  return mail;
}
