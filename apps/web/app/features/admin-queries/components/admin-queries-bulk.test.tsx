import type { AdminQuery, BulkAnswer } from '@levera/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nthAdminQuery } from '../../../lib/test-fixtures.ts';
import {
  askBulkAction,
  jsonResponse,
  mockApi,
  renderAt,
  type SentRequest,
} from '../../../lib/test-render.tsx';
import { AdminQueriesScreen } from './admin-queries-screen.tsx';
import '../../../lib/back-office-catalog.ts';
import '../catalog.ts';

// Bulk actions on the admin's query list (issue 18 §2, decision 036): selecting rows, the page and
// every matching row across pages; the confirmation of a status change (issue 36 §2); the bulk
// request; the per-item outcome read out to screen readers.

const api = mockApi();

const query = (n: number, status: AdminQuery['status'] = 'created'): AdminQuery => ({
  ...nthAdminQuery(n),
  message: 'Where is my order? It was due an hour ago.',
  status,
  nextStatuses: status === 'created' ? ['inProgress', 'resolved', 'closed'] : ['closed'],
});

/** 25 queries match the filters (two of them already resolved); the list shows them 20 at a time. */
const ALL = Array.from({ length: 25 }, (_, i) => query(i + 1, i < 2 ? 'resolved' : 'created'));

function serve(bulkAnswer: (request: SentRequest) => BulkAnswer) {
  api.answer({
    'GET /api/queries': (request) => {
      const page = Number(request.query.page ?? 1);
      return jsonResponse(200, {
        data: ALL.slice((page - 1) * 20, page * 20),
        total: ALL.length,
        page,
        pageSize: 20,
        counts: { all: ALL.length, customer: ALL.length, driver: 0, store: 0, vendor: 0 },
      });
    },
    'GET /api/queries/ids': () =>
      jsonResponse(200, {
        data: ALL.map((each) => ({ id: each.id, status: each.status, label: each.caseNumber })),
        total: ALL.length,
      }),
    'POST /api/queries/bulk': (request) => jsonResponse(200, bulkAnswer(request)),
  });
}

/** The server's answer: the two resolved ones skipped, the rest done. */
function resolveAnswer(request: SentRequest, language: 'en' | 'sv'): BulkAnswer {
  const items = (request.body as { items: { id: string; expectedStatus: string }[] }).items;
  const results = items.map((item) =>
    item.expectedStatus === 'resolved'
      ? {
          id: item.id,
          outcome: 'skipped' as const,
          reason: 'already_done' as const,
          message: language === 'en' ? 'Already resolved' : 'Redan löst',
        }
      : { id: item.id, outcome: 'done' as const },
  );
  const done = results.filter((result) => result.outcome === 'done').length;
  return { success: true, message: '', done, skipped: results.length - done, results };
}

describe('bulk actions on the query list', () => {
  it('selects rows, the page and all matching, resolves them in one request and reports each skipped one', async () => {
    serve((request) => resolveAnswer(request, 'en'));
    const { user } = renderAt('/sv-en/admin/queries?status=created&q=order', <AdminQueriesScreen />, {
      signedIn: 'admin',
    });
    const toolbar = await screen.findByRole('toolbar', { name: 'Act on several rows' });

    await user.click(screen.getByRole('checkbox', { name: 'Select Q-2026-000003' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Q-2026-000004' }));
    expect(within(toolbar).getByText('2 selected')).toBeInTheDocument();
    const pageBox = within(toolbar).getByRole('checkbox', { name: 'Select all on this page' });
    expect(pageBox).toHaveProperty('indeterminate', true);
    // Nothing offers "all matching" until the whole page is ticked.
    expect(within(toolbar).queryByRole('button', { name: /matching/ })).not.toBeInTheDocument();

    await user.click(pageBox);
    expect(within(toolbar).getByText('20 selected')).toBeInTheDocument();
    await user.click(within(toolbar).getByRole('button', { name: 'Select all 25 matching' }));
    expect(await within(toolbar).findByText('25 of 25 matching selected')).toBeInTheDocument();
    // The ids of the list's own filters.
    expect(api.sent('GET /api/queries/ids')[0]?.query).toMatchObject({ status: 'created', q: 'order' });

    // A status change asks first (issue 36 §2): the count, that nobody is e-mailed, what is skipped.
    const dialog = await askBulkAction(user, toolbar, {
      list: 'Action for the selected rows',
      action: 'Resolved',
      apply: 'Apply to 25 rows',
      confirm: 'Move 25 queries to “Resolved”?',
    });
    expect(dialog).toHaveTextContent(
      'Nobody gets an email. 2 of the selected queries are skipped: their status does not allow this.',
    );
    expect(api.sent('POST /api/queries/bulk')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Finished: 23 done, 2 skipped'));
    const [sent] = api.sent('POST /api/queries/bulk');
    expect(sent?.body).toMatchObject({ action: 'resolved' });
    const items = (sent!.body as { items: unknown[] }).items;
    expect(items).toHaveLength(25);
    expect(items).toContainEqual({ id: ALL[0]!.id, expectedStatus: 'resolved' });
    expect(items).toContainEqual({ id: ALL[24]!.id, expectedStatus: 'created' });
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Q-2026-000001 – Already resolved', 'Q-2026-000002 – Already resolved']);
    // The selection starts again, and the list is fetched anew.
    expect(within(toolbar).queryByText(/selected/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Q-2026-000003' })).not.toBeChecked();
    await waitFor(() => expect(api.sent('GET /api/queries').length).toBeGreaterThan(1));

    await user.click(within(status).getByRole('button', { name: 'Close' }));
    expect(status).toBeEmptyDOMElement();
  });

  it('speaks Swedish on the Swedish page, and a new filter starts a new selection', async () => {
    serve((request) => resolveAnswer(request, 'sv'));
    const { user } = renderAt('/sv-se/admin/queries', <AdminQueriesScreen />, { signedIn: 'admin' });
    const toolbar = await screen.findByRole('toolbar', { name: 'Ändra flera rader' });
    await user.click(screen.getByRole('checkbox', { name: 'Välj Q-2026-000001' }));
    expect(within(toolbar).getByText('1 vald')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Välj Q-2026-000005' }));
    expect(within(toolbar).getByText('2 valda')).toBeInTheDocument();

    const dialog = await askBulkAction(user, toolbar, {
      list: 'Åtgärd för de valda raderna',
      action: 'Löst',
      apply: 'Utför på 2 rader',
      confirm: 'Flytta 2 ärenden till ”Löst”?',
    });
    expect(dialog).toHaveTextContent(
      'Ingen får något e-postmeddelande. 1 av de valda ärendena hoppas över eftersom statusen inte tillåter åtgärden.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Flytta' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Klart: 1 ändrad, 1 hoppades över'));
    expect(within(status).getByRole('listitem')).toHaveTextContent('Q-2026-000001 – Redan löst');

    await user.click(screen.getByRole('checkbox', { name: 'Välj Q-2026-000006' }));
    expect(within(toolbar).getByText('1 vald')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pågår');
    await waitFor(() => expect(within(toolbar).queryByText(/vald/)).not.toBeInTheDocument());
  });
});
