import { expect, type Page, test } from '@playwright/test';
import { axeScan } from '../support/axe.ts';
import { adminToken, apiCall, apiSignIn, createVendorAccount, signInThroughUi } from '../support/api.ts';

// Issue 6: the vendor's Raise Query screen (SPEC §2, §3, §5 "Vendor query"; DESIGN.md §5) in Chromium.

async function openRaiseQuery(page: Page, locale = 'sv-en') {
  const vendor = await createVendorAccount(page.request);
  await signInThroughUi(page, 'vendor', vendor.email, vendor.password, locale);
  await page
    .getByRole('link', { name: locale === 'sv-se' ? 'Skicka ärende' : 'Raise query', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/vendor/query$`));
  return vendor;
}

test.describe('vendor raise query', () => {
  test('shows every validation message for its bad input', async ({ page }) => {
    await openRaiseQuery(page);
    const subject = page.getByLabel('Subject');
    const category = page.getByLabel('Category');
    const message = page.getByLabel('Message');
    const submit = page.getByRole('button', { name: 'Submit query' });

    await submit.click();
    await expect(page.getByText('Subject is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Please select a category', { exact: true })).toBeVisible();
    await expect(page.getByText('Message is required', { exact: true })).toBeVisible();
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
    await expect(subject).toBeFocused();

    await subject.fill('Help');
    await expect(page.getByText('Subject must be at least 5 characters')).toBeVisible();
    await subject.fill('s'.repeat(101));
    await expect(page.getByText('Subject must be at most 100 characters')).toBeVisible();
    await subject.fill('Payout is missing');
    await expect(page.getByText(/Subject must/)).toHaveCount(0);

    await message.fill('Too short to help.');
    await expect(page.getByText('Message must be at least 20 characters')).toBeVisible();
    await message.fill('m'.repeat(1001));
    await expect(page.getByText('Message must be at most 1000 characters')).toBeVisible();

    await category.selectOption('payment');
    await expect(page.getByText('Please select a category')).toHaveCount(0);
    // Nothing was sent while the form was invalid.
    const token = await adminToken(page.request);
    const stored = await apiCall<{ total: number }>(page.request, 'GET', `/queries?q=${'m'.repeat(30)}`, {
      token,
    });
    expect(stored.body.total).toBe(0);
  });

  test('shows the messages in Swedish under sv-se', async ({ page }) => {
    await openRaiseQuery(page, 'sv-se');
    await page.getByRole('button', { name: 'Skicka ärende' }).click();
    await expect(page.getByText('Ämne krävs', { exact: true })).toBeVisible();
    await expect(page.getByText('Välj en kategori', { exact: true })).toBeVisible();
    await expect(page.getByText('Meddelande krävs', { exact: true })).toBeVisible();
    await page.getByLabel('Ämne').fill('Hej');
    await expect(page.getByText('Ämnet måste innehålla minst 5 tecken')).toBeVisible();
    await page.getByLabel('Meddelande').fill('För kort.');
    await expect(page.getByText('Meddelandet måste innehålla minst 20 tecken')).toBeVisible();
  });

  test('raises a query that is stored, listed as pending, and answered later', async ({ page }) => {
    const vendor = await openRaiseQuery(page);
    await expect(page.getByText('No queries yet')).toBeVisible();

    const text = `Our new menu is not visible to customers since this morning (${Date.now()}).`;
    await page.getByLabel('Subject').fill('  Menu not visible  ');
    await page.getByLabel('Category').selectOption('technical');
    await page.getByLabel('Message').fill(text);
    await page.getByRole('button', { name: 'Submit query' }).click();

    await expect(
      page.getByText('Your query has been submitted. Our support team will get back to you soon.'),
    ).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: /^Query VQ-/ });
    await expect(notice).toBeVisible();
    const caseNumber = ((await notice.textContent()) ?? '').match(/VQ-\d{4}-\d{6}/)![0];
    // The form is empty again for the next query.
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');

    const item = page.locator(`[data-case-number="${caseNumber}"]`);
    await expect(item.getByRole('heading', { name: 'Menu not visible' })).toBeVisible();
    await expect(item.getByText('Status: Pending')).toBeVisible();
    await expect(item.getByText('Category: Technical')).toBeVisible();
    await expect(item.getByText('No response yet. We will answer here as soon as we can.')).toBeVisible();

    // Stored with the account's e-mail and name, read back through the admin API.
    const token = await adminToken(page.request);
    const stored = await apiCall<{ data: Record<string, unknown>[] }>(
      page.request,
      'GET',
      `/queries?q=${caseNumber}`,
      {
        token,
      },
    );
    expect(stored.body.data).toEqual([
      expect.objectContaining({
        caseNumber,
        type: 'vendor',
        subject: 'Menu not visible',
        category: 'technical',
        message: text,
        email: vendor.email,
        firstName: vendor.vendorName,
        status: 'created',
        isRead: false,
      }),
    ]);

    // The admin starts on it and answers; the vendor sees both.
    const id = stored.body.data[0]!.id as string;
    await apiCall(page.request, 'PATCH', `/queries/${id}/status`, {
      token,
      body: { status: 'inProgress', expectedStatus: 'created' },
    });
    await apiCall(page.request, 'PUT', `/queries/${id}/response`, {
      token,
      body: { response: 'We have republished your menu.' },
    });
    await page.reload();
    await expect(item.getByText('Status: In progress')).toBeVisible();
    await expect(item.getByText('Support response')).toBeVisible();
    await expect(item.getByText('We have republished your menu.')).toBeVisible();
  });

  test('lists only the vendor’s own queries', async ({ page }) => {
    const other = await createVendorAccount(page.request);
    const otherToken = await apiSignIn(page.request, 'vendor', other.email, other.password);
    const theirs = await apiCall<{ caseNumber: string }>(page.request, 'POST', '/vendor/queries', {
      token: otherToken,
      body: {
        subject: 'Another vendor’s query',
        category: 'account',
        message: 'This belongs to someone else entirely.',
      },
    });
    expect(theirs.status).toBe(201);

    const vendor = await openRaiseQuery(page);
    const vendorToken = await apiSignIn(page.request, 'vendor', vendor.email, vendor.password);
    const mine = await apiCall<{ caseNumber: string }>(page.request, 'POST', '/vendor/queries', {
      token: vendorToken,
      body: {
        subject: 'My own query',
        category: 'orders',
        message: 'Orders are arriving twice on the tablet.',
      },
    });
    await page.reload();
    await expect(page.getByTestId('vendor-query')).toHaveCount(1);
    await expect(page.locator(`[data-case-number="${mine.body.caseNumber}"]`)).toBeVisible();
    await expect(page.locator(`[data-case-number="${theirs.body.caseNumber}"]`)).toHaveCount(0);
    // Nor can a vendor reach the admin list.
    expect((await apiCall(page.request, 'GET', '/queries', { token: vendorToken })).status).toBe(403);
  });

  test('passes an accessibility check in both languages, with errors shown', async ({ page }) => {
    const vendor = await openRaiseQuery(page);
    const token = await apiSignIn(page.request, 'vendor', vendor.email, vendor.password);
    await apiCall(page.request, 'POST', '/vendor/queries', {
      token,
      body: {
        subject: 'Opening hours',
        category: 'account',
        message: 'We are changing our opening hours next week.',
      },
    });
    await page.reload();
    await expect(page.getByTestId('vendor-query')).toHaveCount(1);
    await page.getByRole('button', { name: 'Submit query' }).click();
    await expect(page.getByText('Subject is required')).toBeVisible();
    const english = await axeScan(page);
    expect(english.violations).toEqual([]);

    await page.goto('/sv-se/vendor/query');
    await expect(page.getByRole('heading', { name: 'Dina tidigare ärenden' })).toBeVisible();
    await expect(page.getByText('Status: Väntar')).toBeVisible();
    const swedish = await axeScan(page);
    expect(swedish.violations).toEqual([]);
  });
});
