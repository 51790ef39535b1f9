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

// Issue 15: an unknown path under a locale is that locale's prerendered not-found page, with 404,
// its language and title, readable before any JavaScript runs.
const NOT_FOUND = PUBLIC_PAGES.find((entry) => entry.path === 'not-found')!;
for (const [locale, language, url, goHome] of [
  ['sv-se', 'sv', '/sv-se/foo', 'Gå till startsidan'],
  ['sv-se', 'sv', '/sv-se/finns/inte/alls', 'Gå till startsidan'],
  ['sv-en', 'en', '/sv-en/foo', 'Go to the home page'],
] as const) {
  test(`${url} shows the ${language} not-found page without JavaScript, with status 404`, async ({
    page,
  }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page).toHaveTitle(NOT_FOUND.title[locale]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND.heading[locale]);
    await expect(page.getByRole('main').getByRole('link', { name: goHome })).toHaveAttribute(
      'href',
      `/${locale}`,
    );
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}
