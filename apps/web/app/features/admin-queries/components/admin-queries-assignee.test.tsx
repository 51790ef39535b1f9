import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nthAdminQuery, pageOf } from '../../../lib/test-fixtures.ts';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { AdminQueriesScreen } from './admin-queries-screen.tsx';
import '../../../lib/back-office-catalog.ts';
import '../catalog.ts';

// Issue 37 §3: who has a query, "Take it", and the "Mine" filter (assignee=me).

const api = mockApi();
const mine = { ...nthAdminQuery(1), assignee: { id: 'admin-1', name: 'Anna Admin' } };
const others = { ...nthAdminQuery(2), assignee: { id: 'admin-2', name: 'Sven Support' } };
const nobodys = nthAdminQuery(3);

function serve() {
  api.answer({
    'GET /api/queries': (request) =>
      jsonResponse(200, pageOf(request.query.assignee === 'me' ? [mine] : [mine, others, nobodys])),
    'GET /api/admin/profile': { id: 'admin-1', name: 'Anna Admin', email: 'admin@levera.se', role: 'admin' },
    'GET /api/queries/assignees': {
      data: [
        { id: 'admin-1', name: 'Anna Admin' },
        { id: '00000000-0000-4000-8000-0000000000a2', name: 'Sven Support' },
      ],
    },
    'PUT /api/queries/00000000-0000-4000-8000-000000000003/assignee': { message: 'Tilldelat', data: nobodys },
    'PUT /api/queries/00000000-0000-4000-8000-000000000001/assignee': { message: 'Tilldelat', data: mine },
  });
}

const card = (caseNumber: string) =>
  screen
    .getAllByTestId('query-card')
    .find((element) => element.dataset.caseNumber === caseNumber) as HTMLElement;

/** The Swedish Queries screen of a signed-in support admin, once its cards have loaded. */
async function renderScreen() {
  serve();
  const rendered = renderAt('/sv-se/admin/queries', <AdminQueriesScreen />, {
    signedIn: 'admin',
    adminRole: 'support',
  });
  await screen.findAllByTestId('query-card');
  return rendered;
}

describe('assignment on the Queries screen', () => {
  it('shows who has each query, takes one for oneself, and filters to Mine with assignee=me', async () => {
    const { user } = await renderScreen();
    await waitFor(() =>
      expect(within(card(nobodys.caseNumber)).getByRole('button', { name: 'Ta ärendet' })).toBeEnabled(),
    );
    expect(card(mine.caseNumber)).toHaveTextContent('Tilldelat: dig');
    expect(within(card(mine.caseNumber)).getByRole('button', { name: 'Släpp ärendet' })).toBeInTheDocument();
    expect(card(others.caseNumber)).toHaveTextContent('Tilldelat: Sven Support');
    expect(card(nobodys.caseNumber)).toHaveTextContent('Inte tilldelat');

    await user.click(within(card(nobodys.caseNumber)).getByRole('button', { name: 'Ta ärendet' }));
    await waitFor(() =>
      expect(api.sent(`PUT /api/queries/${nobodys.id}/assignee`)[0]?.body).toMatchObject({
        adminId: 'admin-1',
      }),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tilldelat' }), 'Mina');
    await waitFor(() => expect(screen.getAllByTestId('query-card')).toHaveLength(1));
    expect(api.sent('GET /api/queries').at(-1)?.query).toMatchObject({ assignee: 'me', page: '1' });
  });

  it('gives a query to a named admin, and filters the list by one', async () => {
    const { user } = await renderScreen();
    const mineCard = card(mine.caseNumber);
    const picker = await within(mineCard).findByRole('combobox', { name: 'Ge ärendet till' });
    // Only active admins, the signed-in one marked; the current assignee is chosen, so "Tilldela" waits.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ingen', 'Anna Admin (du)', 'Sven Support']);
    const assign = within(mineCard).getByRole('button', { name: 'Tilldela' });
    expect(assign).toBeDisabled();
    await user.selectOptions(picker, 'Sven Support');
    expect(api.sent(`PUT /api/queries/${mine.id}/assignee`)).toHaveLength(0);
    await user.click(assign);
    await waitFor(() =>
      expect(api.sent(`PUT /api/queries/${mine.id}/assignee`)[0]?.body).toMatchObject({
        adminId: '00000000-0000-4000-8000-0000000000a2',
      }),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tilldelat' }), 'Sven Support');
    await waitFor(() =>
      expect(api.sent('GET /api/queries').at(-1)?.query).toMatchObject({
        assignee: '00000000-0000-4000-8000-0000000000a2',
      }),
    );
  });
});
