import type { PromotionChangeAnswer } from '@levera/domain';
import { expect, test } from '@playwright/test';
import { adminToken, apiCall, apiSignIn, createVendorAccount, signInThroughUi } from '../support/api.ts';
import { addDays, TODAY } from '../support/data.ts';

// Issue 20: My Promotions is paged on the server, 20 cards a page, each status group paged within
// itself; the group and the page live in the address. One vendor of its own, so tests run in parallel.

test('pages My Promotions on the server, keeping the group and the page in the address', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const vendor = await createVendorAccount(request);
  const token = await apiSignIn(request, 'vendor', vendor.email, vendor.password);
  const ids: string[] = [];
  for (let index = 1; index <= 22; index++) {
    const answer = await apiCall<PromotionChangeAnswer>(request, 'POST', '/vendor/promotions', {
      token,
      body: {
        title: `Paged deal ${index}`,
        description: 'One of many promotions.',
        discountType: 'percentage',
        discountValue: 10,
        startDate: TODAY,
        endDate: addDays(TODAY, 14),
        language: 'en',
      },
    });
    expect(answer.status).toBe(201);
    ids.push(answer.body.data.id);
  }
  // One approved: the Active group has one card, the Pending group 21 over two pages.
  const approved = await apiCall(request, 'PATCH', `/promotions/${ids[0]}/status`, {
    token: await adminToken(request),
    body: { action: 'approve', expectedStatus: 'pending', language: 'en' },
  });
  expect(approved.status).toBe(200);

  await signInThroughUi(page, 'vendor', vendor.email, vendor.password);
  const cards = page.getByRole('article');
  const card = (title: string) => page.getByRole('article', { name: title, exact: true });
  await expect(card('Paged deal 22')).toBeVisible();
  await expect(cards).toHaveCount(20);
  const groups = page.getByRole('group', { name: 'Show promotions by status' });
  await expect(groups.getByRole('button', { name: /^All/ })).toContainText('22');
  await expect(groups.getByRole('button', { name: /^Pending/ })).toContainText('21');
  await expect(groups.getByRole('button', { name: /^Active/ })).toContainText('1');

  const pages = page.getByRole('navigation', { name: 'Promotion pages' });
  await expect(pages).toContainText('Page 1 of 2');
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/sv-en\/vendor\/promotions\?page=2$/);
  await expect(cards).toHaveCount(2);
  await expect(card('Paged deal 1')).toBeVisible();
  await page.reload();
  await expect(card('Paged deal 2')).toBeVisible();
  await expect(pages).toContainText('Page 2 of 2');

  // A group starts at its own first page.
  await groups.getByRole('button', { name: /^Active/ }).click();
  await expect(page).toHaveURL(/\/sv-en\/vendor\/promotions\?group=active$/);
  await expect(cards).toHaveCount(1);
  await expect(card('Paged deal 1')).toBeVisible();
  await expect(pages).toHaveCount(0);
  await groups.getByRole('button', { name: /^Pending/ }).click();
  await expect(cards).toHaveCount(20);
  await expect(pages).toContainText('Page 1 of 2');

  // The same in Swedish.
  await page.goto('/sv-se/vendor/promotions?group=pending&page=2');
  await expect(page.getByRole('navigation', { name: 'Kampanjsidor' })).toContainText('Sida 2 av 2');
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Visa kampanjer efter status' })).toContainText('Väntande');
});
