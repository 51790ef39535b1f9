import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_STARTED_PROMOTION, PROMOTION_ANSWER } from '../../../lib/test-fixtures.ts';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import '../catalog.ts';
import { VendorPromotionsScreen } from './vendor-promotions-screen.tsx';
import '../../../lib/back-office-catalog.ts';

// Issue 36 §9a: "Aktiva 5" counted promotions that had not started. The quick groups show Scheduled
// apart from Active, with the API's counts (which follow the domain's `promotionDisplayStatus`), and
// the Scheduled group asks the API for `status=scheduled`.

const api = mockApi();

const STARTED = { ...PROMOTION_ANSWER, id: 'started', title: 'Lunch deal', status: 'active' };
const NOT_STARTED = { ...NOT_STARTED_PROMOTION, isEditable: false };
const COUNTS = { all: 6, pending: 1, scheduled: 3, active: 2, inactive: 0, expired: 0 };

function serve() {
  api.answer({
    'GET /api/vendor/promotions': (request) => {
      const status = (request.query as Record<string, string>).status ?? '';
      const data =
        status === 'scheduled' ? [NOT_STARTED] : status === 'active' ? [STARTED] : [STARTED, NOT_STARTED];
      return jsonResponse(200, { data, total: data.length, page: 1, pageSize: 20, counts: COUNTS });
    },
  });
}

describe('the quick groups (issue 36 §9a)', () => {
  it('count Scheduled apart from Active, and the Scheduled group asks for the promotions not started yet', async () => {
    serve();
    const { user } = renderAt('/sv-en/vendor/promotions', <VendorPromotionsScreen />, { signedIn: 'vendor' });
    const groups = await screen.findByRole('group', { name: 'Show promotions by status' });
    const names = within(groups)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['All6', 'Active2', 'Scheduled3', 'Pending1', 'Expired0']);
    expect(
      within(await screen.findByRole('article', { name: 'Summer deal' })).getByText('Scheduled'),
    ).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Lunch deal' })).getByText('Active')).toBeVisible();

    await user.click(within(groups).getByRole('button', { name: 'Scheduled 3' }));
    await waitFor(() =>
      expect(api.sent('GET /api/vendor/promotions').at(-1)?.query).toMatchObject({ status: 'scheduled' }),
    );
    expect(within(groups).getByRole('button', { name: 'Scheduled 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Lunch deal' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Summer deal' })).toBeInTheDocument();
  });

  it('reads Schemalagda in Swedish', async () => {
    serve();
    renderAt('/sv-se/vendor/promotions', <VendorPromotionsScreen />, { signedIn: 'vendor' });
    const groups = await screen.findByRole('group', { name: 'Visa kampanjer efter status' });
    expect(within(groups).getByRole('button', { name: 'Aktiva 2' })).toBeInTheDocument();
    expect(within(groups).getByRole('button', { name: 'Schemalagda 3' })).toBeInTheDocument();
    expect(
      within(await screen.findByRole('article', { name: 'Summer deal' })).getByText('Schemalagd'),
    ).toBeVisible();
  });
});
