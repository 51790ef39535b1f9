import { VENDOR_STATUS_UNDO_WINDOW_MS } from '@levera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createVendor, signIn } from '../test/fixtures.ts';
import { SmtpInbox } from '../test/smtp-inbox.ts';
import { call, createTestApp, type TestApp } from '../test/test-app.ts';

// Issue 36 §8: undoing a deactivation sent the deactivation e-mail with its reason, then an "active
// again" e-mail. The e-mail about an undoable change waits out the undo window; an undo within it
// drops the waiting e-mail and tells the vendor nothing.

const inbox = new SmtpInbox();
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({ env: { SMTP_URL: inbox.url, MAIL_FROM: 'Levera <no-reply@levera.test>' } });
  const admin = await createAdmin(t.database.db);
  adminToken = await signIn(t.app, 'admin', admin.email);
});
afterAll(async () => {
  await t?.close();
  await inbox.stop();
});

const setStatus = (id: string, body: Record<string, unknown>) =>
  call(t.app, `/api/vendors/${id}/status`, { method: 'PATCH', body, token: adminToken });

/** Runs the mail worker as of `at` until nothing is due. */
async function drainAt(at: Date) {
  t.setNow(at);
  return t.app.mail.drain();
}

describe('the e-mail about a vendor status change waits out the undo window', () => {
  it('sends no e-mail at all when a deactivation is undone within the window', async () => {
    const vendor = await createVendor(t.database.db, { vendorName: 'Pizzeria Ångra' });
    const start = new Date();
    t.setNow(start);
    const deactivated = await setStatus(vendor.id, {
      status: 'inactive',
      expectedStatus: 'active',
      reason: 'Obetalda avgifter sedan september.',
    });
    expect(deactivated.status, deactivated.raw).toBe(200);
    await drainAt(new Date(start.getTime() + 30_000));
    expect(inbox.to(vendor.email)).toEqual([]);

    t.setNow(new Date(start.getTime() + 60_000));
    const undone = await setStatus(vendor.id, { status: 'active', expectedStatus: 'inactive', undo: true });
    expect(undone.status, undone.raw).toBe(200);
    expect(undone.body.data.status).toBe('active');

    await drainAt(new Date(start.getTime() + VENDOR_STATUS_UNDO_WINDOW_MS + 60_000));
    await drainAt(new Date(start.getTime() + 2 * 60 * 60_000));
    expect(inbox.to(vendor.email)).toEqual([]);
    t.setNow(new Date());
  });

  it('sends the deactivation e-mail exactly once, once the window has passed, when nobody undoes it', async () => {
    const vendor = await createVendor(t.database.db, { vendorName: 'Kebab Kvar' });
    const start = new Date();
    t.setNow(start);
    const reason = 'Menyn saknar allergeninformation.';
    const deactivated = await setStatus(vendor.id, { status: 'inactive', expectedStatus: 'active', reason });
    expect(deactivated.status, deactivated.raw).toBe(200);

    await drainAt(new Date(start.getTime() + VENDOR_STATUS_UNDO_WINDOW_MS - 1_000));
    expect(inbox.to(vendor.email)).toEqual([]);
    await drainAt(new Date(start.getTime() + VENDOR_STATUS_UNDO_WINDOW_MS + 1_000));
    await drainAt(new Date(start.getTime() + 2 * 60 * 60_000));
    const mails = inbox.to(vendor.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your partner account has been deactivated']);
    expect(mails[0]!.text).toContain(`Reason:\n${reason}`);
    t.setNow(new Date());
  });

  it('tells the vendor of an undo that comes after the window, since the first e-mail went', async () => {
    const vendor = await createVendor(t.database.db, { vendorName: 'Sushi Sen' });
    const start = new Date();
    t.setNow(start);
    await setStatus(vendor.id, { status: 'inactive', expectedStatus: 'active' });
    const late = new Date(start.getTime() + VENDOR_STATUS_UNDO_WINDOW_MS + 1_000);
    await drainAt(late);
    const undone = await setStatus(vendor.id, { status: 'active', expectedStatus: 'inactive', undo: true });
    expect(undone.status, undone.raw).toBe(200);
    await drainAt(new Date(late.getTime() + 1_000));
    expect(inbox.to(vendor.email).map((mail) => mail.subject)).toEqual([
      'Your partner account has been deactivated',
      'Your partner account is active',
    ]);
    t.setNow(new Date());
  });
});
