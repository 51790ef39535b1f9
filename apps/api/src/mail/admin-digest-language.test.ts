import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyAsPartner, riderApplication } from '../test/forms.ts';
import { SmtpInbox } from '../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// The admins' digest is written in ADMIN_NOTIFY_LANGUAGE: the admins share one address, so the
// setting, not a page, chooses its language (it was always English before the setting existed).

const ADMINS = 'drift@levera.test';
const inbox = new SmtpInbox();
let t: TestApp;

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({
    env: { SMTP_URL: inbox.url, ADMIN_NOTIFY_EMAIL: ADMINS, ADMIN_NOTIFY_LANGUAGE: 'sv' },
  });
});
afterAll(async () => {
  await t?.close();
  await inbox.stop();
});

it('writes the digest in Swedish when ADMIN_NOTIFY_LANGUAGE is sv', async () => {
  const { caseNumber } = await applyAsPartner(
    t,
    'riders',
    riderApplication({ email: 'sara.digest@example.se', language: 'en' }),
  );

  await t.app.mail.drain();

  const [digest] = inbox.to(ADMINS);
  expect(inbox.to(ADMINS)).toHaveLength(1);
  expect(digest!.subject).toBe('Levera: 1 nytt ärende eller ny ansökan');
  expect(digest!.text).toContain(`${caseNumber}: ansökan som bud`);
  // The applicant's own e-mail stays in the language of the page it applied on.
  expect(inbox.to('sara.digest@example.se')[0]!.subject).toBe(
    `We have received your rider application (${caseNumber})`,
  );
});
