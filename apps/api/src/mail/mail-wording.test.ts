import { randomBytes } from 'node:crypto';
import { BRAND } from '@levera/domain';
import { describe, expect, it } from 'vitest';
import { createVendor, signedInAdmin, signIn, TEST_PASSWORD, useTestApp } from '../test/fixtures.ts';
import { contactQuery, payoutQuery, raiseVendorQuery, vendorApplication } from '../test/forms.ts';
import { SmtpInbox } from '../test/smtp-inbox.ts';
import { call, type TestApp } from '../test/test-app.ts';

// Issue 36 §9 b–d: whom the e-mails greet and where they send people, read from a real SMTP server,
// on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
// b. Invitations and set-password links greet the contact person of the application the account was
//    made from, and otherwise no one by name (never the store: "Hej Kebabhuset").
// c. The support answer leads to the partner panel's "Raise query" page, which exists ("under Support"
//    did not), with a link on PUBLIC_URL.
// d. The confirmations that ask to quote the case number say where to write: the support address and
//    the contact page.

const ORIGIN = 'http://levera.test';
const inbox = new SmtpInbox();
let t: TestApp;
let adminToken: string;

useTestApp(
  async (made) => {
    t = made;
    adminToken = (await signedInAdmin(t)).token;
  },
  { inbox, env: { PUBLIC_URL: ORIGIN, PUBLIC_FORM_RATE_LIMIT: '10000' } },
);

const unique = () => randomBytes(4).toString('hex');
let n = 0;
const admin = (url: string, body: Record<string, unknown> = {}, method: 'POST' | 'PUT' | 'PATCH' = 'POST') =>
  call(t.app, url, { method, body, token: adminToken });

/** The newest e-mail to `address` once everything due is sent. */
async function lastMailTo(address: string) {
  await t.app.mail.drain();
  const mail = inbox.to(address).at(-1);
  if (!mail) throw new Error(`no e-mail to ${address}`);
  return mail;
}

/** A vendor application from Lina at "Kebabhuset …", approved. */
async function approvedApplication(language: 'en' | 'sv') {
  const i = n++;
  const applied = await call(t.app, '/api/partners/vendors', {
    method: 'POST',
    body: vendorApplication({
      firstName: 'Lina',
      lastName: `Ek${unique()}`,
      storeName: `Kebabhuset ${unique()}`,
      businessType: 'restaurant',
      organizationName: `Kebabhuset ${i} AB`,
      email: `kebab-${unique()}@example.se`,
      language,
    }),
  });
  expect(applied.status, applied.raw).toBe(201);
  const listed = await call(t.app, '/api/partners', {
    token: adminToken,
    query: { q: applied.body.caseNumber },
  });
  const application = listed.body.data[0] as { id: string; email: string; storeName: string };
  const approved = await admin(
    `/api/partners/${application.id}/status`,
    { action: 'approve', expectedStatus: 'pending' },
    'PATCH',
  );
  expect(approved.status, approved.raw).toBe(200);
  return { ...application, caseNumber: applied.body.caseNumber as string };
}

