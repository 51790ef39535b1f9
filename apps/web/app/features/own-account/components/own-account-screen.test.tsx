import type { OwnSession } from '@levera/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, fillFields, jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import '../catalog.ts';
import { OwnAccountScreen } from './own-account-screen.tsx';

// "My account" of admins and vendors (issue 33 §3): change the password, list the sessions, sign
// out one or every other.
const api = mockApi();

const HERE: OwnSession = {
  id: '11111111-1111-4111-8111-111111111111',
  startedAt: '2026-11-20T08:30:00.000Z',
  lastUsedAt: '2026-11-27T09:15:00.000Z',
  browser: 'Chrome',
  system: 'Android',
  current: true,
};
const LAPTOP: OwnSession = {
  id: '22222222-2222-4222-8222-222222222222',
  startedAt: '2026-11-02T13:00:00.000Z',
  lastUsedAt: null,
  browser: 'Firefox',
  system: 'Linux',
  current: false,
};
const SCRIPT: OwnSession = {
  ...LAPTOP,
  id: '33333333-3333-4333-8333-333333333333',
  browser: null,
  system: null,
};

/**
 * The account page of `area` at `address`, listing this device only, where changing the password
 * is answered `status` with `body`; fills the password form with `fields` and sends it.
 */
async function changePassword(
  address: string,
  area: 'admin' | 'vendor',
  answer: { status: number; body: unknown },
  fields: Record<string, string>,
) {
  api.answer({
    [`GET /api/${area}/sessions`]: { sessions: [HERE] },
    [`POST /api/${area}/password`]: () => jsonResponse(answer.status, answer.body),
  });
  const { user } = renderAt(address, <OwnAccountScreen area={area} />, { signedIn: area });
  await fillFields(user, fields);
  return user;
}

describe('OwnAccountScreen', () => {
  it('lists the sessions in Swedish, this device first and marked, the others each with Logga ut', async () => {
    api.answer({ 'GET /api/admin/sessions': { sessions: [HERE, LAPTOP, SCRIPT] } });
    renderAt('/sv-se/admin/account', <OwnAccountScreen area="admin" />, { signedIn: 'admin' });

    expect(screen.getByRole('heading', { level: 1, name: 'Mitt konto' })).toBeInTheDocument();
    const sessions = screen.getByRole('region', { name: 'Där du är inloggad' });
    const items = await within(sessions).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Chrome på AndroidDen här enhetenInloggad 20 nov. 2026 09:30 · Senast använd 27 nov. 2026 10:15',
      'Firefox på LinuxInloggad 2 nov. 2026 14:00Logga ut',
      'Okänd webbläsareInloggad 2 nov. 2026 14:00Logga ut',
    ]);
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(
      within(items[1]!).getByRole('button', {
        name: 'Logga ut: Firefox på Linux, inloggad 2 nov. 2026 14:00',
      }),
    ).toBeInTheDocument();
    expect(within(sessions).getByRole('button', { name: 'Logga ut överallt annars' })).toBeInTheDocument();
  });

  it('signs one device out, and every other', async () => {
    let listed = [HERE, LAPTOP, SCRIPT];
    api.answer({
      'GET /api/vendor/sessions': () => jsonResponse(200, { sessions: listed }),
      [`DELETE /api/vendor/sessions/${LAPTOP.id}`]: () => {
        listed = [HERE, SCRIPT];
        return jsonResponse(200, { success: true, message: 'Signed out on that device', ended: 1 });
      },
      'POST /api/vendor/sessions/end-others': () => {
        listed = [HERE];
        return jsonResponse(200, { success: true, message: 'Signed out everywhere else', ended: 1 });
      },
    });
    const { user } = renderAt('/sv-en/vendor/account', <OwnAccountScreen area="vendor" withTitle={false} />, {
      signedIn: 'vendor',
    });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    await user.click(await screen.findByRole('button', { name: /^Sign out: Firefox on Linux/ }));
    await waitFor(() => expect(screen.queryByText('Firefox on Linux')).toBeNull());
    expect(api.sent(`DELETE /api/vendor/sessions/${LAPTOP.id}`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    expect(api.sent('POST /api/vendor/sessions/end-others')[0]?.body).toEqual({ language: 'en' });
  });

  it('changes the password: sends the current and the new one, then says so and empties the fields', async () => {
    const changed = 'Your password has been changed. You were signed out on your other devices.';
    const user = await changePassword(
      '/sv-en/vendor/account',
      'vendor',
      { status: 200, body: { success: true, message: changed, endedSessions: 2 } },
      {
        'Current password': 'correct horse battery',
        'New password': 'violet kettle sundial',
        'Repeat the new password': 'violet kettle sundial',
      },
    );
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('status')).toHaveTextContent(changed);
    expect(api.sent('POST /api/vendor/password')[0]?.body).toEqual({
      currentPassword: 'correct horse battery',
      newPassword: 'violet kettle sundial',
      language: 'en',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it("shows the server's refusal beside its field, and the form's own checks without asking", async () => {
    const refusal = {
      error: 'Kontrollera fälten',
      code: 'validation_failed',
      fields: { currentPassword: 'Det nuvarande lösenordet stämmer inte' },
    };
    const user = await changePassword(
      '/sv-se/admin/account',
      'admin',
      { status: 400, body: refusal },
      {
        'Nuvarande lösenord': 'fel lösenord',
        'Nytt lösenord': 'violet kettle sundial',
        'Upprepa det nya lösenordet': 'violet kettle',
      },
    );
    await user.click(screen.getByRole('button', { name: 'Byt lösenord' }));
    expect(descriptionOf(screen.getByLabelText('Upprepa det nya lösenordet'))).toBe(
      'Lösenorden stämmer inte överens',
    );
    expect(api.sent('POST /api/admin/password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Upprepa det nya lösenordet'));
    await user.type(screen.getByLabelText('Upprepa det nya lösenordet'), 'violet kettle sundial');
    await user.click(screen.getByRole('button', { name: 'Byt lösenord' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Nuvarande lösenord'))).toBe(
        'Det nuvarande lösenordet stämmer inte',
      ),
    );
    expect(screen.getByLabelText('Nuvarande lösenord')).toHaveFocus();
    // Show/hide as on the sign-in form.
    const current = screen.getByLabelText('Nuvarande lösenord');
    expect(current).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'Visa' })[0]!);
    expect(current).toHaveAttribute('type', 'text');
  });

  it('shows more sections of the account after the password and the sessions', async () => {
    api.answer({ 'GET /api/admin/sessions': { sessions: [HERE] } });
    renderAt(
      '/sv-en/admin/account',
      <OwnAccountScreen area="admin">
        <section aria-label="Two-factor sign-in">two-factor</section>
      </OwnAccountScreen>,
      { signedIn: 'admin' },
    );
    const regions = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label') ?? region.textContent);
    expect(regions.at(-1)).toBe('Two-factor sign-in');
    expect(regions).toHaveLength(3);
  });
});
