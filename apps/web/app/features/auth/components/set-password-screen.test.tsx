import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { AuthProvider } from '../hooks/auth-context.tsx';
import { SetPasswordScreen } from './set-password-screen.tsx';
import '../../../lib/back-office-catalog.ts';

const api = mockApi();
const TOKEN = 'k'.repeat(43);
const screenAt = (path: string) =>
  renderAt(
    path,
    <AuthProvider>
      <SetPasswordScreen />
    </AuthProvider>,
  );

describe('SetPasswordScreen (issue 19 §1)', () => {
  it('says in Swedish that a used or expired link no longer works, with no form', async () => {
    api.answer({
      'POST /api/vendor/set-password/check': () =>
        jsonResponse(410, {
          error: 'Länken har gått ut eller har redan använts. Be Leveras support om en ny.',
          code: 'password_link_invalid',
        }),
    });
    screenAt(`/sv-se/vendor/set-password?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Länken fungerar inte längre' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Länken har gått ut eller har redan använts. Be Leveras support om en ny.',
    );
    expect(screen.queryByLabelText('Nytt lösenord')).toBeNull();
    expect(api.sent()[0]?.body).toMatchObject({ token: TOKEN });
  });

  it('asks for the password twice and sends it once with the token', async () => {
    api.answer({
      'POST /api/vendor/set-password/check': {
        success: true,
        kind: 'invitation',
        vendorName: 'Lindens Deli',
        email: 'deli@example.se',
        expiresAt: '2030-03-05T09:00:00.000Z',
      },
      'POST /api/vendor/set-password': { success: true, token: 'vendor-session' },
      'GET /api/vendor/profile': {
        success: true,
        vendor: { id: 'v1', vendorName: 'Lindens Deli', email: 'deli@example.se', status: 'active' },
      },
    });
    const { user } = screenAt(`/sv-en/vendor/set-password?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeTruthy();
    expect(screen.getByText(/For Lindens Deli \(deli@example\.se\)\. The link works until/)).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'mossy harbour lantern');
    await user.type(screen.getByLabelText('Repeat the password'), 'mossy harbour');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(api.sent('POST /api/vendor/set-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Repeat the password'));
    await user.type(screen.getByLabelText('Repeat the password'), 'mossy harbour lantern');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    await waitFor(() => expect(api.sent('POST /api/vendor/set-password')).toHaveLength(1));
    expect(api.sent('POST /api/vendor/set-password')[0]?.body).toEqual({
      token: TOKEN,
      password: 'mossy harbour lantern',
      language: 'en',
    });
    await waitFor(() => expect(window.localStorage.length).toBeGreaterThan(0));
  });
});
