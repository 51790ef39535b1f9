import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR } from '../../playwright.config.ts';

// The e-mails the server under test sent, as the browser tests' SMTP server received them
// (scripts/e2e-server.mjs writes one JSON file per e-mail to E2E_MAIL_DIR; decision 040).

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string };

async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const files = (await readdir(E2E_MAIL_DIR)).filter((file) => file.endsWith('.json')).sort();
  const mails = await Promise.all(
    files.map(
      async (file) => JSON.parse(await readFile(path.join(E2E_MAIL_DIR, file), 'utf8')) as ReceivedMail,
    ),
  );
  return mails.filter((mail) => mail.to.includes(address.toLowerCase()));
}

/**
 * Waits until an e-mail to `address` (whose subject and text match, if given) has arrived, and answers
 * the newest.
 */
export async function waitForMail(
  address: string,
  options: { subject?: RegExp; text?: RegExp; timeout?: number } = {},
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address))
          .filter((mail) => !options.subject || options.subject.test(mail.subject))
          .filter((mail) => !options.text || options.text.test(mail.text))
          .at(-1);
        return found !== undefined;
      },
      { timeout: options.timeout ?? 15_000, message: `an e-mail to ${address}` },
    )
    .toBe(true);
  return found!;
}

const SET_PASSWORD_LINK = /(https?:\/\/\S+\/vendor\/set-password\?token=[A-Za-z0-9_-]+)/;

/**
 * Waits for the newest invitation or set-password e-mail to `address`: an applicant also gets "received"
 * and "approved" e-mails, which may be the newest until the invitation arrives.
 */
export function waitForSetPasswordMail(address: string): Promise<ReceivedMail> {
  return waitForMail(address, { text: SET_PASSWORD_LINK });
}

/** The set-password link of an invitation or reset e-mail, as a path of the server under test. */
export function setPasswordLinkOf(mail: ReceivedMail): string {
  const link = SET_PASSWORD_LINK.exec(mail.text)?.[1];
  if (!link) throw new Error(`no set-password link in: ${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
