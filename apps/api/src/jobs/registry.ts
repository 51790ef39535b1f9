import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import type { MailTransport } from '../mail/transport.ts';
import { enqueueAdminDigest } from './admin-digest.ts';
import { DAILY_CHECK_MS, type DailyJob } from './daily-job.ts';
import { createMailDelivery, type DeliveryCounts, type MailSends } from './mail-delivery.ts';
import { runOutboxRetention } from './outbox-retention.ts';
import { runPromotionExpiry } from './promotion-expiry.ts';
import { createRetentionJob, type RetentionReport } from './retention.ts';
import { createJobRunner, type Job, type JobRunner } from './runner.ts';
import { CLEAN_UP_INTERVAL_MS, runSessionCleanUp } from './session-clean-up.ts';

// Every periodic job of an API process, in one runner (decision 079): outbox delivery ('mail'), the
// admins' digest, promotion expiry notices, outbox retention, the session clean-up and the daily
// retention of the privacy policy. The app starts them in `onReady` and stops them in `onClose`.

/** The mail worker's cadence since decision 032 when MAIL_POLL_MS is not set. */
const MAIL_POLL_MS = 2000;

/** `deleted`: finished e-mails past their retention (decision 054). */
export type MailPass = DeliveryCounts & { deleted: number };

/** The outbox's jobs as one pass, for the tests and the erasure confirmation (decision 059). */
export type MailJobs = {
  /** What this process's delivery has sent since it started, for /metrics (issue 34). */
  readonly sends: MailSends;
  /** The digest (when on), expiry notices, a batch of due e-mails, a batch of old ones deleted; in that order. */
  runOnce: () => Promise<MailPass>;
  /** Passes until nothing due is left: how tests see every e-mail sent. */
  drain: () => Promise<MailPass>;
  sendNow: Mailer['sendNow'];
};

export type Jobs = {
  runner: JobRunner;
  mail: MailJobs;
  /** The daily retention job (decision 060); tests run it with `runIfDue`. */
  retention: {
    runIfDue: () => Promise<RetentionReport | null>;
    lastSuccessAt: DailyJob<unknown>['lastSuccessAt'];
  };
  /** Stops the runner and closes the mail transport. */
  stop: () => Promise<void>;
};

export function createJobs(options: {
  db: Db;
  env: Pick<
    Env,
    | 'NODE_ENV'
    | 'MAIL_POLL_MS'
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
  transport?: MailTransport;
}): Jobs {
  const { db, env, log } = options;
  // Tests run no timers: they run the jobs themselves and move the clock.
  const timers = env.NODE_ENV !== 'test';
  const pollMs = env.MAIL_POLL_MS ?? (timers ? MAIL_POLL_MS : 0);
  const mailer = createMailer({ env, now: options.now, log, transport: options.transport });
  const delivery = createMailDelivery({ db, mailer, log });

  const to = env.ADMIN_NOTIFY_EMAIL;
  const digest: Job<number> | null = to
    ? {
        name: 'adminDigest',
        everyMs: pollMs,
        run: (now) =>
          enqueueAdminDigest(
            db,
            { to, language: env.ADMIN_NOTIFY_LANGUAGE, everyMinutes: env.ADMIN_DIGEST_MINUTES },
            now,
          ),
      }
    : null;
  const expiry: Job = { name: 'promotionExpiry', everyMs: pollMs, run: (now) => runPromotionExpiry(db, now) };
  // 'mail', as the job of /metrics' last success has been called since issue 34 (alerts read it).
  const deliver: Job<DeliveryCounts> = { name: 'mail', everyMs: pollMs, run: delivery.deliverDue };
  const outboxRetention: Job<number> = {
    name: 'outboxRetention',
    everyMs: pollMs,
    run: (now) =>
      runOutboxRetention(
        db,
        now,
        {
          sentDays: env.MAIL_OUTBOX_RETENTION_DAYS,
          failedDays: env.MAIL_OUTBOX_FAILED_RETENTION_DAYS,
          keepUndigested: Boolean(to),
        },
        log,
      ),
  };
  const sessionCleanUp: Job = {
    name: 'sessionCleanUp',
    everyMs: timers ? CLEAN_UP_INTERVAL_MS : 0,
    run: (now) => runSessionCleanUp(db, now, log),
  };
  const retention = createRetentionJob({ db, log, checkMs: timers ? DAILY_CHECK_MS : 0 });

  const runner = createJobRunner({
    jobs: [...(digest ? [digest] : []), expiry, deliver, outboxRetention, sessionCleanUp, retention],
    now: options.now,
    log,
  });

  return {
    runner,
    mail: {
      sends: delivery.sends,
      ...outboxPass(runner, [...(digest ? [digest] : []), expiry], deliver, outboxRetention),
      sendNow: mailer.sendNow,
    },
    retention: { runIfDue: () => runner.run(retention), lastSuccessAt: retention.lastSuccessAt },
    stop: async () => {
      await runner.stop();
      mailer.close();
    },
  };
}

/**
 * The outbox's jobs as one pass, in the order the mail worker of decision 032 ran them: `before` (the
 * digest, expiry notices), delivery, then retention, last so that a failing delete never holds back
 * an e-mail. Each through the runner, so a timer's run of the same job is waited for.
 */
function outboxPass(
  runner: JobRunner,
  before: Job[],
  deliver: Job<DeliveryCounts>,
  outboxRetention: Job<number>,
): Pick<MailJobs, 'runOnce' | 'drain'> {
  const none: DeliveryCounts = { sent: 0, retried: 0, failed: 0, dropped: 0, claimed: 0 };
  const runOnce = async (): Promise<MailPass> => {
    for (const job of before) await runner.run(job);
    const delivered = (await runner.run(deliver)) ?? none;
    return { ...delivered, deleted: (await runner.run(outboxRetention)) ?? 0 };
  };
  return {
    runOnce,
    drain: async () => {
      const total: MailPass = { ...none, deleted: 0 };
      for (;;) {
        const pass = await runOnce();
        for (const key of Object.keys(total) as (keyof MailPass)[]) total[key] += pass[key];
        if (pass.claimed === 0) return total;
      }
    },
  };
}
