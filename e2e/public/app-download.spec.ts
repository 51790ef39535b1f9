import { expect, test } from '@playwright/test';
import { dismissSiteOverlays, waitForHydration } from './support.ts';

// SPEC §9 "App download": deep link first, the store after 1.5 s, the store chosen by device
// (desktop and unknown devices get the iOS store).
const APP_STORE = /^https:\/\/apps\.apple\.com\//;
const GOOGLE_PLAY = /^https:\/\/play\.google\.com\//;

test.beforeEach(async ({ context }) => {
  await dismissSiteOverlays(context);
  await context.route(/^https:\/\/(apps\.apple\.com|play\.google\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>store</title>' }),
  );
});

test('on a desktop the button tries the app, then opens the App Store after 1.5 s', async ({ page }) => {
  await page.goto('/sv-en');
  await waitForHydration(page);
  const started = Date.now();
  await page.getByRole('main').getByRole('link', { name: 'Download the app' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Opening the Levera app...' })).toBeAttached();
  await expect(page).toHaveURL(APP_STORE, { timeout: 5000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
});

test('on Android it opens Google Play', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    viewport: { width: 412, height: 900 },
  });
  await dismissSiteOverlays(context);
  await context.route(/^https:\/\/play\.google\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: 'store' }),
  );
  const page = await context.newPage();
  await page.goto('/sv-se');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'Ladda ned appen' }).first().click();
  await expect(page).toHaveURL(GOOGLE_PLAY, { timeout: 5000 });
  await context.close();
});

test('without JavaScript the button is a plain link to the App Store', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/sv-en');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Download the app' }).first(),
  ).toHaveAttribute('href', APP_STORE);
  await context.close();
});

test('the QR code links phones straight to their store', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    viewport: { width: 390, height: 844 },
  });
  await context.route(/^https:\/\/apps\.apple\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: 'store' }),
  );
  const page = await context.newPage();
  await page.goto('/?download=app');
  await expect(page).toHaveURL(APP_STORE, { timeout: 8000 });
  await context.close();
});
