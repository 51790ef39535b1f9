import type { AdminQuery } from '@levera/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enBackOffice from '../locales/en/back-office.json';
import svBackOffice from '../locales/sv/back-office.json';
import en from '../locales/en/admin-queries.json';
import sv from '../locales/sv/admin-queries.json';
import { leaveForSignIn, startEarlyRequests } from './early-requests.ts';
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

describe("the app's scripts, which the shell holds back (decision 056)", () => {
  const start = vi.fn();
  const held = window as { __leveraStartApp?: () => void };
  afterEach(() => {
    delete held.__leveraStartApp;
    start.mockReset();
    vi.restoreAllMocks();
    document.getElementById('levera-early-preview')?.remove();
  });

  it('load at once on a page without a preview, and on one without a locale', () => {
    held.__leveraStartApp = start;
    serve();
    for (const path of ['/sv-en/admin/partners', '/sv-en/vendor/promotions', '/admin/queries']) {
      openShell(path);
      expect(start, path).toHaveBeenCalledTimes(1);
      start.mockReset();
    }
  });

  it('load on Admin Queries once its preview is on the page, not before the answer has come', async () => {
    // The screens rendered earlier ended the preview for this page's life (early-preview.ts).
    delete (window as { __leveraEarlyPreviewEnded?: boolean }).__leveraEarlyPreviewEnded;
    held.__leveraStartApp = start;
    let answer: (response: Response) => void = () => undefined;
    api.fetch.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    openShell('/sv-en/admin/queries');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(start).not.toHaveBeenCalled();

    answer(jsonResponse(200, { data: [query], total: 1, page: 1, pageSize: 20 }));
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(document.getElementById('levera-early-preview')).not.toBeNull();
  });

  it('load at once on a repeat visit, whose document the server confirmed unchanged (304)', () => {
    held.__leveraStartApp = start;
    api.fetch.mockImplementation(() => new Promise<Response>(() => undefined));
    const revalidated = { transferSize: 300, encodedBodySize: 28_000 };
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([revalidated as unknown as PerformanceEntry]);
    openShell('/sv-en/admin/queries');
    expect(start).toHaveBeenCalledTimes(1);
    expect(api.sent('GET /api/queries')).toHaveLength(1);
  });
});

describe('a signed-in screen opened without a session', () => {
  /** An address the shell runs at; `replace` records where it sends the visitor. */
  const at = (path: string) => {
    const url = new URL(path, 'https://levera.se');
    const replace = vi.fn();
    return {
      location: {
        pathname: url.pathname,
        search: url.search,
        hash: url.hash,
        replace,
      } as unknown as Location,
      replace,
    };
  };
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('goes to its sign-in page at once, with the page to return to', () => {
    const { location, replace } = at('/sv-se/admin/partners?status=approved#list');
    expect(leaveForSignIn(location)).toBe(true);
    expect(replace).toHaveBeenCalledWith(
      '/sv-se/admin/login?from=%2Fsv-se%2Fadmin%2Fpartners%3Fstatus%3Dapproved%23list',
    );
    const vendor = at('/sv-en/vendor/promotions/edit/42');
    expect(leaveForSignIn(vendor.location)).toBe(true);
    expect(vendor.replace).toHaveBeenCalledWith(
      '/sv-en/vendor/login?from=%2Fsv-en%2Fvendor%2Fpromotions%2Fedit%2F42',
    );
  });

  it('goes with a session of the other role, and with an expired one, whose reason the sign-in page shows', () => {
    storeSession('vendor', 'vendor-token', 'vendor@levera.se');
    expect(leaveForSignIn(at('/sv-en/admin/queries').location)).toBe(true);
    localStorage.setItem(
      'levera.session.admin',
      JSON.stringify({ token: 'old', email: 'admin@levera.se', expiry: Date.now() - 1000 }),
    );
    expect(leaveForSignIn(at('/sv-en/admin/queries').location)).toBe(true);
    expect(sessionStorage.getItem('levera:session-end:admin')).toBe('session_expired');
  });

  it('stays with a session, on the pages open to all, and where the app decides (no locale, unknown page)', () => {
    for (const path of [
      '/sv-se/vendor/set-password?token=abc',
      '/sv-se/admin/login',
      '/admin/queries',
      '/sv-se/admin/nothing-here',
      '/sv-se/about-us',
    ]) {
      const { location, replace } = at(path);
      expect(leaveForSignIn(location), path).toBe(false);
      expect(replace).not.toHaveBeenCalled();
    }
    storeSession('admin', 'admin-token', 'admin@levera.se');
    expect(leaveForSignIn(at('/sv-en/admin/queries').location)).toBe(false);
  });
});
