import { expect, test } from '@playwright/test';
import { LOCALES, PUBLIC_PAGES, pageUrl } from './support.ts';

// Issue 4: public pages are prerendered HTML, so they read fine with JavaScript turned off.
test.use({ javaScriptEnabled: false });

for (const locale of LOCALES) {
  test(`every public page in ${locale} shows its content without JavaScript`, async ({ page }) => {
    for (const entry of PUBLIC_PAGES) {
      await page.goto(pageUrl(locale, entry.path));
      await expect(page.getByRole('heading', { level: 1 }), entry.path).toHaveText(entry.heading[locale]);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
  });
}

test('the Swedish about page is Swedish in the HTML itself', async ({ request }) => {
  const html = await (await request.get('/sv-se/about-us')).text();
  expect(html).toContain('<html lang="sv"');
  expect(html).toContain('Om Levera');
  expect(html).toContain('Vår historia');
  expect(html).not.toContain('Our story');
});
