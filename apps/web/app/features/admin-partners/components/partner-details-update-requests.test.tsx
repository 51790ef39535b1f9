import type { PartnerUpdateRequest } from '@levera/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../entities/audit/catalog.ts';
import { notify } from '../../../lib/toast.ts';
import { PARTNER_UPDATE_REQUEST, pageOf, RIDER_APPLICATION_ANSWER } from '../../../lib/test-fixtures.ts';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import type { PartnerRecord } from '../api/get-partners.ts';
import { PartnerDetails } from './partner-details.tsx';
import '../catalog.ts';

const api = mockApi();

// Issue 36 §7 (decision 063): a repeat application is kept as an update request on the pending
// application; the details show each one with what it would change and Apply / Dismiss.
const RIDER: PartnerRecord = { ...RIDER_APPLICATION_ANSWER, email: 'sara.fel@example.se', language: 'en' };

const WAITING: PartnerUpdateRequest = {
  ...PARTNER_UPDATE_REQUEST,
  changes: [
    { field: 'email', from: 'sara.fel@example.se', to: 'sara.ratt@example.se' },
    { field: 'city', from: 'Katrineholm', to: 'Gothenburg' },
    { field: 'nationalId', from: '19900415-****', to: '19900415-****' },
    { field: 'language', from: 'en', to: 'sv' },
  ],
};

const DISMISSED: PartnerUpdateRequest = {
  id: 'u1',
  caseNumber: 'R-2026-000325',
  status: 'dismissed',
  createdAt: '2026-11-20T12:00:00.000Z',
  decidedAt: '2026-11-20T13:00:00.000Z',
  decidedBy: { id: 'a1', name: 'Ada', email: 'ada@levera.test' },
  changes: [],
};

/** The details, with a server that lists `requests` and answers a decision by marking it decided. */
function renderDetails(path: string, requests: PartnerUpdateRequest[]) {
  let listed = requests;
  api.answer({
    'GET /api/partners/partner-2/update-requests': () => jsonResponse(200, { data: listed }),
    'PATCH /api/partners/partner-2/update-requests/u2': (request) => {
      const action = (request.body as { action: 'apply' | 'dismiss' }).action;
      listed = listed.map((row) =>
        row.id === 'u2'
          ? {
              ...row,
              status: action === 'apply' ? 'applied' : 'dismissed',
              decidedAt: '2026-11-22T08:00:00.000Z',
              decidedBy: { id: 'a1', name: 'Ada', email: 'ada@levera.test' },
              changes: [],
            }
          : row,
      );
      return jsonResponse(200, {
        success: true,
        message:
          action === 'apply'
            ? 'The application has been updated from the update request'
            : 'Update request dismissed',
        data: { ...RIDER, email: 'sara.ratt@example.se' },
      });
    },
    'GET /api/audit': () => jsonResponse(200, pageOf([])),
  });
  return renderAt(
    path,
    <PartnerDetails id="details" partner={RIDER} pendingAction={null} onAction={() => {}} />,
    { signedIn: 'admin' },
  );
}

describe('PartnerDetails: update requests (issue 36 §7)', () => {
  it('shows what a waiting request would change, and applies it', async () => {
    const toast = vi.spyOn(notify, 'success');
    const { user } = renderDetails('/sv-en/admin/partners', [WAITING, DISMISSED]);
    const section = await screen.findByRole('region', { name: 'Update requests' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('R-2026-000330');
    expect(items[0]).toHaveTextContent('Waiting');
    const list = within(section).getByLabelText('Changes in R-2026-000330');
    expect(list).toHaveTextContent('Emailsara.fel@example.se → sara.ratt@example.se');
    expect(list).toHaveTextContent('CityKatrineholm → Gothenburg');
    expect(list).toHaveTextContent('Personal identity number19900415-**** → 19900415-**** (another number)');
    expect(list).toHaveTextContent('LanguageEnglish → Swedish');
    expect(items[1]).toHaveTextContent('R-2026-000325');
    expect(items[1]).toHaveTextContent(/Dismissed by Ada, /);
    expect(within(items[1]!).queryByRole('button')).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Apply update request R-2026-000330' }));
    await waitFor(() => expect(items[0]).toHaveTextContent(/Applied by Ada, /));
    const [sent] = api.sent('PATCH /api/partners/partner-2/update-requests/u2');
    expect(sent?.body).toEqual({ action: 'apply', language: 'en' });
    expect(sent?.authorization).toBe('Bearer admin-token');
    expect(toast).toHaveBeenCalledWith('The application has been updated from the update request');
    toast.mockRestore();
    expect(within(section).queryByRole('button', { name: /^Apply/ })).toBeNull();
  });

  it('says it in Swedish and dismisses', async () => {
    const { user } = renderDetails('/sv-se/admin/partners', [WAITING]);
    const section = await screen.findByRole('region', { name: 'Ändringsbegäranden' });
    expect(section).toHaveTextContent('Väntar');
    const list = within(section).getByLabelText('Ändringar i R-2026-000330');
    expect(list).toHaveTextContent('E-postsara.fel@example.se → sara.ratt@example.se');
    expect(list).toHaveTextContent('(ett annat nummer)');
    expect(
      within(section).getByRole('button', { name: 'Verkställ ändringsbegäran R-2026-000330' }),
    ).toBeEnabled();

    await user.click(within(section).getByRole('button', { name: 'Avvisa ändringsbegäran R-2026-000330' }));
    await waitFor(() => expect(section).toHaveTextContent(/Avvisad av Ada, /));
    expect(api.sent('PATCH /api/partners/partner-2/update-requests/u2')[0]?.body).toEqual({
      action: 'dismiss',
      language: 'sv',
    });
  });

  it('shows nothing for an application nobody applied for again', async () => {
    renderDetails('/sv-en/admin/partners', []);
    await waitFor(() => expect(api.sent('GET /api/partners/partner-2/update-requests')).toHaveLength(1));
    expect(await screen.findByText('Nothing has happened to this item yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Update requests' })).toBeNull();
  });
});
