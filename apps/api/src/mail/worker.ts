import path from 'node:path';
import { BRAND, LOCALE_SEGMENTS, normaliseLanguage, PAGES, todayInStockholm } from '@levera/domain';
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { appMeta, mailOutbox, promotions } from '../db/schema.ts';
import {
  caseLinkUrl,
  mintAdminPasswordLinkToken,
  mintCaseLinkToken,
  mintVendorPasswordLinkToken,
} from '../lib/link-tokens.ts';
import { contactFirstNameOfLink } from './link-greeting.ts';
import type { Env } from '../env.ts';
import {
  type DigestOnlyData,
  DIGEST_LIST_MAX,
  type Mail,
  type MailData,
  RECEIVED_KINDS,
} from './messages.ts';
import { enqueueMail, enqueuePromotionDecision } from './outbox.ts';
import { renderMail } from './render.ts';
import { deleteFinishedMail, type OutboxRetention } from './retention.ts';
import { fileTransport, type MailTransport, smtpTransport } from './transport.ts';

// The mail worker (decision 032). Every API process runs one. Each pass:
// 1. the admins' digest, when ADMIN_NOTIFY_EMAIL is set and ADMIN_DIGEST_MINUTES have passed since the
//    last one (one row lock in app_meta decides among processes);
// 2. promotions whose end date has passed: the vendor is told once (`expiry_notified_at`), then the
//    stored status becomes 'expired' (`expireLapsedPromotions`, decision 043: a promotion rule, in
//    modules/promotions/promotions.expiry.ts, handed in by app.ts since mail/ sits below modules/);
// 3. due e-mails: claimed with `for update skip locked` (a claim moves `next_attempt_at` a lease ahead,
//    so no other process takes the row while it is being sent), sent, then marked sent, or retried
//    with exponential back-off until 24 hours after they were written, then marked failed;
// 4. finished e-mails past their retention: one bounded batch deleted (`retention.ts`, decision 054).

/** E-mails one pass claims at most. */
const BATCH_SIZE = 20;
/** How long a claimed e-mail is left to its worker before another may try (a crashed process). */
const CLAIM_LEASE_MS = 5 * 60_000;
/** Back-off after the first failure; doubles after each one, up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
/** After this long an e-mail that could not be sent is given up (status `failed`). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
const DIGEST_KEY = 'adminDigest';

/**
 * `dropped`: a set-password e-mail whose link was ended (by a newer one) or used before it went out.
 * `deleted`: finished rows past their retention, gone from the outbox.
 */
export type MailPass = {
  sent: number;
  retried: number;
  failed: number;
  dropped: number;
  claimed: number;
  deleted: number;
};

/** What this worker has done since the process started, for /metrics (issue 34). */
export type MailStats = {
  /** E-mails handed to the transport, retried after a failure, or given up. */
  sends: Record<'sent' | 'retried' | 'failed', number>;
  /** The clock of the last pass that went through (this process's worker polls and is not stuck). */
  lastSuccessAt: Date | null;
};

export type MailWorker = {
  readonly stats: MailStats;
  /** One pass (digest, expiries, a batch of due e-mails, a batch of old ones deleted), after any pass in progress. */
  runOnce: () => Promise<MailPass>;
  /** Passes until nothing due is left: how tests see every e-mail sent. */
  drain: () => Promise<MailPass>;
  start: () => void;
  /** Stops the timer and waits for a pass in progress. */
  stop: () => Promise<void>;
  /**
   * Renders and sends one e-mail at once through this worker's transport, without the outbox: for an
   * e-mail whose address must not be stored, the erasure confirmation (decision 059). Throws when
   * the e-mail was not accepted.
   */
  sendNow: (mail: Mail) => Promise<void>;
};

/** The delay before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/** `now` as the development transport's file names start: `2026-11-27T12-00-00-000Z`. */
const fileTime = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

