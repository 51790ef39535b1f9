import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

// Where the e-mails go: an SMTP server (SMTP_URL), or, without one (the embedded default of
// `npm start`), .eml files under the data directory, so a new user sees what would be sent.

export type OutgoingMail = { from: string; to: string; subject: string; text: string; html: string };

export type MailTransport = {
  /** Sends one e-mail; throws when it was not accepted. Answers where it went (for the log). */
  send: (mail: OutgoingMail, name: string) => Promise<{ file?: string }>;
  close: () => void;
};

/** How long the SMTP connection, greeting and each reply may take before the attempt fails. */
const SMTP_TIMEOUT_MS = 10_000;

/** An SMTP transport from `smtp://user:pass@host:port` (`smtps://` for implicit TLS, port 465). */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 587)),
    secure,
    ...(url.username && {
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    }),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    send: async (mail) => {
      await transporter.sendMail(mail);
      return {};
    },
    close: () => transporter.close(),
  };
}

/** Writes each e-mail as `<folder>/<name>.eml`, a file any mail program opens. */
export function fileTransport(folder: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail, name) => {
      const info = await transporter.sendMail(mail);
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${name}.eml`);
      await writeFile(file, info.message as Buffer);
      return { file };
    },
    close: () => transporter.close(),
  };
}
