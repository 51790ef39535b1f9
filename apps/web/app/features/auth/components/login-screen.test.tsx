import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageLocationContext, PageNavigateContext } from '../../../lib/page-location.ts';
import { readSession, storeSession } from '../../../lib/session.ts';
import { descriptionOf, jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { AuthProvider } from '../hooks/auth-context.tsx';
import { LoginScreen } from './login-screen.tsx';
import { SignIn } from './sign-in.tsx';
import '../../../lib/back-office-catalog.ts';

const api = mockApi();

/** The admin login page as the route renders it: inside the area's auth state. */
const renderAdminLogin = (path: string) =>
  renderAt(
    path,
    <AuthProvider>
      <LoginScreen area="admin" />
    </AuthProvider>,
  );

/** The login page, and every other page a placeholder (so the login screen does not run there). */
const renderLoginRoute = (path: string) =>
  renderAt(
    path,
    <AuthProvider>
      <Routes>
        <Route path=":locale/admin/login" element={<LoginScreen area="admin" />} />
        <Route path="*" element={<p>another page</p>} />
      </Routes>
    </AuthProvider>,
  );

async function signInWith(user: UserEvent, labels: { email: string; password: string; submit: string }) {
  await user.type(await screen.findByLabelText(labels.email), 'Admin@Levera.se');
  await user.type(screen.getByLabelText(labels.password), 'secret-password');
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

const ENGLISH = { email: 'Email', password: 'Password', submit: 'Sign in' };
const SWEDISH = { email: 'E-post', password: 'Lösenord', submit: 'Logga in' };

describe('LoginForm: validation (SPEC §5)', () => {
  for (const { locale, labels, emailRequired, passwordRequired, tooShort } of [
    {
      locale: 'sv-en',
      labels: ENGLISH,
      emailRequired: 'Email is required',
      passwordRequired: 'Password is required',
      tooShort: 'Password must be at least 6 characters',
    },
    {
      locale: 'sv-se',
      labels: SWEDISH,
      emailRequired: 'E-postadress krävs',
      passwordRequired: 'Lösenord krävs',
      tooShort: 'Lösenordet måste innehålla minst 6 tecken',
    },
  ]) {
    it(`asks for both fields and a password of six characters, and sends nothing (${locale})`, async () => {
      const { user } = renderAdminLogin(`/${locale}/admin/login`);
      const submit = await screen.findByRole('button', { name: labels.submit });
      await user.click(submit);
      await waitFor(() => expect(descriptionOf(screen.getByLabelText(labels.email))).toBe(emailRequired));
      expect(descriptionOf(screen.getByLabelText(labels.password))).toBe(passwordRequired);
      await user.type(screen.getByLabelText(labels.password), '12345');
      await user.click(submit);
      await waitFor(() => expect(descriptionOf(screen.getByLabelText(labels.password))).toBe(tooShort));
      expect(api.fetch).not.toHaveBeenCalled();
    });
  }
});

describe('LoginForm: signing in (SPEC §4)', () => {
  it('posts the credentials, stores the session and opens the default admin page', async () => {
    api.answer({
      'POST /api/admin/login': { success: true, token: 'token-1' },
      'GET /api/admin/profile': { id: 'a1', name: 'Ada', email: 'admin@levera.se' },
    });
    const { user, router } = renderAdminLogin('/sv-en/admin/login');
    await signInWith(user, ENGLISH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sv-en/admin/queries'));
    expect(api.sent('POST /api/admin/login').map((request) => request.body)).toEqual([
      { email: 'admin@levera.se', password: 'secret-password', language: 'en' },
    ]);
    expect(readSession('admin')).toMatchObject({ token: 'token-1', email: 'admin@levera.se' });
  });

  it("shows the server's refusal above the form and keeps what was typed", async () => {
    api.answerAll(401, { error: 'Invalid credentials', code: 'unauthorized' });
    const { user } = renderAdminLogin('/sv-en/admin/login');
    await signInWith(user, ENGLISH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.getByLabelText('Email')).toHaveValue('Admin@Levera.se');
    expect(readSession('admin')).toBeNull();
  });

  it('says the credentials are wrong in Swedish when the answer has no token', async () => {
    api.answerAll(200, { success: false });
    const { user } = renderAdminLogin('/sv-se/admin/login');
    await signInWith(user, SWEDISH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Felaktiga inloggningsuppgifter');
  });
});

describe('the sign-in page returns to the page asked for by ?from= (decision 051)', () => {
  const fromPartners = `?from=${encodeURIComponent('/sv-en/admin/partners?status=pending#list')}`;

  it('sends a visitor already signed in on to that page', async () => {
    api.answer({ 'GET /api/admin/profile': { id: 'a1', name: 'Ada', email: 'admin@levera.se' } });
    storeSession('admin', 'token-1', 'admin@levera.se');
    const { router } = renderLoginRoute(`/sv-en/admin/login${fromPartners}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sv-en/admin/partners'));
    expect(router.state.location.search).toBe('?status=pending');
    expect(router.state.location.hash).toBe('#list');
  });

  for (const from of [
    'https://evil.example/sv-en/admin/partners',
    '//evil.example/sv-en/admin/partners',
    '/sv-en/vendor/promotions',
    '/sv-en/admin/login',
  ]) {
    it(`refuses ?from=${from} and opens the default page`, async () => {
      storeSession('admin', 'token-1', 'admin@levera.se');
      api.answer({ 'GET /api/admin/profile': { id: 'a1', name: 'Ada', email: 'admin@levera.se' } });
      const { router } = renderLoginRoute(`/sv-en/admin/login?from=${encodeURIComponent(from)}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/sv-en/admin/queries'));
      expect(router.state.location.search).toBe('');
    });
  }

  it('as an island, without a router or a layout, signs in and leaves for that page', async () => {
    api.answer({
      'POST /api/admin/login': { success: true, token: 'token-1' },
      'GET /api/admin/profile': { id: 'a1', name: 'Ada', email: 'admin@levera.se' },
    });
    window.history.replaceState(null, '', `/sv-en/admin/login${fromPartners}`);
    // What an island root provides (islands/hydrate.tsx); the navigation stands in for a new document.
    const navigate = vi.fn();
    const location = { pathname: '/sv-en/admin/login', search: fromPartners, hash: '' };
    render(
      <PageLocationContext value={location}>
        <PageNavigateContext value={navigate}>
          <SignIn area="admin" />
        </PageNavigateContext>
      </PageLocationContext>,
    );
    await signInWith(userEvent.setup(), ENGLISH);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/sv-en/admin/partners?status=pending#list', { replace: true }),
    );
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(readSession('admin')).toMatchObject({ token: 'token-1' });
  });
});

describe('the prerendered sign-in page (decision 051)', () => {
  const location = { pathname: '/sv-en/vendor/login', search: '', hash: '' };
  const page = (
    <PageLocationContext value={location}>
      <SignIn area="vendor" />
    </PageLocationContext>
  );
  const BUTTONS = ['Show password', 'Forgot password?', 'Sign in'];

  it('keeps its buttons disabled until its script has run, then each works', async () => {
    window.history.replaceState(null, '', location.pathname);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // Before the script: a button that would do nothing, or submit a GET with the password, waits.
    for (const name of BUTTONS) expect(within(container).getByRole('button', { name })).toBeDisabled();

    await act(async () => {
      hydrateRoot(container, page);
    });
    for (const name of BUTTONS) expect(within(container).getByRole('button', { name })).toBeEnabled();
    const user = userEvent.setup();
    await user.type(within(container).getByLabelText('Password'), 'secret-password');
    await user.click(within(container).getByRole('button', { name: 'Show password' }));
    expect(within(container).getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(within(container).getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    container.remove();
  });
});

// The admin sign-in's second step (issue 33 §4): after the right password of an admin with
// two-factor on, the code from the app (or a recovery code); then signed in.
const PROFILE = {
  id: 'a1',
  name: 'Ada',
  email: 'admin@levera.se',
  role: 'admin',
  twoFactorEnabled: true,
  mustSetUpTwoFactor: false,
};
const CHALLENGE = { success: true, twoFactorRequired: true, challenge: 'challenge-1' };

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
    const { user, router } = renderLoginRoute('/sv-en/admin/login');
    await signInWith(user, ENGLISH);

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
    const { user } = renderLoginRoute('/sv-se/admin/login');
    await signInWith(user, SWEDISH);
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
    const { user, router } = renderLoginRoute('/sv-en/admin/login');
    await signInWith(user, ENGLISH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sv-en/admin/account'));
    expect(router.state.location.hash).toBe('#two-factor');
  });
});
