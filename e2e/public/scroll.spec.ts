import { expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE, openAdminScreen } from '../support/api.ts';
import { dismissSiteOverlays, waitForHydration } from './support.ts';

// Issue 15 item 8, SPEC §2: "The page scrolls to the top (smooth, 100 ms delay) on each path
// change", while Back still returns to where the visitor was. A public page is a document of its own
// (decision 047): a link opens the next one at its top and the browser restores positions on Back.
// The back-office changes paths without a new document: there the page scrolls up smoothly after
// 100 ms (useScrollToTop, decision 015).
test.beforeEach(async ({ context }) => {
  await dismissSiteOverlays(context);
  // Records every scroll position with the time and path, and when the path last changed.
  await context.addInitScript(() => {
    const log = { samples: [] as { at: number; y: number; path: string }[], pathChangedAt: 0 };
    (window as unknown as { scrollLog: typeof log }).scrollLog = log;
    const push = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      log.pathChangedAt = performance.now();
      push(...args);
    };
    window.addEventListener(
      'scroll',
      () => log.samples.push({ at: performance.now(), y: window.scrollY, path: location.pathname }),
      { passive: true },
    );
  });
});

type ScrollLog = { samples: { at: number; y: number; path: string }[]; pathChangedAt: number };
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a public link opens the next page at its top; Back restores the position', async ({ page }) => {
  await page.goto('/sv-en');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(800);
  const before = await scrollY(page);

  await footer.getByRole('link', { name: 'About Us', exact: true }).click();
  await expect(page).toHaveURL(/\/sv-en\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/sv-en$/);
  await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBeGreaterThan(before - 50);
  expect(await scrollY(page)).toBeLessThan(before + 50);
});

test.describe('in the back-office', () => {
  test.use({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 360 } });

  test('a path change scrolls to the top smoothly after 100 ms; Back restores the position', async ({
    page,
  }) => {
    await openAdminScreen(page, 'vendors', 'sv-en');
    // Tall enough on both screens that the next one's shorter loading state cannot clamp the
    // position (a jump that is not the scroll under test).
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 1500);
    });
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    const before = await scrollY(page);

    // Clicked where it is, without Playwright scrolling it into view first (that would move the
    // position Back must restore).
    const queriesLink = page.getByRole('navigation').getByRole('link', { name: /^Queries\b/ });
    await queriesLink.first().evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/\/sv-en\/admin\/queries/);
    await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBe(0);

    const log = await page.evaluate(() => (window as unknown as { scrollLog: ScrollLog }).scrollLog);
    const onNewPage = log.samples.filter((sample) => sample.path.endsWith('/admin/queries'));
    expect(onNewPage.length).toBeGreaterThan(0);
    // Not a jump: the page passes through positions between where it was and the top…
    expect(onNewPage.some((sample) => sample.y > 0)).toBe(true);
    expect(onNewPage.at(-1)?.y).toBe(0);
    // …and it starts moving no sooner than 100 ms after the path changed.
    const firstMove = onNewPage.find((sample) => sample.y < (onNewPage[0]?.y ?? 0)) ?? onNewPage[0];
    expect(firstMove!.at - log.pathChangedAt).toBeGreaterThanOrEqual(90);

    await page.goBack();
    await expect(page).toHaveURL(/\/sv-en\/admin\/vendors/);
    await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBeGreaterThan(before - 50);
  });
});
