import { expect, test } from '@playwright/test';
import { ADMIN_STATE, openAdminScreen } from '../support/api.ts';
import { sendContactQuery } from '../support/data.ts';
import { expectNoOverflow } from '../support/layout.ts';

// Issue 36 §9f: at 375 px the Admin Queries tabs scrolled sideways and "Alla" was out of sight. Every
// tab, with its count, is on the screen, whichever tab is chosen.

test.use({ storageState: ADMIN_STATE });

const PHONE = { width: 375, height: 740 };

for (const [locale, label, tabs] of [
  ['sv-se', 'Typ av ärende', ['Alla', 'Kund', 'Bud', 'Butik', 'Partner']],
  ['sv-en', 'Query type', ['All', 'Customer', 'Driver', 'Store', 'Vendor']],
] as const) {
  test(`every query tab is on a 375 px screen, the last one chosen (${locale})`, async ({
    page,
    request,
  }) => {
    await sendContactQuery(request, `tabs-${Date.now().toString(36)}`);
    await page.setViewportSize(PHONE);
    await openAdminScreen(page, 'queries?type=vendor', locale);
    const list = page.getByRole('tablist', { name: label });
    await expect(list.getByRole('tab', { name: new RegExp(`^${tabs[4]} \\(\\d+\\)$`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const name of tabs) {
      const tab = list.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
      await expect(tab).toBeInViewport({ ratio: 1 });
      const box = (await tab.boundingBox())!;
      expect(box.x, `${name} starts on the screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} ends on the screen`).toBeLessThanOrEqual(PHONE.width);
    }
    await expectNoOverflow(page);
  });
}
