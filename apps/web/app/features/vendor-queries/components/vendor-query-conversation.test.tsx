import type { VendorOwnQuery } from '@levera/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { VendorQueryConversation } from './vendor-query-conversation.tsx';
import '../catalog.ts';

// Issue 37 §5: the vendor reads its query's conversation and adds to the same query.

const api = mockApi();
const query: VendorOwnQuery = {
  id: 'q1',
  caseNumber: 'VQ-2026-000007',
  subject: 'Menu upload',
  category: 'technical',
  message: 'The menu will not upload.',
  status: 'inProgress',
  response: null,
  respondedAt: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
} as VendorOwnQuery;
const conversation = {
  data: {
    caseNumber: query.caseNumber,
    subject: query.subject,
    status: 'inProgress',
    language: 'sv',
    messages: [
      { from: 'you', body: 'Menyn laddas inte upp.', createdAt: '2026-11-24T10:00:00.000Z' },
      { from: 'support', body: 'Prova en mindre fil.', createdAt: '2026-11-24T11:00:00.000Z' },
    ],
  },
};

describe('the vendor query conversation', () => {
  it("shows its words and support's, and sends a follow-up to the same query", async () => {
    api.answer({
      'GET /api/vendor/queries/q1/conversation': conversation,
      'POST /api/vendor/queries/q1/replies': () => jsonResponse(201, { message: 'Skickat', ...conversation }),
    });
    const { user } = renderAt('/sv-se/vendor/queries', <VendorQueryConversation query={query} />, {
      signedIn: 'vendor',
    });
    await user.click(screen.getByRole('button', { name: 'Visa konversationen' }));
    const items = within(await screen.findByRole('list', { name: 'Meddelanden' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Du.*Menyn laddas inte upp\.$/),
      expect.stringMatching(/^Levera kundtjänst.*Prova en mindre fil\.$/),
    ]);

    await user.click(screen.getByRole('button', { name: 'Skicka meddelandet' }));
    expect(await screen.findByText('Skriv ett meddelande')).toBeInTheDocument();
    expect(api.sent('POST /api/vendor/queries/q1/replies')).toHaveLength(0);

    await user.type(
      screen.getByRole('textbox', { name: 'Lägg till i ärendet' }),
      'Det fungerade inte heller.',
    );
    await user.click(screen.getByRole('button', { name: 'Skicka meddelandet' }));
    await waitFor(() =>
      expect(api.sent('POST /api/vendor/queries/q1/replies')[0]?.body).toMatchObject({
        message: 'Det fungerade inte heller.',
      }),
    );
    expect(api.sent().filter((request) => request.route === 'POST /api/vendor/queries')).toHaveLength(0);
  });
});
