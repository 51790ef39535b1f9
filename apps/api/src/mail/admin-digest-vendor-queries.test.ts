import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendor, signIn } from '../test/fixtures.ts';
import { payoutQuery, raiseVendorQuery, riderApplication } from '../test/forms.ts';
import { SmtpInbox } from '../test/smtp-inbox.ts';
import { call, createTestApp, type TestApp } from '../test/test-app.ts';

// Issue 36 §5: a vendor's support query never reached the admins' digest (only applications and
// contact queries did), so a restaurant's problem showed only as a badge. The digest lists it by
// case number, once, in either digest language, and the vendor gets no e-mail for raising it.

const inbox = new SmtpInbox();
beforeAll(() => inbox.start());
afterAll(() => inbox.stop());

describe.each([
  {
    language: 'en',
    admins: 'ops@levera.test',
    line: 'query from a partner',
    subject: 'Levera: 1 new query or application',
    application: 'rider application',
    updateOf: 'update request of the rider application',
  },
  {
    language: 'sv',
    admins: 'drift@levera.test',
    line: 'ärende från en partner',
    subject: 'Levera: 1 nytt ärende eller ny ansökan',
    application: 'ansökan som bud',
    updateOf: 'ändringsbegäran för ansökan som bud',
  },
])(
  'the admins’ digest in ADMIN_NOTIFY_LANGUAGE=$language',
  ({ language, admins, line, subject, application, updateOf }) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        env: { SMTP_URL: inbox.url, ADMIN_NOTIFY_EMAIL: admins, ADMIN_NOTIFY_LANGUAGE: language },
      });
    });
    afterAll(() => t?.close());

    it('lists a vendor query by its case number, once, and e-mails nobody else about it', async () => {
      const vendor = await createVendor(t.database.db, { vendorName: 'Kafé Digest' });
      const token = await signIn(t.app, 'vendor', vendor.email);
      const raised = await raiseVendorQuery(t, token, payoutQuery('sv'));
      const caseNumber = raised.body.data.caseNumber as string;
      expect(caseNumber).toMatch(/^VQ-\d{4}-\d{6}$/);

      const start = new Date();
      t.setNow(start);
      await t.app.mail.drain();
      const digests = inbox.to(admins);
      expect(digests).toHaveLength(1);
      expect(digests[0]!.subject).toBe(subject);
      expect(digests[0]!.text).toContain(`${caseNumber}: ${line}`);
      expect(inbox.to(vendor.email)).toEqual([]);

      // The next digest, once it is due, does not list it again (nothing new: no digest at all).
      t.setNow(new Date(start.getTime() + 16 * 60_000));
      await t.app.mail.drain();
      expect(inbox.to(admins)).toHaveLength(1);
      t.setNow(new Date());
    });

    // Issue 36 §7 (decision 063): a repeat application is kept as an update request; the digest says
    // which application it would update (the applicant's own e-mail does not).
    it('lists a repeat application as an update request of the application it repeats', async () => {
      const rider = riderApplication();
      const first = await call(t.app, '/api/partners/riders', { method: 'POST', body: rider });
      const again = await call(t.app, '/api/partners/riders', {
        method: 'POST',
        body: { ...rider, email: `sara.ratt.${language}@example.se` },
      });
      expect([first.status, again.status]).toEqual([201, 201]);
      // Past the digest of the test before.
      t.setNow(new Date(Date.now() + 16 * 60_000));
      await t.app.mail.drain();
      const digest = inbox.to(admins).at(-1)!;
      expect(digest.text).toContain(`${first.body.caseNumber}: ${application}`);
      expect(digest.text).toContain(`${again.body.caseNumber}: ${updateOf} ${first.body.caseNumber}`);
      expect(inbox.to(`sara.ratt.${language}@example.se`)[0]!.text).not.toContain(first.body.caseNumber);
      t.setNow(new Date());
    });
  },
);