export function createMailWorker(options: {
  db: Db;
  env: Pick<
    Env,
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'ADMIN_NOTIFY_EMAIL'
    | 'ADMIN_NOTIFY_LANGUAGE'
    | 'ADMIN_DIGEST_MINUTES'
    | 'DATA_DIR'
    | 'PUBLIC_URL'
    | 'MAIL_OUTBOX_RETENTION_DAYS'
    | 'MAIL_OUTBOX_FAILED_RETENTION_DAYS'
  >;
  now: () => Date;
  log: FastifyBaseLogger;
  pollMs: number;
  transport?: MailTransport;
  /** Step 2's status change (modules/promotions' rule, decision 043); a worker without it stores none. */
  expireLapsedPromotions?: (today: string) => Promise<number>;
}): MailWorker {
  const { db, env, log } = options;
  const from = env.MAIL_FROM ?? `${BRAND.name} <${BRAND.noReplyEmail}>`;
  /** Where the e-mails' links lead. */
  const origin = env.PUBLIC_URL ?? BRAND.siteUrl;
  let transport: MailTransport | null = options.transport ?? null;
  const transportOf = () => {
    transport ??= env.SMTP_URL
      ? smtpTransport(env.SMTP_URL)
      : fileTransport(path.resolve(env.DATA_DIR, 'mail'));
    return transport;
  };

  const retention: OutboxRetention = {
    sentDays: env.MAIL_OUTBOX_RETENTION_DAYS,
    failedDays: env.MAIL_OUTBOX_FAILED_RETENTION_DAYS,
    keepUndigested: Boolean(env.ADMIN_NOTIFY_EMAIL),
  };

  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const stats: MailStats = { sends: { sent: 0, retried: 0, failed: 0 }, lastSuccessAt: null };

  const runOnce = (): Promise<MailPass> => {
    const pass = chain.then(() => onePass(options.now()));
    chain = pass.catch(() => {});
    return pass;
  };

  async function onePass(now: Date): Promise<MailPass> {
    if (env.ADMIN_NOTIFY_EMAIL) await enqueueDigest(env.ADMIN_NOTIFY_EMAIL, now);
    await enqueueExpiries(now);
    await options.expireLapsedPromotions?.(todayInStockholm(now));
    const claimed = await claimDue(now);
    const pass: MailPass = {
      sent: 0,
      retried: 0,
      failed: 0,
      dropped: 0,
      claimed: claimed.length,
      deleted: 0,
    };
    for (const row of claimed) {
      const result = await deliver(row, now);
      pass[result]++;
      if (result !== 'dropped') stats.sends[result]++;
    }
    // Last, so that a failing delete never holds back an e-mail.
    pass.deleted = await deleteFinishedMail(db, now, retention);
    if (pass.deleted > 0)
      log.info({ deleted: pass.deleted }, 'mail outbox: e-mails past their retention deleted');
    stats.lastSuccessAt = now;
    return pass;
  }

  async function enqueueDigest(to: string, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.insert(appMeta).values({ key: DIGEST_KEY, value: {} }).onConflictDoNothing();
      const [state] = await tx.select().from(appMeta).where(eq(appMeta.key, DIGEST_KEY)).for('update');
      const lastSentAt = (state?.value as { sentAt?: string } | undefined)?.sentAt;
      if (lastSentAt && now.getTime() - Date.parse(lastSentAt) < env.ADMIN_DIGEST_MINUTES * 60_000) return;
      // Marked and read in one statement, so the rows marked are exactly the rows listed (a row
      // committed between a read and a later mark would be marked without being listed).
      const items = (
        await tx
          .update(mailOutbox)
          .set({ digestedAt: now })
          .where(and(isNull(mailOutbox.digestedAt), inArray(mailOutbox.kind, [...RECEIVED_KINDS])))
          .returning({ id: mailOutbox.id, kind: mailOutbox.kind, data: mailOutbox.data })
      ).sort((a, b) => a.id - b.id);
      if (items.length === 0) return;
      const listed = items.slice(0, DIGEST_LIST_MAX).map(({ kind, data }) => {
        const received = data as MailData['applicationReceived'] | DigestOnlyData['vendorQueryReceived'];
        const type: MailData['adminDigest']['items'][number]['type'] =
          kind === 'queryReceived'
            ? 'query'
            : kind === 'vendorQueryReceived'
              ? 'vendorQuery'
              : kind === 'caseAnswered'
                ? 'caseAnswer'
                : (received as MailData['applicationReceived']).partnerType;
        const updates = (received as MailData['applicationReceived']).updates;
        return { type, caseNumber: received.caseNumber, ...(updates && { updates }) };
      });
      // Due as of this pass's clock (not the database's, a moment later): sent in this very pass.
      await enqueueMail(
        tx,
        {
          kind: 'adminDigest',
          to,
          language: env.ADMIN_NOTIFY_LANGUAGE,
          data: { items: listed, total: items.length },
        },
        { notBefore: now },
      );
      await tx
        .update(appMeta)
        .set({ value: { sentAt: now.toISOString() }, updatedAt: now })
        .where(eq(appMeta.key, DIGEST_KEY));
    });
  }

  /** Approved promotions whose end date has passed and whose vendor has not been told yet. */
  async function enqueueExpiries(now: Date): Promise<void> {
    const today = todayInStockholm(now);
    await db.transaction(async (tx) => {
      const lapsed = await tx
        .select({ id: promotions.id })
        .from(promotions)
        .where(
          and(
            eq(promotions.status, 'active'),
            lt(promotions.endDate, today),
            isNull(promotions.expiryNotifiedAt),
          ),
        )
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      for (const { id } of lapsed) await enqueuePromotionDecision(tx, id, 'expired', now);
    });
  }

  async function claimDue(now: Date) {
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
   * Renders `mail` and hands it to the transport; throws when it was not accepted. `name` names the
   * file the development transport writes (without SMTP_URL), which is logged.
   */
  async function send(mail: Mail, name: string): Promise<void> {
    const rendered = await renderMail(mail, origin);
    const { file } = await transportOf().send({ from, to: mail.to, ...rendered }, name);
    if (file) log.info({ file, kind: mail.kind }, 'e-mail written to a file (SMTP_URL is not set)');
  }

  async function deliver(
    row: typeof mailOutbox.$inferSelect,
    now: Date,
  ): Promise<'sent' | 'retried' | 'failed' | 'dropped'> {
    let mail = {
      kind: row.kind,
      to: row.recipient,
      language: normaliseLanguage(row.language),
      data: row.data,
    } as Mail;
    try {
      if (mail.kind === 'vendorPasswordLink') {
        // The token is made now and lives only in this e-mail; the table keeps its hash (decision 040).
        const token = await mintVendorPasswordLinkToken(db, mail.data.linkId, now);
        if (!token) {
          await db.update(mailOutbox).set({ status: 'dropped' }).where(eq(mailOutbox.id, row.id));
          return 'dropped';
        }
        const url = `${origin}/${LOCALE_SEGMENTS[mail.language]}/${PAGES.vendorSetPassword}?token=${token}`;
        const firstName = await contactFirstNameOfLink(db, mail.data.linkId);
        mail = { ...mail, data: { ...mail.data, url, firstName } };
      }
      if (mail.kind === 'adminInvitation') {
        // The same for an admin's invitation (issue 33 §2): its token exists only in this e-mail.
        const token = await mintAdminPasswordLinkToken(db, mail.data.linkId, now);
        if (!token) {
          await db.update(mailOutbox).set({ status: 'dropped' }).where(eq(mailOutbox.id, row.id));
          return 'dropped';
        }
        const url = `${origin}/${LOCALE_SEGMENTS[mail.language]}/${PAGES.adminSetPassword}?token=${token}`;
        mail = { ...mail, data: { ...mail.data, url } };
      }
      if (mail.kind === 'queryReply') {
        // The case link's token (issue 37): made now, only its hash kept; gone with its query.
        const token = await mintCaseLinkToken(db, mail.data.linkId);
        if (!token) {
          await db.update(mailOutbox).set({ status: 'dropped' }).where(eq(mailOutbox.id, row.id));
          return 'dropped';
        }
        mail = { ...mail, data: { ...mail.data, url: caseLinkUrl(origin, mail.language, token) } };
      }
      await send(mail, `${fileTime(now)}-${row.id}-${row.kind}`);
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

  const tick = () => {
    timer = null;
    runOnce()
      .catch((error: Error) => log.warn({ err: error }, 'mail worker pass failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.pollMs).unref();
      });
  };

  return {
    stats,
    runOnce,
    drain: async () => {
      const total: MailPass = { sent: 0, retried: 0, failed: 0, dropped: 0, claimed: 0, deleted: 0 };
      for (;;) {
        const pass = await runOnce();
        for (const key of Object.keys(total) as (keyof MailPass)[]) total[key] += pass[key];
        if (pass.claimed === 0) return total;
      }
    },
    start: () => {
      if (options.pollMs > 0 && !stopped && !timer) timer = setTimeout(tick, options.pollMs).unref();
    },
    sendNow: (mail) => send(mail, `${fileTime(options.now())}-direct-${mail.kind}`),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await chain;
      transport?.close();
    },
  };
}
