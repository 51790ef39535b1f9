import type { AdminQuery } from '@levera/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import enBackOffice from '../locales/en/back-office.json';
import svBackOffice from '../locales/sv/back-office.json';
import en from '../locales/en/admin-queries.json';
import sv from '../locales/sv/admin-queries.json';
import { startEarlyRequests } from './early-requests.ts';
import { AdminQueriesScreen } from './features/admin-queries/components/admin-queries-screen.tsx';
import { apiRequest } from './lib/api-client.ts';
import { registerCatalog } from './lib/i18n.ts';
import { storeSession } from './lib/session.ts';
import { ADMIN_QUERY_ANSWER } from './lib/test-fixtures.ts';
import { jsonResponse, mockApi, renderAt } from './lib/test-render.tsx';

registerCatalog('admin-queries', { en, sv });
registerCatalog('back-office', { en: enBackOffice, sv: svBackOffice });

// The SPA shell sends the Queries screen's first list request before the app has loaded (decision
// 048); the screen then takes that answer instead of asking again. Both sides build the request from
// the address, so these tests open the screen at an address and count the requests the API got.

const api = mockApi();
afterEach(() => {
  delete (window as { __leveraEarlyRequests?: unknown }).__leveraEarlyRequests;
});

const query: AdminQuery = {
  ...ADMIN_QUERY_ANSWER,
  type: 'vendor',
  subject: 'Payout missing',
  message: 'Where is my payout?',
  status: 'resolved',
  nextStatuses: ['closed'],
  revertTarget: 'inProgress',
};

function serve() {
  api.answer({
    'GET /api/queries': (request) =>
      jsonResponse(200, {
        data: [query],
        total: 21,
        page: Number(request.query.page ?? 1),
        pageSize: 20,
        counts: { all: 21, customer: 0, driver: 0, store: 0, vendor: 21 },
      }),
  });
}

/** The shell's part: the address is set and the session stored before any module of the app runs. */
function openShell(path: string) {
  storeSession('admin', 'admin-token', 'admin@levera.se');
  window.history.replaceState(null, '', path);
  startEarlyRequests();
}

describe('the early request of Admin Queries', () => {
  it.each([
    '/sv-en/admin/queries',
    '/sv-se/admin/queries?type=vendor&status=resolved&q=%20payout%20&page=2&sort=subject&order=asc',
  ])('is the very request the screen sends at %s, so the list asks the API once', async (path) => {
    serve();
    openShell(path);
    expect(api.sent('GET /api/queries')).toHaveLength(1);
    expect(api.sent('GET /api/queries')[0]?.authorization).toBe('Bearer admin-token');

    renderAt(path, <AdminQueriesScreen />, { signedIn: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Payout missing' })).toBeInTheDocument();
    expect(api.sent('GET /api/queries')).toHaveLength(1);
  });

  it('is taken once: the next load of the same page asks the API again', async () => {
    serve();
    openShell('/sv-en/admin/queries');
    const request = { query: { sort: 'createdAt', order: 'desc', page: 1, pageSize: 20 } };
    await apiRequest('/queries', request);
    await apiRequest('/queries', request);
    expect(api.sent('GET /api/queries')).toHaveLength(2);
  });

  it('is not sent without a session, nor for a page that has none', () => {
    serve();
    window.history.replaceState(null, '', '/sv-en/admin/queries');
    startEarlyRequests();
    for (const path of ['/sv-en/admin/login', '/sv-en/admin/partners', '/admin/queries', '/sv-en']) {
      openShell(path);
    }
    expect(api.sent()).toEqual([]);
  });
});
