import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE, adminToken, apiCall, createVendorAccount, openAdminScreen } from '../support/api.ts';
import { storedMenu } from '../support/menu.ts';

// Issue 19 §2: the admin opens a vendor's menu from the vendor list, edits and switches items, and
// uploads a changed menu that is shown as a difference before it is applied (decision 041).

/**
 * A vendor with a three-item menu, and the admin's menu screen of it opened from the vendor list;
 * answers the vendor and its menu as stored before the test changes it.
 */
async function openMenuFromVendorList(page: Page, request: APIRequestContext) {
  const vendor = await createVendorAccount(request);
  const token = await adminToken(request);
  const uploaded = await apiCall(request, 'POST', `/menus/${vendor.id}/items`, {
    token,
    body: {
      menus: [
        { name: 'Margherita', description: 'Tomato, mozzarella', price: 95, category: 'Pizza' },
        { name: 'Vesuvio', price: 105, category: 'Pizza' },
        { name: 'Cola', price: 20, category: 'Drinks' },
      ],
    },
  });
  expect(uploaded.status).toBe(200);
  await openAdminScreen(page, `vendors?q=${encodeURIComponent(vendor.email)}`);
  await expect(page.getByText('1 vendor', { exact: true })).toBeVisible();
  await page
    .getByRole('link', { name: `Menu of ${vendor.vendorName}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Menu of ${vendor.vendorName}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/sv-en/admin/vendors/${vendor.id}/menu$`));
  return { vendor, before: await storedMenu(request, vendor.id) };
}

test.describe('admin vendor menus', () => {
  test.use({ storageState: ADMIN_STATE });

  test('opens a vendor’s menu from the list, edits an item and marks one unavailable', async ({
    page,
    request,
  }) => {
    const { vendor, before } = await openMenuFromVendorList(page, request);
    const pizza = page.getByRole('list', { name: /Pizza/ });
    await expect(pizza.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('listitem', { name: 'Margherita' })).toContainText('SEK 95');

    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('cola');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await expect(page).toHaveURL(/\?q=cola$/);
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);

    await page.getByRole('button', { name: 'Edit Margherita' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit menu item' });
    await dialog.getByRole('textbox', { name: 'Price (SEK)' }).fill('-1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Price cannot be negative')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Margherita special');
    await dialog.getByRole('textbox', { name: 'Price (SEK)' }).fill('99.50');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Menu item updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem', { name: 'Margherita special' })).toContainText('SEK 99.50');

    await page.getByRole('button', { name: 'Mark unavailable: Cola' }).click();
    await expect(page.getByText('The item is marked unavailable')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Cola' })).toContainText('Unavailable');
    await expect(page.getByRole('button', { name: 'Mark available: Cola' })).toBeVisible();

    const after = await storedMenu(request, vendor.id);
    expect(after.map(({ id, name, price, available }) => ({ id, name, price, available }))).toEqual([
      { id: before[0]!.id, name: 'Margherita special', price: 99.5, available: true },
      { id: before[1]!.id, name: 'Vesuvio', price: 105, available: true },
      { id: before[2]!.id, name: 'Cola', price: 20, available: false },
    ]);

    // The vendor's history names the changes.
    await page.getByRole('button', { name: 'Show history' }).click();
    await expect(page.getByText('Marked a menu item unavailable: Cola')).toBeVisible();
    await expect(page.getByText('Edited a menu item: Margherita special')).toBeVisible();
  });

  test('uploads a changed menu: the difference first, then applied with the ids kept', async ({
    page,
    request,
  }) => {
    const { vendor, before } = await openMenuFromVendorList(page, request);
    await page.getByRole('button', { name: 'Upload menu' }).click();
    const dialog = page.getByRole('dialog', { name: `Upload menu for ${vendor.vendorName}` });
    await expect(dialog.getByText('This vendor has a menu (3 items)')).toBeVisible();
    const csv = [
      'name,description,price,category,available',
      'margherita,"Tomato, mozzarella",95,PIZZA,yes',
      'Vesuvio,,109,Pizza,yes',
      'Calzone,,115,Pizza,yes',
    ].join('\n');
    await dialog.getByLabel('Menu file (CSV or JSON)').setInputFiles({
      name: 'menu.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await dialog.getByRole('button', { name: 'Compare 3 items' }).click();
    await expect(dialog.getByRole('heading', { name: 'Changes to the menu' })).toBeVisible();
    const counts = dialog.getByRole('definition');
    await expect(counts).toHaveText(['1', '2', '1', '0']);
    const rows = dialog.getByRole('table', { name: 'Items that change' }).getByRole('row');
    await expect(rows.filter({ hasText: 'Calzone' })).toContainText('Added');
    await expect(rows.filter({ hasText: 'Vesuvio' })).toContainText('SEK 105 → SEK 109');
    await expect(rows.filter({ hasText: 'Cola' })).toContainText('Removed');

    // Nothing is written by the comparison.
    expect(await storedMenu(request, vendor.id)).toEqual(before);
    await dialog.getByRole('button', { name: 'Apply changes' }).click();
    await expect(page.getByText('Menu uploaded successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem', { name: 'Calzone' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Cola' })).toHaveCount(0);

    const after = await storedMenu(request, vendor.id);
    expect(after.map(({ id, name, price }) => ({ id, name, price }))).toEqual([
      { id: before[0]!.id, name: 'margherita', price: 95 },
      { id: before[1]!.id, name: 'Vesuvio', price: 109 },
      { id: expect.any(String), name: 'Calzone', price: 115 },
    ]);
  });
});
