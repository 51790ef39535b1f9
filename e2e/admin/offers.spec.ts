import type { OfferAnswer, OfferListAnswer } from '@levera/domain';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { scanWithoutToasts } from '../support/axe.ts';
import { ADMIN_STATE, adminToken, apiCall, openAdminScreen } from '../support/api.ts';
import { dismissSiteOverlays } from '../public/support.ts';
import { addDays, TODAY, typeDate } from '../support/data.ts';

// Issue 8: platform offers in the admin panel (DESIGN.md §4 "Offers"): created, edited, activated,
// deactivated and deleted like a person would, read back through the API, and shown on the public
// home page while active, in the page's language (issue 15: each offer has a Swedish and an English
// title and description).

const marker = () => `mk${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const openOffersAsAdmin = (page: Page, locale = 'sv-en') => openAdminScreen(page, 'offers', locale);

async function storedOffer(request: APIRequestContext, q: string): Promise<OfferAnswer | undefined> {
  const token = await adminToken(request);
  const answer = await apiCall<OfferListAnswer>(request, 'GET', `/offers?q=${encodeURIComponent(q)}`, {
    token,
  });
  return answer.body.data[0];
}

async function activeOfferTitles(request: APIRequestContext, language = 'en'): Promise<string[]> {
  const answer = await apiCall<{ data: { title: string }[] }>(
    request,
    'GET',
    `/offers/active?language=${language}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.map((offer) => offer.title);
}

