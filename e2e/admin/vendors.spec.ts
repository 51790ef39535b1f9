import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { axeScan } from '../support/axe.ts';
import {
  ADMIN_STATE,
  adminToken,
  apiCall,
  createVendorAccount,
  openAdminScreen,
  patchAsAnotherAdmin,
  submitSignIn,
} from '../support/api.ts';
import { confirmDecision } from '../support/dialogs.ts';
import { storedMenu } from '../support/menu.ts';

// Issue 7: vendor accounts and menus in the admin panel, clicked and typed like a person, with the
// stored rows read back through the API.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const openVendorsAsAdmin = (page: Page, locale = 'sv-en', search = '') =>
  openAdminScreen(page, `vendors${search}`, locale);

/** Narrows the list to one vendor with the search box, as an admin would. */
async function searchFor(page: Page, text: string) {
  await page.getByLabel('Search vendors').fill(text);
  await expect(page.getByText('1 vendor', { exact: true })).toBeVisible();
}

/** A new vendor account, with the admin's vendor list open and searched down to it. */
async function newVendorOnAdminList(page: Page, request: APIRequestContext) {
  const account = await createVendorAccount(request);
  await openVendorsAsAdmin(page);
  await searchFor(page, account.email);
  return account;
}

async function findStoredVendor(request: APIRequestContext, email: string) {
  const token = await adminToken(request);
  const answer = await apiCall<{ data: { id: string; vendorName: string; email: string; status: string }[] }>(
    request,
    'GET',
    `/vendors?q=${encodeURIComponent(email)}&language=en`,
    { token },
  );
  return answer.body.data.find((vendor) => vendor.email === email) ?? null;
}

