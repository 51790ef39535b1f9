import { SESSION_TTL_MS } from '@levera/domain';
import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRequest } from '../../../lib/api-client.ts';
import { readSession, storeSession } from '../../../lib/session.ts';
import { peekSessionEnd, safeReturnPath } from '../../../lib/session-end.ts';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { AuthProvider } from '../hooks/auth-context.tsx';
import { LoginScreen } from './login-screen.tsx';
import { ProtectedArea } from './route-guards.tsx';
import '../../../lib/back-office-catalog.ts';

// Issue 17 §4: when a session ends, the login page says why (the API's 401 code), and after signing
// in the user returns to the page they were on, never to another origin or back-office.

const api = mockApi();

beforeEach(() => {
  window.sessionStorage.clear();
});

/** A back-office page that loads its data from the API when it opens. */
function QueryPage() {
  useEffect(() => {
    apiRequest('/vendor/queries', { suppressErrorToast: true }).catch(() => {});
  }, []);
  return <p>query page</p>;
}

const area = (
  <AuthProvider>
    <Routes>
      <Route path=":locale/vendor/login" element={<LoginScreen area="vendor" />} />
      <Route path=":locale/admin/login" element={<LoginScreen area="admin" />} />
      <Route
        path=":locale/vendor/query"
        element={
          <ProtectedArea area="vendor">
            <QueryPage />
          </ProtectedArea>
        }
      />
      <Route
        path=":locale/admin/partners"
        element={
          <ProtectedArea area="admin">
            <p>partners page</p>
          </ProtectedArea>
        }
      />
      <Route path=":locale/vendor/promotions" element={<p>promotions page</p>} />
      <Route path=":locale/admin/queries" element={<p>queries page</p>} />
    </Routes>
  </AuthProvider>
);

const vendorProfile = {
  vendor: { id: 'v1', name: 'Kafé Linné', email: 'vendor@levera.se', status: 'active' },
};

describe('the login page after a session ended (issue 17 §4)', () => {
  for (const { code, text } of [
    {
      code: 'account_deactivated',
      text: 'You were signed out because your account has been deactivated. Contact our support team if you think this is a mistake.',
    },
    {
      code: 'session_revoked',
      text: 'You were signed out because your session was ended elsewhere (a sign-out, or a new password or email address). Please sign in again.',
    },
  ]) {
    it(`says why (${code}) and returns to the page after signing in`, async () => {
      let refused = false;
      api.answer({
        'GET /api/vendor/profile': vendorProfile,
        'GET /api/vendor/queries': () => {
          if (refused) return jsonResponse(200, { items: [] });
          refused = true;
          return jsonResponse(401, { error: 'Sign in again', code });
        },
        'POST /api/vendor/login': { success: true, token: 'token-2' },
      });
      const { user, router } = renderAt('/sv-en/vendor/query?tab=open#latest', area, { signedIn: 'vendor' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/sv-en/vendor/login'));
      expect(readSession('vendor')).toBeNull();
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));

      await user.type(screen.getByLabelText('Email'), 'vendor@levera.se');
      await user.type(screen.getByLabelText('Password'), 'secret-password');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/sv-en/vendor/query'));
      expect(router.state.location.search).toBe('?tab=open');
      expect(router.state.location.hash).toBe('#latest');
      expect(await screen.findByText('query page')).toBeInTheDocument();
      expect(readSession('vendor')).toMatchObject({ token: 'token-2' });
      expect(peekSessionEnd('vendor')).toBeNull();
    });
  }

  it('says in Swedish that an expired session has ended, once', async () => {
    storeSession('admin', 'old-token', 'admin@levera.se', Date.now() - SESSION_TTL_MS - 1000);
    const { router, unmount } = renderAt('/sv-se/admin/partners', area);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sv-se/admin/login'));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Din session har gått ut. Logga in igen.'),
    );
    expect(api.sent()).toEqual([]);
    unmount();
    // Shown once: opening the login page again says nothing more.
    renderAt('/sv-se/admin/login', area);
    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows no reason for a code outside the allow-list, and still returns to the page', async () => {
    api.answer({
      'GET /api/vendor/profile': vendorProfile,
      'GET /api/vendor/queries': () => jsonResponse(401, { error: '<b>hi</b>', code: 'something_else' }),
    });
    const { router } = renderAt('/sv-en/vendor/query', area, { signedIn: 'vendor' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sv-en/vendor/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // The page travels in the address, so it survives a new document (decision 051).
    expect(router.state.location.search).toBe('?from=%2Fsv-en%2Fvendor%2Fquery');
  });

  it('opens the default page when the page to return to is not a safe path of the same back-office', async () => {
    api.answer({
      'GET /api/admin/profile': { id: 'a1', name: 'Ada', email: 'admin@levera.se' },
      'POST /api/admin/login': { success: true, token: 'token-3' },
    });
    const { user, router } = renderAt(
      `/sv-en/admin/login?from=${encodeURIComponent('//evil.example/sv-en/admin/partners')}`,
      area,
    );
    await user.type(await screen.findByLabelText('Email'), 'admin@levera.se');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sv-en/admin/queries'));
  });
});

describe('safeReturnPath: only a same-origin path of the same back-office', () => {
  it('keeps a page of the role, with its query and fragment', () => {
    expect(safeReturnPath('vendor', '/sv-en/vendor/query?tab=open#latest')).toBe(
      '/sv-en/vendor/query?tab=open#latest',
    );
    expect(safeReturnPath('admin', '/sv-se/admin/partners')).toBe('/sv-se/admin/partners');
  });

  for (const value of [
    '//evil.example/sv-en/vendor/query',
    '///evil.example/sv-en/vendor/query',
    'https://evil.example/sv-en/vendor/query',
    'http:/sv-en/vendor/query',
    '/\\evil.example/sv-en/vendor/query',
    '/sv-en/vendor/query\\..\\..',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/sv-en/vendor/query\n//evil.example',
    '/\tevil.example/sv-en/vendor/query',
    '/sv-en/vendor/../admin/partners',
    '/sv-en/admin/partners',
    '/sv-en/vendor/login',
    '/sv-en/contact',
    'sv-en/vendor/query',
    '',
    `/sv-en/vendor/query?${'a'.repeat(2000)}`,
    42,
    null,
  ]) {
    it(`refuses ${JSON.stringify(value)?.slice(0, 60)} for a vendor`, () => {
      expect(safeReturnPath('vendor', value)).toBeNull();
    });
  }
});
