import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/back-office.json';
import sv from '../../../../locales/sv/back-office.json';
import { registerCatalog } from '../../../lib/i18n.ts';
import { readSession } from '../../../lib/session.ts';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { AuthProvider } from '../hooks/auth-context.tsx';
import { LoginScreen } from './login-screen.tsx';

// The admin sign-in's second step (issue 33 §4): after the right password of an admin with
// two-factor on, the code from the app (or a recovery code); then signed in.
registerCatalog('back-office', { en, sv });
const api = mockApi();

const PROFILE = {
  id: 'a1',
  name: 'Ada',
  email: 'admin@levera.se',
  role: 'admin',
  twoFactorEnabled: true,
  mustSetUpTwoFactor: false,
};
const CHALLENGE = { success: true, twoFactorRequired: true, challenge: 'challenge-1' };

/** The admin login route, and every other page a placeholder naming its address. */
const renderLogin = (path: string) =>
  renderAt(
    path,
    <AuthProvider>
      <Routes>
        <Route path=":locale/admin/login" element={<LoginScreen area="admin" />} />
        <Route path="*" element={<p>another page</p>} />
      </Routes>
    </AuthProvider>,
  );

async function typePassword(user: UserEvent, labels: { email: string; password: string; submit: string }) {
  await user.type(await screen.findByLabelText(labels.email), 'Admin@Levera.se');
  await user.type(screen.getByLabelText(labels.password), 'secret-password');
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

describe('the code step of an admin sign-in', () => {
  it('asks for the code after the password, refuses a wrong one with the server message, and signs in with the right one', async () => {
    api.answer({
      'POST /api/admin/login': CHALLENGE,
      'POST /api/admin/login/two-factor': (request) =>
        (request.body as { code: string }).code === '123456'
          ? jsonResponse(200, { success: true, token: 'token-2fa' })
          : jsonResponse(401, {
              error:
                'That code is not right. Enter the newest 6-digit code from your authenticator app, or one of your recovery codes.',
              code: 'invalid_two_factor_code',
            }),
      'GET /api/admin/profile': PROFILE,
    });
    const { user, router } = renderLogin('/sv-en/admin/login');
    await typePassword(user, { email: 'Email', password: 'Password', submit: 'Sign in' });

    const code = await screen.findByRole('textbox', { name: 'Authentication code' });
    expect(code).toHaveFocus();
    expect(readSession('admin')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the code from your authenticator app')).toBeInTheDocument();
    expect(api.sent('POST /api/admin/login/two-factor')).toHaveLength(0);

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^That code is not right/);
    expect(readSession('admin')).toBeNull();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sv-en/admin/queries'));
    expect(readSession('admin')).toMatchObject({ token: 'token-2fa', email: 'admin@levera.se' });
    expect(api.sent('POST /api/admin/login/two-factor').at(-1)?.body).toMatchObject({
      challenge: 'challenge-1',
      code: '123456',
    });
  });

  it('goes back to the password with the message when the sign-in has expired (in Swedish)', async () => {
    api.answer({
      'POST /api/admin/login': CHALLENGE,
      'POST /api/admin/login/two-factor': () =>
        jsonResponse(401, {
          error: 'Inloggningen har gått ut eller redan använts. Logga in igen.',
          code: 'sign_in_challenge_expired',
        }),
    });
    const { user } = renderLogin('/sv-se/admin/login');
    await typePassword(user, { email: 'E-post', password: 'Lösenord', submit: 'Logga in' });
    await user.type(await screen.findByRole('textbox', { name: 'Autentiseringskod' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verifiera och logga in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inloggningen har gått ut eller redan använts. Logga in igen.',
    );
    expect(screen.getByLabelText('Lösenord')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Autentiseringskod' })).toBeNull();
  });

  it('takes an admin the team requires two-factor of to its set-up on My account', async () => {
    api.answer({
      'POST /api/admin/login': { success: true, token: 'token-1' },
      'GET /api/admin/profile': { ...PROFILE, twoFactorEnabled: false, mustSetUpTwoFactor: true },
    });
    const { user, router } = renderLogin('/sv-en/admin/login');
    await typePassword(user, { email: 'Email', password: 'Password', submit: 'Sign in' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sv-en/admin/account'));
    expect(router.state.location.hash).toBe('#two-factor');
  });
});
