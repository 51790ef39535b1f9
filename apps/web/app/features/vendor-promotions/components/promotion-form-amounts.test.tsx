import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROMOTION_ANSWER } from '../../../lib/test-fixtures.ts';
import { descriptionOf, jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import '../catalog.ts';
import { CreatePromotion } from './promotion-editor.tsx';

// Issue 36 §1 (decision 061): "150,50" typed into "Lägsta beställning (kr)" was saved as 15 050 kr,
// because the field was `type="number"` and Chromium dropped the comma. Every amount is now a text
// field read by the domain's one parser, shows what it understood, and refuses what is out of range.

const api = mockApi();

function renderCreate(locale: 'sv-se' | 'sv-en') {
  api.answer({
    'GET /api/vendor/promotions': { data: [], total: 0, page: 1, pageSize: 20 },
    'POST /api/vendor/promotions': (request) =>
      jsonResponse(201, {
        success: true,
        message: 'Kampanjen har skapats',
        data: { ...PROMOTION_ANSWER, ...(request.body as object), id: 'promo-2' },
      }),
  });
  return renderAt(`/${locale}/vendor/promotions/create`, <CreatePromotion />, { signedIn: 'vendor' });
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

/** Title, description and dates in Swedish; the discount is the test's. */
async function fillSwedishBasics(user: UserEvent) {
  await user.type(textbox('Titel'), 'Vinteronsdag');
  await user.type(textbox('Beskrivning'), 'Rabatt på alla pizzor hela vintern.');
  await user.type(textbox('Startdatum'), '2030-01-10');
  await user.type(textbox('Slutdatum'), '2030-01-20');
}

/** Types `typed` into the amount field `name` and checks that the field says it read `understood`. */
async function typeAmount(user: UserEvent, name: string, typed: string, understood: string) {
  const field = textbox(name);
  await user.type(field, typed);
  expect(descriptionOf(field)).toContain(understood);
  return field;
}

/** Presses the submit button `name` and returns the body of the one promotion sent. */
async function submitted(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name }));
  await waitFor(() => expect(api.sent('POST /api/vendor/promotions')).toHaveLength(1));
  return api.sent('POST /api/vendor/promotions')[0]?.body;
}

describe('PromotionForm: amounts typed the Swedish way', () => {
  it('sends 150.5 for "150,50" and 1249 for "1 249,00", and says what it understood (sv-se)', async () => {
    const { user } = renderCreate('sv-se');
    await fillSwedishBasics(user);
    await user.click(screen.getByRole('radio', { name: /^Procentrabatt/ }));
    const percentage = textbox('Rabatt (%)');
    expect(percentage).toHaveAttribute('type', 'text');
    expect(percentage).toHaveAttribute('inputmode', 'decimal');
    await user.type(percentage, '12,5');
    expect(descriptionOf(percentage)).toContain('Tolkas som 12,5\u00a0%');

    await typeAmount(user, 'Lägsta beställning (kr)', '150,50', 'Tolkas som 150,50\u00a0kr');
    // A thousands separator as Swedish text writes it: a narrow no-break space.
    await typeAmount(user, 'Högsta rabatt (kr)', '1\u202f249,00', 'Tolkas som 1\u00a0249\u00a0kr');

    expect(await submitted(user, 'Skapa kampanj')).toMatchObject({
      discountType: 'percentage',
      discountValue: 12.5,
      minimumOrder: 150.5,
      maximumDiscount: 1249,
      language: 'sv',
    });
  });

  it('reads "150.50" and "1 249,00" alike on an English page (sv-en)', async () => {
    const { user } = renderCreate('sv-en');
    await user.type(textbox('Title'), 'Winter Wednesday');
    await user.type(textbox('Description'), 'Money off every pizza all winter.');
    await user.type(textbox('Start date'), '10-01-2030');
    await user.type(textbox('End date'), '20-01-2030');
    await user.click(screen.getByRole('radio', { name: /^Fixed amount off/ }));
    await typeAmount(user, 'Discount amount (kr)', '150.50', 'Understood as SEK\u00a0150.50');
    await typeAmount(user, 'Minimum order (kr)', '1 249,00', 'Understood as SEK\u00a01,249');
    expect(await submitted(user, 'Create promotion')).toMatchObject({
      discountType: 'fixed',
      discountValue: 150.5,
      minimumOrder: 1249,
      language: 'en',
    });
  });

  it('sends a reduced fee of "19,50" as 19.5, and refuses one that is not below the standard 39 kr', async () => {
    const { user } = renderCreate('sv-se');
    await fillSwedishBasics(user);
    await user.click(screen.getByRole('radio', { name: /^Leveranserbjudande/ }));
    await user.click(screen.getByRole('radio', { name: 'Sänkt leveransavgift' }));
    const fee = textbox('Leveransavgift (kr)');
    expect(descriptionOf(fee)).toContain('i stället för den vanliga på 39\u00a0kr');

    await user.type(fee, '39');
    await user.click(screen.getByRole('button', { name: 'Skapa kampanj' }));
    await waitFor(() =>
      expect(descriptionOf(fee)).toBe('Den sänkta leveransavgiften måste vara lägre än den vanliga, 39 kr'),
    );
    expect(api.sent('POST /api/vendor/promotions')).toEqual([]);

    await user.clear(fee);
    await user.type(fee, '19,50');
    await waitFor(() => expect(descriptionOf(fee)).toContain('Tolkas som 19,50\u00a0kr'));
    expect(await submitted(user, 'Skapa kampanj')).toMatchObject({
      discountType: 'delivery',
      deliveryType: 'reducedFee',
      deliveryFee: 19.5,
    });
  });

  it('refuses an amount above 100 000 kr and one with two decimal marks, and sends nothing', async () => {
    const { user } = renderCreate('sv-se');
    await fillSwedishBasics(user);
    await user.click(screen.getByRole('radio', { name: /^Procentrabatt/ }));
    await user.type(textbox('Rabatt (%)'), '20');
    const minimumOrder = textbox('Lägsta beställning (kr)');
    await user.type(minimumOrder, '15 050 000');
    const maximumDiscount = textbox('Högsta rabatt (kr)');
    await user.type(maximumDiscount, '1.249,00');
    expect(descriptionOf(maximumDiscount)).not.toContain('Tolkas som');
    await user.click(screen.getByRole('button', { name: 'Skapa kampanj' }));
    await waitFor(() => expect(descriptionOf(minimumOrder)).toBe('Beloppet får vara högst 100\u00a0000 kr'));
    expect(descriptionOf(maximumDiscount)).toBe('Ange ett tal som 150,50 eller 1\u00a0249,50');
    expect(api.sent('POST /api/vendor/promotions')).toEqual([]);
  });
});
