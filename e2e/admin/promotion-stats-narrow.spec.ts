import { expect, test } from '@playwright/test';
import { ADMIN_STATE, openAdminScreen } from '../support/api.ts';
import { expectNoOverflow } from '../support/layout.ts';

// Issue 36 §9e: at 375 px in English "SEK 121,750.50" ran out of its statistics card on the admin's
// Promotions screen. A long amount must stay inside its card (wrapped or smaller), in both languages.
// Nothing in the API sets views, orders or revenue (the customer app's orders will), so the browser
// is given statistics of that size.

test.use({ storageState: ADMIN_STATE });

const PHONE = { width: 375, height: 740 };
const STATS = {
  total: 123456,
  counts: { pending: 12345, scheduled: 1234, active: 98765, inactive: 4321, expired: 6791 },
  views: 12345678,
  orders: 1234567,
  revenue: 121750.5,
};

for (const [locale, label, amount] of [
  ['sv-en', 'Promotion statistics', 'SEK 121,750.50'],
  ['sv-se', 'Kampanjstatistik', '121 750,50 kr'],
] as const) {
  test(`long amounts stay inside the statistics cards at 375 px (${locale})`, async ({ page }) => {
    await page.route('**/api/promotions/stats*', (route) => route.fulfill({ json: { data: STATS } }));
    await page.setViewportSize(PHONE);
    await openAdminScreen(page, 'promotions', locale);
    const stats = page.getByRole('region', { name: label });
    const revenue = stats.getByText(amount, { exact: true });
    await expect(revenue).toBeVisible();
    const values = await stats.locator('dd').all();
    expect(values.length).toBeGreaterThanOrEqual(8);
    for (const value of values) {
      const fits = await value.evaluate((element) => {
        const card = element.parentElement!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(element);
        const text = range.getBoundingClientRect();
        return (
          element.scrollWidth <= element.clientWidth &&
          box.left >= card.left &&
          box.right <= card.right &&
          text.left >= card.left &&
          text.right <= card.right
        );
      });
      expect(fits, `${await value.textContent()} inside its card`).toBe(true);
    }
    await expectNoOverflow(page);
  });
}
