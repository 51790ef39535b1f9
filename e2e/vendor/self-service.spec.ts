import { expect, test } from '@playwright/test';
import { ADMIN_STATE, createVendorAccount, openAdminScreen, signInThroughUi } from '../support/api.ts';
import { expectNoOverflow } from '../support/layout.ts';
import { uploadMenuThroughApi } from '../support/menu.ts';

// Issue 36 §10 (decision 062): on a phone the vendor opens My menu, marks an item sold out with one
// tap and pauses orders; the admin's menu screen shows the item sold out and the vendor list the
// pause. In both languages, at 375 px.

const PHONE = { width: 375, height: 740 };
/** A thumb's tap target: at least 44 px high (WCAG 2.5.5). */
const TAP_TARGET_PX = 44;

for (const [locale, text] of [
  [
    'sv-en',
    {
      openMenu: 'Open menu',
      nav: 'Vendor navigation',
      myMenu: 'My menu',
      soldOut: 'Sold out',
      open: 'Open for orders',
      pause: 'Pause orders',
      hour: '1 hour',
      note: 'Note to customers (optional)',
      closedUntil: /^Closed until .*\d{2}:\d{2}$/,
      adminSoldOut: 'Unavailable',
      pausedUntil: /Paused until .*\d{2}:\d{2}/,
      noteShown: 'Note to customers: Closed for a private party',
      noteText: 'Closed for a private party',
      reopen: 'Reopen now',
    },
  ],
  [
    'sv-se',
    {
      openMenu: 'Öppna menyn',
      nav: 'Partnermeny',
      myMenu: 'Min meny',
      soldOut: 'Slut',
      open: 'Öppet för beställningar',
      pause: 'Pausa beställningar',
      hour: '1 timme',
      note: 'Meddelande till kunderna (valfritt)',
      closedUntil: /^Stängt till .*\d{2}:\d{2}$/,
      adminSoldOut: 'Slut',
      pausedUntil: /Pausad till .*\d{2}:\d{2}/,
      noteShown: 'Meddelande till kunderna: Stängt för privat fest',
      noteText: 'Stängt för privat fest',
      reopen: 'Öppna nu',
    },
  ],
] as const) {
  test(`a vendor marks an item sold out and pauses orders on a phone; the admin sees both (${locale})`, async ({
    page,
    browser,
    request,
  }) => {
    // Two people's screens, one after the other, each signing in: more than one ordinary test.
    test.setTimeout(90_000);
    const vendor = await createVendorAccount(request);
    await uploadMenuThroughApi(request, vendor.id, [
      { name: 'Margherita', price: 95, category: 'Pizza' },
      { name: 'Capricciosa', price: 110, category: 'Pizza' },
    ]);

    await page.setViewportSize(PHONE);
    await signInThroughUi(page, 'vendor', vendor.email, vendor.password, locale);
    await page.getByRole('button', { name: text.openMenu }).click();
    await page.getByRole('navigation', { name: text.nav }).getByRole('link', { name: text.myMenu }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/vendor/menu$`));
    await expect(page.getByRole('heading', { level: 2, name: text.open })).toBeVisible();

    // One tap on "Slut": pressed once the menu has been read again.
    const margherita = page.getByRole('listitem', { name: 'Margherita' });
    const toggle = margherita.getByRole('button', { name: text.soldOut });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const box = await toggle.boundingBox();
    expect(box!.height, 'tap target height').toBeGreaterThanOrEqual(TAP_TARGET_PX);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('listitem', { name: 'Capricciosa' }).getByRole('button')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expectNoOverflow(page);

    // Pause orders for an hour with a note: the top of the page says until when.
    await page.getByRole('button', { name: text.pause }).click();
    const dialog = page.getByRole('dialog', { name: text.pause });
    await dialog.getByRole('radio', { name: text.hour }).check();
    await dialog.getByRole('textbox', { name: text.note }).fill(text.noteText);
    await dialog.getByRole('button', { name: text.pause }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: text.closedUntil })).toBeVisible();
    await expect(page.getByText(text.noteShown)).toBeVisible();
    await expect(page.getByRole('button', { name: text.reopen })).toBeVisible();
    await expectNoOverflow(page);

    // The admin, on a phone too: the menu shows the item sold out, the vendor list the pause.
    const adminContext = await browser.newContext({ storageState: ADMIN_STATE, viewport: PHONE });
    try {
      const admin = await adminContext.newPage();
      await admin.goto(`/${locale}/admin/vendors/${vendor.id}/menu`);
      await expect(admin.getByRole('listitem', { name: 'Margherita' })).toContainText(text.adminSoldOut);
      await expect(admin.getByRole('region', { name: text.pausedUntil })).toContainText(text.noteText);

      await openAdminScreen(admin, `vendors?q=${encodeURIComponent(vendor.email)}`, locale);
      const card = admin.getByRole('listitem').filter({ hasText: vendor.vendorName });
      await expect(card.getByText(text.pausedUntil)).toBeVisible();
      await expect(card.getByText(text.noteShown)).toBeVisible();
      await expectNoOverflow(admin);
    } finally {
      await adminContext.close();
    }
  });
}
