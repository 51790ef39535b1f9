import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/admin-queries.json';
import sv from '../../../../locales/sv/admin-queries.json';
import { nthAdminQuery } from '../../../lib/test-fixtures.ts';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { AdminQueriesScreen } from './admin-queries-screen.tsx';
import '../../../lib/back-office-catalog.ts';
import '../catalog.ts';

// A list of a million queries (issue 20, decisions 043 and 068): past the API's exact-count limit
// (10,000) the count stops and the total is a lower bound (`totalIsEstimate`): the screen says "more
// than 10,000", in both languages, never a precise-looking number, and the pages end where the rows
// end.

const api = mockApi();

const query = nthAdminQuery;

/** The rows the pages show: 45 (the last page is the first that is not full). */
const ROWS = Array.from({ length: 45 }, (_, i) => query(i + 1));

function serve() {
  api.answer({
    'GET /api/queries': (request) => {
      const page = Number(request.query.page ?? 1);
      return jsonResponse(200, {
        data: ROWS.slice((page - 1) * 20, page * 20),
        total: 10_000,
        totalIsEstimate: true,
        page,
        pageSize: 20,
        counts: { all: 10_000, customer: 10_000, driver: 0, store: 0, vendor: 0 },
        countsAreEstimates: { all: true, customer: true, driver: false, store: false, vendor: false },
      });
    },
  });
}

describe('a total past the exact-count limit on the query list', () => {
  it('says "more than" in English, on the total, the tabs past the limit and the pages', async () => {
    serve();
    renderAt('/sv-en/admin/queries', <AdminQueriesScreen />, { signedIn: 'admin' });
    expect(await screen.findByRole('heading', { name: 'More than 10,000 queries' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (more than 10,000)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Customer.*\(more than 10,000\)$/ })).toBeInTheDocument();
    // A counted tab keeps its number.
    expect(screen.getByRole('tab', { name: /^Driver.*\(0\)$/ })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: en.pagination.navigation });
    // More than 10,000 rows fill more than 500 pages of 20.
    expect(within(pages).getByText('Page 1 of more than 500')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('offers the first 1,000 of more than 10,000 when the whole page is ticked', async () => {
    serve();
    const { user } = renderAt('/sv-en/admin/queries', <AdminQueriesScreen />, { signedIn: 'admin' });
    const toolbar = await screen.findByRole('toolbar', { name: 'Act on several rows' });
    await user.click(within(toolbar).getByRole('checkbox', { name: 'Select all on this page' }));
    expect(
      within(toolbar).getByRole('button', { name: 'Select the first 1,000 of more than 10,000 matching' }),
    ).toBeInTheDocument();
  });

  it('says "fler än" in Swedish', async () => {
    serve();
    renderAt('/sv-se/admin/queries', <AdminQueriesScreen />, { signedIn: 'admin' });
    expect(await screen.findByRole('heading', { name: /^Fler än 10\s000 ärenden$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Alla.*\(fler än 10\s000\)$/ })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: sv.pagination.navigation });
    expect(within(pages).getByText(/^Sida 1 av fler än 500$/)).toBeInTheDocument();
  });

  it('ends the pages at the first page that is not full', async () => {
    serve();
    const { user } = renderAt('/sv-en/admin/queries?page=2', <AdminQueriesScreen />, { signedIn: 'admin' });
    const pages = await screen.findByRole('navigation', { name: en.pagination.navigation });
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Q-2026-000045')).toBeInTheDocument();
    expect(within(pages).getByText('Page 3 of more than 500')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeEnabled();
  });
});
