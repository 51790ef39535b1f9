import type { BulkAnswer, PartnerRecord, PartnerStatus } from '@levera/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/admin-partners.json';
import sv from '../../../../locales/sv/admin-partners.json';
import { registerCatalog } from '../../../lib/i18n.ts';
import { pageOf, VENDOR_APPLICATION_ANSWER } from '../../../lib/test-fixtures.ts';
import {
  askBulkAction,
  jsonResponse,
  mockApi,
  renderAt,
  type SentRequest,
} from '../../../lib/test-render.tsx';
import { PartnersScreen } from './partners-screen.tsx';
import '../../../lib/back-office-catalog.ts';

registerCatalog('admin-partners', { en, sv });

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
    'POST /api/partners/bulk': (request: SentRequest) => {
      const items = (request.body as { items: { id: string }[] }).items;
      const answer: BulkAnswer = {
        success: true,
        message: '',
        done: items.length,
        skipped: 0,
        results: items.map((item) => ({ id: item.id, outcome: 'done' as const })),
      };
      return jsonResponse(200, answer);
    },
  });
}

describe('bulk actions on the partner list ask first', () => {
  it('rejects three applications after saying who gets an e-mail, with the reason typed (sv-se)', async () => {
    serve([application(1), application(2), application(3)]);
    const { user } = renderAt('/sv-se/admin/partners?status=pending', <PartnersScreen />, {
      signedIn: 'admin',
    });
    const toolbar = await screen.findByRole('toolbar', { name: 'Ändra flera rader' });
    await user.click(within(toolbar).getByRole('checkbox', { name: 'Välj alla på sidan' }));
    const dialog = await askBulkAction(user, toolbar, {
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
    const { user } = renderAt('/sv-en/admin/partners', <PartnersScreen />, { signedIn: 'admin' });
    const toolbar = await screen.findByRole('toolbar', { name: 'Act on several rows' });
    await user.click(within(toolbar).getByRole('checkbox', { name: 'Select all on this page' }));
    const dialog = await askBulkAction(user, toolbar, {
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
    const { user } = renderAt('/sv-en/admin/partners', <PartnersScreen />, { signedIn: 'admin' });
    const toolbar = await screen.findByRole('toolbar', { name: 'Act on several rows' });
    await user.click(within(toolbar).getByRole('checkbox', { name: 'Select all on this page' }));
    const dialog = await askBulkAction(user, toolbar, {
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
    const { user } = renderAt('/sv-se/admin/partners', <PartnersScreen />, { signedIn: 'admin' });
    const toolbar = await screen.findByRole('toolbar', { name: 'Ändra flera rader' });
    await user.click(within(toolbar).getByRole('checkbox', { name: 'Välj alla på sidan' }));
    const dialog = await askBulkAction(user, toolbar, {
      action: 'Markera som väntande',
      apply: 'Utför på 1 rad',
      confirm: 'Markera 1 ansökan som väntande?',
    });
    expect(dialog).toHaveTextContent('Ingen får något e-postmeddelande.');
  });
});
