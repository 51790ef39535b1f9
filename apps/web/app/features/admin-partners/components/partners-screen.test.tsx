import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageOf, VENDOR_APPLICATION_ANSWER } from '../../../lib/test-fixtures.ts';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { notify } from '../../../lib/toast.ts';
import { PartnersScreen } from './partners-screen.tsx';
import '../catalog.ts';

const api = mockApi();

/** The Partners screen of a signed-in admin, with a server holding one vendor application. */
function renderScreen(path: string) {
  let application = VENDOR_APPLICATION_ANSWER;
  api.answer({
    'GET /api/partners': () => jsonResponse(200, pageOf([application])),
    'PATCH /api/partners/partner-1/status': () => {
      application = { ...application, status: 'approved', lastAction: null };
      return jsonResponse(200, { success: true, message: 'Application status updated', data: application });
    },
  });
  return renderAt(path, <PartnersScreen />, { signedIn: 'admin' });
}

describe('PartnersScreen (SPEC §2, DESIGN.md §5)', () => {
  it('approves an application: the request, the toast, the new status and the account link', async () => {
    const toast = vi.spyOn(notify, 'success');
    const { user } = renderScreen('/sv-en/admin/partners');
    await user.click(await screen.findByRole('button', { name: /^Elin Karlsson/ }));
    const row = screen.getByRole('listitem');
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Application status updated'));
    const [request] = api.sent('PATCH /api/partners/partner-1/status');
    expect(request?.body).toEqual({ action: 'approve', expectedStatus: 'pending', language: 'en' });
    expect(request?.authorization).toBe('Bearer admin-token');
    expect(screen.getByRole('button', { name: /^Elin Karlsson/ })).toHaveTextContent('Approved');
    expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(row).getByRole('link', { name: 'Create vendor account' })).toHaveAttribute(
      'href',
      '/sv-en/admin/vendors?vendorName=Elins+Bistro&email=elin%40example.se&applicationId=partner-1&caseNumber=P-2026-000012',
    );
    toast.mockRestore();
  });

  it('asks the server for the chosen tab and the typed search', async () => {
    const { user } = renderScreen('/sv-en/admin/partners');
    await screen.findByRole('button', { name: /^Elin Karlsson/ });
    await user.click(screen.getByRole('tab', { name: 'Vendors' }));
    // Pasted as one change: typed key by key on a loaded machine, a key can land between the
    // debounced address update and its render, and the box then goes back to the address's text.
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste('bistro');
    await waitFor(() =>
      expect(api.sent('GET /api/partners').at(-1)?.query).toMatchObject({
        type: 'vendor',
        q: 'bistro',
      }),
    );
  });

  it('says in Swedish that the list could not be loaded, and offers to try again', async () => {
    api.answerAll(500, { error: 'Internal error', code: 'internal_error' });
    renderAt('/sv-se/admin/partners', <PartnersScreen />, { signedIn: 'admin' });
    expect(
      await screen.findByText('Det gick inte att läsa in partnerdata. Försök igen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
  });
});
