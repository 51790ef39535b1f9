import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import enBackOffice from '../../../../locales/en/back-office.json';
import svBackOffice from '../../../../locales/sv/back-office.json';
import en from '../../../../locales/en/admin-queries.json';
import sv from '../../../../locales/sv/admin-queries.json';
import { registerCatalog } from '../../../lib/i18n.ts';
import { nthAdminQuery } from '../../../lib/test-fixtures.ts';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { AdminQueriesScreen } from './admin-queries-screen.tsx';

registerCatalog('admin-queries', { en, sv });
registerCatalog('back-office', { en: enBackOffice, sv: svBackOffice });

// A list of a million queries (issue 20, decision 043): past the API's exact-count limit the total
// is PostgreSQL's estimate (`totalIsEstimate`), which the screen says is one, in both languages, and
// the pages end where the rows end, not where the estimate says.

const api = mockApi();

const query = nthAdminQuery;

/** 45 rows really match; the estimate says about a million (as an estimate can be far off). */
const ROWS = Array.from({ length: 45 }, (_, i) => query(i + 1));

function serve() {
  api.answer({
    'GET /api/queries': (request) => {
      const page = Number(request.query.page ?? 1);
      return jsonResponse(200, {
        data: ROWS.slice((page - 1) * 20, page * 20),
        total: 1_000_000,
        totalIsEstimate: true,
        page,
        pageSize: 20,
        counts: { all: 1_000_000, customer: 999_000, driver: 1000, store: 0, vendor: 0 },
        countsAreEstimates: { all: true, customer: true, driver: false, store: false, vendor: false },
      });
    },
  });
}

describe('an estimated total on the query list', () => {
  it('says "about" in English, on the total, the estimated tabs and the pages', async () => {
    serve();
    renderAt('/sv-en/admin/queries', <AdminQueriesScreen />, { signedIn: 'admin' });
    expect(await screen.findByRole('heading', { name: 'About 1,000,000 queries' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (about 1,000,000)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /\(about 999,000\)$/ })).toBeInTheDocument();
    // A counted tab keeps its number.
    expect(screen.getByRole('tab', { name: /\(1000\)$/ })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: en.pagination.navigation });
    expect(within(pages).getByText('Page 1 of about 50,000')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('offers the first 1,000 of about the estimate when the whole page is ticked', async () => {
    serve();
    const { user } = renderAt('/sv-en/admin/queries', <AdminQueriesScreen />, { signedIn: 'admin' });
    const toolbar = await screen.findByRole('toolbar', { name: 'Act on several rows' });
    await user.click(within(toolbar).getByRole('checkbox', { name: 'Select all on this page' }));
    expect(
      within(toolbar).getByRole('button', { name: 'Select the first 1,000 of about 1,000,000 matching' }),
    ).toBeInTheDocument();
  });

  it('says "cirka" in Swedish', async () => {
    serve();
    renderAt('/sv-se/admin/queries', <AdminQueriesScreen />, { signedIn: 'admin' });
    expect(await screen.findByRole('heading', { name: /^Cirka 1\s000\s000 ärenden$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /\(cirka 1\s000\s000\)$/ })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: sv.pagination.navigation });
    expect(within(pages).getByText(/^Sida 1 av cirka 50\s000$/)).toBeInTheDocument();
  });

  it('ends the pages at the first page that is not full, whatever the estimate', async () => {
    serve();
    const { user } = renderAt('/sv-en/admin/queries?page=2', <AdminQueriesScreen />, { signedIn: 'admin' });
    const pages = await screen.findByRole('navigation', { name: en.pagination.navigation });
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Q-2026-000045')).toBeInTheDocument();
    expect(within(pages).getByText('Page 3 of about 50,000')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeEnabled();
  });
});
