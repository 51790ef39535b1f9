import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { scanWithoutToasts } from '../support/axe.ts';
import {
  ADMIN_STATE,
  adminToken,
  apiCall,
  apiSignIn,
  createVendorAccount,
  E2E_ADMIN,
  expectOutdatedNotice,
  openAdminScreen,
  patchAsAnotherAdmin,
  vendorWindow,
} from '../support/api.ts';
import { promotionBody } from '../support/data.ts';
import { confirmDecision } from '../support/dialogs.ts';

// Issue 8: the admin Promotions screen (SPEC §2; DESIGN.md §4, §5): stats, search, status filter,
// details with the action history, and only the legal actions, while the vendor's quick groups
// follow. Each test tags its rows with a unique marker, so tests run in parallel.

const marker = () => `mk${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const openPromotionsAsAdmin = (page: Page, locale = 'sv-en') => openAdminScreen(page, 'promotions', locale);

async function vendorWithPromotions(request: APIRequestContext, titles: string[]) {
  const vendor = await createVendorAccount(request);
  const token = await apiSignIn(request, 'vendor', vendor.email, vendor.password);
  const ids: string[] = [];
  for (const title of titles) {
    const answer = await apiCall<{ data: { id: string } }>(request, 'POST', '/vendor/promotions', {
      token,
      body: promotionBody(title),
    });
    expect(answer.status).toBe(201);
    ids.push(answer.body.data.id);
  }
  return { ...vendor, token, ids };
}

/** A new vendor with one pending promotion, titled `name` and a marker (`tag`) unique to the test. */
async function vendorWithOnePromotion(request: APIRequestContext, name: string) {
  const tag = marker();
  const title = `${name} ${tag}`;
  const vendor = await vendorWithPromotions(request, [title]);
  return { tag, title, vendor };
}

async function storedPromotion(request: APIRequestContext, q: string) {
  const token = await adminToken(request);
  const answer = await apiCall<{
    data: { id: string; status: string; lastAction: string | null; lastActionBy: { email: string } | null }[];
  }>(request, 'GET', `/promotions?q=${encodeURIComponent(q)}&language=en`, { token });
  return answer.body.data[0];
}

/** The count on one of the vendor's quick groups, after a reload. */
async function expectGroupCount(page: Page, group: 'Active' | 'Pending' | 'Expired', count: number) {
  await page.reload();
  const button = page
    .getByRole('group', { name: 'Show promotions by status' })
    .getByRole('button', { name: new RegExp(`^${group}`) });
  await expect(button).toHaveText(new RegExp(`^${group}\\s*${count}$`));
}

test.describe('admin promotions', () => {
  test.use({ storageState: ADMIN_STATE });
  test('approves, rejects, sets pending and marks expired, offering only legal actions, and the vendor’s groups follow', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { tag, title, vendor } = await vendorWithOnePromotion(request, 'Family deal');
    const vendorView = await vendorWindow(browser, vendor);
    await expectGroupCount(vendorView.page, 'Pending', 1);
    await expectGroupCount(vendorView.page, 'Active', 0);

    await openPromotionsAsAdmin(page);
    await page.getByLabel('Search promotions').fill(tag);
    await expect(page.getByText('1 promotion', { exact: true })).toBeVisible();
    const row = page.getByRole('article', { name: title });
    await expect(row).toContainText(`by ${vendor.vendorName}`);
    await expect(row).toContainText('SEK 50 off');
    const actions = row.getByRole('group', { name: `Actions for ${title}` });
    const actionNames = async () =>
      (await actions.getByRole('button').allTextContents()).map((text) => text.trim());

    // pending: approve, reject, mark expired
    expect(await actionNames()).toEqual(['Approve', 'Reject', 'Mark expired']);
    await actions.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Promotion status updated').last()).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    expect(await storedPromotion(request, tag)).toMatchObject({
      status: 'active',
      lastAction: 'approve',
      lastActionBy: { email: E2E_ADMIN.email },
    });
    await expectGroupCount(vendorView.page, 'Active', 1);
    await expectGroupCount(vendorView.page, 'Pending', 0);

    // active: reject, set pending, mark expired
    await expect.poll(actionNames).toEqual(['Reject', 'Set pending', 'Mark expired']);
    await actions.getByRole('button', { name: 'Reject' }).click();
    await confirmDecision(page, 'Reject');
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
    expect(await storedPromotion(request, tag)).toMatchObject({ status: 'inactive', lastAction: 'reject' });
    await expectGroupCount(vendorView.page, 'Active', 0);

    // inactive: approve, set pending, mark expired
    await expect.poll(actionNames).toEqual(['Approve', 'Set pending', 'Mark expired']);
    await actions.getByRole('button', { name: 'Set pending' }).click();
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    expect(await storedPromotion(request, tag)).toMatchObject({
      status: 'pending',
      lastAction: 'setPending',
    });
    await expectGroupCount(vendorView.page, 'Pending', 1);

    // mark expired asks first, since nothing leads out of expired
    await expect.poll(actionNames).toEqual(['Approve', 'Reject', 'Mark expired']);
    await actions.getByRole('button', { name: 'Mark expired' }).click();
    const confirm = page.getByRole('dialog', { name: 'Mark this promotion as expired?' });
    await expect(confirm).toContainText('This cannot be undone.');
    await confirm.getByRole('button', { name: 'Mark expired' }).click();
    await expect(row.getByText('Expired', { exact: true })).toBeVisible();
    await expect(row).toContainText('No actions: an expired promotion stays expired.');
    await expect(row.getByRole('button', { name: /Approve|Reject|Set pending|Mark expired/ })).toHaveCount(0);
    expect(await storedPromotion(request, tag)).toMatchObject({
      status: 'expired',
      lastAction: 'markExpired',
    });
    await expectGroupCount(vendorView.page, 'Expired', 1);
    await expectGroupCount(vendorView.page, 'Pending', 0);
    await expect(
      vendorView.page.getByRole('article', { name: title }).getByRole('link', { name: /Edit/ }),
    ).toHaveCount(0);

    // details: every field, the last action and the whole history
    await row.getByRole('button', { name: `Details of ${title}` }).click();
    const details = page.getByRole('dialog', { name: title });
    for (const text of [
      vendor.vendorName,
      'Fifty kronor off the family meal for four.',
      'Fixed amount',
      'SEK 50 off',
      'SEK 300',
      'Saturday, Sunday',
      'Not with other offers.',
      'Approved: Pending → Active',
      'Rejected: Active → Inactive',
      'Set to pending: Inactive → Pending',
      'Marked as expired: Pending → Expired',
      `${vendor.vendorName} · `,
    ]) {
      await expect(details).toContainText(text);
    }
    await expect(details.getByText(/^Marked as expired by Administrator, /)).toBeVisible();
    expect((await scanWithoutToasts(page)).violations).toEqual([]);
    await details.getByRole('button', { name: 'Close' }).click();
    await vendorView.context.close();
  });

  // Issue 14 item 6: an action decided on an outdated screen is refused, and the screen catches up.
  test('an action on a promotion another admin has just changed says so and shows its current status', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { tag, title, vendor } = await vendorWithOnePromotion(request, 'Clash deal');
    await openPromotionsAsAdmin(page);
    // The screen shows the searched list before the other admin acts (the unfiltered first page may
    // show the row earlier, and a search answer arriving after the approval would already be current).
    const searched = page.waitForResponse(
      (response) => response.url().includes('/api/promotions?') && response.url().includes(tag),
    );
    await page.getByLabel('Search promotions').fill(tag);
    await searched;
    const row = page.getByRole('article', { name: title });
    const actions = row.getByRole('group', { name: `Actions for ${title}` });
    await expect(actions.getByRole('button', { name: 'Approve' })).toBeVisible();

    // Meanwhile another admin approves it.
    await patchAsAnotherAdmin(request, `/promotions/${vendor.ids[0]}/status`, {
      action: 'approve',
      expectedStatus: 'pending',
    });

    await actions.getByRole('button', { name: 'Reject' }).click();
    await confirmDecision(page, 'Reject');
    await expectOutdatedNotice(page);
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Set pending' })).toBeVisible();
    expect(await storedPromotion(request, tag)).toMatchObject({ status: 'active', lastAction: 'approve' });
  });

  test('searches, filters by status and shows the stats', async ({ page, request }) => {
    test.setTimeout(90_000);
    const tag = marker();
    const vendor = await vendorWithPromotions(request, [`Lunch ${tag}`, `Dinner ${tag}`]);
    const admin = await adminToken(request);
    await apiCall(request, 'PATCH', `/promotions/${vendor.ids[0]}/status`, {
      token: admin,
      body: { action: 'approve', expectedStatus: 'pending' },
    });

    await openPromotionsAsAdmin(page);
    const stats = page.getByRole('region', { name: 'Promotion statistics' });
    for (const label of [
      'All promotions',
      'Pending',
      'Active',
      'Inactive',
      'Expired',
      'Total views',
      'Total orders',
      'Total revenue',
    ]) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
    }
    const apiStats = await apiCall<{ data: { total: number } }>(request, 'GET', '/promotions/stats', {
      token: admin,
    });
    expect(apiStats.body.data.total).toBeGreaterThanOrEqual(2);

    await page.getByLabel('Search promotions').fill(vendor.vendorName);
    await expect(page.getByText('2 promotions', { exact: true })).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption('active');
    await expect(page.getByText('1 promotion', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: `Lunch ${tag}` })).toBeVisible();
    await expect(page.getByRole('article', { name: `Dinner ${tag}` })).toHaveCount(0);
    await page.getByLabel('Status', { exact: true }).selectOption('expired');
    await expect(page.getByText('No promotions match your search')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByLabel('Search promotions')).toHaveValue('');
    expect((await scanWithoutToasts(page)).violations).toEqual([]);
  });

  test('reads in Swedish and passes an accessibility scan on a phone', async ({ page, request }) => {
    test.setTimeout(90_000);
    const tag = marker();
    await vendorWithPromotions(request, [`Fika ${tag}`]);
    await page.setViewportSize({ width: 375, height: 740 });
    await openPromotionsAsAdmin(page, 'sv-se');
    await expect(page.getByRole('heading', { level: 1, name: 'Kampanjer' })).toBeVisible();
    await page.getByLabel('Sök kampanjer').fill(tag);
    const row = page.getByRole('article', { name: `Fika ${tag}` });
    await expect(row.getByText('Väntande', { exact: true })).toBeVisible();
    await expect(row).toContainText('50 kr rabatt');
    await expect(row.getByRole('button', { name: 'Godkänn' })).toBeVisible();
    expect((await scanWithoutToasts(page)).violations).toEqual([]);
    await row.getByRole('button', { name: `Detaljer om Fika ${tag}` }).click();
    await expect(page.getByRole('dialog')).toContainText('Historik');
    expect((await scanWithoutToasts(page)).violations).toEqual([]);
  });
});
