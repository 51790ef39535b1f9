import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe.ts';
import {
  dismissSiteOverlays,
  expectNoHorizontalScroll,
  LOCALES,
  PUBLIC_PAGES,
  pageUrl,
  VIEWPORTS,
  waitForHydration,
} from './support.ts';

/** Every heading named in `names` is visible in `scope` (with `exact`, named exactly so). */
async function expectHeadings(scope: Page | Locator, names: string[], exact?: boolean): Promise<void> {
  for (const name of names) {
    await expect(scope.getByRole('heading', { name, exact })).toBeVisible();
  }
}

// Issue 4 "Done when": every public route in both locales, at 375 px and 1280 px, shows its own
// translated content in the shared layout (SPEC §2 "Public layout"), and an axe scan (WCAG 2.2 AA
// tags) of it reports nothing (with the states a visitor meets in accessibility.spec.ts).
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`public pages on ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ context }) => dismissSiteOverlays(context));

    for (const locale of LOCALES) {
      for (const page of PUBLIC_PAGES) {
        test(`${pageUrl(locale, page.path)} shows its content, with no accessibility violations`, async ({
          page: browserPage,
        }) => {
          // axe over a long page is slow on a busy machine.
          test.slow();
          const response = await browserPage.goto(pageUrl(locale, page.path));
          expect(response?.status()).toBe(200);
          await expect(browserPage.locator('html')).toHaveAttribute('lang', locale === 'sv-se' ? 'sv' : 'en');
          await expect(browserPage.getByRole('heading', { level: 1 })).toHaveText(page.heading[locale]);
          await expect(browserPage).toHaveTitle(page.title[locale]);
          await expect(
            browserPage.getByRole('link', { name: locale === 'sv-se' ? /startsidan/ : /home page/ }).first(),
          ).toHaveAttribute('href', `/${locale}`);
          await expect(browserPage.getByRole('contentinfo')).toBeVisible();
          await expectNoHorizontalScroll(browserPage);
          await waitForHydration(browserPage);
          await expectNoViolations(browserPage, pageUrl(locale, page.path));
        });
      }
    }
  });
}

test.describe('header and footer', () => {
  test.beforeEach(async ({ context }) => dismissSiteOverlays(context));

  test('the desktop header links to the FAQ and contact pages and carries the rider banner', async ({
    page,
  }) => {
    await page.goto('/sv-en/about-us');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/sv-en/faqs');
    await expect(nav.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/sv-en/contact-us');
    const banner = page.getByRole('link', { name: /Sign up now as a Levera delivery rider/ });
    await expect(banner).toHaveAttribute('target', '_blank');
    await expect(banner).toHaveAttribute('href', /^https:\/\//);
  });

  test('the header stays at the top while scrolling', async ({ page }) => {
    await page.goto('/sv-en/terms-of-use');
    await waitForHydration(page);
    await page.waitForTimeout(300);
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
  });

  test('the footer has every column; Careers is a link in English only', async ({ page }) => {
    await page.goto('/sv-en');
    const footer = page.getByRole('contentinfo');
    await expectHeadings(footer, ['Levera', 'Cities', 'Support', 'Get in touch', 'Get the Levera app'], true);
    for (const [name, href] of [
      ['About Us', '/sv-en/about-us'],
      ['Careers', '/sv-en/careers'],
      ['Apply as Rider', '/sv-en/partner/rider'],
      ['Apply as Vendor', '/sv-en/partner/vendor'],
      ['FAQs', '/sv-en/faqs'],
      ['Terms of use', '/sv-en/terms-of-use'],
      ['Rewards terms of use', '/sv-en/rewards-terms-of-use'],
      ['Privacy policy', '/sv-en/privacy-policy'],
      ['Contact Us', '/sv-en/contact-us'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByText('Katrineholm', { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: /support@levera\.se/ })).toHaveAttribute(
      'href',
      'mailto:support@levera.se',
    );
    for (const network of ['Facebook', 'Instagram', 'X', 'LinkedIn']) {
      await expect(footer.getByRole('link', { name: `Levera on ${network}` })).toBeVisible();
    }
    await expect(
      footer.getByRole('link', { name: 'Download on the App Store: the Levera app for iPhone' }),
    ).toBeVisible();
    await expect(
      footer.getByRole('link', { name: 'Get it on Google Play: the Levera app for Android' }),
    ).toBeVisible();
    await expect(footer.getByText('Designed and built by')).toBeVisible();

    await page.goto('/sv-se');
    const svFooter = page.getByRole('contentinfo');
    await expect(svFooter.getByText('Karriär', { exact: true })).toBeVisible();
    await expect(svFooter.getByRole('link', { name: 'Karriär' })).toHaveCount(0);
    await expect(svFooter.getByRole('link', { name: 'Om oss' })).toHaveAttribute('href', '/sv-se/about-us');
  });

  test('the home page has all its sections', async ({ page }) => {
    await page.goto('/sv-en');
    const main = page.getByRole('main');
    for (const category of [
      'Coffee',
      'Burger',
      'Noodles',
      'Pizza',
      'Wrap',
      'Appetizers',
      'Dessert',
      'Bakery',
      'Drink',
      'Gelato',
      'Fish',
    ]) {
      await expect(main.getByText(category, { exact: true })).toBeVisible();
    }
    await expect(main.locator('img[src^="/images/categories/"]')).toHaveCount(11);
    await expectHeadings(main, [
      'One app for your whole day',
      'Order in a few taps',
      'Skip the queue',
      'Enjoy every bite',
    ]);
    await expect(main.getByText('13.7k reviews')).toBeVisible();
    await expect(main.getByRole('img', { name: 'QR code for downloading the Levera app' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Apply as rider' })).toHaveAttribute(
      'href',
      '/sv-en/partner/rider',
    );
    await expect(main.getByRole('link', { name: 'Become a partner' })).toHaveAttribute(
      'href',
      '/sv-en/partner/vendor',
    );
    // Every image declares its size, so nothing shifts while it loads.
    const unsized = await page.locator('img:not([width]), img:not([height])').count();
    expect(unsized).toBe(0);
  });

  test('the FAQ answers the partner questions of SPEC §1', async ({ page }) => {
    await page.goto('/sv-en/faqs');
    await page.getByText('When and how do I get paid?').click();
    await expect(page.getByText(/30 days after your account is activated.*every two weeks/)).toBeVisible();
    await page.getByText('Which documents do I need?').first().click();
    await expect(page.getByText(/Bolagsverket.*VAT registration.*bank details.*logo.*menu/)).toBeVisible();
  });

  test('careers lists the four future roles', async ({ page }) => {
    await page.goto('/sv-en/careers');
    await expectHeadings(page, [
      'Software development',
      'Marketing and growth',
      'Operations and logistics',
      'Customer support',
    ]);
    await expect(page.getByRole('heading', { name: 'Open positions coming soon' })).toBeVisible();
  });
});
