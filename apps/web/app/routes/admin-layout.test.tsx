import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readSession } from '../lib/session.ts';
import { jsonResponse, mockApi, renderAt } from '../lib/test-render.tsx';
import AdminLayout from './admin-layout.tsx';
import BackOfficeLayout from './back-office-layout.tsx';

const api = mockApi();

/** The admin area as routes.ts nests it: the back-office layout, the guard and shell, a page. */
const adminArea = (
  <Routes>
    <Route element={<BackOfficeLayout />}>
      <Route path=":locale/admin/login" element={<p>login page</p>} />
      <Route element={<AdminLayout />}>
        <Route path=":locale/admin/partners" element={<p>partners page</p>} />
        <Route path=":locale/admin/personal-data" element={<p>personal data page</p>} />
      </Route>
    </Route>
  </Routes>
);

describe('the admin area (SPEC §4)', () => {
  it('shows a signed-in admin the page in the shell, and Log out ends the session on the server too', async () => {
    api.answer({
      'GET /api/admin/profile': { id: 'a1', name: 'Ada', email: 'admin@levera.se', role: 'owner' },
      'POST /api/admin/logout': () => jsonResponse(200, { success: true }),
    });
    const { user, router } = renderAt('/sv-en/admin/partners', adminArea, { signedIn: 'admin' });
    expect(await screen.findByText('partners page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu: admin@levera.se' }));
    expect(screen.getByText('Signed in as admin@levera.se')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sv-en/admin/login'));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    const [logout] = api.sent('POST /api/admin/logout');
    expect(logout?.authorization).toBe('Bearer admin-token');
    expect(readSession('admin')).toBeNull();
  });

  it("follows the profile's role: an owner opens Personal data, a support admin is told it is not for the role (issue 33)", async () => {
    for (const [role, shown] of [
      ['owner', 'personal data page'],
      ['support', 'Not available for your role'],
    ] as const) {
      api.answer({ 'GET /api/admin/profile': { id: 'a1', name: 'Ada', email: 'admin@levera.se', role } });
      const { unmount } = renderAt('/sv-en/admin/personal-data', adminArea, { signedIn: 'admin' });
      expect(await screen.findByText(shown)).toBeInTheDocument();
      unmount();
    }
  });

  it('sends a visitor without a session to the login page', async () => {
    const { router } = renderAt('/sv-se/admin/partners', adminArea);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sv-se/admin/login'));
    expect(api.sent()).toEqual([]);
  });
});
