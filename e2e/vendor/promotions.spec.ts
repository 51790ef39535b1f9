import type { PromotionAnswer, PromotionChangeAnswer, VendorPromotionListAnswer } from '@levera/domain';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminToken, apiCall, apiSignIn, createVendorAccount, signInThroughUi } from '../support/api.ts';
import { scanWithoutToasts } from '../support/axe.ts';
import { addDays, TODAY, typeDate } from '../support/data.ts';
import { uploadMenuThroughApi } from '../support/menu.ts';

// Issue 8: the vendor's My Promotions and Create/Edit promotion screens (SPEC §2, §3, §5, §8),
// clicked and typed like a person; what the server stored is read back through the API. Each test
// uses its own vendor account, so tests run in parallel.

async function newVendor(request: APIRequestContext) {
  const vendor = await createVendorAccount(request);
  const token = await apiSignIn(request, 'vendor', vendor.email, vendor.password);
  return { ...vendor, token };
}

async function storedPromotions(request: APIRequestContext, token: string): Promise<PromotionAnswer[]> {
  const answer = await apiCall<VendorPromotionListAnswer>(request, 'GET', '/vendor/promotions?language=en', {
    token,
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function createThroughApi(request: APIRequestContext, token: string, title: string) {
  const answer = await apiCall<PromotionChangeAnswer>(request, 'POST', '/vendor/promotions', {
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
  expect(answer.status).toBe(201);
  return answer.body.data;
}

async function fillBasics(page: Page, title: string) {
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Description/).fill('A promotion made in the browser test.');
  await typeDate(page.getByLabel(/^Start date/), TODAY);
  await typeDate(page.getByLabel(/^End date/), addDays(TODAY, 10));
}

const submitButton = (page: Page) => page.getByRole('button', { name: 'Create promotion' });

test.describe('vendor promotions', () => {
  test('creates a promotion of each discount type and each delivery option', async ({ page, request }) => {
    test.setTimeout(90_000);
    const vendor = await newVendor(request);
    await uploadMenuThroughApi(request, vendor.id, [
      { name: 'Margherita', price: 95, category: 'Pizza' },
      { name: 'Calzone', price: 110, category: 'Pizza' },
      { name: 'Kaffe', price: 25, category: 'Drinks' },
    ]);
    await signInThroughUi(page, 'vendor', vendor.email, vendor.password);
    await expect(page.getByText('You have no promotions yet', { exact: true })).toBeVisible();

    const cases: { title: string; fill: (page: Page) => Promise<void> }[] = [
      {
        title: 'Percentage deal',
        fill: async () => {
          await page.getByRole('radio', { name: /^Percentage off/ }).check();
          await page.getByLabel(/^Discount \(%\)/).fill('20');
          await page.getByLabel(/^Maximum discount/).fill('80');
          await page.getByLabel(/^Minimum order/).fill('150');
          await page.getByLabel('Repeat on selected weekdays only').check();
          await page.getByRole('checkbox', { name: 'Friday' }).check();
          await page.getByRole('checkbox', { name: 'Monday' }).check();
          await page.getByLabel(/^Usage limit/).fill('250');
          await page.getByLabel(/^Terms and conditions/).fill('One discount per order.');
        },
      },
      {
        title: 'Fixed amount deal',
        fill: async () => {
          await page.getByRole('radio', { name: /^Fixed amount off/ }).check();
          await page.getByLabel(/^Discount amount/).fill('50');
        },
      },
      {
        title: 'Two for one calzone',
        fill: async () => {
          await page.getByRole('radio', { name: /^Buy one, get one free/ }).check();
          await page.getByRole('radio', { name: /^Specific items/ }).check();
          // Issue 19 §3: the items come from the vendor's own menu, found by searching.
          const items = page.getByRole('group', { name: 'Items on your menu' });
          await items.getByRole('searchbox', { name: 'Search your menu' }).fill('calz');
          await items.getByRole('checkbox', { name: /Calzone/ }).check();
          await items.getByRole('searchbox', { name: 'Search your menu' }).fill('');
          await items.getByRole('checkbox', { name: /Margherita/ }).check();
          await expect(items.getByRole('status')).toHaveText('2 selected');
        },
      },
      {
        title: 'Free delivery for all',
        fill: async () => {
          await page.getByRole('radio', { name: /^Delivery offer/ }).check();
          await page.getByRole('radio', { name: /^Free delivery for all orders/ }).check();
        },
      },
      {
        title: 'Cheap delivery',
        fill: async () => {
          await page.getByRole('radio', { name: /^Delivery offer/ }).check();
          await page.getByRole('radio', { name: /^Reduced delivery fee/ }).check();
          const fee = page.getByLabel(/^Delivery fee/);
          // 19 is a placeholder suggestion only, never a filled-in value (SPEC §5).
          await expect(fee).toHaveAttribute('placeholder', 'e.g. 19');
          await expect(fee).toHaveValue('');
          await fee.fill('19');
        },
      },
      {
        title: 'Free delivery over 200',
        fill: async () => {
          await page.getByRole('radio', { name: /^Delivery offer/ }).check();
          await page.getByRole('radio', { name: /^Free delivery above an order amount/ }).check();
          const threshold = page.getByLabel(/^Free delivery from/);
          await expect(threshold).toHaveAttribute('placeholder', 'e.g. 200');
          await expect(threshold).toHaveValue('');
          await threshold.fill('200');
        },
      },
    ];

    for (const { title, fill } of cases) {
      await page.getByRole('link', { name: 'Create promotion' }).first().click();
      await expect(page).toHaveURL(/\/sv-en\/vendor\/promotions\/create$/);
      await fillBasics(page, title);
      await fill(page);
      await submitButton(page).click();
      // The toast of the previous round may still be showing (3 s), hence the last one.
      await expect(page.getByText('Promotion created successfully').last()).toBeVisible();
      await expect(page).toHaveURL(/\/sv-en\/vendor\/promotions$/);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }

    const stored = await storedPromotions(request, vendor.token);
    const byTitle = (title: string) => stored.find((promotion) => promotion.title === title);
    expect(stored).toHaveLength(6);
    expect(stored.every((promotion) => promotion.status === 'pending')).toBe(true);
    expect(byTitle('Percentage deal')).toMatchObject({
      discountType: 'percentage',
      discountValue: 20,
      maximumDiscount: 80,
      minimumOrder: 150,
      usageLimit: 250,
      repeat: { enabled: true, days: ['monday', 'friday'] },
      terms: 'One discount per order.',
      startDate: TODAY,
      endDate: addDays(TODAY, 10),
    });
    expect(byTitle('Fixed amount deal')).toMatchObject({
      discountType: 'fixed',
      discountValue: 50,
      usageLimit: null,
    });
    expect(byTitle('Two for one calzone')).toMatchObject({
      discountType: 'bogo',
      applicableTo: 'specific',
      itemCount: 2,
      items: [
        { name: 'Calzone', onMenu: true, category: 'Pizza', price: 110 },
        { name: 'Margherita', onMenu: true, category: 'Pizza', price: 95 },
      ],
    });
    expect(byTitle('Free delivery for all')).toMatchObject({
      discountType: 'delivery',
      deliveryType: 'freeDelivery',
    });
    expect(byTitle('Cheap delivery')).toMatchObject({
      deliveryType: 'reducedFee',
      deliveryFee: 19,
      freeDeliveryThreshold: null,
    });
    expect(byTitle('Free delivery over 200')).toMatchObject({
      deliveryType: 'freeAboveThreshold',
      freeDeliveryThreshold: 200,
    });

    // The cards show what was stored, and the Pending group counts them all.
    const groups = page.getByRole('group', { name: 'Show promotions by status' });
    await expect(groups.getByRole('button', { name: /^Pending/ })).toContainText('6');
    const card = page.getByRole('article', { name: 'Percentage deal' });
    await expect(card).toContainText('20% off (max SEK 80)');
    await expect(card).toContainText('Mon, Fri');
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Free delivery over 200' })).toContainText(
      'Free delivery over SEK 200',
    );
  });

  test('shows each validation message for bad input and stores nothing', async ({ page, request }) => {
    test.setTimeout(90_000);
    const vendor = await newVendor(request);
    await signInThroughUi(page, 'vendor', vendor.email, vendor.password);
    await page.goto('/sv-en/vendor/promotions/create');

    await submitButton(page).click();
    for (const text of [
      'Title is required',
      'Description is required',
      'Please select a discount type',
      'Start date is required',
      'End date is required',
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }

    const expectMessage = async (text: string) => {
      await submitButton(page).click();
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    };
    await page.getByLabel(/^Title/).fill('ab');
    await expectMessage('Title must be at least 3 characters');
    await page.getByLabel(/^Title/).fill('x'.repeat(101));
    await expectMessage('Title must be at most 100 characters');
    await page.getByLabel(/^Description/).fill('Too short');
    await expectMessage('Description must be at least 10 characters');
    await page.getByLabel(/^Description/).fill('y'.repeat(501));
    await expectMessage('Description must be at most 500 characters');

    await page.getByRole('radio', { name: /^Percentage off/ }).check();
    await expectMessage('Discount value is required');
    await page.getByLabel(/^Discount \(%\)/).fill('101');
    await expectMessage('A percentage discount cannot be more than 100');
    await page.getByLabel(/^Discount \(%\)/).fill('0');
    await expectMessage('Discount value must be at least 1');
    await page.getByLabel(/^Minimum order/).fill('-1');
    await expectMessage('Minimum order cannot be negative');
    await page.getByLabel(/^Maximum discount/).fill('-5');
    await expectMessage('Maximum discount cannot be negative');

    await typeDate(page.getByLabel(/^Start date/), addDays(TODAY, -1));
    await expectMessage('Start date cannot be in the past');
    await typeDate(page.getByLabel(/^Start date/), TODAY);
    await typeDate(page.getByLabel(/^End date/), TODAY);
    await expectMessage('End date must be after the start date');

    await page.getByLabel(/^Usage limit/).fill('0');
    await expectMessage('Usage limit must be a whole number of at least 1 (leave blank for unlimited)');
    await page.getByLabel('Repeat on selected weekdays only').check();
    await expectMessage('Select at least one day when repeat is enabled');
    await page.getByRole('radio', { name: /^Specific items/ }).check();
    // This vendor has no menu yet: nothing to choose, and the form says why.
    await expect(page.getByText(/Your menu must be uploaded first/)).toBeVisible();
    await expectMessage('Choose at least one item from your menu');
    await page.getByLabel(/^Terms and conditions/).fill('z'.repeat(1001));
    await expectMessage('Terms and conditions must be at most 1000 characters');

    // The amount typed for the percentage stays visible in the fixed-amount field; cleared, it is required.
    await page.getByRole('radio', { name: /^Fixed amount off/ }).check();
    await expect(page.getByLabel(/^Discount amount/)).toHaveValue('0');
    await page.getByLabel(/^Discount amount/).fill('');
    await expectMessage('Discount value is required');

    await page.getByRole('radio', { name: /^Delivery offer/ }).check();
    await expectMessage('Please select a delivery promotion type');
    await page.getByRole('radio', { name: /^Reduced delivery fee/ }).check();
    await expectMessage('Delivery fee is required');
    await page.getByLabel(/^Delivery fee/).fill('0');
    await expectMessage('Delivery fee must be greater than 0');
    await page.getByRole('radio', { name: /^Free delivery above an order amount/ }).check();
    await expectMessage('Free delivery threshold is required');
    await page.getByLabel(/^Free delivery from/).fill('0');
    await expectMessage('Free delivery threshold must be greater than 0');

    // The invalid form is still accessible, and nothing reached the server.
    const scan = await scanWithoutToasts(page);
    expect(scan.violations).toEqual([]);
    await expect(page).toHaveURL(/\/vendor\/promotions\/create$/);
    expect(await storedPromotions(request, vendor.token)).toEqual([]);
  });

  test('shows the messages in Swedish and creates a promotion on the Swedish site', async ({
    page,
    request,
  }) => {
    const vendor = await newVendor(request);
    await signInThroughUi(page, 'vendor', vendor.email, vendor.password, 'sv-se');
    await page.goto('/sv-se/vendor/promotions/create');
    await page.getByRole('button', { name: 'Skapa kampanj' }).click();
    await expect(page.getByText('Titel krävs', { exact: true })).toBeVisible();
    await expect(page.getByText('Välj typ av rabatt', { exact: true })).toBeVisible();

    await page.getByLabel(/^Titel/).fill('Pizzatisdag');
    await page.getByLabel(/^Beskrivning/).fill('Tjugo procent rabatt på alla pizzor.');
    await page.getByRole('radio', { name: /^Procentrabatt/ }).check();
    await page.getByLabel(/^Rabatt \(%\)/).fill('150');
    // Dates read and are typed as ÅÅÅÅ-MM-DD on the Swedish site (issue 15 item 6).
    await expect(page.getByLabel(/^Startdatum/)).toHaveAttribute('placeholder', 'ÅÅÅÅ-MM-DD');
    await typeDate(page.getByLabel(/^Startdatum/), TODAY, 'sv-se');
    await typeDate(page.getByLabel(/^Slutdatum/), addDays(TODAY, 7), 'sv-se');
    await expect(page.getByLabel(/^Startdatum/)).toHaveAccessibleDescription(/^Format ÅÅÅÅ-MM-DD/);
    await page.getByRole('button', { name: 'Skapa kampanj' }).click();
    await expect(page.getByText('En procentrabatt kan inte vara mer än 100', { exact: true })).toBeVisible();
    await page.getByLabel(/^Rabatt \(%\)/).fill('20');
    await page.getByRole('button', { name: 'Skapa kampanj' }).click();
    await expect(page.getByText('Kampanjen har skapats')).toBeVisible();
    const card = page.getByRole('article', { name: 'Pizzatisdag' });
    await expect(card).toContainText('20 % rabatt');
    await expect(card.getByText('Väntande', { exact: true })).toBeVisible();
    expect((await storedPromotions(request, vendor.token))[0]).toMatchObject({
      title: 'Pizzatisdag',
      discountValue: 20,
      startDate: TODAY,
      endDate: addDays(TODAY, 7),
    });
  });

  test('shows server field errors at their fields with the failure message', async ({ page, request }) => {
    const vendor = await newVendor(request);
    await signInThroughUi(page, 'vendor', vendor.email, vendor.password);
    await page.goto('/sv-en/vendor/promotions/create');
    await fillBasics(page, 'Server says no');
    await page.getByRole('radio', { name: /^Buy one, get one free/ }).check();
    // A server that refuses what the browser accepted (say, the day turned while the form was open).
    await page.route('**/api/vendor/promotions', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Some fields are invalid. Please check them and try again.',
          code: 'validation_failed',
          fields: { startDate: 'Start date cannot be in the past' },
        }),
      }),
    );
    await submitButton(page).click();
    await expect(page.getByText('Failed to create promotion. Please try again.')).toBeVisible();
    await expect(page.getByLabel(/^Start date/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Start date cannot be in the past', { exact: true })).toBeVisible();
    await page.unroute('**/api/vendor/promotions');
    expect(await storedPromotions(request, vendor.token)).toEqual([]);
  });

  test('edits and deletes a pending promotion', async ({ page, request }) => {
    test.setTimeout(60_000);
    const vendor = await newVendor(request);
    const created = await createThroughApi(request, vendor.token, 'Editable deal');
    await signInThroughUi(page, 'vendor', vendor.email, vendor.password);

    await page.getByRole('link', { name: 'Edit Editable deal' }).click();
    await expect(page).toHaveURL(new RegExp(`/sv-en/vendor/promotions/edit/${created.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit promotion' })).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toHaveValue('Editable deal');
    await expect(page.getByRole('radio', { name: /^Percentage off/ })).toBeChecked();
    await expect(page.getByLabel(/^Discount \(%\)/)).toHaveValue('20');
    // The stored dates read day-month-year on the English site (issue 15 item 6).
    const [year, month, day] = addDays(TODAY, 14).split('-');
    await expect(page.getByLabel(/^End date/)).toHaveValue(`${day}-${month}-${year}`);
    await expect(page.getByLabel(/^End date/)).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    await typeDate(page.getByLabel(/^End date/), addDays(TODAY, 20));
    await page.getByLabel(/^Title/).fill('Edited deal');
    await page.getByLabel(/^Discount \(%\)/).fill('25');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Promotion updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/sv-en\/vendor\/promotions$/);
    await expect(page.getByRole('article', { name: 'Edited deal' })).toContainText('25% off');
    expect((await storedPromotions(request, vendor.token))[0]).toMatchObject({
      id: created.id,
      title: 'Edited deal',
      discountValue: 25,
      startDate: TODAY,
      endDate: addDays(TODAY, 20),
    });

    await page.getByRole('button', { name: 'Delete Edited deal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this promotion?' });
    await expect(dialog).toContainText('“Edited deal” will be deleted permanently. This cannot be undone.');
    const scan = await scanWithoutToasts(page);
    expect(scan.violations).toEqual([]);
    await dialog.getByText('Cancel', { exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(await storedPromotions(request, vendor.token)).toHaveLength(1);

    await page.getByRole('button', { name: 'Delete Edited deal' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete promotion' }).click();
    await expect(page.getByText('Promotion deleted successfully')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Edited deal' })).toBeHidden();
    expect(await storedPromotions(request, vendor.token)).toEqual([]);
  });

  test("cannot edit an active promotion or another vendor's ('Cannot Edit Promotion')", async ({
    page,
    request,
  }) => {
    const vendor = await newVendor(request);
    const other = await newVendor(request);
    const active = await createThroughApi(request, vendor.token, 'Approved deal');
    const others = await createThroughApi(request, other.token, 'Someone else’s deal');
    const admin = await adminToken(request);
    expect(
      (
        await apiCall(request, 'PATCH', `/promotions/${active.id}/status`, {
          token: admin,
          body: { action: 'approve', expectedStatus: 'pending' },
        })
      ).status,
    ).toBe(200);

    await signInThroughUi(page, 'vendor', vendor.email, vendor.password);
    const card = page.getByRole('article', { name: 'Approved deal' });
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: /Edit/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Someone else’s deal' })).toHaveCount(0);

    await page.goto(`/sv-en/vendor/promotions/edit/${active.id}`);
    await expect(page.getByRole('heading', { name: 'Cannot Edit Promotion' })).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toHaveCount(0);
    const scan = await scanWithoutToasts(page);
    expect(scan.violations).toEqual([]);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/sv-en\/vendor\/promotions$/);

    await page.goto(`/sv-en/vendor/promotions/edit/${others.id}`);
    await expect(page.getByRole('heading', { name: 'Cannot Edit Promotion' })).toBeVisible();
    await page.goto('/sv-se/vendor/promotions/edit/not-a-promotion');
    await expect(page.getByRole('heading', { name: 'Kampanjen kan inte redigeras' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gå tillbaka' })).toBeVisible();
  });

  test('the list passes an accessibility scan on a phone and on a desktop, in both languages', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const vendor = await newVendor(request);
    await createThroughApi(request, vendor.token, 'Scanned deal');
    await signInThroughUi(page, 'vendor', vendor.email, vendor.password);
    for (const [locale, heading] of [
      ['sv-en', 'Your promotions'],
      ['sv-se', 'Dina kampanjer'],
    ] as const) {
      for (const viewport of [
        { width: 375, height: 740 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(`/${locale}/vendor/promotions`);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await expect(page.getByRole('article', { name: 'Scanned deal' })).toBeVisible();
        const scan = await scanWithoutToasts(page);
        expect(scan.violations, `${locale} ${viewport.width}`).toEqual([]);
      }
    }
    await page.goto('/sv-se/vendor/promotions/create');
    await page.getByRole('radio', { name: /^Leveranserbjudande/ }).check();
    await page.getByRole('radio', { name: /^Sänkt leveransavgift/ }).check();
    await page.getByLabel('Upprepa bara på valda veckodagar').check();
    const scan = await scanWithoutToasts(page);
    expect(scan.violations).toEqual([]);
  });
});
