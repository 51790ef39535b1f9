import type { AdminRole } from '@levera/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../entities/audit/catalog.ts';
import { PARTNER_UPDATE_REQUEST, pageOf, RIDER_APPLICATION_ANSWER } from '../../../lib/test-fixtures.ts';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { PartnersScreen } from './partners-screen.tsx';
import '../../../lib/back-office-catalog.ts';
import '../catalog.ts';

// Issue 33 §1: the Partners screen offers only what the signed-in admin's role may do. Support
// reads; admins also act, select for bulk actions and export; only owners see a full personnummer.

const api = mockApi();

const WAITING = PARTNER_UPDATE_REQUEST;

/** The screen as `role` sees it, with one pending rider application opened to its details. */
async function renderAs(role: AdminRole) {
  api.answer({
    'GET /api/partners': pageOf([RIDER_APPLICATION_ANSWER]),
    'GET /api/partners/partner-2/update-requests': () => jsonResponse(200, { data: [WAITING] }),
    'GET /api/audit': () => jsonResponse(200, pageOf([])),
  });
  const rendered = renderAt('/sv-en/admin/partners', <PartnersScreen />, {
    signedIn: 'admin',
    adminRole: role,
  });
  await rendered.user.click(await screen.findByRole('button', { name: /Sara Berg/ }));
  // The details have loaded once the update request shows.
  expect(await screen.findByText('R-2026-000330')).toBeInTheDocument();
  return rendered;
}

/** What the screen offers, by name: present or not. */
const offered = () => ({
  export: screen.queryByRole('button', { name: 'Export CSV' }) !== null,
  bulkBar: screen.queryByRole('toolbar', { name: 'Act on several rows' }) !== null,
  rowSelection: screen.queryByRole('checkbox', { name: 'Select Sara Berg (R-2026-000321)' }) !== null,
  approve: screen.queryByRole('button', { name: 'Approve' }) !== null,
  applyUpdate: screen.queryByRole('button', { name: /Apply/ }) !== null,
  dismissUpdate: screen.queryByRole('button', { name: /Dismiss/ }) !== null,
  revealNationalId: screen.queryByRole('button', { name: 'Show personnummer' }) !== null,
});

const OFFERS = [
  'export',
  'bulkBar',
  'rowSelection',
  'approve',
  'applyUpdate',
  'dismissUpdate',
  'revealNationalId',
] as const;
/** Every offer of the screen, each present or not. */
const everyOffer = (present: boolean) => Object.fromEntries(OFFERS.map((offer) => [offer, present]));

describe('PartnersScreen by role (issue 33 §1)', () => {
  it('offers an owner everything', async () => {
    await renderAs('owner');
    expect(offered()).toEqual(everyOffer(true));
  });

  it('offers an admin everything but the full personnummer', async () => {
    await renderAs('admin');
    expect(offered()).toMatchObject({ export: true, bulkBar: true, approve: true, revealNationalId: false });
  });

  it('lets support read the record, the personnummer masked, with no actions, selection or export', async () => {
    await renderAs('support');
    expect(offered()).toEqual(everyOffer(false));
    expect(screen.getByText('19900415-****')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