describe('invitations and set-password links (§9b)', () => {
  it('greet the contact person of the application the account came from, in English and Swedish', async () => {
    for (const [language, greeting] of [
      ['en', 'Hi Lina,'],
      ['sv', 'Hej Lina!'],
    ] as const) {
      const application = await approvedApplication(language);
      const made = await admin('/api/vendors', {
        vendorName: application.storeName,
        email: application.email,
        access: 'invitation',
        applicationId: application.id,
        invitationLanguage: language,
        language,
      });
      expect(made.status, made.raw).toBe(201);
      const invitation = await lastMailTo(application.email);
      expect(invitation.text.startsWith(`${greeting}\n`), invitation.text).toBe(true);
      expect(invitation.text).not.toMatch(new RegExp(`(Hi|Hej) ${application.storeName}`));
      // The store's name is still where it belongs: the account it is.
      expect(invitation.text).toContain(application.storeName);

      // The link again (the vendor lost it): the same greeting.
      const again = await admin(`/api/vendors/${made.body.data.id}/password-link`, { language });
      expect(again.status, again.raw).toBe(200);
      const resent = await lastMailTo(application.email);
      expect(resent).not.toBe(invitation);
      expect(resent.text.startsWith(`${greeting}\n`), resent.text).toBe(true);
    }
  });

  it('greet no one by name for an account made without an application (invitation and reset)', async () => {
    for (const [language, greeting] of [
      ['en', 'Hello,'],
      ['sv', 'Hej!'],
    ] as const) {
      const email = `plain-${unique()}@example.se`;
      const made = await admin('/api/vendors', {
        vendorName: 'Kebabhuset Centrum',
        email,
        access: 'invitation',
        invitationLanguage: language,
        language,
      });
      expect(made.status, made.raw).toBe(201);
      const invitation = await lastMailTo(email);
      expect(invitation.text.startsWith(`${greeting}\n`), invitation.text).toBe(true);
      expect(invitation.text).not.toMatch(/(Hi|Hej) Kebabhuset/);
    }
    // A vendor with a password who forgot it: a set-password (reset) link.
    const vendor = await createVendor(t.database.db, { vendorName: 'Kebabhuset Väst' });
    await call(t.app, '/api/vendor/login', {
      method: 'POST',
      body: { email: vendor.email, password: TEST_PASSWORD, language: 'sv' },
    });
    const reset = await admin(`/api/vendors/${vendor.id}/password-link`, { language: 'en' });
    expect(reset.status, reset.raw).toBe(200);
    const mail = await lastMailTo(vendor.email);
    expect(mail.subject).toBe(`Välj ett nytt lösenord till ditt partnerkonto hos ${BRAND.name}`);
    expect(mail.text.startsWith('Hej!\n'), mail.text).toBe(true);
  });
});

describe('the support answer (§9c)', () => {
  it('leads to the "Raise query" page of the partner panel, with a link on PUBLIC_URL, in both languages', async () => {
    for (const [language, expected] of [
      [
        'en',
        {
          where: 'You find the answer with your other queries under "Raise query" in the partner panel.',
          button: 'See your queries',
          link: `${ORIGIN}/sv-en/vendor/query`,
        },
      ],
      [
        'sv',
        {
          where: 'Du hittar svaret och dina andra ärenden under ”Skicka ärende” i partnerpanelen.',
          button: 'Visa dina ärenden',
          link: `${ORIGIN}/sv-se/vendor/query`,
        },
      ],
    ] as const) {
      const vendor = await createVendor(t.database.db);
      const token = await signIn(t.app, 'vendor', vendor.email);
      const raised = await raiseVendorQuery(t, token, payoutQuery(language));
      const answered = await admin(
        `/api/queries/${raised.body.data.id}/response`,
        { response: 'It was sent yesterday.' },
        'PUT',
      );
      expect(answered.status, answered.raw).toBe(200);
      const mail = await lastMailTo(vendor.email);
      expect(mail.text).toContain(expected.where);
      expect(mail.text).toContain(`${expected.button}:\n${expected.link}\n`);
      expect(mail.html).toContain(`href="${expected.link}"`);
      expect(mail.text).not.toContain('Support in the partner panel');
      expect(mail.text).not.toContain('under Support');
    }
  });
});

describe('confirmations (§9d)', () => {
  it('say where to write with the case number: the support address and the contact page', async () => {
    const application = await approvedApplication('sv');
    await t.app.mail.drain();
    const received = inbox
      .to(application.email)
      .find((mail) => mail.subject.includes(application.caseNumber));
    expect(received?.text).toContain(
      `Ditt ärendenummer är ${application.caseNumber}. Ange det om du kontaktar oss på ${BRAND.supportEmail} eller via kontaktsidan: ${ORIGIN}/sv-se/contact-us\n`,
    );

    const email = `eva-${unique()}@example.se`;
    const query = await call(t.app, '/api/queries', {
      method: 'POST',
      body: contactQuery({ firstName: 'Eva', lastName: 'Frågar', email, language: 'en' }),
    });
    expect(query.status, query.raw).toBe(201);
    const mail = await lastMailTo(email);
    expect(mail.text).toContain(
      `Your case number is ${query.body.caseNumber}. Please quote it if you contact us again, at ${BRAND.supportEmail} or through our contact page: ${ORIGIN}/sv-en/contact-us\n`,
    );
  });
});
