import { expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE, apiCall, apiSignIn, createVendorAccount } from '../support/api.ts';
import { promotionBody } from '../support/data.ts';

// Issue 15 item 16: every back-office list keeps its search, filters and page in the address, so
// reload, back and forward show the same view.
test.use({ storageState: ADMIN_STATE });

const marker = () => `mk${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function awayAndBack(page: Page) {
  await page.goto('/sv-en/admin/offers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
}

test('admin Promotions keeps its search, status and page through reload and back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = marker();
  const vendor = await createVendorAccount(request);
  const token = await apiSignIn(request, 'vendor', vendor.email, vendor.password);
  for (let index = 0; index < 21; index++) {
    const answer = await apiCall(request, 'POST', '/vendor/promotions', {
      token,
      body: promotionBody(`Deal ${index} ${tag}`),
    });
    expect(answer.status).toBe(201);
  }

  await page.goto('/sv-en/admin/promotions');
  await page.getByLabel('Search promotions').fill(tag);
  await expect(page.getByText('21 promotions', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await page.getByLabel('Status', { exact: true }).selectOption('pending');
  await expect(page).toHaveURL(/[?&]status=pending/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();

  const expectSameView = async () => {
    await expect(page.getByLabel('Search promotions')).toHaveValue(tag);
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('pending');
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.getByTestId('admin-promotion-row')).toHaveCount(1);
  };
  await page.reload();
  await expectSameView();
  await awayAndBack(page);
  await expectSameView();
  // Back from page 2 is page 1 of the same search.
  await page.goBack();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByLabel('Search promotions')).toHaveValue(tag);
});

test('admin Vendors keeps its search and status through reload and back', async ({ page, request }) => {
  const account = await createVendorAccount(request);
  await page.goto('/sv-en/admin/vendors');
  await page.getByLabel('Search vendors').fill(account.email);
  await expect(page.getByText('1 vendor', { exact: true })).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('active');
  await expect(page).toHaveURL(/[?&]status=active/);
  await expect(page).toHaveURL(/[?&]q=/);

  const expectSameView = async () => {
    await expect(page.getByLabel('Search vendors')).toHaveValue(account.email);
    await expect(page.getByLabel('Filter by status')).toHaveValue('active');
    await expect(page.getByText('1 vendor', { exact: true })).toBeVisible();
  };
  await page.reload();
  await expectSameView();
  await awayAndBack(page);
  await expectSameView();
});
