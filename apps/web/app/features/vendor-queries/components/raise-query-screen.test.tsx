import type { VendorOwnQuery } from '@levera/domain';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../../lib/test-fixtures.ts';
import { descriptionOf, fillFields, jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { notify } from '../../../lib/toast.ts';
import { RaiseQueryScreen } from './raise-query-screen.tsx';
import '../catalog.ts';

const api = mockApi();
const SUCCESS = 'Your query has been submitted. Our support team will get back to you soon.';

/** The Raise query page of a signed-in vendor; the server keeps the queries it is sent. */
function renderScreen(path: string) {
  const queries: VendorOwnQuery[] = [];
  api.answer({
    'GET /api/vendor/queries': () => jsonResponse(200, pageOf(queries)),
    'POST /api/vendor/queries': (request) => {
      const body = request.body as { subject: string; category: string; message: string };
      const created = {
        ...body,
        id: 'q1',
        caseNumber: 'VQ-2026-000007',
        status: 'pending' as const,
        response: null,
        respondedAt: null,
        createdAt: '2026-11-24T10:00:00.000Z',
        updatedAt: '2026-11-24T10:00:00.000Z',
      };
      queries.unshift(created);
      return jsonResponse(201, {
        success: true,
        message: SUCCESS,
        caseNumber: created.caseNumber,
        data: created,
      });
    },
  });
  return renderAt(path, <RaiseQueryScreen />, { signedIn: 'vendor' });
}

const field = (label: string) => screen.getByLabelText(label);
const submit = (user: UserEvent, name: string) => user.click(screen.getByRole('button', { name }));

describe('RaiseQueryForm: validation (SPEC §5)', () => {
  for (const { locale, labels, required, tooShort } of [
    {
      locale: 'sv-en',
      labels: { subject: 'Subject', category: 'Category', message: 'Message', submit: 'Submit query' },
      required: ['Subject is required', 'Please select a category', 'Message is required'],
      tooShort: ['Subject must be at least 5 characters', 'Message must be at least 20 characters'],
    },
    {
      locale: 'sv-se',
      labels: { subject: 'Ämne', category: 'Kategori', message: 'Meddelande', submit: 'Skicka ärende' },
      required: ['Ämne krävs', 'Välj en kategori', 'Meddelande krävs'],
      tooShort: ['Ämnet måste innehålla minst 5 tecken', 'Meddelandet måste innehålla minst 20 tecken'],
    },
  ]) {
    it(`names each missing or short field, and sends nothing (${locale})`, async () => {
      const { user } = renderScreen(`/${locale}/vendor/query`);
      await submit(user, labels.submit);
      await waitFor(() => expect(descriptionOf(field(labels.subject))).toBe(required[0]));
      expect(descriptionOf(field(labels.category))).toBe(required[1]);
      expect(descriptionOf(field(labels.message))).toBe(required[2]);
      await user.type(field(labels.subject), 'Hi');
      await user.type(field(labels.message), 'Too short');
      await submit(user, labels.submit);
      await waitFor(() => expect(descriptionOf(field(labels.subject))).toBe(tooShort[0]));
      expect(descriptionOf(field(labels.message))).toBe(tooShort[1]);
      expect(api.sent('POST /api/vendor/queries')).toEqual([]);
    });
  }
});

describe('RaiseQueryScreen: raising a query (SPEC §2)', () => {
  it('sends the query, says its case number and shows it first in the list', async () => {
    const toast = vi.spyOn(notify, 'success');
    const { user } = renderScreen('/sv-en/vendor/query');
    expect(await screen.findByText('No queries yet')).toBeInTheDocument();
    await fillFields(user, {
      Subject: 'Payout missing',
      Category: 'payment',
      Message: 'The payout for last week has not arrived yet.',
    });
    await submit(user, 'Submit query');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Query VQ-2026-000007 was submitted. You can follow it in the list below.',
    );
    expect(toast).toHaveBeenCalledWith(SUCCESS);
    const [request] = api.sent('POST /api/vendor/queries');
    expect(request?.body).toEqual({
      subject: 'Payout missing',
      category: 'payment',
      message: 'The payout for last week has not arrived yet.',
      language: 'en',
    });
    expect(request?.authorization).toBe('Bearer vendor-token');
    expect(await screen.findByRole('article', { name: 'Payout missing' })).toHaveTextContent('Pending');
    expect(field('Subject')).toHaveValue('');
    toast.mockRestore();
  });
});
