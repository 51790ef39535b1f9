import type { SignInBlocksAnswer, TeamAnswer } from '@levera/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import '../catalog.ts';
import { TeamScreen } from './team-screen.tsx';

// The owner's Team screen (issue 33 §2, §6): the team, invitations, role and status changes, the
// two-factor switch and the sign-in blocks.
const api = mockApi();

const TEAM: TeamAnswer = {
  twoFactorRequired: false,
  data: [
    {
      id: 'me',
      name: 'Olivia Owner',
      email: 'admin@levera.se',
      role: 'owner',
      status: 'active',
      invitationExpiresAt: null,
      lastSignInAt: '2026-11-27T08:00:00.000Z',
      twoFactorEnabled: true,
    },
    {
      id: 'sam',
      name: 'Sam Support',
      email: 'sam@levera.se',
      role: 'support',
      status: 'active',
      invitationExpiresAt: null,
      lastSignInAt: null,
      twoFactorEnabled: false,
    },
    {
      id: 'ines',
      name: 'ines',
      email: 'ines@levera.se',
      role: 'admin',
      status: 'invited',
      invitationExpiresAt: '2026-11-30T08:00:00.000Z',
      lastSignInAt: null,
      twoFactorEnabled: false,
    },
  ],
};

const BLOCKS: SignInBlocksAnswer = {
  data: [
    {
      id: 'a'.repeat(64),
      kind: 'account',
      accountRole: 'admin',
      email: 'sam@levera.se',
      ipAddress: '203.0.113.7',
      failures: 6,
      until: '2026-11-27T09:15:00.000Z',
    },
  ],
};

function renderScreen(path = '/sv-en/admin/team', answers: Parameters<typeof api.answer>[0] = {}) {
  api.answer({
    'GET /api/admins': TEAM,
    'GET /api/admins/sign-in-blocks': BLOCKS,
    ...answers,
  });
  return renderAt(path, <TeamScreen />, { signedIn: 'admin' });
}

describe('TeamScreen', () => {
  it('lists the team; the own row offers no change, an invited admin a new link', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Admins' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Olivia Owner(You)');
    expect(rows[1]).toHaveTextContent('Another owner can change your own account.');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(rows[2]).toHaveTextContent('Support');
    expect(rows[2]).toHaveTextContent('Never');
    expect(rows[3]).toHaveTextContent('Invited');
    expect(within(rows[3]!).getByRole('button', { name: 'Send new link to ines' })).toBeInTheDocument();
  });

  it('invites a colleague with role and language', async () => {
    const { user } = renderScreen('/sv-en/admin/team', {
      'POST /api/admins/invitations': () =>
        jsonResponse(200, { success: true, message: 'Invitation sent', data: TEAM.data[2] }),
    });
    await user.type(screen.getByLabelText('E-mail'), 'Ines@Levera.se');
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await user.selectOptions(screen.getByLabelText('Language of the e-mail'), 'sv');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.sent('POST /api/admins/invitations')).toHaveLength(1));
    expect(api.sent('POST /api/admins/invitations')[0]?.body).toEqual({
      email: 'ines@levera.se',
      name: '',
      role: 'admin',
      invitationLanguage: 'sv',
      language: 'en',
    });
  });

  it('deactivates after a confirmation, in Swedish', async () => {
    const { user } = renderScreen('/sv-se/admin/team', {
      'PATCH /api/admins/sam': () =>
        jsonResponse(200, {
          success: true,
          message: 'Administratören har inaktiverats och loggats ut överallt',
          data: { ...TEAM.data[1], status: 'deactivated' },
        }),
    });
    const table = await screen.findByRole('table', { name: 'Administratörer' });
    await user.click(within(table).getByRole('button', { name: 'Inaktivera Sam Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inaktivera Sam Support?' });
    expect(dialog).toHaveTextContent('sam@levera.se loggas ut överallt direkt');
    expect(api.sent('PATCH /api/admins/sam')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Inaktivera' }));
    await waitFor(() => expect(api.sent('PATCH /api/admins/sam')).toHaveLength(1));
    expect(api.sent('PATCH /api/admins/sam')[0]?.body).toEqual({ status: 'deactivated', language: 'sv' });
  });

  it('asks before requiring two-factor for everyone, and lifts a sign-in block by its id', async () => {
    const { user } = renderScreen('/sv-en/admin/team', {
      'PUT /api/admins/two-factor-requirement': () =>
        jsonResponse(200, { success: true, message: 'Every admin must now use two-factor sign-in' }),
      [`DELETE /api/admins/sign-in-blocks/${'a'.repeat(64)}`]: () =>
        jsonResponse(200, { success: true, message: 'Sign-in block lifted' }),
    });
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor sign-in for every admin' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Require two-factor sign-in for everyone?' });
    await user.click(within(dialog).getByRole('button', { name: 'Require two-factor' }));
    await waitFor(() => expect(api.sent('PUT /api/admins/two-factor-requirement')).toHaveLength(1));
    expect(api.sent('PUT /api/admins/two-factor-requirement')[0]?.body).toEqual({
      required: true,
      language: 'en',
    });

    const blocks = screen.getByRole('region', { name: 'Sign-in blocks' });
    expect(blocks).toHaveTextContent('sam@levera.se · admin panel');
    expect(blocks).toHaveTextContent('from 203.0.113.7 · 6 attempts');
    await user.click(within(blocks).getByRole('button', { name: 'Lift the sign-in block of sam@levera.se' }));
    await waitFor(() =>
      expect(api.sent(`DELETE /api/admins/sign-in-blocks/${'a'.repeat(64)}`)).toHaveLength(1),
    );
  });
});
