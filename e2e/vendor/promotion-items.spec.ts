import { expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE, createVendorAccount, openAdminScreen, vendorWindow } from '../support/api.ts';
import { addDays, TODAY, typeDate } from '../support/data.ts';
import { uploadMenuThroughApi } from '../support/menu.ts';

// Issue 19 §3: a vendor makes a promotion on two items of its own menu (uploaded by the admin),
// and the admin sees those items in the promotion details; an item removed from the menu later
// stays named there, marked as no longer on the menu, in English and in Swedish.

test.use({ storageState: ADMIN_STATE });

const MENU = [
  { name: 'Margherita', price: 95, category: 'Pizza' },
  { name: 'Vesuvio', price: 105, category: 'Pizza' },
  { name: 'Kebabpizza', price: 125.5, category: 'Pizza' },
  { name: 'Coca-Cola 33 cl', price: 20, category: 'Drinks' },
];

async function openDetails(page: Page, title: string, locale: 'sv-en' | 'sv-se') {
  await openAdminScreen(page, `promotions?q=${encodeURIComponent(title)}`, locale);
  const row = page.getByRole('article', { name: title });
  await row
    .getByRole('button', { name: locale === 'sv-en' ? `Details of ${title}` : `Detaljer om ${title}` })
    .click();
  return page.getByRole('dialog', { name: title });
}

test('a promotion on two menu items: the vendor picks them, the admin sees them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const vendor = await createVendorAccount(request);
  await uploadMenuThroughApi(request, vendor.id, MENU);
  const title = `Pizza pair ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  const vendorView = await vendorWindow(browser, vendor);
  try {
    const vendorPage = vendorView.page;
    await vendorPage.getByRole('link', { name: 'Create promotion' }).first().click();
    await vendorPage.getByLabel(/^Title/).fill(title);
    await vendorPage.getByLabel(/^Description/).fill('The second pizza is on us.');
    await vendorPage.getByRole('radio', { name: /^Buy one, get one free/ }).check();
    await typeDate(vendorPage.getByLabel(/^Start date/), TODAY);
    await typeDate(vendorPage.getByLabel(/^End date/), addDays(TODAY, 10));
    await vendorPage.getByRole('radio', { name: /^Specific items/ }).check();

    const items = vendorPage.getByRole('group', { name: 'Items on your menu' });
    const list = items.getByRole('list', { name: 'Menu items' });
    await expect(list.getByRole('checkbox')).toHaveCount(4);
    await expect(list).toContainText('SEK 125.50');
    // Search, then tick with the keyboard.
    const search = items.getByRole('searchbox', { name: 'Search your menu' });
    await search.fill('vesu');
    await expect(list.getByRole('checkbox')).toHaveCount(1);
    await search.press('Tab');
    await expect(list.getByRole('checkbox', { name: /Vesuvio/ })).toBeFocused();
    await vendorPage.keyboard.press('Space');
    await search.fill('');
    await list.getByRole('checkbox', { name: /Kebabpizza/ }).check();
    await expect(items.getByRole('status')).toHaveText('2 selected');
    await vendorPage.getByRole('button', { name: 'Create promotion' }).click();
    await expect(vendorPage.getByText('Promotion created successfully')).toBeVisible();
    await expect(vendorPage.getByRole('article', { name: title })).toContainText('2 specific items');

    // The admin sees the two items, with category and price.
    let details = await openDetails(page, title, 'sv-en');
    const chosen = details.getByRole('list', { name: 'Chosen items' });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await expect(chosen.getByRole('listitem').nth(0)).toContainText('Vesuvio');
    await expect(chosen.getByRole('listitem').nth(0)).toContainText('Pizza · SEK 105');
    await expect(chosen.getByRole('listitem').nth(1)).toContainText('Kebabpizza');
    await expect(details).toContainText('2 specific items');

    // A new menu without Vesuvio: the promotion still names it, marked as gone.
    await uploadMenuThroughApi(
      request,
      vendor.id,
      MENU.filter((item) => item.name !== 'Vesuvio'),
    );
    details = await openDetails(page, title, 'sv-en');
    const vesuvio = details.getByRole('list', { name: 'Chosen items' }).getByRole('listitem').nth(0);
    await expect(vesuvio).toContainText('Vesuvio');
    await expect(vesuvio).toContainText('No longer on the menu');
    details = await openDetails(page, title, 'sv-se');
    await expect(
      details.getByRole('list', { name: 'Valda produkter' }).getByRole('listitem').nth(0),
    ).toContainText('Finns inte längre på menyn');

    // The vendor's edit form shows the item as removed.
    await vendorPage.reload();
    await vendorPage.getByRole('article', { name: title }).getByRole('link', { name: /Edit/ }).click();
    const editItems = vendorPage.getByRole('group', { name: 'Items on your menu' });
    await expect(editItems.getByRole('list', { name: 'Items no longer on the menu' })).toContainText(
      'Vesuvio',
    );
  } finally {
    await vendorView.context.close();
  }
});
