import type { AuditEntry } from '@levera/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../entities/audit/catalog.ts';
import { AUDIT_ENTRY, pageOf } from '../../../lib/test-fixtures.ts';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import '../catalog.ts';
import { ActivityScreen } from './activity-screen.tsx';

const api = mockApi();

const ADMINS = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Karin Lund', email: 'karin@levera.se' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Per Ek', email: 'per@levera.se' },
];

const STATUS_CHANGE: AuditEntry = {
  ...AUDIT_ENTRY,
  id: 42,
  actor: { role: 'admin', id: ADMINS[0]!.id, name: 'Karin Lund' },
  action: 'changeStatus',
  from: 'created',
  to: 'inProgress',
};

const ARCHIVE: AuditEntry = {
  ...AUDIT_ENTRY,
  id: 41,
  at: '2026-11-19T15:00:00.000Z',
  actor: { role: 'admin', id: null, name: null },
  entity: 'vendor',
  entityId: '44444444-4444-4444-8444-444444444444',
  item: { label: 'shop@example.se', archived: true },
  action: 'archive',
};

const REJECTION: AuditEntry = {
  ...STATUS_CHANGE,
  id: 40,
  entity: 'promotion',
  entityId: '55555555-5555-4555-8555-555555555555',
  item: { label: null, archived: false },
  action: 'reject',
  from: 'pending',
  to: 'inactive',
  reason: 'The discount is larger than the price',
};

function renderScreen(path: string) {
  api.answer({
    'GET /api/audit': () => jsonResponse(200, { ...pageOf([STATUS_CHANGE, ARCHIVE, REJECTION]), total: 3 }),
    'GET /api/audit/admins': () => jsonResponse(200, { data: ADMINS }),
  });
  return renderAt(path, <ActivityScreen />, { signedIn: 'admin' });
}

const lastAuditQuery = () => api.sent('GET /api/audit').at(-1)?.query;

describe('ActivityScreen (issue 18 §4)', () => {
  it('shows who did what to which item, with from → to, the reason and a link to the item', async () => {
    renderScreen('/sv-en/admin/activity');
    const log = await screen.findByRole('list');
    const [change, archive, rejection] = within(log).getAllByRole('listitem');
    expect(change).toHaveTextContent('Karin Lund · Changed the status: Created → In progress');
    expect(within(change!).getByRole('link', { name: 'Q-2026-000123' })).toHaveAttribute(
      'href',
      '/sv-en/admin/queries?q=Q-2026-000123',
    );
    expect(archive).toHaveTextContent('A removed admin · Deleted (archived)');
    expect(within(archive!).getByRole('link', { name: 'shop@example.se' })).toHaveAttribute(
      'href',
      '/sv-en/admin/vendors?q=shop%40example.se&status=archived',
    );
    expect(rejection).toHaveTextContent('Rejected: Pending → Inactive');
    expect(rejection).toHaveTextContent('Reason: The discount is larger than the price');
    expect(rejection).toHaveTextContent('Promotion (no longer exists)');
    expect(screen.getByText('3 entries')).toBeInTheDocument();
    expect(lastAuditQuery()).toMatchObject({ page: '1', pageSize: '20', language: 'en' });
  });

  it('says it in Swedish on a Swedish page', async () => {
    renderScreen('/sv-se/admin/activity');
    const log = await screen.findByRole('list');
    const [change] = within(log).getAllByRole('listitem');
    expect(change).toHaveTextContent('Karin Lund · Ändrade status: Skapad → Pågår');
    expect(change).toHaveTextContent('Ärende Q-2026-000123');
  });

  it('names a view of the full personnummer, in both languages (decision 058)', async () => {
    const reveal: AuditEntry = {
      ...STATUS_CHANGE,
      id: 43,
      entity: 'partnerApplication',
      item: { label: 'R-2026-000321', archived: false },
      action: 'revealNationalId',
      from: null,
      to: null,
    };
    for (const [path, text] of [
      ['/sv-en/admin/activity', 'Karin Lund · Viewed the personnummer'],
      ['/sv-se/admin/activity', 'Karin Lund · Visade personnumret'],
    ] as const) {
      api.answer({
        'GET /api/audit': () => jsonResponse(200, pageOf([reveal])),
        'GET /api/audit/admins': () => jsonResponse(200, { data: ADMINS }),
      });
      const { unmount } = renderAt(path, <ActivityScreen />, { signedIn: 'admin' });
      const [entry] = within(await screen.findByRole('list')).getAllByRole('listitem');
      expect(entry).toHaveTextContent(text);
      unmount();
    }
  });

  it('asks the server for the chosen admin, kind of item and days, and keeps them in the address', async () => {
    const { user, router } = renderScreen('/sv-en/admin/activity');
    await screen.findByRole('list');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Per Ek' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Admin'), 'Per Ek');
    await waitFor(() => expect(lastAuditQuery()).toMatchObject({ adminId: ADMINS[1]!.id }));
    await user.selectOptions(screen.getByLabelText('Kind of item'), 'Vendor account');
    await waitFor(() => expect(lastAuditQuery()).toMatchObject({ adminId: ADMINS[1]!.id, entity: 'vendor' }));

    await user.type(screen.getByLabelText('From'), '01112026');
    await user.type(screen.getByLabelText('To'), '20112026');
    await waitFor(() =>
      expect(lastAuditQuery()).toMatchObject({ entity: 'vendor', from: '2026-11-01', to: '2026-11-20' }),
    );
    expect(router.state.location.search).toBe(
      `?adminId=${ADMINS[1]!.id}&entity=vendor&from=2026-11-01&to=2026-11-20`,
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('From')).toHaveValue('');
  });

  it('does not send a To before From, and says why', async () => {
    const { user, router } = renderScreen('/sv-se/admin/activity');
    await screen.findByRole('list');
    await user.type(screen.getByLabelText('Från'), '20261120');
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-20'));
    await user.type(screen.getByLabelText('Till'), '20261101');
    expect(await screen.findByText('Slutdatumet får inte vara före startdatumet')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2026-11-20');
    expect(lastAuditQuery()?.to).toBeUndefined();
  });
});
