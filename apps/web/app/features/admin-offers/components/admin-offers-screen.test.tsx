import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../../lib/test-fixtures.ts';
import { descriptionOf, fillFields, jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { notify } from '../../../lib/toast.ts';
import '../catalog.ts';
import { AdminOffersScreen } from './admin-offers-screen.tsx';

const api = mockApi();

const OFFER = {
  id: 'offer-1',
  titleSv: 'Fri leverans första veckan',
  titleEn: 'Free delivery in your first week',
  descriptionSv: 'Gäller nya kunder.',
  descriptionEn: 'For new customers.',
  discountType: 'delivery',
  discountValue: null,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  active: true,
  isLive: true,
  createdAt: '2026-01-01T08:00:00.000Z',
  updatedAt: '2026-01-01T08:00:00.000Z',
};

/** The Offers screen of a signed-in admin; the server keeps the offers it is sent. */
function renderScreen(path: string) {
  let offers: Record<string, unknown>[] = [OFFER];
  api.answer({
    'GET /api/offers': () => jsonResponse(200, pageOf(offers)),
    'POST /api/offers': (request) => {
      const created = { ...(request.body as object), id: 'offer-2', isLive: false };
      offers = [created, ...offers];
      return jsonResponse(201, { success: true, message: 'Offer created successfully', data: created });
    },
    'DELETE /api/offers/offer-1': () => {
      offers = offers.filter((offer) => offer.id !== 'offer-1');
      return jsonResponse(200, { success: true, message: 'Offer deleted successfully' });
    },
  });
  return renderAt(path, <AdminOffersScreen />, { signedIn: 'admin' });
}

describe('OfferFormDialog: validation (OfferSchema, both languages)', () => {
  for (const { locale, labels, messages } of [
    {
      locale: 'sv-en',
      labels: {
        open: 'New offer',
        submit: 'Create offer',
        titleSv: 'Title in Swedish',
        textEn: 'Description in English',
        type: 'Discount type',
        percentage: 'Discount (%)',
        end: 'End date',
      },
      messages: {
        title: 'Title is required',
        description: 'Description is required',
        type: 'Please select a discount type',
        end: 'End date is required',
        tooHigh: 'A percentage discount cannot be more than 100',
      },
    },
    {
      locale: 'sv-se',
      labels: {
        open: 'Nytt erbjudande',
        submit: 'Skapa erbjudande',
        titleSv: 'Titel på svenska',
        textEn: 'Beskrivning på engelska',
        type: 'Typ av rabatt',
        percentage: 'Rabatt (%)',
        end: 'Slutdatum',
      },
      messages: {
        title: 'Titel krävs',
        description: 'Beskrivning krävs',
        type: 'Välj typ av rabatt',
        end: 'Slutdatum krävs',
        tooHigh: 'En procentrabatt kan inte vara mer än 100',
      },
    },
  ]) {
    it(`names the missing fields and a percentage above 100, and sends nothing (${locale})`, async () => {
      const { user } = renderScreen(`/${locale}/admin/offers`);
      await user.click(await screen.findByRole('button', { name: labels.open }));
      const dialog = await screen.findByRole('dialog', { name: labels.open });
      const field = (label: string) => within(dialog).getByLabelText(label);
      await user.click(within(dialog).getByRole('button', { name: labels.submit }));
      await waitFor(() => expect(descriptionOf(field(labels.titleSv))).toBe(messages.title));
      expect(descriptionOf(field(labels.textEn))).toBe(messages.description);
      expect(descriptionOf(field(labels.type))).toBe(messages.type);
      expect(descriptionOf(field(labels.end))).toBe(messages.end);
      await user.selectOptions(field(labels.type), 'percentage');
      await user.type(field(labels.percentage), '150');
      await user.click(within(dialog).getByRole('button', { name: labels.submit }));
      await waitFor(() => expect(descriptionOf(field(labels.percentage))).toBe(messages.tooHigh));
      expect(api.sent('POST /api/offers')).toEqual([]);
    });
  }
});

describe('AdminOffersScreen (DESIGN.md §4)', () => {
  it('creates an offer in both languages: the request, the toast and the new card', async () => {
    const toast = vi.spyOn(notify, 'success');
    const { user } = renderScreen('/sv-en/admin/offers');
    await user.click(await screen.findByRole('button', { name: 'New offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New offer' });
    await fillFields(
      user,
      {
        'Title in Swedish': 'Julrabatt',
        'Description in Swedish': 'Tjugo procent på allt i december.',
        'Title in English': 'Christmas discount',
        'Description in English': 'Twenty percent off everything in December.',
        'Discount type': 'percentage',
        'Discount (%)': '12,5',
        'Start date': '01-12-2026',
        'End date': '31-12-2026',
      },
      dialog,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create offer' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Offer created successfully'));
    const [request] = api.sent('POST /api/offers');
    expect(request?.body).toEqual({
      titleSv: 'Julrabatt',
      titleEn: 'Christmas discount',
      descriptionSv: 'Tjugo procent på allt i december.',
      descriptionEn: 'Twenty percent off everything in December.',
      discountType: 'percentage',
      // Typed with a decimal comma on an English page, read as the one parser reads it (decision 061).
      discountValue: 12.5,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      active: true,
      language: 'en',
    });
    expect(request?.authorization).toBe('Bearer admin-token');
    const card = await screen.findByRole('article', { name: 'Christmas discount' });
    expect(card).toHaveTextContent('12.5% off');
    expect(screen.queryByRole('dialog')).toBeNull();
    toast.mockRestore();
  });

  it('deletes an offer after asking, in Swedish on Swedish pages', async () => {
    const toast = vi.spyOn(notify, 'success');
    const { user } = renderScreen('/sv-se/admin/offers');
    const card = await screen.findByRole('article', { name: 'Fri leverans första veckan' });
    await user.click(within(card).getByRole('button', { name: 'Ta bort Fri leverans första veckan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort erbjudandet?' });
    expect(dialog).toHaveTextContent('”Fri leverans första veckan” tas bort för alltid.');
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort erbjudandet' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Offer deleted successfully'));
    expect(api.sent('DELETE /api/offers/offer-1')).toHaveLength(1);
    expect(await screen.findByText('Inga erbjudanden ännu')).toBeInTheDocument();
    toast.mockRestore();
  });
});
