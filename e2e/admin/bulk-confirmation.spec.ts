import { expect, test } from '@playwright/test';
import { applyThroughApi, findApplications, uniqueMarker, vendorApplication } from '../partner/support.ts';
import { ADMIN_STATE, apiCall, apiSignIn, createVendorAccount, openAdminScreen } from '../support/api.ts';
import { promotionBody } from '../support/data.ts';
import { waitForMail } from '../support/mail.ts';

// Issue 36 §2 in Chromium (decision 061): "Välj alla på sidan" → Avslå → "Utför på 14 rader" rejected
// 14 applications and e-mailed 14 applicants at once, asking nothing and with no reason; the same bar
// approved promotions without a confirmation. A bulk status change now asks first, saying who gets an
// e-mail, and a reject takes the single reject's optional reason, stored and e-mailed.

test.use({ storageState: ADMIN_STATE });

test('bulk rejecting three applications in Swedish asks first, and the reason reaches each applicant', async ({
  page,
  request,
}) => {
  // Three applications, a bulk action and three e-mails read back.
  test.slow();
  const marker = uniqueMarker();
  const emails = [1, 2, 3].map((n) => `bulk-${n}-${marker}@example.se`.toLowerCase());
  for (const email of emails) {
    await applyThroughApi(request, 'vendor', { ...vendorApplication(marker, { email }), language: 'sv' });
  }
  const reason = 'Vi tar inte emot fler butiker i Katrineholm just nu.';

  await openAdminScreen(page, `partners?status=pending&q=Test${marker}`, 'sv-se');
  const toolbar = page.getByRole('toolbar', { name: 'Ändra flera rader' });
  await toolbar.getByRole('checkbox', { name: 'Välj alla på sidan' }).check();
  await expect(toolbar.getByText('3 valda')).toBeVisible();
  await toolbar.getByRole('combobox', { name: 'Åtgärd för de valda raderna' }).selectOption('reject');
  await toolbar.getByRole('button', { name: 'Utför på 3 rader' }).click();

  const dialog = page.getByRole('dialog', { name: 'Avslå 3 ansökningar?' });
  await expect(dialog).toContainText('3 sökande får ett e-postmeddelande.');
  await dialog.getByRole('textbox', { name: 'Anledning (valfri, visas för den det gäller)' }).fill(reason);
  await dialog.getByRole('button', { name: 'Avslå' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Klart' })).toHaveText(
    /Klart: 3 ändrade, 0 hoppades över/,
  );
  await expect(dialog).toBeHidden();

  const stored = await findApplications(request, marker);
  expect(stored.map((application) => [application.status, application.statusReason])).toEqual([
    ['rejected', reason],
    ['rejected', reason],
    ['rejected', reason],
  ]);
  for (const email of emails) {
    const mail = await waitForMail(email, { text: /Katrineholm/ });
    expect(mail.text).toContain(reason);
  }

  // The reason shows in the application's details, as after a single reject.
  await openAdminScreen(page, `partners?q=${encodeURIComponent(emails[0]!)}`, 'sv-se');
  await page.getByRole('button', { name: new RegExp(`Test${marker}`) }).click();
  const row = page.getByRole('list', { name: 'Ansökningar' }).getByRole('listitem').first();
  await expect(row).toContainText(reason);
});

test('bulk approving promotions in English asks first; Cancel changes nothing', async ({ page, request }) => {
  test.slow();
  const vendor = await createVendorAccount(request);
  const token = await apiSignIn(request, 'vendor', vendor.email, vendor.password);
  const marker = uniqueMarker();
  for (const n of [1, 2]) {
    const created = await apiCall(request, 'POST', '/vendor/promotions', {
      token,
      body: { ...promotionBody(`Bulk deal ${n} ${marker}`), language: 'en' },
    });
    expect(created.status).toBe(201);
  }

  await openAdminScreen(page, `promotions?status=pending&q=${marker}`);
  const toolbar = page.getByRole('toolbar', { name: 'Act on several rows' });
  await toolbar.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await toolbar.getByRole('combobox', { name: 'Action for the selected rows' }).selectOption('approve');
  await toolbar.getByRole('button', { name: 'Apply to 2 rows' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve 2 promotions?' });
  await expect(dialog).toContainText('The vendors will get 2 emails, one for each promotion.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const rows = page.getByTestId('admin-promotion-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Pending' })).toHaveCount(2);

  await toolbar.getByRole('button', { name: 'Apply to 2 rows' }).click();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Finished' })).toHaveText(
    /Finished: 2 done, 0 skipped/,
  );
  await openAdminScreen(page, `promotions?status=active&q=${marker}`);
  await expect(page.getByTestId('admin-promotion-row')).toHaveCount(2);
  await waitForMail(vendor.email, { text: new RegExp(`Bulk deal 1 ${marker}`) });
  await waitForMail(vendor.email, { text: new RegExp(`Bulk deal 2 ${marker}`) });
});
