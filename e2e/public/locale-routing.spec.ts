import { type Browser, expect, type Page, test } from '@playwright/test';
import { dismissSiteOverlays, waitForHydration } from './support.ts';

/** Runs `visit` as a returning visitor whose browser asks for `browserLocale`, in a context of its own. */
async function visitWithBrowserLocale(
  browser: Browser,
  browserLocale: string,
  visit: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ locale: browserLocale });
  await dismissSiteOverlays(context);
  try {
    await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

// SPEC §2 "Locale and routing", through the production server in Chromium.
test.describe('locale routing', () => {
  test.beforeEach(async ({ context }) => dismissSiteOverlays(context));

  for (const { language, browserLocale, root, lang, visitor } of [
    {
      language: 'English',
      browserLocale: 'en-GB',
      root: /\/sv-en$/,
      lang: 'en',
      visitor: 'an English browser',
    },
    {
      language: 'Swedish',
      browserLocale: 'de-DE',
      root: /\/sv-se$/,
      lang: 'sv',
      visitor: 'any other browser language',
    },
  ]) {
    test(`a bare root goes to the ${language} locale root for ${visitor}`, async ({ browser }) =>
      visitWithBrowserLocale(browser, browserLocale, async (page) => {
        await page.goto('/');
        await expect(page).toHaveURL(root);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
      }));
  }

  test('a known path without a locale gets the browser locale', async ({ browser }) =>
    visitWithBrowserLocale(browser, 'sv-SE', async (page) => {
      await page.goto('/maintenance?ref=mail');
      await expect(page).toHaveURL(/\/sv-se\/maintenance\?ref=mail$/);
    }));

  test('an unknown path without a locale goes to the not-found page under the chosen locale', async ({
    browser,
  }) =>
    visitWithBrowserLocale(browser, 'en-US', async (page) => {
      await page.goto('/no/such/page');
      await expect(page).toHaveURL(/\/sv-en\/not-found$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
    }));

  test('an unknown path with a locale shows the not-found page in place, with status 404', async ({
    page,
  }) => {
    const response = await page.goto('/sv-se/finns-inte');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/sv-se\/finns-inte$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('main').getByRole('link', { name: /startsidan/i })).toBeVisible();
  });

  test('the prerendered not-found page served at an unknown path hydrates cleanly and works', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // The document's own 404 status is reported as a failed resource: that one is expected.
      const isDocumentStatus = message.location().url.endsWith('/sv-se/finns/inte');
      if (message.type() === 'error' && !isDocumentStatus) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto('/sv-se/finns/inte');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vi hittade inte sidan');
    // The page's islands hydrate without errors, and its link leads home.
    await page.getByRole('main').getByRole('link', { name: 'Gå till startsidan' }).click();
    await expect(page).toHaveURL(/\/sv-se$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Vi hittade inte sidan');
    expect(errors).toEqual([]);
  });

  test('client-side navigation to a path without a locale is rewritten too', async ({ page }) => {
    // Only the back-office SPA navigates client-side: public and sign-in pages are documents of their
    // own (decisions 047, 051). The set-password page is one of the SPA's.
    await page.goto('/sv-en/vendor/set-password');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/coming-soon');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/sv-(en|se)\/coming-soon$/);
  });

  test('switching language keeps the path and swaps the prefix', async ({ page }) => {
    await page.goto('/sv-en/coming-soon');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The menu opens only once the page has hydrated (its JavaScript loads after the first paint).
    await waitForHydration(page);
    await page.getByRole('button', { name: /Change language/ }).click();
    await page.getByRole('link', { name: 'Svenska' }).first().click();
    await expect(page).toHaveURL(/\/sv-se\/coming-soon$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });

  test('the page scrolls to the top after a path change', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/sv-en/maintenance');
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 1500);
    });
    await waitForHydration(page);
    await page.getByRole('button', { name: /Change language/ }).click();
    await page.getByRole('link', { name: 'Svenska' }).first().click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
