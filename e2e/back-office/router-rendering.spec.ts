import { expect, test } from '@playwright/test';
import { applyThroughApi, riderApplication, uniqueMarker } from '../partner/support.ts';
import { ADMIN_STATE } from '../support/api.ts';
import { sendContactQuery } from '../support/data.ts';

// Decision 073: a back-office page is rendered by React Router on the server as its shell (the area
// layout's HydrateFallback) with the modulepreloads of the route's chunks; the route's client loader
// starts the list's request as the router starts. No layer covers the page: the first thing drawn
// of the list is the list, and its first row's buttons work.

const marker = () => `rr${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

test.describe('back-office pages through the router', () => {
  test.use({ storageState: ADMIN_STATE });

  test("the page's HTML preloads the route's chunks and carries no preview or held script", async ({
    request,
  }) => {
    for (const locale of ['sv-en', 'sv-se']) {
      const response = await request.get(`/${locale}/admin/queries`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale === 'sv-se' ? 'sv' : 'en'}"`);
      // React Router's own preloads: the screen's route module and its area layout.
      expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/admin-queries-[\w-]+\.js"/);
      expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/admin-layout-[\w-]+\.js"/);
      // What decisions 052 and 056 added is gone: no preview layer, no held module script.
      expect(html).not.toContain('levera-early-preview');
      expect(html).not.toContain('text/plain');
      expect(html).not.toContain('__leveraStartApp');
    }
  });

  test('a cold load renders the list, and a click on its first row takes effect', async ({ page }) => {
    const tag = marker();
    const caseNumber = await sendContactQuery(page.request, tag);
    const requestedAt: number[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/queries?')) requestedAt.push(Date.now());
    });
    await page.goto(`/sv-en/admin/queries?q=${tag}`);
    const row = page.locator(`[data-case-number="${caseNumber}"]`);
    await expect(row).toBeVisible();
    // One request for the list: the client loader's, which the screen takes from the cache.
    expect(requestedAt).toHaveLength(1);
    // Nothing lies over the row: the element at the centre of its button is the button.
    const button = row.getByRole('button', { name: 'Mark as read' });
    const onTop = await button.evaluate((node) => {
      const box = node.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && node.contains(hit);
    });
    expect(onTop).toBe(true);
    await button.click();
    await expect(row.getByText('NEW', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Query marked as read')).toBeVisible();
  });

  test("a cold load of filtered Partners asks for the list once: the screen takes the loader's page", async ({
    page,
  }) => {
    const marker = uniqueMarker();
    const caseNumber = await applyThroughApi(page.request, 'rider', riderApplication(marker));
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/partners') sent.push(request.url());
    });
    await page.goto(`/sv-en/admin/partners?type=rider&status=pending&q=${caseNumber}&sort=name&order=asc`);
    await expect(page.getByRole('button', { name: new RegExp(`Test${marker}`) })).toBeVisible();
    // The client loader's request, with the address's filters; the screen asks for no second one.
    expect(sent).toHaveLength(1);
    const query = new URL(sent[0] ?? '').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      type: 'rider',
      status: 'pending',
      q: caseNumber,
      sort: 'name',
      order: 'asc',
      page: '1',
    });
  });
});

test.describe('back-office pages through the router, signed out', () => {
  test('a signed-in screen goes to the prerendered sign-in page as a new document', async ({ page }) => {
    await page.goto('/sv-se/admin/queries?q=x');
    await expect(page).toHaveURL(/\/sv-se\/admin\/login\?from=%2Fsv-se%2Fadmin%2Fqueries%3Fq%3Dx$/);
    await expect(page.locator('html[data-islands-hydrated]')).toHaveCount(1);
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  });
});
