import type { PartnerRecord, PartnerStatus } from '@levera/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { everyRowDone, pageOf, VENDOR_APPLICATION_ANSWER } from '../../../lib/test-fixtures.ts';
import { askBulkAction, jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { PartnersScreen } from './partners-screen.tsx';
import '../../../lib/back-office-catalog.ts';
import '../catalog.ts';

// Issue 36 §2: "Välj alla på sidan" → Avslå → "Utför på 14 rader" rejected 14 applications at once
// and e-mailed 14 applicants, asking nothing. A bulk action that changes a status now asks first,
// with the count and who gets an e-mail; a reject takes the single reject's optional reason.

const api = mockApi();

const application = (n: number, status: PartnerStatus = 'pending'): PartnerRecord => ({
  ...VENDOR_APPLICATION_ANSWER,
  id: `partner-${n}`,
  caseNumber: `P-2026-0000${10 + n}`,
  status,
  name: `Sökande ${n}`,
  lastName: `Karlsson ${n}`,
  email: `elin${n}@example.se`,
  storeName: `Bistro ${n}`,
  orgName: `Bistro ${n} AB`,
});

function serve(rows: PartnerRecord[]) {
  api.answer({
    'GET /api/partners': () => jsonResponse(200, pageOf(rows)),
    'POST /api/partners/bulk': (request) => jsonResponse(200, everyRowDone(request.body)),
  });
}

/**
 * Opens the partner list at `address`, ticks every row of the page in the toolbar (named in the
 * page's language) and asks for a bulk action; returns the toolbar and the confirmation dialog.
 */
async function askOnWholePage(address: string, ask: Parameters<typeof askBulkAction>[2]) {
  const { user } = renderAt(address, <PartnersScreen />, { signedIn: 'admin' });
  const english = address.startsWith('/sv-en/');
  const toolbar = await screen.findByRole('toolbar', {
    name: english ? 'Act on several rows' : 'Ändra flera rader',
  });
  await user.click(
    within(toolbar).getByRole('checkbox', {
      name: english ? 'Select all on this page' : 'Välj alla på sidan',
    }),
  );
  return { user, toolbar, dialog: await askBulkAction(user, toolbar, ask) };
}

describe('bulk actions on the partner list ask first', () => {
  it('rejects three applications after saying who gets an e-mail, with the reason typed (sv-se)', async () => {
    serve([application(1), application(2), application(3)]);
    const { user, dialog } = await askOnWholePage('/sv-se/admin/partners?status=pending', {
      action: 'Avslå',
      apply: 'Utför på 3 rader',
      confirm: 'Avslå 3 ansökningar?',
    });
    expect(dialog).toHaveTextContent(
      '3 sökande får ett e-postmeddelande. Din anledning, om du anger en, står i varje e-postmeddelande och visas vid varje ansökan.',
    );
    expect(api.sent('POST /api/partners/bulk')).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Anledning (valfri, visas för den det gäller)' }),
      'Vi tar inte emot fler butiker i Katrineholm just nu.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Avslå' }));

    await waitFor(() => expect(api.sent('POST /api/partners/bulk')).toHaveLength(1));
    expect(api.sent('POST /api/partners/bulk')[0]?.body).toEqual({
      action: 'reject',
      items: [1, 2, 3].map((n) => ({ id: `partner-${n}`, expectedStatus: 'pending' })),
      reason: 'Vi tar inte emot fler butiker i Katrineholm just nu.',
      language: 'sv',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('status')).toHaveTextContent('Klart: 3 ändrade, 0 hoppades över');
  });

  it('sends nothing when the confirmation is cancelled (sv-en)', async () => {
    serve([application(1), application(2)]);
    const { user, toolbar, dialog } = await askOnWholePage('/sv-en/admin/partners', {
      action: 'Reject',
      apply: 'Apply to 2 rows',
      confirm: 'Reject 2 applications?',
    });
    expect(dialog).toHaveTextContent('2 applicants will get an email.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST /api/partners/bulk')).toEqual([]);
    // The selection stays, so the admin can choose again.
    expect(within(toolbar).getByText('2 selected')).toBeInTheDocument();
  });

  it('approves after asking, counting only the rows the action applies to (sv-en)', async () => {
    serve([application(1), application(2, 'rejected'), application(3, 'approved')]);
    const { user, dialog } = await askOnWholePage('/sv-en/admin/partners', {
      action: 'Approve',
      apply: 'Apply to 3 rows',
      confirm: 'Approve 3 applications?',
    });
    expect(dialog).toHaveTextContent(
      '2 applicants will get an email. 1 of the selected applications is skipped: its status does not allow this.',
    );
    // Approving asks no reason, as one at a time.
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.sent('POST /api/partners/bulk')).toHaveLength(1));
    expect(api.sent('POST /api/partners/bulk')[0]?.body).not.toHaveProperty('reason');
  });

  it('says nobody is e-mailed when applications go back to pending (sv-se)', async () => {
    serve([application(1, 'rejected')]);
    const { dialog } = await askOnWholePage('/sv-se/admin/partners', {
      action: 'Markera som väntande',
      apply: 'Utför på 1 rad',
      confirm: 'Markera 1 ansökan som väntande?',
    });
    expect(dialog).toHaveTextContent('Ingen får något e-postmeddelande.');
  });
});
