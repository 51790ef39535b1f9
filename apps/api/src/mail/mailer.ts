import path from 'node:path';
import { BRAND } from '@levera/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env.ts';
import type { Mail } from './messages.ts';
import { renderMail } from './render.ts';
import { fileTransport, type MailTransport, smtpTransport } from './transport.ts';

// Renders an e-mail and hands it to the transport (decision 032): SMTP with SMTP_URL, else an .eml
// file under DATA_DIR/mail. What is sent when, and retried, is the outbox delivery job's
// (jobs/mail-delivery.ts); this file only renders and sends.

export type Mailer = {
  /** Where the e-mails' links lead: PUBLIC_URL, else the brand's site. */
  readonly origin: string;
  /**
   * Renders `mail` and hands it to the transport; throws when it was not accepted. `name` names the
   * file the development transport writes (without SMTP_URL), which is logged.
   */
  send: (mail: Mail, name: string) => Promise<void>;
  /**
   * Sends one e-mail at once, without the outbox: for an e-mail whose address must not be stored,
   * the erasure confirmation (decision 059). Throws when the e-mail was not accepted.
   */
  sendNow: (mail: Mail) => Promise<void>;
  /** Closes the transport's connections (the SMTP pool). */
  close: () => void;
};

/** `now` as the development transport's file names start: `2026-11-27T12-00-00-000Z`. */
export const fileTime = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

export function createMailer(options: {
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'PUBLIC_URL'>;
  now: () => Date;
  log: FastifyBaseLogger;
  transport?: MailTransport;
}): Mailer {
  const { env, log } = options;
  const from = env.MAIL_FROM ?? `${BRAND.name} <${BRAND.noReplyEmail}>`;
  const origin = env.PUBLIC_URL ?? BRAND.siteUrl;
  // Made on the first e-mail: an app that sends none opens no SMTP connection.
  let transport: MailTransport | null = options.transport ?? null;
  const transportOf = () => {
    transport ??= env.SMTP_URL
      ? smtpTransport(env.SMTP_URL)
      : fileTransport(path.resolve(env.DATA_DIR, 'mail'));
    return transport;
  };

  const send = async (mail: Mail, name: string): Promise<void> => {
    const rendered = await renderMail(mail, origin);
    const { file } = await transportOf().send({ from, to: mail.to, ...rendered }, name);
    if (file) log.info({ file, kind: mail.kind }, 'e-mail written to a file (SMTP_URL is not set)');
  };

  return {
    origin,
    send,
    sendNow: (mail) => send(mail, `${fileTime(options.now())}-direct-${mail.kind}`),
    close: () => transport?.close(),
  };
}
