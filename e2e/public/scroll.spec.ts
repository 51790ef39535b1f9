import { expect, test } from '@playwright/test';
import { dismissSiteOverlays, waitForHydration } from './support.ts';

// Issue 15 item 8, SPEC §2: "The page scrolls to the top (smooth, 100 ms delay) on each path
// change", while Back still returns to where the visitor was.
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

test('a link scrolls the new page to the top smoothly after 100 ms; Back restores the position', async ({
  page,
}) => {
  await page.goto('/sv-en');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  const before = await page.evaluate(() => window.scrollY);

  await footer.getByRole('link', { name: 'About Us', exact: true }).click();
  await expect(page).toHaveURL(/\/sv-en\/about-us$/);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);

  const log = await page.evaluate(() => (window as unknown as { scrollLog: ScrollLog }).scrollLog);
  const onNewPage = log.samples.filter((sample) => sample.path.endsWith('/about-us'));
  expect(onNewPage.length).toBeGreaterThan(0);
  // Not a jump: the page passes through positions between where it was and the top…
  expect(onNewPage.some((sample) => sample.y > 0)).toBe(true);
  expect(onNewPage.at(-1)?.y).toBe(0);
  // …and it starts moving no sooner than 100 ms after the path changed.
  const firstMove = onNewPage.find((sample) => sample.y < (onNewPage[0]?.y ?? 0)) ?? onNewPage[0];
  expect(firstMove!.at - log.pathChangedAt).toBeGreaterThanOrEqual(90);

  await page.goBack();
  await expect(page).toHaveURL(/\/sv-en$/);
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 })
    .toBeGreaterThan(before - 50);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 50);
});
