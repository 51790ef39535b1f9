import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rule sets of WCAG 2.2 AA that the axe scans of the browser tests check. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * An axe scan of the page as it is now. Toasts are left out: sonner's rich success colours (the
 * shared <Toaster>) are reported separately.
 */
export const scanWithoutToasts = (page: Page) =>
  new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).exclude('[data-sonner-toaster]').analyze();
