import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../../lib/test-fixtures.ts';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { notify } from '../../../lib/toast.ts';
import { PartnersScreen } from './partners-screen.tsx';
import '../../../lib/back-office-catalog.ts';
import '../catalog.ts';

// Issue 18: the Partners screen sorts on the server with the sort kept in the address, and exports
// the view it shows (the sort buttons and the Export button are the same on every admin list).

const api = mockApi();
const createObjectURL = vi.fn(() => 'blob:export');

beforeEach(() => {
  createObjectURL.mockClear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.restoreAllMocks());

function renderScreen(path: string, exportAnswer: () => Response) {
  api.answer({
    'GET /api/partners': () => jsonResponse(200, pageOf([])),
    'GET /api/partners/export.csv': exportAnswer,
  });
  return renderAt(path, <PartnersScreen />, { signedIn: 'admin' });
}

const csv = () =>
  new Response('\uFEFFÄrendenummer;Typ\r\n', {
    status: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8' },
  });

describe('PartnersScreen sorting and export (issue 18)', () => {
  it('asks the server for the sort in the address, and the sort buttons change it', async () => {
    const { user } = renderScreen('/sv-se/admin/partners?status=pending&sort=name&order=asc', csv);
    await waitFor(() =>
      expect(api.sent('GET /api/partners').at(-1)?.query).toMatchObject({
        status: 'pending',
        sort: 'name',
        order: 'asc',
      }),
    );
    const name = screen.getByRole('button', { name: 'Namn, sorterat stigande' });
    expect(name).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Datum, inte sorterat' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(name);
    await waitFor(() =>
      expect(api.sent('GET /api/partners').at(-1)?.query).toMatchObject({ sort: 'name', order: 'desc' }),
    );
    expect(screen.getByRole('button', { name: 'Namn, sorterat fallande' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ärendenummer, inte sorterat' }));
    await waitFor(() =>
      expect(api.sent('GET /api/partners').at(-1)?.query).toMatchObject({
        status: 'pending',
        sort: 'caseNumber',
        order: 'asc',
      }),
    );
  });

  it("exports the view on screen with the admin's token and saves the file", async () => {
    const { user } = renderScreen('/sv-se/admin/partners?type=rider&q=berg&sort=status&order=desc', csv);
    await user.click(await screen.findByRole('button', { name: 'Exportera CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const [request] = api.sent('GET /api/partners/export.csv');
    expect(request?.query).toEqual({
      type: 'rider',
      q: 'berg',
      sort: 'status',
      order: 'desc',
      language: 'sv',
    });
    expect(request?.authorization).toBe('Bearer admin-token');
    expect(screen.getByRole('button', { name: 'Exportera CSV' })).toBeEnabled();
  });

  it('says in Swedish when the export fails', async () => {
    const toast = vi.spyOn(notify, 'error');
    const { user } = renderScreen('/sv-se/admin/partners', () =>
      jsonResponse(500, { error: 'Internal error', code: 'internal_error' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Exportera CSV' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Exporten misslyckades. Försök igen.'));
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});
