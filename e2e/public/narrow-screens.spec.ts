import { expect, test } from '@playwright/test';
import { brokenWords, expectNoOverflow } from '../support/layout.ts';
import { dismissSiteOverlays, waitForHydration } from './support.ts';

// Issue 15 item 11: on the narrowest phones (320 and 375 px) city names never break mid-word, on
// the rider's city cards and the About page's home-town card, in both languages.
test.beforeEach(async ({ context }) => dismissSiteOverlays(context));

const LEGEND = { 'sv-en': 'City', 'sv-se': 'Stad' } as const;
const HOME_TOWN = { 'sv-en': 'Home town', 'sv-se': 'Hemstad' } as const;

for (const width of [320, 375]) {
  for (const locale of ['sv-en', 'sv-se'] as const) {
    test(`city names stay whole at ${width} px (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`/${locale}/partner/rider`);
      await waitForHydration(page);
      const cities = page.getByRole('group', { name: LEGEND[locale] });
      await expect(cities.getByRole('radio')).toHaveCount(6);
      expect(await brokenWords(cities)).toEqual([]);
      await expectNoOverflow(page);

      await page.goto(`/${locale}/about-us`);
      const homeTown = page.getByText(HOME_TOWN[locale], { exact: true }).locator('xpath=..');
      await expect(homeTown).toContainText('Katrineholm');
      expect(await brokenWords(homeTown)).toEqual([]);
      await expectNoOverflow(page);
    });
  }
}
