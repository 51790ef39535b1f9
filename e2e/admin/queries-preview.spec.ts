import { expect, type Locator, type Page, test } from '@playwright/test';
import en from '../../apps/web/locales/en/admin-queries.json' with { type: 'json' };
import sv from '../../apps/web/locales/sv/admin-queries.json' with { type: 'json' };
import { ADMIN_STATE } from '../support/api.ts';
import { sendContactQuery } from '../support/data.ts';

// Decision 052: on a cold load of Admin Queries the SPA shell paints the first rows from its early
// answer, and the app takes over. The app's scripts are held back here so the picture is there long
// enough to be seen; without the picture the page would show nothing until they ran.

const PREVIEW_ROW = '[data-testid="query-preview-row"]';
const CARD = '[data-testid="query-card"]';
const marker = () => `pv${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Holds every script of the app back by `ms` (routing also turns the HTTP cache off: a cold load). */
async function delayScripts(page: Page, ms: number): Promise<void> {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Records whether a preview row was ever in the page (`window.__previewSeen`). Call before `goto`. */
async function watchForPreview(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="query-preview-row"]')) {
        (window as unknown as { __previewSeen: boolean }).__previewSeen = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
/** Where an element's top edge is, in CSS pixels from the top of the viewport. */
const top = (element: Locator) => element.evaluate((node) => node.getBoundingClientRect().top);
const cardTop = (page: Page, caseNumber: string) =>
  top(page.locator(`${CARD}[data-case-number="${caseNumber}"]`));

const previewSeen = (page: Page) =>
  page.evaluate(() => Boolean((window as unknown as { __previewSeen?: boolean }).__previewSeen));

test.describe('Admin Queries preview', () => {
  test.use({ storageState: ADMIN_STATE });

  for (const { locale, texts, width } of [
    { locale: 'sv-en', texts: en, width: 1280 },
    { locale: 'sv-se', texts: sv, width: 1280 },
    { locale: 'sv-en', texts: en, width: 375 },
    { locale: 'sv-se', texts: sv, width: 375 },
  ]) {
    test(`a cold load shows the first rows before the app, then the cards alone in their place (${locale}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const tag = marker();
      const caseNumber = await sendContactQuery(page.request, tag, { subject: 'couponQueries' });
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await delayScripts(page, 2500);

      // Not waiting for `load`: that comes after the scripts, when the app may have taken over.
      await page.goto(`/${locale}/admin/queries?q=${tag}`, { waitUntil: 'commit' });
      const row = page.locator(PREVIEW_ROW);
      await expect(row).toHaveCount(1);
      await expect(row).toBeVisible();
      await expect(row).toContainText(caseNumber);
      await expect(row).toContainText(texts.subjects.couponQueries);
      await expect(row).toContainText(texts.newBadge);
      const previewTop = await top(row);
      await expect(page.locator(CARD)).toHaveCount(0);
      // Hidden from assistive technology: no article, heading or landmark of the preview.
      await expect(page.getByRole('article')).toHaveCount(0);
      await expect(page.getByRole('heading')).toHaveCount(0);

      await expect(page.locator(`${CARD}[data-case-number="${caseNumber}"]`)).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.locator('#levera-early-preview')).toHaveCount(0);
      // The app's card takes the row's place: the list does not jump when the app takes over.
      expect(Math.abs((await cardTop(page, caseNumber)) - previewTop)).toBeLessThanOrEqual(2);
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      // The cards work: the app, not the picture, has the page.
      await expect(page.getByRole('button', { name: texts.actions.markRead })).toBeEnabled();
      expect(problems).toEqual([]);
    });
  }

  test('a repeat visit, with the app from the HTTP cache, shows no preview', async ({ page }) => {
    const tag = marker();
    await sendContactQuery(page.request, tag);
    await watchForPreview(page);
    await page.goto(`/sv-en/admin/queries?q=${tag}`);
    await expect(page.locator(CARD)).toBeVisible();
    await page.goto(`/sv-en/admin/queries?q=${tag}`);
    await expect(page.locator(CARD)).toBeVisible();
    expect(await previewSeen(page)).toBe(false);
  });
});

test('a session the server has ended shows no preview and lands on the sign-in page', async ({ page }) => {
  await page.addInitScript(() => {
    const session = {
      token: 'ended-session-token',
      email: 'e2e-admin@levera.test',
      expiry: Date.now() + 3_600_000,
    };
    if (!sessionStorage.getItem('levera:test-session-set')) {
      localStorage.setItem('levera.session.admin', JSON.stringify(session));
      sessionStorage.setItem('levera:test-session-set', '1');
    }
  });
  await watchForPreview(page);
  await delayScripts(page, 1000);
  await page.goto('/sv-en/admin/queries');
  await expect(page).toHaveURL(/\/sv-en\/admin\/login/, { timeout: 15_000 });
  expect(await previewSeen(page)).toBe(false);
});
