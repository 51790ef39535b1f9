import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/back-office.json';
import sv from '../../../../locales/sv/back-office.json';
import { registerCatalog } from '../../../lib/i18n.ts';
import { readSession } from '../../../lib/session.ts';
import { descriptionOf, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { AuthProvider } from '../hooks/auth-context.tsx';
import { LoginScreen } from './login-screen.tsx';

registerCatalog('back-office', { en, sv });

const api = mockApi();

/** The admin login page as the route renders it: inside the area's auth state. */
const renderAdminLogin = (path: string) =>
  renderAt(
    path,
    <AuthProvider>
      <LoginScreen area="admin" />
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
