import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { NotificationBell } from './notification-bell.tsx';

const api = mockApi();

const REJECTED = {
  id: 7,
  kind: 'promotion',
  action: 'reject',
  targetId: 'promo-1',
  title: 'Pizza Tuesday',
  caseNumber: null,
  status: 'inactive',
  reason: 'Above our discount limit.',
  at: '2030-03-10T09:00:00.000Z',
  read: false,
};
const ANSWERED = {
  id: 5,
  kind: 'query',
  action: 'respond',
  targetId: 'query-1',
  title: 'Payout is late',
  caseNumber: 'VQ-2030-000001',
  status: null,
  reason: null,
  at: '2030-03-09T09:00:00.000Z',
  read: true,
};

function serve() {
  let entries = [REJECTED, ANSWERED];
  const unread = () => entries.filter((entry) => !entry.read).length;
  api.answer({
    'GET /api/vendor/notifications': () =>
      jsonResponse(200, { data: entries, total: entries.length, page: 1, pageSize: 10, unread: unread() }),
    'POST /api/vendor/notifications/read': (request) => {
      const body = request.body as { id?: number; all?: boolean };
      entries = entries.map((entry) => (body.all || entry.id === body.id ? { ...entry, read: true } : entry));
      return jsonResponse(200, { unread: unread() });
    },
  });
}

describe('NotificationBell (issue 17 §3)', () => {
  it('shows the unread count, lists the decisions with the reason, and opening one marks it read and goes to it', async () => {
    serve();
    const { user, router } = renderAt('/sv-en/vendor/query', <NotificationBell />, { signedIn: 'vendor' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const [rejected, answered] = within(panel).getAllByRole('button', { name: /Pizza|Support/ });
    expect(rejected).toHaveTextContent('Unread: “Pizza Tuesday” was rejected');
    expect(rejected).toHaveTextContent('Reason: Above our discount limit.');
    expect(answered).toHaveTextContent('Support answered VQ-2030-000001: Payout is late');
    await user.click(rejected!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sv-en/vendor/promotions'));
    expect(router.state.location.hash).toBe('#promotion-promo-1');
    expect(api.sent('POST /api/vendor/notifications/read').map((request) => request.body)).toEqual([
      { id: 7, language: 'en' },
    ]);
    expect(api.sent('GET /api/vendor/notifications')[0]?.authorization).toBe('Bearer vendor-token');
    await screen.findByRole('button', { name: 'Notifications' });
  });

  it('marks all read, in Swedish on Swedish pages', async () => {
    serve();
    const { user } = renderAt('/sv-se/vendor/promotions', <NotificationBell />, { signedIn: 'vendor' });
    await user.click(await screen.findByRole('button', { name: 'Aviseringar, 1 oläst' }));
    const panel = screen.getByRole('region', { name: 'Aviseringar' });
    expect(within(panel).getByText('Anledning: Above our discount limit.')).toBeInTheDocument();
    expect(within(panel).getByText('”Pizza Tuesday” har avslagits')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Markera alla som lästa' }));
    await screen.findByRole('button', { name: 'Aviseringar' });
    expect(api.sent('POST /api/vendor/notifications/read').map((request) => request.body)).toEqual([
      { all: true, language: 'sv' },
    ]);
  });
});
