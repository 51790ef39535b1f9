import type { PromotionAnswer, VendorPromotionListAnswer } from '@levera/domain';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiCall, apiSignIn, createVendorAccount, signInThroughUi } from '../support/api.ts';
import { addDays, TODAY, typeDate } from '../support/data.ts';

// Issue 36 §1 in Chromium (decision 061): on /sv-se/vendor/promotions/create, "150,50" in "Lägsta
// beställning (kr)" was saved as 15 050 kr and "19,50" in "Sänkt leveransavgift" as 1 950 kr, because
// the fields were `type="number"` and Chromium dropped the comma. Typed the Swedish and the English
// way, the amounts are read as meant, shown as understood, and read back from the vendor's list.

async function newVendor(request: APIRequestContext) {
  const vendor = await createVendorAccount(request);
  const token = await apiSignIn(request, 'vendor', vendor.email, vendor.password);
  return { ...vendor, token };
}

async function storedPromotion(request: APIRequestContext, token: string, title: string) {
  const answer = await apiCall<VendorPromotionListAnswer>(request, 'GET', '/vendor/promotions?language=en', {
    token,
  });
  expect(answer.status).toBe(200);
  return answer.body.data.find((promotion: PromotionAnswer) => promotion.title === title);
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function fillSwedishBasics(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Titel' }).fill(title);
  await page.getByRole('textbox', { name: 'Beskrivning' }).fill('Billigare leverans hela vintern.');
  await typeDate(page.getByRole('textbox', { name: 'Startdatum' }), TODAY, 'sv-se');
  await typeDate(page.getByRole('textbox', { name: 'Slutdatum' }), addDays(TODAY, 10), 'sv-se');
}

test('a Swedish vendor types "150,50" and "19,50" and gets 150,50 kr and 19,50 kr', async ({
  page,
  request,
}) => {
  const vendor = await newVendor(request);
  await signInThroughUi(page, 'vendor', vendor.email, vendor.password, 'sv-se');
  await page.goto('/sv-se/vendor/promotions/create');
  const title = `Billig leverans ${unique()}`;
  await fillSwedishBasics(page, title);
  await page.getByRole('radio', { name: /^Leveranserbjudande/ }).check();
  await page.getByRole('radio', { name: 'Sänkt leveransavgift' }).check();

  const fee = page.getByRole('textbox', { name: 'Leveransavgift (kr)' });
  // Typed key by key as a person does: a number field would have dropped the comma here.
  await fee.pressSequentially('39');
  const minimumOrder = page.getByRole('textbox', { name: 'Lägsta beställning (kr)' });
  await minimumOrder.pressSequentially('150,50');
  await expect(minimumOrder).toHaveValue('150,50');
  await expect(minimumOrder).toHaveAccessibleDescription(/Tolkas som 150,50\skr/);

  // A "reduced" fee that is not below the standard 39 kr is refused with its reason.
  await page.getByRole('button', { name: 'Skapa kampanj' }).click();
  await expect(fee).toHaveAccessibleDescription(
    'Den sänkta leveransavgiften måste vara lägre än den vanliga, 39 kr',
  );
  expect(await storedPromotion(request, vendor.token, title)).toBeUndefined();

  await fee.clear();
  await fee.pressSequentially('19,50');
  await expect(fee).toHaveAccessibleDescription(/Tolkas som 19,50\skr/);
  await page.getByRole('button', { name: 'Skapa kampanj' }).click();
  await page.waitForURL(/\/sv-se\/vendor\/promotions$/);

  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText(/Leveransavgift 19,50\skr/);
  await expect(card).toContainText(/150,50\skr/);
  expect(await storedPromotion(request, vendor.token, title)).toMatchObject({
    deliveryType: 'reducedFee',
    deliveryFee: 19.5,
    minimumOrder: 150.5,
  });
});

test('an English page reads "150.50" and "1 249,00" the same way', async ({ page, request }) => {
  const vendor = await newVendor(request);
  await signInThroughUi(page, 'vendor', vendor.email, vendor.password);
  await page.goto('/sv-en/vendor/promotions/create');
  const title = `Money off ${unique()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Money off the family meal.');
  await typeDate(page.getByRole('textbox', { name: 'Start date' }), TODAY);
  await typeDate(page.getByRole('textbox', { name: 'End date' }), addDays(TODAY, 10));
  await page.getByRole('radio', { name: /^Fixed amount off/ }).check();
  const amount = page.getByRole('textbox', { name: 'Discount amount (kr)' });
  await amount.pressSequentially('150.50');
  await expect(amount).toHaveAccessibleDescription(/Understood as SEK\s150\.50/);
  const minimumOrder = page.getByRole('textbox', { name: 'Minimum order (kr)' });
  // A thousands separator as a Swedish spreadsheet copies it: a no-break space.
  await minimumOrder.fill('1\u00a0249,00');
  await expect(minimumOrder).toHaveAccessibleDescription(/Understood as SEK\s1,249/);
  await page.getByRole('button', { name: 'Create promotion' }).click();
  await page.waitForURL(/\/sv-en\/vendor\/promotions$/);

  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText(/SEK\s150\.50 off/);
  await expect(card).toContainText(/SEK\s1,249/);
  expect(await storedPromotion(request, vendor.token, title)).toMatchObject({
    discountType: 'fixed',
    discountValue: 150.5,
    minimumOrder: 1249,
  });
});