test.describe('admin offers', () => {
  test.use({ storageState: ADMIN_STATE });
  test('creates an offer that shows on the home page in both languages, edits, deactivates, activates and deletes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const tag = marker();
    const title = `Weekend deal ${tag}`;
    const swedishTitle = `Helgerbjudande ${tag}`;
    await openOffersAsAdmin(page);

    await page.getByRole('button', { name: 'New offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'New offer' });
    await dialog.getByRole('button', { name: 'Create offer' }).click();
    for (const text of ['Please select a discount type', 'Start date is required', 'End date is required']) {
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
    }
    expect((await scanWithoutToasts(page)).violations).toEqual([]);

    // Both languages are required.
    await expect(dialog.getByText('Title is required', { exact: true })).toHaveCount(2);
    await expect(dialog.getByText('Description is required', { exact: true })).toHaveCount(2);
    await dialog.getByLabel(/^Title in Swedish/).fill(swedishTitle);
    await dialog
      .getByLabel(/^Description in Swedish/)
      .fill('Femton procent rabatt på en beställning varje helg.');
    await dialog.getByLabel(/^Title in English/).fill(title);
    await dialog.getByLabel(/^Description in English/).fill('Fifteen percent off one order every weekend.');
    await dialog.getByLabel(/^Discount type/).selectOption('percentage');
    await dialog.getByLabel(/^Discount \(%\)/).fill('150');
    // Offers may have started already (an admin records running offers too).
    await typeDate(dialog.getByLabel(/^Start date/), addDays(TODAY, -1));
    await typeDate(dialog.getByLabel(/^End date/), addDays(TODAY, -2));
    await dialog.getByRole('button', { name: 'Create offer' }).click();
    await expect(
      dialog.getByText('A percentage discount cannot be more than 100', { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByText('End date must be after the start date', { exact: true })).toBeVisible();
    await dialog.getByLabel(/^Discount \(%\)/).fill('15');
    await typeDate(dialog.getByLabel(/^End date/), addDays(TODAY, 30));
    await expect(dialog.getByLabel(/^Active/)).toBeChecked();
    await dialog.getByRole('button', { name: 'Create offer' }).click();

    await expect(page.getByText('Offer created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText('15% off');
    await expect(card).toContainText('On the home page now');
    await expect(card).toContainText(`On Swedish pages${swedishTitle}`);
    expect(await storedOffer(request, tag)).toMatchObject({
      titleSv: swedishTitle,
      titleEn: title,
      descriptionSv: 'Femton procent rabatt på en beställning varje helg.',
      descriptionEn: 'Fifteen percent off one order every weekend.',
      discountType: 'percentage',
      discountValue: 15,
      startDate: addDays(TODAY, -1),
      endDate: addDays(TODAY, 30),
      active: true,
    });
    expect(await activeOfferTitles(request)).toContain(title);
    expect(await activeOfferTitles(request, 'sv')).toContain(swedishTitle);

    // The public home page shows it in its own language, here in another tab of the admin's
    // browser. Offers load after hydration, when the browser is idle: allow for a busy machine.
    await dismissSiteOverlays(page.context()); // a returning visitor: no promo modal over the offers
    const home = await page.context().newPage();
    await home.goto('/sv-en');
    await expect(home.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
    await home.goto('/sv-se');
    await expect(home.getByRole('heading', { name: swedishTitle })).toBeVisible({ timeout: 20_000 });
    await expect(home.getByText(title)).toHaveCount(0);

    // Edit
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit offer' });
    await expect(edit.getByLabel(/^Title in English/)).toHaveValue(title);
    await expect(edit.getByLabel(/^Title in Swedish/)).toHaveValue(swedishTitle);
    await edit.getByLabel(/^Discount type/).selectOption('delivery');
    await expect(edit.getByLabel(/^Discount \(%\)/)).toHaveCount(0);
    await edit.getByRole('button', { name: 'Save offer' }).click();
    // The Swedish tab opened last does not make this English page's messages Swedish (issue 15).
    await expect(page.getByText('Offer updated successfully').last()).toBeVisible();
    await expect(card).toContainText('Free delivery');
    expect(await storedOffer(request, tag)).toMatchObject({ discountType: 'delivery', discountValue: null });

    // Deactivate: off the home page; activate: back on it.
    await card.getByRole('button', { name: `Deactivate ${title}` }).click();
    await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(card).toContainText('Not shown on the home page');
    expect(await storedOffer(request, tag)).toMatchObject({ active: false });
    expect(await activeOfferTitles(request)).not.toContain(title);
    await home.goto('/sv-en');
    await expect(home.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(home.getByRole('heading', { name: title })).toHaveCount(0);

    await card.getByRole('button', { name: `Activate ${title}` }).click();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    expect(await activeOfferTitles(request)).toContain(title);
    expect((await scanWithoutToasts(page)).violations).toEqual([]);

    // Delete, after a confirmation that says it cannot be undone
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this offer?' });
    await expect(confirm).toContainText(`“${title}” will be deleted permanently. This cannot be undone.`);
    await confirm.getByRole('button', { name: 'Delete offer' }).click();
    await expect(page.getByText('Offer deleted successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(await storedOffer(request, tag)).toBeUndefined();
    expect(await activeOfferTitles(request)).not.toContain(title);
    await home.close();
  });

  test('a scheduled offer is not on the home page yet, and the screen reads in Swedish', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const tag = marker();
    const title = `Höstrea ${tag}`;
    const token = await adminToken(request);
    const created = await apiCall(request, 'POST', '/offers', {
      token,
      body: {
        titleSv: title,
        titleEn: `Autumn sale ${tag}`,
        descriptionSv: 'Tio procent rabatt på hela beställningen i höst.',
        descriptionEn: 'Ten percent off the whole order this autumn.',
        discountType: 'fixed',
        discountValue: 40,
        startDate: addDays(TODAY, 3),
        endDate: addDays(TODAY, 40),
        active: true,
      },
    });
    expect(created.status).toBe(201);
    expect(await activeOfferTitles(request)).not.toContain(title);

    await page.setViewportSize({ width: 375, height: 740 });
    await openOffersAsAdmin(page, 'sv-se');
    await expect(page.getByRole('heading', { level: 1, name: 'Erbjudanden' })).toBeVisible();
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Aktivt', { exact: true })).toBeVisible();
    await expect(card).toContainText('40 kr rabatt');
    await expect(card).toContainText('Börjar');
    await expect(card.getByRole('button', { name: `Inaktivera ${title}` })).toBeVisible();
    await expect(card).toContainText(`På engelska sidorAutumn sale ${tag}`);
    expect((await scanWithoutToasts(page)).violations).toEqual([]);
  });
});
