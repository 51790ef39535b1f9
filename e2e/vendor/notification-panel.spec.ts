import { expect, test } from '@playwright/test';
import { adminToken, apiCall, apiSignIn, createVendorAccount, signInThroughUi } from '../support/api.ts';
import { promotionBody } from '../support/data.ts';
import { expectNoOverflow } from '../support/layout.ts';

// Issue 36 §4: at 375 px the vendor's notification panel ran off the left edge of the screen (its
// heading read "gar"). It must lie inside the window, its heading whole, in both languages.

const PHONE = { width: 375, height: 740 };

for (const [locale, text] of [
  ['sv-en', { bell: 'Notifications, 1 unread', title: 'Notifications', rejected: 'was rejected' }],
  ['sv-se', { bell: 'Aviseringar, 1 oläst', title: 'Aviseringar', rejected: 'har avslagits' }],
] as const) {
  test(`the notification panel fits a 375 px screen, its heading whole (${locale})`, async ({
    page,
    request,
  }) => {
    const vendor = await createVendorAccount(request);
    const token = await apiSignIn(request, 'vendor', vendor.email, vendor.password);
    const title = `Lunch deal for the whole week ${Date.now().toString(36)}`;
    const created = await apiCall(request, 'POST', '/vendor/promotions', {
      token,
      body: promotionBody(title),
    });
    expect(created.status).toBe(201);
    const rejected = await apiCall(request, 'PATCH', `/promotions/${created.body.data.id}/status`, {
      token: await adminToken(request),
      body: { action: 'reject', expectedStatus: 'pending', language: 'en' },
    });
    expect(rejected.status).toBe(200);

    await page.setViewportSize(PHONE);
    await signInThroughUi(page, 'vendor', vendor.email, vendor.password, locale);
    await page.getByRole('button', { name: text.bell }).click();
    const panel = page.getByRole('region', { name: text.title, exact: true });
    await expect(panel).toContainText(text.rejected);

    const box = await panel.boundingBox();
    expect(box, 'panel box').not.toBeNull();
    expect(box!.x, 'left edge').toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, 'right edge').toBeLessThanOrEqual(PHONE.width);
    const heading = panel.getByRole('heading', { name: text.title, exact: true });
    await expect(heading).toHaveText(text.title);
    const headingBox = await heading.boundingBox();
    expect(headingBox!.x, 'heading starts inside the screen').toBeGreaterThanOrEqual(0);
    expect(headingBox!.x + headingBox!.width).toBeLessThanOrEqual(PHONE.width);
    // The heading's whole text is drawn: nothing of it is cut off inside its own box either.
    expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expectNoOverflow(page);
  });
}
