import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import enBackOffice from '../../../../locales/en/back-office.json';
import svBackOffice from '../../../../locales/sv/back-office.json';
import en from '../../../../locales/en/admin-queries.json';
import sv from '../../../../locales/sv/admin-queries.json';
import { registerCatalog } from '../../../lib/i18n.ts';
import { nthAdminQuery, pageOf } from '../../../lib/test-fixtures.ts';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { AdminQueriesScreen } from './admin-queries-screen.tsx';

registerCatalog('admin-queries', { en, sv });
registerCatalog('back-office', { en: enBackOffice, sv: svBackOffice });

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
    'PUT /api/queries/00000000-0000-4000-8000-000000000003/assignee': { message: 'Tilldelat', data: nobodys },
  });
}

const card = (caseNumber: string) =>
  screen
    .getAllByTestId('query-card')
    .find((element) => element.dataset.caseNumber === caseNumber) as HTMLElement;

describe('assignment on the Queries screen', () => {
  it('shows who has each query, takes one for oneself, and filters to Mine with assignee=me', async () => {
    serve();
    const { user } = renderAt('/sv-se/admin/queries', <AdminQueriesScreen />, {
      signedIn: 'admin',
      adminRole: 'support',
    });
    await screen.findAllByTestId('query-card');
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
});
