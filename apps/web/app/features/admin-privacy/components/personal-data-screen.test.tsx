import type { ErasureAnswer, PersonSubjectsAnswer } from '@levera/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../entities/audit/catalog.ts';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import '../catalog.ts';
import { PersonalDataScreen } from './personal-data-screen.tsx';

// Admin "Personal data" (issue 32, decision 059): search one person, export, erase with a reason.
const api = mockApi();

const createObjectURL = vi.fn(() => 'blob:personal-data');
const saved: string[] = [];
beforeEach(() => {
  createObjectURL.mockClear();
  saved.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const FOUND: PersonSubjectsAnswer = {
  searchedAs: ['email'],
  applications: [
    {
      id: 'a1',
      caseNumber: 'R-2026-000101',
      type: 'rider',
      status: 'rejected',
      name: 'Saga Berg',
      email: 'saga.berg@example.se',
      nationalIdMasked: '19900415-****',
      createdAt: '2026-11-02T09:00:00.000Z',
    },
  ],
  updateRequests: [],
  queries: [
    {
      id: 'q1',
      caseNumber: 'Q-2026-000102',
      type: 'driver',
      status: 'created',
      name: 'Saga Berg',
      email: 'saga.berg@example.se',
      isVendorQuery: false,
      createdAt: '2026-11-03T09:00:00.000Z',
    },
  ],
  vendorAccounts: [
    {
      id: 'v1',
      vendorName: 'Sagas Kiosk',
      email: 'saga.berg@example.se',
      status: 'active',
      archived: false,
      createdAt: '2026-10-01T09:00:00.000Z',
    },
  ],
};

const ERASED: ErasureAnswer = {
  success: true,
  message: 'The personal data has been erased',
  data: {
    applications: 1,
    updateRequests: 0,
    queries: 1,
    vendorAccounts: 1,
    emails: 3,
    auditEntries: 4,
    caseNumbers: ['R-2026-000101', 'Q-2026-000102'],
    confirmationEmails: 1,
  },
};

function renderScreen(path: string, answers: Parameters<typeof api.answer>[0] = {}) {
  api.answer({ 'POST /api/privacy/subjects': () => jsonResponse(200, FOUND), ...answers });
  return renderAt(path, <PersonalDataScreen />, { signedIn: 'admin' });
}

async function searchFor(user: ReturnType<typeof renderScreen>['user'], label: string, value: string) {
  await user.type(screen.getByLabelText(label), value);
  await user.keyboard('{Enter}');
}

describe('PersonalDataScreen: search', () => {
  it('finds one person by an exact value and shows what is stored, grouped', async () => {
    const { user, router } = renderScreen('/sv-en/admin/personal-data');
    expect(screen.getByRole('heading', { level: 1, name: 'Personal data' })).toBeInTheDocument();
    await searchFor(user, 'E-mail, phone, personnummer or case number', ' saga.berg@example.se ');

    const results = await screen.findByRole('region', { name: 'What is stored' });
    expect(within(results).getByText('Searched as e-mail address')).toBeInTheDocument();
    const applications = within(results).getByRole('region', { name: 'Applications (1)' });
    expect(applications).toHaveTextContent('Rider application');
    expect(applications).toHaveTextContent('R-2026-000101');
    expect(applications).toHaveTextContent('Rejected');
    expect(applications).toHaveTextContent('Personal identity number 19900415-****');
    expect(within(results).getByRole('region', { name: 'Queries (1)' })).toHaveTextContent(
      'Rider queryQ-2026-000102Created',
    );
    const accounts = within(results).getByRole('region', { name: 'Vendor accounts (1)' });
    expect(accounts).toHaveTextContent('Sagas Kiosk');
    expect(accounts).toHaveTextContent('In use: archive it on the Vendors screen before erasing');

    const [request] = api.sent('POST /api/privacy/subjects');
    expect(request?.body).toEqual({ q: 'saga.berg@example.se', language: 'en' });
    // The person's value never in an address (decision 065).
    expect(request?.query).not.toHaveProperty('q');
    expect(request?.authorization).toBe('Bearer admin-token');
    // The value names a person: it stays out of the page's address.
    expect(router.state.location.search).toBe('');
  });

  it('says in Swedish what the API refused, and asks for a value before asking the API', async () => {
    const { user } = renderScreen('/sv-se/admin/personal-data', {
      'POST /api/privacy/subjects': () =>
        jsonResponse(400, {
          error: 'Några fält är ogiltiga. Kontrollera dem och försök igen.',
          code: 'validation_failed',
          fields: {
            q: 'Ange en e-postadress, ett telefonnummer, ett personnummer (ÅÅÅÅMMDD-XXXX) eller ett ärendenummer (till exempel Q-2026-000123)',
          },
        }),
    });
    const field = screen.getByLabelText('E-post, telefon, personnummer eller ärendenummer');
    await user.click(screen.getByRole('button', { name: 'Sök' }));
    expect(
      await screen.findByText(
        'Ange en e-postadress, ett telefonnummer, ett personnummer eller ett ärendenummer',
      ),
    ).toBeInTheDocument();
    expect(api.sent('POST /api/privacy/subjects')).toEqual([]);

    await searchFor(user, 'E-post, telefon, personnummer eller ärendenummer', 'Saga');
    expect(
      await screen.findByText(
        'Ange en e-postadress, ett telefonnummer, ett personnummer (ÅÅÅÅMMDD-XXXX) eller ett ärendenummer (till exempel Q-2026-000123)',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when nothing is stored about the person', async () => {
    const { user } = renderScreen('/sv-se/admin/personal-data', {
      'POST /api/privacy/subjects': () =>
        jsonResponse(200, {
          searchedAs: ['phone'],
          applications: [],
          updateRequests: [],
          queries: [],
          vendorAccounts: [],
        }),
    });
    await searchFor(user, 'E-post, telefon, personnummer eller ärendenummer', '070-123 45 67');
    expect(
      await screen.findByText('Det finns inga uppgifter sparade om den här personen'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Radera' })).not.toBeInTheDocument();
  });
});

describe('PersonalDataScreen: export', () => {
  it("downloads the JSON file with the admin's token in the header, never in the address", async () => {
    const { user } = renderScreen('/sv-se/admin/personal-data', {
      'POST /api/privacy/export': () =>
        new Response(JSON.stringify({ applications: [] }), {
          status: 200,
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': 'attachment; filename="personal-data-2026-11-27.json"',
          },
        }),
    });
    await searchFor(user, 'E-post, telefon, personnummer eller ärendenummer', 'R-2026-000101');
    await user.click(await screen.findByRole('button', { name: 'Exportera som JSON' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const [request] = api.sent('POST /api/privacy/export');
    expect(request?.body).toEqual({ q: 'R-2026-000101', language: 'sv' });
    // The person's value never in an address (decision 065).
    expect(request?.query).not.toHaveProperty('q');
    expect(request?.authorization).toBe('Bearer admin-token');
    expect(saved).toEqual([expect.stringMatching(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/)]);
  });
});

describe('PersonalDataScreen: erasure', () => {
  it('asks for a reason, shows the 409 of an account in use, then erases and shows the summary', async () => {
    let archived = false;
    const { user } = renderScreen('/sv-en/admin/personal-data', {
      'POST /api/privacy/erasure': () =>
        archived
          ? jsonResponse(200, ERASED)
          : jsonResponse(409, {
              error:
                'Archive the vendor account first: an account in use cannot be erased. Delete (archive) it on the Vendors screen, then erase again.',
              code: 'vendor_account_active',
            }),
    });
    await searchFor(user, 'E-mail, phone, personnummer or case number', 'saga.berg@example.se');
    await user.click(await screen.findByRole('button', { name: 'Erase' }));

    const dialog = await screen.findByRole('dialog', { name: "Erase this person's data?" });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(dialog).toHaveTextContent('A confirmation e-mail goes to the person at once.');
    expect(dialog).toHaveTextContent('Archived vendor accounts are anonymised');
    await user.click(within(dialog).getByRole('button', { name: 'Erase the data' }));
    expect(await within(dialog).findByText('Please give the reason for the erasure')).toBeInTheDocument();
    expect(api.sent('POST /api/privacy/erasure')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Asked by e-mail on 27 Nov 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Erase the data' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Archive the vendor account first: an account in use cannot be erased.',
    );
    expect(api.sent('POST /api/privacy/erasure')[0]?.body).toEqual({
      q: 'saga.berg@example.se',
      reason: 'Asked by e-mail on 27 Nov 2026',
      language: 'en',
    });

    archived = true;
    await user.click(within(dialog).getByRole('button', { name: 'Erase the data' }));
    const summary = await screen.findByRole('region', { name: 'The personal data has been erased' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (const line of [
      '1 application deleted',
      '1 query deleted',
      '1 vendor account anonymised',
      '3 e-mails deleted from the outbox',
      '4 audit entries cleaned',
      'Case numbers kept in the audit trail: R-2026-000101, Q-2026-000102',
      'A confirmation was e-mailed to the person before their address was erased.',
    ])
      expect(summary).toHaveTextContent(line);
    expect(screen.queryByRole('region', { name: 'What is stored' })).not.toBeInTheDocument();

    await user.click(within(summary).getByRole('button', { name: 'New search' }));
    expect(screen.getByLabelText('E-mail, phone, personnummer or case number')).toHaveValue('');
  });

  it('speaks Swedish in the dialog and the summary', async () => {
    const { user } = renderScreen('/sv-se/admin/personal-data', {
      'POST /api/privacy/erasure': () =>
        jsonResponse(200, { ...ERASED, data: { ...ERASED.data, vendorAccounts: 0, queries: 2 } }),
    });
    await searchFor(user, 'E-post, telefon, personnummer eller ärendenummer', 'saga.berg@example.se');
    await user.click(await screen.findByRole('button', { name: 'Radera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Radera personens uppgifter?' });
    await user.type(within(dialog).getByLabelText('Anledning'), 'Bad om det per mejl');
    await user.click(within(dialog).getByRole('button', { name: 'Radera uppgifterna' }));
    const summary = await screen.findByRole('region', { name: 'Personuppgifterna har raderats' });
    expect(summary).toHaveTextContent('1 ansökan raderad');
    expect(summary).toHaveTextContent('2 ärenden raderade');
    expect(summary).toHaveTextContent('0 partnerkonton anonymiserade');
    // No update requests: no line about them.
    expect(summary).not.toHaveTextContent('ändringsbegäran');
  });
});

describe('PersonalDataScreen: update requests (issue 36 §7, decision 063)', () => {
  const REPEAT = {
    id: 'u1',
    caseNumber: 'R-2026-000105',
    applicationCaseNumber: 'R-2026-000101',
    status: 'pending' as const,
    name: 'Saga Berg',
    email: 'saga.ny@example.se',
    nationalIdMasked: '19900415-****',
    createdAt: '2026-11-04T09:00:00.000Z',
  };

  it('lists a repeat application kept as an update request, and counts it in the summary', async () => {
    const { user } = renderScreen('/sv-en/admin/personal-data', {
      'POST /api/privacy/subjects': () =>
        jsonResponse(200, { ...FOUND, searchedAs: ['caseNumber'], updateRequests: [REPEAT] }),
      'POST /api/privacy/erasure': () =>
        jsonResponse(200, { ...ERASED, data: { ...ERASED.data, updateRequests: 1 } }),
    });
    await searchFor(user, 'E-mail, phone, personnummer or case number', 'R-2026-000105');
    const group = await screen.findByRole('region', { name: 'Update requests (1)' });
    expect(group).toHaveTextContent('Update requestR-2026-000105Waiting');
    expect(group).toHaveTextContent('Saga Berg · saga.ny@example.se');
    expect(group).toHaveTextContent('Would update application R-2026-000101');
    expect(group).toHaveTextContent('Personal identity number 19900415-****');

    await user.click(screen.getByRole('button', { name: 'Erase' }));
    const dialog = await screen.findByRole('dialog', { name: "Erase this person's data?" });
    expect(dialog).toHaveTextContent(
      'Their applications (with any update requests) and contact queries are deleted',
    );
    await user.type(within(dialog).getByLabelText('Reason'), 'Asked by e-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Erase the data' }));
    const summary = await screen.findByRole('region', { name: 'The personal data has been erased' });
    expect(summary).toHaveTextContent('1 update request deleted');
  });

  it('says it in Swedish', async () => {
    const { user } = renderScreen('/sv-se/admin/personal-data', {
      'POST /api/privacy/subjects': () =>
        jsonResponse(200, {
          ...FOUND,
          applications: [],
          queries: [],
          vendorAccounts: [],
          updateRequests: [{ ...REPEAT, status: 'dismissed' }],
        }),
    });
    await searchFor(user, 'E-post, telefon, personnummer eller ärendenummer', 'saga.ny@example.se');
    const group = await screen.findByRole('region', { name: 'Ändringsbegäranden (1)' });
    expect(group).toHaveTextContent('ÄndringsbegäranR-2026-000105Avvisad');
    expect(group).toHaveTextContent('Gäller ansökan R-2026-000101');
  });
});
