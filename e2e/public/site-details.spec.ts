import { expect, test } from '@playwright/test';
import { dismissSiteOverlays, VIEWPORTS } from './support.ts';

// Issue 35 §6, as served: the favicon browsers ask for by themselves, noindex pages without
// canonical or language versions, each language named in its own language and the rider banner in
// a landmark, on the prerendered page before any script runs.
test.beforeEach(async ({ context }) => dismissSiteOverlays(context));

test('/favicon.ico answers with an icon', async ({ request }) => {
  const answer = await request.get('/favicon.ico');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const body = await answer.body();
  // An ICO file: reserved 0, type 1 (icon), at least one image.
  expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
});

for (const path of ['/sv-se/maintenance', '/sv-en/coming-soon', '/sv-se/not-found']) {
  test(`${path} is noindex with no canonical and no hreflang`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
    expect(html).not.toMatch(/<link[^>]*hreflang=/i);
  });
}

test.describe('without JavaScript, at 375 px', () => {
  test.use({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });

  test('a Swedish page names English in English and keeps the rider banner in a landmark', async ({
    page,
  }) => {
    await page.goto('/sv-se/faqs');
    const english = page.locator('a[hreflang="en"]').first();
    await expect(english).toContainText('English');
    await expect(english.locator('[lang="en"]')).toHaveText('English');
    await expect(page.locator('a[hreflang="sv"] [lang="sv"]').first()).toHaveText('Svenska');
    await expect(page.getByText('Engelska')).toHaveCount(0);
    const banner = page.getByRole('complementary', { name: 'Bli bud' });
    await expect(banner.getByRole('link', { name: /Anmäl dig nu/ })).toBeVisible();
  });

  for (const [locale, label, faqs] of [
    ['sv-en', 'Open menu', 'FAQs'],
    ['sv-se', 'Öppna menyn', 'Vanliga frågor'],
  ] as const) {
    test(`the phone menu opens and leads on (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/about-us`);
      const header = page.locator('header');
      const faqLink = header.getByRole('link', { name: faqs, exact: true });
      await expect(faqLink).toBeHidden();
      await header.getByLabel(label).click();
      await expect(faqLink).toBeVisible();
      await expect(header.getByRole('link', { name: 'Svenska' })).toBeVisible();
      await faqLink.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/faqs$`));
    });
  }
});

// The header's language menu on a wide screen is a disclosure too: before (or without) the page's
// script it opens as a native <details>, as the phone menu does, instead of a button that does nothing.
test.describe('without JavaScript, at 1280 px', () => {
  test.use({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });

  for (const [locale, symbol, other, otherPath] of [
    ['sv-en', 'EN', 'Svenska', '/sv-se/about-us'],
    ['sv-se', 'SV', 'English', '/sv-en/about-us'],
  ] as const) {
    test(`the language menu opens and switches the language (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/about-us`);
      const header = page.locator('header');
      const otherLanguage = header.getByRole('link', { name: new RegExp(other) });
      await expect(otherLanguage).toBeHidden();
      await header.getByRole('navigation').getByText(symbol, { exact: true }).first().click();
      await expect(otherLanguage).toBeVisible();
      await otherLanguage.click();
      await expect(page).toHaveURL(new RegExp(`${otherPath}$`));
    });
  }
});
