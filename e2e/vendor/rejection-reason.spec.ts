import { expect, test } from '@playwright/test';
import {
  ADMIN_STATE,
  apiCall,
  apiSignIn,
  createVendorAccount,
  openAdminScreen,
  vendorWindow,
} from '../support/api.ts';
import { addDays, TODAY } from '../support/data.ts';

// Issue 17 "Done when": the admin rejects a promotion with a reason (in the dialog); the vendor's
// bell shows the decision with the reason, and the promotion card shows the reason.

test.use({ storageState: ADMIN_STATE });

test('a rejection with a reason reaches the vendor’s bell and promotion card', async ({
  page,
  browser,
  request,
}) => {
  const vendor = await createVendorAccount(request);
  const token = await apiSignIn(request, 'vendor', vendor.email, vendor.password);
  const title = `Rejected deal ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const created = await apiCall(request, 'POST', '/vendor/promotions', {
    token,
    body: {
      title,
      description: 'Twenty percent off every pizza this month.',
      discountType: 'percentage',
      discountValue: 20,
      startDate: TODAY,
      endDate: addDays(TODAY, 14),
      language: 'en',
    },
  });
  expect(created.status).toBe(201);
  const reason = 'The discount is larger than our agreement allows.';

  await openAdminScreen(page, 'promotions');
  await page.getByLabel('Search promotions').fill(title);
  const row = page.getByRole('article', { name: title });
  await row
    .getByRole('group', { name: `Actions for ${title}` })
    .getByRole('button', { name: 'Reject' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reject this promotion?' });
  await dialog.getByLabel('Reason (optional, shown to the one it concerns)').fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

  const vendorView = await vendorWindow(browser, vendor);
  try {
    await vendorView.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const bell = vendorView.page.getByRole('region', { name: 'Notifications', exact: true });
    await expect(bell).toContainText(`“${title}” was rejected`);
    await expect(bell).toContainText(`Reason: ${reason}`);
    await vendorView.page.keyboard.press('Escape');
    const card = vendorView.page.getByRole('article', { name: title });
    await expect(card).toContainText('Reason for the rejection');
    await expect(card).toContainText(reason);
  } finally {
    await vendorView.context.close();
  }
});
