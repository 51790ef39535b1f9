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
import '../../../lib/back-office-catalog.ts';

// The pagination's words are the back-office's, registered by its layout in the app.

const api = mockApi();

/** GET /api/vendor/promotions's answer: one page of `data`, with the counts of each status. */
function promotionPage(data: object[], extra: { total?: number; page?: number; counts?: object } = {}) {
  const total = extra.total ?? data.length;
  return {
    data,
    total,
    page: extra.page ?? 1,
    pageSize: 20,
    counts: { all: total, pending: 0, scheduled: 0, active: 0, inactive: 0, expired: 0, ...extra.counts },
  };
}

/** A signed-in vendor's page, with a server that keeps the vendor's promotions. */
function renderSignedIn(path: string, ui: ReactElement) {
  let promotions: object[] = [PROMOTION_ANSWER];
  api.answer({
    'GET /api/vendor/promotions': () =>
      jsonResponse(200, promotionPage(promotions, { counts: { pending: promotions.length } })),
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
      'GET /api/vendor/promotions': promotionPage(
        [{ ...PROMOTION_ANSWER, status: 'active', startDate: '2020-01-01', isEditable: false }],
        { counts: { active: 1 } },
      ),
    });
    renderAt('/sv-se/vendor/promotions', <VendorPromotionsScreen />, { signedIn: 'vendor' });
    const card = await screen.findByRole('article', { name: 'Pizza Tuesday' });
    expect(card).toHaveTextContent('Aktiv');
    expect(within(card).queryByRole('button', { name: 'Ta bort Pizza Tuesday' })).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Redigera Pizza Tuesday' })).toBeNull();
  });
});

describe('VendorPromotionsScreen pages (issue 20)', () => {
  const many = (count: number, from = 1) =>
    Array.from({ length: count }, (_, index) => ({
      ...PROMOTION_ANSWER,
      id: `promo-${from + index}`,
      title: `Deal ${from + index}`,
    }));

  it('shows the server’s counts and page, asks for a group’s own pages and keeps both in the address', async () => {
    api.answer({
      'GET /api/vendor/promotions': (request) => {
        const page = Number(request.query.page);
        if (request.query.status === 'pending') {
          return jsonResponse(
            200,
            promotionPage(many(1, 90), { total: 1, counts: { all: 45, pending: 1, active: 44 } }),
          );
        }
        return jsonResponse(
          200,
          promotionPage(page === 3 ? many(5, 41) : many(20, 1 + (page - 1) * 20), {
            total: 45,
            page,
            counts: { all: 45, pending: 1, active: 44 },
          }),
        );
      },
    });
    const { user, router } = renderAt('/sv-en/vendor/promotions?page=2', <VendorPromotionsScreen />, {
      signedIn: 'vendor',
    });
    expect(await screen.findByRole('article', { name: 'Deal 21' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(api.sent('GET /api/vendor/promotions').at(-1)?.query).toMatchObject({ page: '2', pageSize: '20' });
    const groups = screen.getByRole('group', { name: 'Show promotions by status' });
    expect(within(groups).getByRole('button', { name: /^All/ })).toHaveTextContent('45');
    expect(within(groups).getByRole('button', { name: /^Active/ })).toHaveTextContent('44');
    const pages = screen.getByRole('navigation', { name: 'Promotion pages' });
    expect(pages).toHaveTextContent('Page 2 of 3');

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Deal 41' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getAllByRole('article')).toHaveLength(5);

    // Another group starts at its own first page, asked of the server by status.
    await user.click(within(groups).getByRole('button', { name: /^Pending/ }));
    expect(await screen.findByRole('article', { name: 'Deal 90' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?group=pending');
    expect(api.sent('GET /api/vendor/promotions').at(-1)?.query).toMatchObject({
      status: 'pending',
      page: '1',
    });
    expect(screen.queryByRole('navigation', { name: 'Promotion pages' })).toBeNull();
  });

  it('names its pages in Swedish', async () => {
    api.answer({
      'GET /api/vendor/promotions': promotionPage(many(20), { total: 21, counts: { pending: 21 } }),
    });
    renderAt('/sv-se/vendor/promotions', <VendorPromotionsScreen />, { signedIn: 'vendor' });
    const pages = await screen.findByRole('navigation', { name: 'Kampanjsidor' });
    expect(pages).toHaveTextContent('Sida 1 av 2');
    expect(within(pages).getByRole('button', { name: 'Nästa' })).toBeEnabled();
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
    await user.type(screen.getByRole('textbox', { name: 'Discount (%)' }), '20');
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
