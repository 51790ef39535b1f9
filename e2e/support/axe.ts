import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets of WCAG 2.2 AA that every axe scan of the browser tests checks. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// WCAG 2.5.3 "Label in name": a control's accessible name contains its visible text. axe marks the
// rule experimental, so the tags alone leave it off; Lighthouse's accessibility audit runs it.
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * Waits for the page's running transitions and other finite animations to end, so a scan judges the
 * colours a person sees once the page has settled, not a button still fading in from its disabled
 * grey (axe reads the computed colour of the moment). Endless ones (a spinner) and paused ones, whose
 * `finished` would never come, are not waited for.
 */
async function settledAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** An axe scan of the page once it has settled, leaving out the parts matched by `exclude`. */
export async function axeScan(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  await settledAnimations(page);
  const builder = new AxeBuilder({ page })
    // options() first: withTags() adds its tags to the same options object. Only the violations are
    // read, so axe keeps no node lists of what passed (its documented way to run faster).
    .options({ rules: EXTRA_RULES, resultTypes: ['violations'] })
    .withTags(WCAG_AA_TAGS)
    // axe runs in the page itself: without this, every scan opens a blank tab to put the results of
    // the page's frames together. Our pages have no frames from another origin, which is all that
    // mode adds; it made the back-office walks a quarter faster.
    .setLegacyMode(true);
  for (const selector of exclude) builder.exclude(selector);
  return builder.analyze();
}

/**
 * A scan without the toasts: they come and go by time, and sonner's rich success colours (the shared
 * <Toaster>) are checked where a toast is the subject (e2e/admin/vendors.spec.ts).
 */
export const scanWithoutToasts = (page: Page) => axeScan(page, { exclude: ['[data-sonner-toaster]'] });

/** Fails with one readable line per violation (rule, help and the elements) when the scan finds any. */
export async function expectNoViolations(
  page: Page,
  label: string,
  scan: (page: Page) => ReturnType<typeof axeScan> = axeScan,
) {
  const results = await scan(page);
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, label).toEqual([]);
}
