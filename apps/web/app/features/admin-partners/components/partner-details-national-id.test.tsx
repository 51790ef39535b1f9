import type { AuditEntry } from '@levera/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../entities/audit/catalog.ts';
import { AUDIT_ENTRY, pageOf, RIDER_APPLICATION_ANSWER } from '../../../lib/test-fixtures.ts';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import type { PartnerRecord } from '../api/get-partners.ts';
import { PartnerDetails } from './partner-details.tsx';
import '../catalog.ts';

const api = mockApi();

// Issue 32 (decision 058): the details show a rider's personnummer masked, as every answer carries
// it; "Show personnummer" asks the server for the full number, which the audit log records.
const RIDER: PartnerRecord = RIDER_APPLICATION_ANSWER;

const VIEWED: AuditEntry = {
  ...AUDIT_ENTRY,
  id: 7,
  at: '2026-11-27T10:00:00.000Z',
  actor: { role: 'admin', id: 'a1', name: 'Ada' },
  entity: 'partnerApplication',
  entityId: 'partner-2',
  item: { label: 'R-2026-000321', archived: false },
  action: 'revealNationalId',
};

/** The details of `partner`, with a server that answers the full number and the item's history. */
function renderDetails(path: string, partner: PartnerRecord = RIDER) {
  let viewed = false;
  api.answer({
    'GET /api/partners/partner-2/national-id': () => {
      viewed = true;
      return jsonResponse(200, { nationalId: '19900415-1234' });
    },
    'GET /api/audit': () => jsonResponse(200, pageOf(viewed ? [VIEWED] : [])),
  });
  return renderAt(
    path,
    <PartnerDetails id="details" partner={partner} pendingAction={null} onAction={() => {}} />,
    { signedIn: 'admin' },
  );
}

const detailOf = (term: string) => screen.getByText(term).nextElementSibling as HTMLElement;

describe('PartnerDetails: the personnummer (issue 32)', () => {
  it('shows it masked, and in full only when asked, which the history then shows', async () => {
    const { user } = renderDetails('/sv-en/admin/partners');
    const value = detailOf('Personal identity number');
    expect(value).toHaveTextContent('19900415-****');
    expect(value).not.toHaveTextContent('1234');
    expect(api.sent('GET /api/partners/partner-2/national-id')).toEqual([]);
    expect(await screen.findByText('Nothing has happened to this item yet.')).toBeInTheDocument();

    await user.click(within(value).getByRole('button', { name: 'Show personnummer' }));
    await waitFor(() => expect(value).toHaveTextContent('19900415-1234'));
    const [request] = api.sent('GET /api/partners/partner-2/national-id');
    expect(request?.authorization).toBe('Bearer admin-token');
    // The server recorded the view: the history, read again, says so.
    expect(await screen.findByText('Viewed the personnummer')).toBeInTheDocument();

    await user.click(within(value).getByRole('button', { name: 'Hide personnummer' }));
    expect(value).toHaveTextContent('19900415-****');
    expect(value).not.toHaveTextContent('1234');
    expect(api.sent('GET /api/partners/partner-2/national-id')).toHaveLength(1);
  });

  it('says it in Swedish', async () => {
    const { user } = renderDetails('/sv-se/admin/partners');
    const value = detailOf('Personnummer');
    await user.click(within(value).getByRole('button', { name: 'Visa personnummer' }));
    await waitFor(() => expect(value).toHaveTextContent('19900415-1234'));
    expect(within(value).getByRole('button', { name: 'Dölj personnummer' })).toBeInTheDocument();
    expect(await screen.findByText('Visade personnumret')).toBeInTheDocument();
  });

  it('offers nothing to show when the application has no personnummer', () => {
    renderDetails('/sv-en/admin/partners', { ...RIDER, nationalId: null });
    const value = detailOf('Personal identity number');
    expect(value).toHaveTextContent('–');
    expect(within(value).queryByRole('button')).toBeNull();
  });
});