async function vendorSignInStatus(request: APIRequestContext, email: string, password: string) {
  return (await apiCall(request, 'POST', '/vendor/login', { body: { email, password } })).status;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test.describe('admin vendors', () => {
  test.use({ storageState: ADMIN_STATE });
  // Each test signs the vendor in several times (argon2 on purpose) and walks a whole flow.
  test.describe.configure({ timeout: 120_000 });

  test('creates a vendor prefilled from an application, finds it by search, and the vendor signs in', async ({
    page,
    browser,
    request,
  }) => {
    const vendorName = `E2E Bistro ${unique()}`;
    const email = `bistro-${unique()}@levera.test`;
    const query = `?vendorName=${encodeURIComponent(vendorName)}&email=${encodeURIComponent(email)}`;
    await openVendorsAsAdmin(page, 'sv-en', query);

    await expect(page.getByLabel(/^Vendor name/)).toHaveValue(vendorName);
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
    await page.getByRole('button', { name: 'Create vendor' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel(/^Password/).fill('12345');
    await page.getByRole('button', { name: 'Create vendor' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    const password = page.getByLabel(/^Password/);
    await password.fill('bistro-secret');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Create vendor' }).click();

    await expect(page.getByText('Vendor created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/sv-en\/admin\/vendors$/);
    await expect(page.getByLabel(/^Vendor name/)).toHaveValue('');
    const row = page.getByRole('row', { name: new RegExp(vendorName) });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('No menu yet');

    const stored = await findStoredVendor(request, email);
    expect(stored).toMatchObject({ vendorName, email, status: 'active' });

    await searchFor(page, vendorName.slice(-6).toUpperCase());
    await expect(page.getByRole('row', { name: new RegExp(vendorName) })).toBeVisible();
    await page.getByLabel('Filter by status').selectOption('inactive');
    await expect(page.getByText('No vendors match your search')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filter' }).click();
    await expect(page.getByLabel('Search vendors')).toHaveValue('');

    const vendor = await newPage(browser);
    await submitSignIn(vendor.page, 'vendor', email, 'bistro-secret');
    await vendor.page.waitForURL(/\/sv-en\/vendor\/promotions$/);
    await vendor.context.close();
  });

  test('refuses an e-mail that is in use, with the SPEC failure message', async ({ page, request }) => {
    const existing = await createVendorAccount(request);
    await openVendorsAsAdmin(page);
    await page.getByLabel(/^Vendor name/).fill('Copycat Kebab');
    await page.getByRole('textbox', { name: /^Email/ }).fill(existing.email.toUpperCase());
    await page.getByLabel(/^Password/).fill('copycat-secret');
    await page.getByRole('button', { name: 'Create vendor' }).click();
    await expect(page.getByText('Failed to create vendor. Please try again.')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This email address is already in use' }).first(),
    ).toBeVisible();
    const token = await adminToken(request);
    const list = await apiCall<{ total: number }>(request, 'GET', '/vendors?q=Copycat%20Kebab', { token });
    expect(list.body.total).toBe(0);
  });

  test('edits a vendor without and with a new password; both sign in as expected', async ({
    page,
    browser,
    request,
  }) => {
    const account = await createVendorAccount(request, { password: 'first-password' });
    await openVendorsAsAdmin(page);
    await searchFor(page, account.email);

    // Without a password: the name changes, the old password still works.
    await page.getByRole('button', { name: `Edit ${account.vendorName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit vendor' });
    await expect(dialog.getByLabel(/^Email/)).toHaveValue(account.email);
    await expect(dialog.getByLabel(/^New password/)).toHaveValue('');
    const renamed = `${account.vendorName} Deli`;
    await dialog.getByLabel(/^Vendor name/).fill(renamed);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Vendor updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(renamed) })).toBeVisible();
    expect(await findStoredVendor(request, account.email)).toMatchObject({ vendorName: renamed });
    expect(await vendorSignInStatus(request, account.email, 'first-password')).toBe(200);

    // With a new password: only the new one works, in the browser too.
    await page.getByRole('button', { name: `Edit ${renamed}`, exact: true }).click();
    await dialog.getByLabel(/^New password/).fill('abc');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
    await dialog.getByLabel(/^New password/).fill('second-password');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    // The dialog closes once the server has answered (the first save's toast may still be showing).
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Vendor updated successfully').first()).toBeVisible();
    expect(await vendorSignInStatus(request, account.email, 'first-password')).toBe(401);

    const vendor = await newPage(browser);
    await submitSignIn(vendor.page, 'vendor', account.email, 'second-password');
    await vendor.page.waitForURL(/\/sv-en\/vendor\/promotions$/);
    await vendor.context.close();
  });

  test('deactivates with undo; a deactivated vendor cannot sign in and a signed-in one is signed out', async ({
    page,
    browser,
    request,
  }) => {
    const account = await createVendorAccount(request);
    const vendor = await newPage(browser);
    await submitSignIn(vendor.page, 'vendor', account.email, account.password);
    await vendor.page.waitForURL(/\/sv-en\/vendor\/promotions$/);
    await vendor.page.goto('/sv-en/vendor/settings');
    await expect(vendor.page).toHaveURL(/\/sv-en\/vendor\/settings$/);

    await openVendorsAsAdmin(page);
    await searchFor(page, account.email);
    const row = page.getByRole('row', { name: new RegExp(account.vendorName) });
    const deactivate = page.getByRole('button', { name: `Deactivate ${account.vendorName}`, exact: true });

    // Deactivate: the success toast offers Undo, which restores the previous status.
    await deactivate.click();
    await confirmDecision(page, 'Deactivate');
    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Vendor status updated successfully' });
    await expect(toast).toBeVisible();
    await expect(row).toContainText('Inactive');
    await toast.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(page.getByText('The last action was undone')).toBeVisible();
    await expect(row).not.toContainText('Inactive');
    expect(await findStoredVendor(request, account.email)).toMatchObject({ status: 'active' });

    // The vendor was signed out by the deactivation: its next request ends the stored session.
    await vendor.page.reload();
    await expect(vendor.page).toHaveURL(/\/sv-en\/vendor\/login(\?from=[^&]+)?$/);
    expect(await vendor.page.evaluate(() => localStorage.getItem('levera.session.vendor'))).toBeNull();
    // Issue 17 §4: signing in again returns to the page the session ended on.
    await submitSignIn(vendor.page, 'vendor', account.email, account.password);
    await vendor.page.waitForURL(/\/sv-en\/vendor\/settings$/);
    await vendor.page.goto('/sv-en/vendor/settings');
    await expect(vendor.page).toHaveURL(/\/sv-en\/vendor\/settings$/);

    // Deactivated again: a signed-in vendor is signed out on its next request and cannot sign in.
    await deactivate.click();
    await confirmDecision(page, 'Deactivate');
    await expect(row).toContainText('Inactive');
    expect(await findStoredVendor(request, account.email)).toMatchObject({ status: 'inactive' });
    await vendor.page.reload();
    await expect(vendor.page).toHaveURL(/\/sv-en\/vendor\/login(\?from=[^&]+)?$/);
    expect(await vendor.page.evaluate(() => localStorage.getItem('levera.session.vendor'))).toBeNull();
    await submitSignIn(vendor.page, 'vendor', account.email, account.password);
    await expect(vendor.page.getByText('Your account is not active. Please contact support.')).toBeVisible();
    await expect(vendor.page).toHaveURL(/\/sv-en\/vendor\/login(\?from=[^&]+)?$/);

    // The last change stays undoable on the screen after the toast is gone. The first undo's toast
    // goes first: the pointer rested on the toasts since its Undo, which holds them all (sonner).
    await page.mouse.move(0, 0);
    await expect(page.getByText('The last action was undone')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByText(`Last action: ${account.vendorName} was set to Inactive.`)).toBeVisible();
    await page.getByRole('button', { name: `Undo: set ${account.vendorName} back to Active` }).click();
    await expect(page.getByText('The last action was undone')).toBeVisible();
    await expect(row).not.toContainText('Inactive');
    expect(await findStoredVendor(request, account.email)).toMatchObject({ status: 'active' });
    await submitSignIn(vendor.page, 'vendor', account.email, account.password);
    await vendor.page.waitForURL(/\/sv-en\/vendor\/settings$/);
    await vendor.context.close();
  });

  // Issue 14 items 6 and 7: another admin's change is never overwritten by a change or an undo
  // decided on an outdated screen; the admin is told so and sees the latest state.
  test('an undo or a toggle after another admin changed the vendor is refused, and the list shows the change', async ({
    page,
    request,
  }) => {
    const account = await newVendorOnAdminList(page, request);
    const row = page.getByRole('row', { name: new RegExp(account.vendorName) });

    await page.getByRole('button', { name: `Deactivate ${account.vendorName}`, exact: true }).click();
    await confirmDecision(page, 'Deactivate');
    await expect(row).toContainText('Inactive');
    /** Another admin changes the vendor's status through the API, from the status it expects. */
    const otherAdminSets = (status: string, expectedStatus: string) =>
      patchAsAnotherAdmin(request, `/vendors/${account.id}/status`, { status, expectedStatus });
    // Another admin suspends the vendor meanwhile.
    await otherAdminSets('suspended', 'inactive');

    // Undo would put the vendor back to active over the suspension: refused.
    await page.getByRole('button', { name: `Undo: set ${account.vendorName} back to Active` }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({
        hasText:
          'This can no longer be undone: someone else has changed it since. The latest version is shown.',
      }),
    ).toBeVisible();
    await expect(row).toContainText('Suspended');
    await expect(page.getByText(`Last action: ${account.vendorName} was set to Inactive.`)).toBeHidden();
    expect(await findStoredVendor(request, account.email)).toMatchObject({ status: 'suspended' });

    // The screen shows "suspended"; another admin sets it inactive; activating from here is refused.
    await otherAdminSets('inactive', 'suspended');
    const changedToast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'This item was changed by someone else. The latest version is shown.' });
    await page.getByRole('button', { name: `Activate ${account.vendorName}`, exact: true }).click();
    await expect(changedToast).toBeVisible();
    await expect(row).toContainText('Inactive');
    expect(await findStoredVendor(request, account.email)).toMatchObject({ status: 'inactive' });

    // The edit dialog opened on "inactive"; another admin suspends; setting it active is refused.
    await page.getByRole('button', { name: `Edit ${account.vendorName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit vendor' });
    await expect(dialog.getByLabel(/^Status/)).toHaveValue('inactive');
    await otherAdminSets('suspended', 'inactive');
    await dialog.getByLabel(/^Status/).selectOption('active');
    await expect(changedToast).toHaveCount(0, { timeout: 15_000 }); // the earlier one has gone
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(changedToast).toBeVisible();
    await expect(row).toContainText('Suspended');
    expect(await findStoredVendor(request, account.email)).toMatchObject({ status: 'suspended' });
  });

  test('uploads a menu from a CSV: the bad row is shown with its errors and not sent', async ({
    page,
    request,
  }) => {
    const account = await newVendorOnAdminList(page, request);
    await page.getByRole('button', { name: `Upload menu for ${account.vendorName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Upload menu for ${account.vendorName}` });

    const downloadPromise = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Download sample CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('levera-menu-sample.csv');
    const sample = await readFile(await download.path(), 'utf8');
    expect(sample.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('name,description,price,category,available');

    const csv = [
      'name,description,price,category,available',
      'Margherita,"Tomato, mozzarella, basil",95,Pizza,true',
      'Broken pizza,Oops,-10,Pizza,yes',
      'Kaffe,,"25,50",Drinks,nej',
    ].join('\n');
    await dialog.getByLabel('Menu file (CSV or JSON)').setInputFiles({
      name: 'menu.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect(dialog.getByText('3 rows: 2 valid, 1 with errors.')).toBeVisible();
    await expect(
      dialog.getByText('Rows with errors are shown below but will not be uploaded.'),
    ).toBeVisible();
    const badRow = dialog.getByRole('row', { name: /Broken pizza/ });
    await expect(badRow).toContainText('Price cannot be negative');
    await expect(dialog.getByRole('row', { name: /Margherita/ })).toContainText('OK');

    await dialog.getByRole('button', { name: 'Upload 2 items' }).click();
    await expect(page.getByText('Menu uploaded successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(account.vendorName) })).toContainText('2 items');

    const menu = await storedMenu(request, account.id);
    expect(menu.map(({ name, price, available }) => ({ name, price, available }))).toEqual([
      { name: 'Margherita', price: 95, available: true },
      { name: 'Kaffe', price: 25.5, available: false },
    ]);
  });

  test('deletes a vendor only after confirming that it cannot be undone', async ({ page, request }) => {
    const account = await newVendorOnAdminList(page, request);

    await page.getByRole('button', { name: `Delete ${account.vendorName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${account.vendorName}?` });
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).filter({ hasText: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await findStoredVendor(request, account.email)).not.toBeNull();

    await page.getByRole('button', { name: `Delete ${account.vendorName}`, exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete vendor' }).click();
    await expect(page.getByText('Vendor deleted successfully')).toBeVisible();
    await expect(page.getByText('No vendors match your search')).toBeVisible();
    expect(await findStoredVendor(request, account.email)).toBeNull();
    expect(await vendorSignInStatus(request, account.email, account.password)).toBe(401);
  });

  test('works in Swedish', async ({ page, request }) => {
    const account = await createVendorAccount(request);
    await openVendorsAsAdmin(page, 'sv-se');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner');
    await page.getByLabel('Sök partner').fill(account.email);
    await expect(page.getByText('1 partner', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Inaktivera ${account.vendorName}`, exact: true }).click();
    await confirmDecision(page, 'Inaktivera');
    await expect(page.getByText('Partnerns status har uppdaterats')).toBeVisible();
    await page.getByRole('button', { name: `Ta bort ${account.vendorName}`, exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText('Det går inte att ångra.');
    await page.getByRole('button', { name: 'Ta bort partner' }).click();
    await expect(page.getByText('Partnern har tagits bort')).toBeVisible();
  });

  test('has no accessibility violations on the screen and its dialogs', async ({ page, request }) => {
    const account = await createVendorAccount(request);
    const axe = () => axeScan(page);

    await openVendorsAsAdmin(page, 'sv-se');
    await expect(page.getByText(/^\d+ partner$/)).toBeVisible();
    expect((await axe()).violations).toEqual([]);

    await page.goto('/sv-en/admin/vendors');
    await expect(page.getByText(/^\d+ vendors$/)).toBeVisible();
    expect((await axe()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Create vendor' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect((await axe()).violations).toEqual([]);

    await searchFor(page, account.email);
    await page.getByRole('button', { name: `Edit ${account.vendorName}`, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect((await axe()).violations).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Upload menu for ${account.vendorName}`, exact: true }).click();
    await page.getByLabel('Menu file (CSV or JSON)').setInputFiles({
      name: 'menu.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,price\nSoup,80\n,-1\n'),
    });
    await expect(page.getByText('2 rows: 1 valid, 1 with errors.')).toBeVisible();
    expect((await axe()).violations).toEqual([]);
  });
});
