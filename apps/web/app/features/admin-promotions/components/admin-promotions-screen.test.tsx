import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { descriptionOf, jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { pageOf, PROMOTION_ANSWER, promotionStats } from '../../../lib/test-fixtures.ts';
import { notify } from '../../../lib/toast.ts';
import '../catalog.ts';
import { AdminPromotionsScreen } from './admin-promotions-screen.tsx';

const api = mockApi();
const STATS = promotionStats({ pending: 1 }, { views: 1200, orders: 34, revenue: 5600 });

/** The screen of a signed-in admin, with a server that holds one promotion and applies actions. */
function renderScreen(path: string, statusAnswer?: () => Response) {
  let promotion = { ...PROMOTION_ANSWER, status: 'pending' as string };
  api.answer({
    'GET /api/promotions': () => jsonResponse(200, pageOf([promotion])),
    'GET /api/promotions/stats': STATS,
    'PATCH /api/promotions/promo-1/status': (request) => {
      if (statusAnswer) return statusAnswer();
      const { action } = request.body as { action: string };
      promotion = {
        ...promotion,
        status: action === 'approve' ? 'active' : action === 'reject' ? 'inactive' : 'expired',
      };
      return jsonResponse(200, { success: true, message: 'Promotion status updated', data: promotion });
    },
  });
  return renderAt(path, <AdminPromotionsScreen />, { signedIn: 'admin' });
}
const findRow = () => screen.findByRole('article', { name: 'Pizza Tuesday' });

/** Presses `action` on the row and returns the confirmation dialog named `confirm`: nothing is sent yet. */
async function askOnRow(user: UserEvent, row: HTMLElement, action: string, confirm: string) {
  await user.click(within(row).getByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog', { name: confirm });
  expect(api.sent('PATCH /api/promotions/promo-1/status')).toEqual([]);
  return dialog;
}

describe('AdminPromotionsScreen (SPEC §2, DESIGN.md §5)', () => {
  it('approves a pending promotion: the request names the status it saw, the toast and the list follow', async () => {
    const toast = vi.spyOn(notify, 'success');
    const { user } = renderScreen('/sv-en/admin/promotions');
    const row = await findRow();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('by Hörnans Pizzeria')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Promotion status updated'));
    const [approval] = api.sent('PATCH /api/promotions/promo-1/status');
    expect(approval?.body).toEqual({ action: 'approve', expectedStatus: 'pending', language: 'en' });
    expect(approval?.authorization).toBe('Bearer admin-token');
    await waitFor(() => expect(within(row).getByText('Active')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull();
    toast.mockRestore();
  });

  it('asks before marking a promotion expired, in Swedish on Swedish pages', async () => {
    const { user } = renderScreen('/sv-se/admin/promotions');
    const row = await findRow();
    const dialog = await askOnRow(user, row, 'Markera som utgången', 'Markera kampanjen som utgången?');
    await user.click(within(dialog).getByRole('button', { name: 'Markera som utgången' }));
    await waitFor(() => expect(within(row).getByText('Utgången')).toBeInTheDocument());
    expect(api.sent('PATCH /api/promotions/promo-1/status').map((request) => request.body)).toEqual([
      { action: 'markExpired', expectedStatus: 'pending', language: 'sv' },
    ]);
  });

  it("shows the server's refusal as an error toast", async () => {
    const toast = vi.spyOn(notify, 'error');
    const changed = 'This promotion was changed by someone else. The list now shows its current status.';
    const { user } = renderScreen('/sv-en/admin/promotions', () =>
      jsonResponse(409, { error: changed, code: 'stale_status' }),
    );
    const dialog = await askOnRow(user, await findRow(), 'Reject', 'Reject this promotion?');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(changed));
    toast.mockRestore();
  });

  it('asks the server for the chosen status', async () => {
    const { user } = renderScreen('/sv-en/admin/promotions');
    await findRow();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() =>
      expect(api.sent('GET /api/promotions').at(-1)?.query).toMatchObject({ status: 'pending' }),
    );
  });

  it('asks before rejecting, with an optional reason of at most 500 characters that is sent along', async () => {
    const { user } = renderScreen('/sv-en/admin/promotions');
    const row = await findRow();
    const dialog = await askOnRow(user, row, 'Reject', 'Reject this promotion?');
    const reason = within(dialog).getByRole('textbox', {
      name: 'Reason (optional, shown to the one it concerns)',
    });
    expect(reason).toHaveAttribute('maxLength', '500');
    expect(descriptionOf(reason)).toBe('0 of 500 characters');
    await user.type(reason, '  Above our discount limit. ');
    expect(descriptionOf(reason)).toBe('28 of 500 characters');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(row).getByText('Inactive')).toBeInTheDocument());
    expect(api.sent('PATCH /api/promotions/promo-1/status').map((request) => request.body)).toEqual([
      { action: 'reject', expectedStatus: 'pending', reason: 'Above our discount limit.', language: 'en' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends no reason when it is left blank, and nothing when the dialog is cancelled (Swedish)', async () => {
    const { user } = renderScreen('/sv-se/admin/promotions');
    const row = await findRow();
    let dialog = await askOnRow(user, row, 'Avslå', 'Avslå kampanjen?');
    expect(within(dialog).getByText('0 av 500 tecken')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'Försvinner');
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('PATCH /api/promotions/promo-1/status')).toEqual([]);
    // Opened again, the reason starts empty.
    await user.click(within(row).getByRole('button', { name: 'Avslå' }));
    dialog = await screen.findByRole('dialog', { name: 'Avslå kampanjen?' });
    expect(within(dialog).getByRole('textbox')).toHaveValue('');
    await user.type(within(dialog).getByRole('textbox'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Avslå' }));
    await waitFor(() => expect(within(row).getByText('Inaktiv')).toBeInTheDocument());
    expect(api.sent('PATCH /api/promotions/promo-1/status').map((request) => request.body)).toEqual([
      { action: 'reject', expectedStatus: 'pending', language: 'sv' },
    ]);
  });
});
