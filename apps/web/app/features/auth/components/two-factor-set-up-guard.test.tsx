import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../lib/test-render.tsx';
import { AuthProvider, useAuth } from '../hooks/auth-context.tsx';
import { TwoFactorSetUpGuard } from './two-factor-set-up-guard.tsx';

// An admin the team requires two-factor of, without it, can open nothing but "My account" (issue 33 §4).
const api = mockApi();

const profile = (mustSetUpTwoFactor: boolean) => ({
  id: 'a1',
  name: 'Ada',
  email: 'admin@levera.se',
  role: 'support',
  twoFactorEnabled: !mustSetUpTwoFactor,
  mustSetUpTwoFactor,
});

/** Says when the signed-in admin's profile has been read: what the guard decides on. */
function ProfileRead() {
  const auth = useAuth();
  return auth.user && !auth.loading ? <p>profile read</p> : null;
}

const renderAdminPage = (path: string) =>
  renderAt(
    path,
    <AuthProvider>
      <ProfileRead />
      <TwoFactorSetUpGuard>
        <Routes>
          <Route path=":locale/admin/account" element={<p>my account</p>} />
          <Route path=":locale/admin/partners" element={<p>partners</p>} />
        </Routes>
      </TwoFactorSetUpGuard>
    </AuthProvider>,
    { signedIn: 'admin' },
  );

describe('TwoFactorSetUpGuard', () => {
  it('sends such an admin from another page to the set-up on My account', async () => {
    api.answer({ 'GET /api/admin/profile': profile(true) });
    const { router } = renderAdminPage('/sv-se/admin/partners');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sv-se/admin/account'));
    expect(router.state.location.hash).toBe('#two-factor');
    expect(await screen.findByText('my account')).toBeInTheDocument();
  });

  it('leaves an admin with two-factor, or not required to have it, where it is', async () => {
    api.answer({ 'GET /api/admin/profile': profile(false) });
    const { router } = renderAdminPage('/sv-se/admin/partners');
    await waitFor(() => expect(api.sent('GET /api/admin/profile')).toHaveLength(1));
    // The profile's answer is read before the page is looked at again.
    expect(await screen.findByText('profile read')).toBeInTheDocument();
    expect(screen.getByText('partners')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sv-se/admin/partners');
  });
});
