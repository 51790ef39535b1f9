import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { axeScan } from '../support/axe.ts';
import {
  applyThroughApi,
  findApplications,
  riderApplication,
  uniqueMarker,
  vendorApplication,
} from '../partner/support.ts';
import { VIEWPORTS } from '../public/support.ts';
import { ADMIN_STATE, adminToken, apiCall, E2E_ADMIN } from '../support/api.ts';
import { confirmDecision } from '../support/dialogs.ts';

// Issue 5: the admin Partners screen (SPEC §2 "Partners", §8; DESIGN.md §5) in Chromium. Tests run in
// parallel on one server, so each one gives its applications a unique marker and searches for it.
test.use({ storageState: ADMIN_STATE });

async function openPartners(page: Page, locale: 'sv-en' | 'sv-se' = 'sv-en', search = '') {
  await page.goto(`/${locale}/admin/partners${search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    locale === 'sv-en' ? 'Partners' : 'Ansökningar',
  );
}

/** A new application by `firstName` (its surname unique to the test), found on the Partners screen. */
async function openNewApplication(
  page: Page,
  request: APIRequestContext,
  type: 'rider' | 'vendor',
  firstName: string,
  locale: 'sv-en' | 'sv-se',
) {
  const marker = uniqueMarker();
  const application = type === 'rider' ? riderApplication : vendorApplication;
  const caseNumber = await applyThroughApi(request, type, application(marker, { firstName }));
  await openPartners(page, locale, `?q=${caseNumber}`);
  return { marker, caseNumber };
}

const rows = (page: Page) =>
  page.getByRole('list', { name: /Applications|Ansökningar/ }).getByRole('listitem');
const rowButton = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(name) });

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: /Search|Sök/ }).fill(text);
  const encoded = new URLSearchParams({ q: text }).toString().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`[?&]${encoded}(&|$)`));
}

const actionButtons = (row: Locator) =>
  row.getByRole('group', { name: /Actions|Åtgärder/ }).getByRole('button');

test('the admin finds an application by search and walks it through every legal transition', async ({
  page,
  request,
}) => {
  const marker = uniqueMarker();
  const body = riderApplication(marker, { firstName: 'Walter', city: 'Västerås', vehicle: 'Car' });
  const caseNumber = await applyThroughApi(request, 'rider', body);
  await openPartners(page);
  await search(page, caseNumber);
  await expect(rows(page)).toHaveCount(1);

  await rowButton(page, `Walter Test${marker}`).click();
  const row = rows(page).first();
  await expect(rowButton(page, `Walter Test${marker}`)).toHaveAttribute('aria-expanded', 'true');
  for (const value of [
    caseNumber,
    body.email,
    '+46701234567',
    'Västerås',
    'Car',
    `${(body.nationalId as string).slice(0, 8)}-****`,
  ]) {
    await expect(row.getByText(value, { exact: true }).first()).toBeVisible();
  }
  // The full personnummer only on request, which the item's history then records (decision 058).
  await expect(row.getByText(body.nationalId as string, { exact: true })).toHaveCount(0);
  await row.getByRole('button', { name: 'Show personnummer' }).click();
  await expect(row.getByText(body.nationalId as string, { exact: true })).toBeVisible();
  await expect(row.getByText('Viewed the personnummer').first()).toBeVisible();
  await row.getByRole('button', { name: 'Hide personnummer' }).click();
  await expect(row.getByText(body.nationalId as string, { exact: true })).toHaveCount(0);

  // DESIGN.md §5: pending → approved → inactive → approved → rejected → pending → rejected → approved
  // → pending covers all eight transitions. Each step offers exactly the legal actions.
  const walk: [string, string, string[]][] = [
    ['Approve', 'Approved', ['Approve', 'Reject']],
    ['Deactivate', 'Inactive', ['Reject', 'Mark pending', 'Deactivate']],
    ['Activate', 'Approved', ['Activate']],
    ['Reject', 'Rejected', ['Reject', 'Mark pending', 'Deactivate']],
    ['Mark pending', 'Pending', ['Approve', 'Mark pending']],
    ['Reject', 'Rejected', ['Approve', 'Reject']],
    ['Approve', 'Approved', ['Approve', 'Mark pending']],
    ['Mark pending', 'Pending', ['Reject', 'Mark pending', 'Deactivate']],
  ];
  const stored = {
    approve: 'approved',
    deactivate: 'inactive',
    activate: 'approved',
    reject: 'rejected',
    markPending: 'pending',
  };
  const actionKey = {
    Approve: 'approve',
    Deactivate: 'deactivate',
    Activate: 'activate',
    Reject: 'reject',
    'Mark pending': 'markPending',
  } as const;
  for (const [action, statusLabel, offeredBefore] of walk) {
    await expect(actionButtons(row)).toHaveText(offeredBefore);
    await actionButtons(row).filter({ hasText: action }).click();
    if (action === 'Reject' || action === 'Deactivate') await confirmDecision(page, action);
    await expect(row.getByText(statusLabel, { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Application status updated').last()).toBeVisible();
    const key = actionKey[action as keyof typeof actionKey];
    await expect
      .poll(async () => {
        const [application] = await findApplications(request, caseNumber);
        return [application?.status, application?.lastAction, application?.lastActionBy?.email];
      })
      .toEqual([stored[key], key, E2E_ADMIN.email]);
    await expect(actionButtons(row).first()).toBeEnabled();
  }
  await expect(row.getByText(/Marked pending by /)).toBeVisible();

  // Illegal actions are not offered, and the API refuses them.
  const [application] = await findApplications(request, caseNumber);
  const token = await adminToken(request);
  for (const illegal of ['markPending', 'activate', 'deactivate']) {
    const answer = await apiCall(request, 'PATCH', `/partners/${application!.id}/status`, {
      token,
      body: { action: illegal, expectedStatus: 'pending', language: 'en' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      error: 'This action is not allowed in the current status',
      code: 'illegal_transition',
      requestId: expect.any(String),
    });
  }
});

// Issue 14 item 6: an action decided on an outdated screen is refused, and the screen catches up.
test('an action on an application another admin has just changed says so and shows its current status', async ({
  page,
  request,
}) => {
  const { marker, caseNumber } = await openNewApplication(page, request, 'rider', 'Clash', 'sv-se');
  await rowButton(page, `Clash Test${marker}`).click();
  const row = rows(page).first();
  await expect(actionButtons(row)).toHaveText(['Godkänn', 'Avslå']);

  // Meanwhile another admin approves and then deactivates the application.
  const [application] = await findApplications(request, caseNumber);
  const token = await adminToken(request);
  for (const [action, expectedStatus] of [
    ['approve', 'pending'],
    ['deactivate', 'approved'],
  ]) {
    const answer = await apiCall(request, 'PATCH', `/partners/${application!.id}/status`, {
      token,
      body: { action, expectedStatus },
    });
    expect(answer.status).toBe(200);
  }

  await actionButtons(row).filter({ hasText: 'Avslå' }).click();
  await confirmDecision(page, 'Avslå');
  await expect(
    page.getByText('Någon annan har ändrat det här under tiden. Du ser nu den senaste versionen.'),
  ).toBeVisible();
  await expect(row.getByText('Inaktiv', { exact: true }).first()).toBeVisible();
  await expect(actionButtons(row)).toHaveText(['Aktivera']);
  const [stored] = await findApplications(request, caseNumber);
  expect(stored).toMatchObject({ status: 'inactive', lastAction: 'deactivate' });
});

test('tabs, status filter and search narrow the list on the server', async ({ page, request }) => {
  const marker = uniqueMarker();
  await applyThroughApi(request, 'rider', riderApplication(marker, { firstName: 'Tabby' }));
  const vendorCase = await applyThroughApi(
    request,
    'vendor',
    vendorApplication(marker, { firstName: 'Tabitha' }),
  );
  const [vendor] = await findApplications(request, vendorCase);
  await apiCall(request, 'PATCH', `/partners/${vendor!.id}/status`, {
    token: await adminToken(request),
    body: { action: 'approve', expectedStatus: 'pending' },
  });

  await openPartners(page);
  await search(page, marker);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByText('2 applications')).toBeVisible();

  await page.getByRole('tab', { name: 'Riders' }).click();
  await expect(page).toHaveURL(/type=rider/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rowButton(page, 'Tabby')).toBeVisible();

  await page.getByRole('tab', { name: 'Vendors' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rowButton(page, 'Tabitha')).toBeVisible();

  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('approved');
  await expect(page).toHaveURL(/status=approved/);
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('rejected');
  await expect(page.getByText('No applications found')).toBeVisible();

  // The view lives in the address: a reload shows the same filtered list.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(marker);
  await expect(rows(page)).toHaveCount(1);
  await expect(rowButton(page, 'Tabby')).toBeVisible();

  // Searching by the store name and by the organisation number finds the vendor.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('');
  await search(page, `Store ${marker}`);
  await expect(rows(page)).toHaveCount(1);
  await search(page, vendor!.orgNumber!.replace('-', ''));
  await expect(rowButton(page, 'Tabitha')).toBeVisible();
});

test('an approved vendor application offers "Create vendor account", prefilled', async ({
  page,
  request,
}) => {
  const marker = uniqueMarker();
  const body = vendorApplication(marker, { firstName: 'Vera' });
  const caseNumber = await applyThroughApi(request, 'vendor', body);
  await openPartners(page, 'sv-en', `?q=${caseNumber}`);
  await rowButton(page, `Vera Test${marker}`).click();
  const row = rows(page).first();
  await expect(row.getByRole('link', { name: 'Create vendor account' })).toHaveCount(0);
  await actionButtons(row).filter({ hasText: 'Approve' }).click();
  const link = row.getByRole('link', { name: 'Create vendor account' });
  await expect(link).toBeVisible();
  const href = new URL((await link.getAttribute('href'))!, 'http://x');
  expect(href.pathname).toBe('/sv-en/admin/vendors');
  expect(href.searchParams.get('vendorName')).toBe(body.storeName);
  expect(href.searchParams.get('email')).toBe(body.email);
  await link.click();
  await expect(page).toHaveURL(/\/sv-en\/admin\/vendors\?vendorName=/);
});

test('a failed load says so and Retry loads again', async ({ page }) => {
  let fail = true;
  await page.route(
    (url) => url.pathname === '/api/partners',
    (route) =>
      fail
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"error":"x","code":"service_unavailable"}',
          })
        : route.continue(),
  );
  await page.goto('/sv-en/admin/partners');
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load partner data. Please try again.' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  fail = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByText(/\d+ applications?/)).toBeVisible();
});

test('pages through more applications than fit on one page', async ({ page, request }) => {
  test.slow(); // 21 applications to arrange
  const marker = uniqueMarker();
  for (let i = 0; i < 21; i++) {
    await applyThroughApi(
      request,
      'rider',
      riderApplication(`${marker}x${i}`, { firstName: `Page${marker}` }),
    );
  }
  await openPartners(page, 'sv-en', `?q=Page${marker}`);
  await expect(page.getByText('21 applications')).toBeVisible();
  await expect(rows(page)).toHaveCount(20);
  const pages = page.getByRole('navigation', { name: 'Pages of applications' });
  await expect(pages.getByText('Page 1 of 2')).toBeVisible();
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows(page)).toHaveCount(1);
  // The oldest comes last: the first one applied.
  await expect(rows(page).first()).toContainText(`Test${marker}x0`);
});

test('the screen is in Swedish with Swedish dates, and has no accessibility violations', async ({
  page,
  request,
}) => {
  const marker = uniqueMarker();
  const caseNumber = await applyThroughApi(
    request,
    'vendor',
    vendorApplication(marker, { firstName: 'Sigrid' }),
  );
  const [stored] = await findApplications(request, caseNumber);
  await openPartners(page, 'sv-se', `?q=${caseNumber}`);
  await expect(page.getByRole('tab', { name: 'Partner' })).toBeVisible();
  await rowButton(page, `Sigrid Test${marker}`).click();
  const row = rows(page).first();
  await expect(row.getByText('Väntande', { exact: true }).first()).toBeVisible();
  await expect(row.getByText('Livsmedelsbutik')).toBeVisible();
  const created = await page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat('sv-SE', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Europe/Stockholm',
      }).format(new Date(iso)),
    (stored as unknown as { createdAt: string }).createdAt,
  );
  await expect(row.getByText(created).first()).toBeVisible();
  await expect(actionButtons(row)).toHaveText(['Godkänn', 'Avslå']);
  const swedish = await axeScan(page);
  expect(swedish.violations).toEqual([]);

  await page.goto(`/sv-en/admin/partners?q=${caseNumber}`);
  await rowButton(page, `Sigrid Test${marker}`).click();
  await expect(actionButtons(rows(page).first())).toHaveText(['Approve', 'Reject']);
  const english = await axeScan(page);
  expect(english.violations).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('a row stacks name, badges and case, with the case and date on one line and the chevron by the name', async ({
    page,
    request,
  }) => {
    const { marker, caseNumber } = await openNewApplication(page, request, 'vendor', 'Greta', 'sv-en');
    const row = rowButton(page, `Greta Test${marker}`);
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error('not rendered');
      return found;
    };
    const name = await box(row.getByText(`Greta Test${marker}`, { exact: true }));
    const badge = await box(row.getByText('Vendor', { exact: true }));
    const caseText = await box(row.getByText(caseNumber, { exact: true }));
    const applied = await box(row.getByText(/^Applied /));
    const chevron = await box(row.getByText('▾'));
    // Badges below the name, the case below the badges, the date beside the case.
    expect(badge.y).toBeGreaterThan(name.y + name.height - 1);
    expect(caseText.y).toBeGreaterThan(badge.y + badge.height - 1);
    expect(Math.abs(applied.y - caseText.y)).toBeLessThan(4);
    expect(applied.x).toBeGreaterThan(caseText.x + caseText.width);
    // The chevron on the name's line, at the right edge.
    expect(chevron.y).toBeLessThan(name.y + name.height);
    expect(chevron.x).toBeGreaterThan(applied.x + applied.width);
  });
});
