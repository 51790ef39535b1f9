import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  NOT_STARTED_PROMOTION,
  pageOf,
  PROMOTION_ANSWER,
  promotionStats,
} from '../../../lib/test-fixtures.ts';
import { mockApi, renderAt } from '../../../lib/test-render.tsx';
import '../catalog.ts';
import { AdminPromotionsScreen } from './admin-promotions-screen.tsx';

// Issue 36 §9a: the admin's list badged an approved promotion that had not started Active. It reads
// Scheduled (the domain's `promotionDisplayStatus`), the statistics count it apart, and the status
// filter can ask for it (`status=scheduled`, which the API answers by the same rule).

const api = mockApi();
const NOT_STARTED = NOT_STARTED_PROMOTION;
const STARTED = { ...PROMOTION_ANSWER, id: 'started', title: 'Lunch deal', status: 'active' };
const STATS = promotionStats({ pending: 1, scheduled: 3, active: 2, inactive: 2, expired: 1 });

function renderScreen(path: string) {
  api.answer({
    'GET /api/promotions': pageOf([NOT_STARTED, STARTED]),
    'GET /api/promotions/stats': { data: STATS },
  });
  return renderAt(path, <AdminPromotionsScreen />, { signedIn: 'admin' });
}

describe('AdminPromotionsScreen: scheduled promotions (issue 36 §9a)', () => {
  it('badges a promotion that has not started Scheduled, counts it apart, and filters by it', async () => {
    const { user } = renderScreen('/sv-en/admin/promotions');
    const scheduled = await screen.findByRole('article', { name: 'Summer deal' });
    expect(within(scheduled).getByText('Scheduled')).toBeInTheDocument();
    expect(within(scheduled).queryByText('Active')).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Lunch deal' })).getByText('Active'),
    ).toBeInTheDocument();

    const stats = screen.getByRole('region', { name: 'Promotion statistics' });
    await waitFor(() => expect(within(stats).getByText('Scheduled').nextSibling).toHaveTextContent('3'));
    expect(within(stats).getByText('Active').nextSibling).toHaveTextContent('2');

    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Pending', 'Scheduled', 'Active', 'Inactive', 'Expired']);
    await user.selectOptions(filter, 'scheduled');
    await waitFor(() =>
      expect(api.sent('GET /api/promotions').at(-1)?.query).toMatchObject({ status: 'scheduled' }),
    );
  });

  it('reads Schemalagd in Swedish', async () => {
    renderScreen('/sv-se/admin/promotions');
    const scheduled = await screen.findByRole('article', { name: 'Summer deal' });
    expect(within(scheduled).getByText('Schemalagd')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Kampanjstatistik' });
    expect(within(stats).getByText('Schemalagd')).toBeInTheDocument();
  });
});
