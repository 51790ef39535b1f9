import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nthAdminQuery } from '../../../lib/test-fixtures.ts';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { AdminQueriesScreen } from './admin-queries-screen.tsx';
import '../../../lib/back-office-catalog.ts';
import '../catalog.ts';

// Issue 36 §9f: on a phone the query tabs scrolled sideways and "Alla" was out of sight. Every tab
// is on the screen: the list wraps instead of scrolling (measured in the browser by
// e2e/admin/query-tabs-narrow.spec.ts; here, that it is laid out to wrap), and every tab is reached
// from the keyboard, "Alla" too, whichever tab the address chose.

const api = mockApi();

function serve() {
  api.answer({
    'GET /api/queries': () =>
      jsonResponse(200, {
        data: [nthAdminQuery(1)],
        total: 1,
        page: 1,
        pageSize: 20,
        counts: { all: 12_345, customer: 4_321, driver: 1_234, store: 2_345, vendor: 4_445 },
      }),
  });
}

describe('the query tabs on a phone (issue 36 §9f)', () => {
  it('lays every tab out to wrap, not to scroll sideways, and reaches "Alla" from the last one', async () => {
    serve();
    const { user } = renderAt('/sv-se/admin/queries?type=vendor', <AdminQueriesScreen />, {
      signedIn: 'admin',
    });
    const partner = await screen.findByRole('tab', { name: 'Partner (4445)' });
    const list = screen.getByRole('tablist', { name: 'Typ av ärende' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Alla (12345)',
      'Kund (4321)',
      'Bud (1234)',
      'Butik (2345)',
      'Partner (4445)',
    ]);
    expect(partner).toHaveAttribute('aria-selected', 'true');
    expect(list.className.split(' ')).toContain('flex-wrap');
    expect(list.className).not.toMatch(/overflow-x-(auto|scroll)/);

    partner.focus();
    await user.keyboard('{Home}');
    const all = screen.getByRole('tab', { name: 'Alla (12345)' });
    expect(all).toHaveFocus();
    await waitFor(() => expect(all).toHaveAttribute('aria-selected', 'true'));
  });
});
