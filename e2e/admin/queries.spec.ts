import type { AdminQuery, QueryListAnswer } from '@levera/domain';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { axeScan } from '../support/axe.ts';
import { dismissSiteOverlays, waitForHydration } from '../public/support.ts';
import {
  ADMIN_STATE,
  adminToken,
  apiCall,
  apiSignIn,
  createVendorAccount,
  expectOutdatedNotice,
  openAdminScreen,
  patchAsAnotherAdmin,
  vendorWindow,
} from '../support/api.ts';
import { sendContactQuery } from '../support/data.ts';

// Issue 6: the admin Queries screen (SPEC §2 admin Queries; DESIGN.md §4, §5) in Chromium.
// Tests run in parallel against one server, so each one tags its rows with a unique marker and
// searches for it, which also exercises the search.

const marker = () => `mk${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** What the server has stored, read back through the admin API. */
async function storedQueries(request: APIRequestContext, q: string): Promise<AdminQuery[]> {
  const token = await adminToken(request);
  const answer = await apiCall<QueryListAnswer>(request, 'GET', `/queries?q=${encodeURIComponent(q)}`, {
    token,
  });
  return answer.body.data;
}

async function openQueries(page: Page, search: string, locale = 'sv-en') {
  await openAdminScreen(page, 'queries', locale);
  await page.getByLabel(locale === 'sv-se' ? 'Sök ärenden' : 'Search queries').fill(search);
  await expect(page).toHaveURL(new RegExp(`q=${search}`));
}

const card = (page: Page, caseNumber: string): Locator => page.locator(`[data-case-number="${caseNumber}"]`);

async function swipeRight(page: Page, target: Locator, distance: number) {
  const box = (await target.boundingBox())!;
  const y = box.y + 20;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(box.x + 30 + (distance * step) / 8, y + 2);
  await page.mouse.up();
}

test.describe('admin queries', () => {
  test.use({ storageState: ADMIN_STATE });
  // Each test signs in two or three times and drives several screens; give them room on a busy machine.
  test.slow();

  test('a visitor and a vendor send queries; the admin sees both as NEW, filters the tabs and searches', async ({
    page,
    browser,
  }) => {
    const tag = marker();
    // A visitor (a returning one: no promo modal) uses the public contact form.
    await dismissSiteOverlays(page.context());
    await page.goto('/sv-en/contact-us');
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'I am a', exact: true }).selectOption('customer');
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Sara');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Nilsson');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('sara.nilsson@example.se');
    await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('070-123 45 67');
    await page.getByRole('combobox', { name: 'Subject', exact: true }).selectOption('couponQueries');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill(`My free-delivery week did not apply. ${tag}`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(/Your case number is Q-/)).toBeVisible();

    // A vendor raises one from its panel.
    const vendor = await createVendorAccount(page.request);
    const { context: vendorContext, page: vendorPage } = await vendorWindow(browser, vendor);
    await vendorPage.goto('/sv-en/vendor/query');
    await vendorPage.getByLabel('Subject').fill('Menu prices are wrong');
    await vendorPage.getByLabel('Category').selectOption('technical');
    await vendorPage.getByLabel('Message').fill(`The prices on our menu show without VAT. ${tag}`);
    await vendorPage.getByRole('button', { name: 'Submit query' }).click();
    await expect(
      vendorPage.getByText('Your query has been submitted. Our support team will get back to you soon.'),
    ).toBeVisible();
    await vendorContext.close();

    await openQueries(page, tag);
    const cards = page.getByTestId('query-card');
    await expect(cards).toHaveCount(2);
    for (const each of await cards.all()) await expect(each.getByText('NEW', { exact: true })).toBeVisible();
    await expect(page.getByText('2 queries')).toBeVisible();
    // Newest first: the vendor query, then the contact query.
    await expect(cards.nth(0)).toContainText('Menu prices are wrong');
    await expect(cards.nth(0)).toContainText(vendor.vendorName);
    await expect(cards.nth(1)).toContainText('Coupon question');
    await expect(cards.nth(1)).toContainText('Sara Nilsson');

    const tabs = page.getByRole('tablist', { name: 'Query type' });
    await expect(tabs.getByRole('tab')).toHaveText([
      'All (2)',
      'Customer (1)',
      'Driver (0)',
      'Store (0)',
      'Vendor (1)',
    ]);
    await tabs.getByRole('tab', { name: 'Vendor (1)' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Menu prices are wrong');
    await tabs.getByRole('tab', { name: 'Customer (1)' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Sara Nilsson');
    await tabs.getByRole('tab', { name: 'Driver (0)' }).click();
    await expect(page.getByText('No queries match your filters')).toBeVisible();
    // The arrow keys move between tabs (Radix tabs).
    await tabs.getByRole('tab', { name: 'Driver (0)' }).press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Store (0)' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'All (2)' }).click();
    await expect(cards).toHaveCount(2);

    // The status filter.
    await page.getByLabel('Status', { exact: true }).selectOption('inProgress');
    await expect(page.getByText('No queries match your filters')).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption('created');
    await expect(cards).toHaveCount(2);

    // Search by the sender's name narrows to one; Clear filters resets everything.
    await page.getByLabel('Search queries').fill(`Sara Nilsson`);
    await expect(page).toHaveURL(/q=Sara/);
    await expect(page.getByText(`My free-delivery week did not apply. ${tag}`)).toBeVisible();
    await page.getByLabel('Search queries').fill(`${tag}-nothing`);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByLabel('Search queries')).toHaveValue('');
    await expect(page).toHaveURL(/\/sv-en\/admin\/queries$/);
  });

  test('marks queries as read by swiping (mouse and touch) and with the button', async ({ page }) => {
    const tag = marker();
    const byMouse = await sendContactQuery(page.request, tag, { firstName: 'Mouse' });
    const byTouch = await sendContactQuery(page.request, tag, { firstName: 'Touch' });
    const byButton = await sendContactQuery(page.request, tag, { firstName: 'Button' });
    await openQueries(page, tag);
    await expect(page.getByTestId('query-card')).toHaveCount(3);

    // A short drag springs back and changes nothing.
    await swipeRight(page, card(page, byMouse), 40);
    await expect(card(page, byMouse).getByText('NEW', { exact: true })).toBeVisible();

    await swipeRight(page, card(page, byMouse), 140);
    await expect(page.getByText('Query marked as read')).toBeVisible();
    await expect(card(page, byMouse).getByText('NEW', { exact: true })).toHaveCount(0);
    await expect(card(page, byMouse).getByRole('button', { name: 'Mark as read' })).toHaveCount(0);

    // A finger: pointer events with pointerType touch.
    const touchCard = card(page, byTouch);
    const box = (await touchCard.boundingBox())!;
    const at = (dx: number) => ({
      pointerId: 7,
      pointerType: 'touch',
      isPrimary: true,
      clientX: box.x + 20 + dx,
      clientY: box.y + 20,
      bubbles: true,
    });
    await touchCard.dispatchEvent('pointerdown', at(0));
    for (const dx of [15, 50, 90, 120]) await touchCard.dispatchEvent('pointermove', at(dx));
    await expect(page.getByText('Release to mark as read')).toBeVisible();
    await touchCard.dispatchEvent('pointerup', at(120));
    await expect(touchCard.getByText('NEW', { exact: true })).toHaveCount(0);

    // The keyboard equivalent.
    await card(page, byButton).getByRole('button', { name: 'Mark as read' }).focus();
    await page.keyboard.press('Enter');
    await expect(card(page, byButton).getByText('NEW', { exact: true })).toHaveCount(0);

    const stored = await storedQueries(page.request, tag);
    expect(stored.map((query) => query.isRead)).toEqual([true, true, true]);
  });

  test('moves a query through every status and reverts it step by step', async ({ page }) => {
    const tag = marker();
    const caseNumber = await sendContactQuery(page.request, tag);
    await openQueries(page, tag);
    const row = card(page, caseNumber);
    const actions = row.getByRole('group', { name: `Actions for case ${caseNumber}` });
    const buttonNames = async () =>
      (await actions.getByRole('button').allInnerTexts()).map((text) => text.replace(/^[✓↶]\s*/, '').trim());
    /**
     * Each status as the card shows it, as it is stored, and the buttons it offers. A status change
     * reads the query (issue 17 §2), so "Mark as read" is offered only before the first one.
     */
    const STATUS = {
      created: { label: 'Created', buttons: ['In progress', 'Resolved', 'Closed'] },
      inProgress: { label: 'In progress', buttons: ['Resolved', 'Closed', 'Revert to Created'] },
      resolved: { label: 'Resolved', buttons: ['Closed', 'Revert to In progress'] },
      closed: { label: 'Closed', buttons: ['Revert to Resolved'] },
    };
    const expectStatus = async (stored: keyof typeof STATUS, unread = false) => {
      await expect(row.getByText(`Status: ${STATUS[stored].label}`)).toBeVisible();
      const buttons = STATUS[stored].buttons;
      await expect.poll(buttonNames).toEqual(unread ? ['Mark as read', ...buttons] : buttons);
      const [query] = await storedQueries(page.request, caseNumber);
      expect(query).toMatchObject({ status: stored, isRead: !unread });
    };

    await expectStatus('created', true);
    await actions.getByRole('button', { name: 'In progress' }).click();
    await expect(page.getByText('Query status updated').first()).toBeVisible();
    await expectStatus('inProgress');
    // Forward to the end, then back step by step: the button pressed and the status it leads to.
    for (const [button, next] of [
      ['Resolved', 'resolved'],
      ['Closed', 'closed'],
      ['Revert to Resolved', 'resolved'],
      ['Revert to In progress', 'inProgress'],
      ['Revert to Created', 'created'],
    ] as const) {
      await actions.getByRole('button', { name: button }).click();
      await expectStatus(next);
    }
  });

  // Issue 14 item 6: a revert offered before another admin's change must not undo that change.
  test('a revert after another admin moved the query on is refused, and the card shows the latest status', async ({
    page,
  }) => {
    const tag = marker();
    const caseNumber = await sendContactQuery(page.request, tag);
    await openQueries(page, tag);
    const row = card(page, caseNumber);
    const actions = row.getByRole('group', { name: `Actions for case ${caseNumber}` });
    await actions.getByRole('button', { name: 'In progress' }).click();
    await expect(row.getByText('Status: In progress')).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Revert to Created' })).toBeEnabled();

    // Meanwhile another admin resolves it.
    const [stored] = await storedQueries(page.request, caseNumber);
    await patchAsAnotherAdmin(page.request, `/queries/${stored!.id}/status`, {
      status: 'resolved',
      expectedStatus: 'inProgress',
    });

    await actions.getByRole('button', { name: 'Revert to Created' }).click();
    await expectOutdatedNotice(page);
    await expect(row.getByText('Status: Resolved')).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Revert to In progress' })).toBeVisible();
    expect((await storedQueries(page.request, caseNumber))[0]!.status).toBe('resolved');
  });

  test('replies to a vendor query; the vendor sees the reply and the status', async ({ page, browser }) => {
    const vendor = await createVendorAccount(page.request);
    const vendorToken = await apiSignIn(page.request, 'vendor', vendor.email, vendor.password);
    const raised = await apiCall<{ caseNumber: string }>(page.request, 'POST', '/vendor/queries', {
      token: vendorToken,
      body: {
        subject: 'Payout is missing',
        category: 'payment',
        message: 'Our payout for last month has not arrived in our account yet.',
      },
    });
    expect(raised.status).toBe(201);
    const { caseNumber } = raised.body;

    await openQueries(page, caseNumber);
    const row = card(page, caseNumber);
    // The reply is written in the card's conversation, as for a contact query (issue 37).
    await row.getByRole('button', { name: 'Open conversation' }).click();
    const box = row.getByRole('textbox', { name: 'Reply to the sender' });
    await expect(box).toBeVisible();
    await row.getByRole('button', { name: 'Send the reply' }).click();
    await expect(row.getByText('Please write a message')).toBeVisible();
    await box.fill('The payout was sent on Monday and should arrive within two banking days.');
    await row.getByRole('button', { name: 'Send the reply' }).click();
    await expect(page.getByText('Reply sent')).toBeVisible();
    await expect(
      row
        .getByRole('list', { name: 'Messages' })
        .getByText('The payout was sent on Monday and should arrive within two banking days.'),
    ).toBeVisible();
    // Answering marks the query as read.
    await expect(row.getByText('NEW', { exact: true })).toHaveCount(0);
    await row.getByRole('button', { name: 'In progress' }).click();
    await expect(row.getByText('Status: In progress')).toBeVisible();

    const stored = (await storedQueries(page.request, caseNumber))[0]!;
    expect(stored).toMatchObject({
      response: 'The payout was sent on Monday and should arrive within two banking days.',
      status: 'inProgress',
    });

    const { context: vendorContext, page: vendorPage } = await vendorWindow(browser, vendor);
    await vendorPage.goto('/sv-en/vendor/query');
    const item = vendorPage.locator(`[data-case-number="${caseNumber}"]`);
    await expect(item.getByText('Status: In progress')).toBeVisible();
    await expect(item.getByText('Support response')).toBeVisible();
    await expect(item).toContainText(
      'The payout was sent on Monday and should arrive within two banking days.',
    );

    // Resolved and closed both read as resolved for the vendor (DESIGN.md §5).
    await row.getByRole('button', { name: 'Closed' }).click();
    await expect(row.getByText('Status: Closed')).toBeVisible();
    await vendorPage.reload();
    await expect(item.getByText('Status: Resolved')).toBeVisible();
    await vendorContext.close();
  });

  test('collapses long messages, pages through results, and shows loading and error views', async ({
    page,
  }) => {
    const tag = marker();
    const long = `${'This is a long message about a delivery that went wrong in several ways. '.repeat(6)}${tag}`;
    for (let i = 0; i < 21; i++)
      await sendContactQuery(page.request, tag, { message: i === 20 ? long : `Short ${i} ${tag}` });
    await openQueries(page, tag);
    await expect(page.getByText('21 queries')).toBeVisible();
    await expect(page.getByTestId('query-card')).toHaveCount(20);

    const first = page.getByTestId('query-card').first();
    const more = first.getByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(first.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await first.getByRole('button', { name: 'Show less' }).click();
    await expect(first.getByRole('button', { name: 'Show more' })).toBeVisible();

    const pages = page.getByRole('navigation', { name: 'Pages of queries' });
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('query-card')).toHaveCount(1);
    await expect(page.getByTestId('query-card').first()).toContainText(`Short 0 ${tag}`);
    await expect(page).toHaveURL(/page=2/);

    // A failing server: the error view with Retry; a slow one: 'Loading queries...'.
    await page.route('**/api/queries?**', (route) =>
      route.fulfill({ status: 503, json: { error: 'down', code: 'x' } }),
    );
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Failed to load queries. Please try again.');
    await page.unroute('**/api/queries?**');
    await page.route('**/api/queries?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Loading queries...')).toBeVisible();
    await expect(page.getByTestId('query-card')).toHaveCount(1);
  });

  test('speaks Swedish under sv-se and passes an accessibility check in both languages', async ({ page }) => {
    const tag = marker();
    const vendor = await createVendorAccount(page.request);
    const vendorToken = await apiSignIn(page.request, 'vendor', vendor.email, vendor.password);
    await apiCall(page.request, 'POST', '/vendor/queries', {
      token: vendorToken,
      body: {
        subject: `Fråga ${tag}`,
        category: 'orders',
        message: `Beställningarna syns inte i surfplattan. ${tag}`,
      },
    });
    await sendContactQuery(page.request, tag, { requesterType: 'driver', subject: 'inquiries' });

    await openQueries(page, tag, 'sv-se');
    await expect(page.getByRole('heading', { level: 1, name: 'Ärenden' })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Typ av ärende' }).getByRole('tab')).toHaveText([
      'Alla (2)',
      'Kund (0)',
      'Bud (1)',
      'Butik (0)',
      'Partner (1)',
    ]);
    await expect(page.getByText('NY', { exact: true })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Markera som läst' })).toHaveCount(2);
    await page.getByRole('button', { name: 'Öppna konversationen' }).first().click();
    await expect(page.getByRole('textbox', { name: 'Svar till avsändaren' })).toBeVisible();
    const swedish = await axeScan(page);
    expect(swedish.violations).toEqual([]);

    await page.goto(`/sv-en/admin/queries?q=${tag}`);
    await expect(page.getByTestId('query-card')).toHaveCount(2);
    const english = await axeScan(page);
    expect(english.violations).toEqual([]);
  });
});
