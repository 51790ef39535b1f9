import { expect, test } from '@playwright/test';
import { ADMIN_STATE, openAdminScreen } from '../support/api.ts';
import { addDays, TODAY, typeDate } from '../support/data.ts';
import {
  acceptInvitation,
  approveNewVendorApplication,
  createAccountWithInvitation,
} from '../support/vendor-onboarding.ts';

// Issue 19 "Done when", the whole journey in the browser: the admin approves a vendor application
// and creates the account from it with an invitation; the invitation e-mail (read from the test
// run's SMTP server) leads to the set-password page; the vendor, signed in, sees the menu the admin
// uploaded, creates a promotion on two of its items, and the admin sees those two items in the
// promotion's details.

test.use({ storageState: ADMIN_STATE });

test('from an application to a promotion on two menu items the admin sees', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { applicant, row } = await approveNewVendorApplication(page, request, 'sv-en');
  await createAccountWithInvitation(page, row, applicant, 'sv-en');

  // The admin uploads the new vendor's menu from the vendor list.
  await openAdminScreen(page, `vendors?q=${encodeURIComponent(applicant.email)}`);
  await page.getByRole('button', { name: `Upload menu for ${applicant.storeName}`, exact: true }).click();
  const upload = page.getByRole('dialog', { name: `Upload menu for ${applicant.storeName}` });
  const csv = [
    'name,description,price,category,available',
    'Margherita,"Tomato, mozzarella, basil",95,Pizza,yes',
    'Vesuvio,"Tomato, mozzarella, ham",105,Pizza,yes',
    'Kebabpizza,,125.50,Pizza,yes',
    'Kaffe,,25,Drinks,yes',
  ].join('\n');
  await upload.getByLabel('Menu file (CSV or JSON)').setInputFiles({
    name: 'menu.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await upload.getByRole('button', { name: 'Upload 4 items' }).click();
  await expect(page.getByText('Menu uploaded successfully')).toBeVisible();

  // The vendor follows the invitation e-mail's link, chooses a password and is signed in.
  const vendorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const vendor = await vendorContext.newPage();
    await acceptInvitation(vendor, applicant.email, 'mossy harbour lantern', 'sv-en');

    // It sees its menu.
    await vendor.getByRole('link', { name: 'My menu' }).first().click();
    await expect(vendor.getByRole('heading', { level: 1, name: 'My menu' })).toBeVisible();
    await expect(vendor.getByRole('listitem', { name: 'Vesuvio' })).toContainText('SEK 105');
    await expect(vendor.getByRole('listitem', { name: 'Kebabpizza' })).toContainText('SEK 125.50');

    // It creates a promotion on two of its items.
    const title = `Pizza pair ${applicant.marker}`;
    await vendor.getByRole('link', { name: 'Create promotion' }).first().click();
    await vendor.getByLabel(/^Title/).fill(title);
    await vendor.getByLabel(/^Description/).fill('The second pizza is on us.');
    await vendor.getByRole('radio', { name: /^Buy one, get one free/ }).check();
    await typeDate(vendor.getByLabel(/^Start date/), TODAY);
    await typeDate(vendor.getByLabel(/^End date/), addDays(TODAY, 10));
    await vendor.getByRole('radio', { name: /^Specific items/ }).check();
    const items = vendor.getByRole('group', { name: 'Items on your menu' });
    await items.getByRole('searchbox', { name: 'Search your menu' }).fill('pizza');
    await expect(items.getByRole('list', { name: 'Menu items' }).getByRole('checkbox')).toHaveCount(3);
    await items.getByRole('checkbox', { name: /Vesuvio/ }).check();
    await items.getByRole('checkbox', { name: /Kebabpizza/ }).check();
    await expect(items.getByRole('status')).toHaveText('2 selected');
    await vendor.getByRole('button', { name: 'Create promotion' }).click();
    await expect(vendor.getByText('Promotion created successfully')).toBeVisible();
    await expect(vendor.getByRole('article', { name: title })).toContainText('2 specific items');

    // The admin sees those two items in the promotion's details.
    await openAdminScreen(page, `promotions?q=${encodeURIComponent(title)}`);
    await page
      .getByRole('article', { name: title })
      .getByRole('button', { name: `Details of ${title}` })
      .click();
    const details = page.getByRole('dialog', { name: title });
    await expect(details).toContainText(applicant.storeName);
    await expect(details).toContainText('2 specific items');
    const chosen = details.getByRole('list', { name: 'Chosen items' }).getByRole('listitem');
    await expect(chosen).toHaveCount(2);
    await expect(chosen.nth(0)).toContainText('Vesuvio');
    await expect(chosen.nth(0)).toContainText('Pizza · SEK 105');
    await expect(chosen.nth(1)).toContainText('Kebabpizza');
    await expect(chosen.nth(1)).toContainText('Pizza · SEK 125.50');
  } finally {
    await vendorContext.close();
  }
});
