import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PROMOTION_ANSWER } from '../../../lib/test-fixtures.ts';
import { descriptionOf, jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { notify } from '../../../lib/toast.ts';
import '../catalog.ts';
import { CreatePromotion } from './promotion-editor.tsx';
import { VendorPromotionsScreen } from './vendor-promotions-screen.tsx';

const api = mockApi();

/** A signed-in vendor's page, with a server that keeps the vendor's promotions. */
function renderSignedIn(path: string, ui: ReactElement) {
  let promotions: object[] = [PROMOTION_ANSWER];
  api.answer({
    'GET /api/vendor/promotions': () => jsonResponse(200, { data: promotions }),
    'POST /api/vendor/promotions': (request) => {
      const created = { ...PROMOTION_ANSWER, ...(request.body as object), id: 'promo-2' };
      promotions = [created, ...promotions];
      return jsonResponse(201, { success: true, message: 'Promotion created successfully', data: created });
    },
    'DELETE /api/vendor/promotions/promo-1': () => {
      promotions = [];
      return jsonResponse(200, { success: true, message: 'Promotion deleted successfully' });
    },
  });
  return renderAt(path, ui, { signedIn: 'vendor' });
}

describe('VendorPromotionsScreen (SPEC §2 "My Promotions")', () => {
  it('deletes a pending promotion after asking: the request, the toast and the empty list', async () => {
    const toast = vi.spyOn(notify, 'success');
    const { user } = renderSignedIn('/sv-en/vendor/promotions', <VendorPromotionsScreen />);
    const card = await screen.findByRole('article', { name: 'Pizza Tuesday' });
    expect(card).toHaveTextContent('Pending');
    await user.click(within(card).getByRole('button', { name: 'Delete Pizza Tuesday' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this promotion?' });
    expect(dialog).toHaveTextContent('“Pizza Tuesday” will be deleted permanently. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete promotion' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Promotion deleted successfully'));
    const [request] = api.sent('DELETE /api/vendor/promotions/promo-1');
    expect(request?.authorization).toBe('Bearer vendor-token');
    expect(await screen.findByText('You have no promotions yet')).toBeInTheDocument();
    toast.mockRestore();
  });

  it('offers neither edit nor delete once a promotion is no longer pending, in Swedish too', async () => {
    api.answer({
      'GET /api/vendor/promotions': {
        data: [{ ...PROMOTION_ANSWER, status: 'active', startDate: '2020-01-01', isEditable: false }],
      },
    });
    renderAt('/sv-se/vendor/promotions', <VendorPromotionsScreen />, { signedIn: 'vendor' });
    const card = await screen.findByRole('article', { name: 'Pizza Tuesday' });
    expect(card).toHaveTextContent('Aktiv');
    expect(within(card).queryByRole('button', { name: 'Ta bort Pizza Tuesday' })).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Redigera Pizza Tuesday' })).toBeNull();
  });
});

describe('CreatePromotion (SPEC §5, §8)', () => {
  const submit = (user: UserEvent, name: string) => user.click(screen.getByRole('button', { name }));

  for (const { locale, labels, messages } of [
    {
      locale: 'sv-en',
      labels: { title: 'Title', description: 'Description', start: 'Start date', create: 'Create promotion' },
      messages: {
        title: 'Title is required',
        description: 'Description is required',
        start: 'Start date is required',
      },
    },
    {
      locale: 'sv-se',
      labels: { title: 'Titel', description: 'Beskrivning', start: 'Startdatum', create: 'Skapa kampanj' },
      messages: { title: 'Titel krävs', description: 'Beskrivning krävs', start: 'Startdatum krävs' },
    },
  ]) {
    it(`names the missing fields and sends nothing (${locale})`, async () => {
      const { user } = renderSignedIn(`/${locale}/vendor/promotions/create`, <CreatePromotion />);
      await submit(user, labels.create);
      const field = (label: string) => screen.getByRole('textbox', { name: label });
      await waitFor(() => expect(descriptionOf(field(labels.title))).toBe(messages.title));
      expect(descriptionOf(field(labels.description))).toBe(messages.description);
      expect(descriptionOf(field(labels.start))).toBe(messages.start);
      expect(api.sent('POST /api/vendor/promotions')).toEqual([]);
    });
  }

  it('sends the promotion, toasts the answer and opens My Promotions', async () => {
    const toast = vi.spyOn(notify, 'success');
    const { user, router } = renderSignedIn('/sv-en/vendor/promotions/create', <CreatePromotion />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Winter Wednesday');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Twenty percent off all pizzas.');
    await user.click(screen.getByRole('radio', { name: /^Percentage off/ }));
    await user.type(screen.getByRole('spinbutton', { name: 'Discount (%)' }), '20');
    await user.type(screen.getByRole('textbox', { name: 'Start date' }), '10-01-2030');
    await user.type(screen.getByRole('textbox', { name: 'End date' }), '20-01-2030');
    await submit(user, 'Create promotion');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sv-en/vendor/promotions'));
    expect(toast).toHaveBeenCalledWith('Promotion created successfully');
    const [request] = api.sent('POST /api/vendor/promotions');
    expect(request?.body).toMatchObject({
      title: 'Winter Wednesday',
      description: 'Twenty percent off all pizzas.',
      discountType: 'percentage',
      discountValue: 20,
      startDate: '2030-01-10',
      endDate: '2030-01-20',
      applicableTo: 'all',
      language: 'en',
    });
    expect(request?.authorization).toBe('Bearer vendor-token');
    toast.mockRestore();
  });
});
