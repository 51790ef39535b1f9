import type { AdminRole } from '@levera/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../entities/audit/catalog.ts';
import { pageOf, VENDOR_ANSWER } from '../../../lib/test-fixtures.ts';
import { mockApi, renderAt } from '../../../lib/test-render.tsx';
import { VendorsScreen } from './vendors-screen.tsx';
import '../../../lib/back-office-catalog.ts';
import '../catalog.ts';

// Issue 33 §1: the Vendors screen offers only what the signed-in admin's role may do. Support reads
// the list, each vendor's menu and history; the others also add, change, delete and export.

const api = mockApi();

const ACTIVE = VENDOR_ANSWER;

async function renderAs(role: AdminRole, path = '/sv-en/admin/vendors') {
  api.answer({ 'GET /api/vendors': pageOf([ACTIVE]) });
  const rendered = renderAt(path, <VendorsScreen />, { signedIn: 'admin', adminRole: role });
  // The table and the phone card both list the vendor.
  expect(await screen.findAllByRole('link', { name: /Hörnans Pizzeria/ })).not.toHaveLength(0);
  return rendered;
}

/** What the screen offers: present or not (each row action is in the table and on the card). */
const offered = (name: string) => ({
  addForm: screen.queryByRole('heading', { name: 'Add vendor' }) !== null,
  export: screen.queryByRole('button', { name: 'Export CSV' }) !== null,
  menu: screen.queryAllByRole('link', { name: `Menu of ${name}` }).length > 0,
  edit: screen.queryAllByRole('button', { name: `Edit ${name}` }).length > 0,
  deactivate: screen.queryAllByRole('button', { name: `Deactivate ${name}` }).length > 0,
  uploadMenu: screen.queryAllByRole('button', { name: `Upload menu for ${name}` }).length > 0,
  delete: screen.queryAllByRole('button', { name: `Delete ${name}` }).length > 0,
});

const OFFERS = ['addForm', 'export', 'menu', 'edit', 'deactivate', 'uploadMenu', 'delete'] as const;
/** Every offer of the screen, each present or not. */
const everyOffer = (present: boolean) => Object.fromEntries(OFFERS.map((offer) => [offer, present]));

describe('VendorsScreen by role (issue 33 §1)', () => {
  it.each(['owner', 'admin'] as const)('offers %s everything', async (role) => {
    await renderAs(role);
    expect(offered('Hörnans Pizzeria')).toEqual(everyOffer(true));
  });

  it('lets support read the list and open a menu, without adding, changing, deleting or exporting', async () => {
    await renderAs('support');
    expect(offered('Hörnans Pizzeria')).toEqual({ ...everyOffer(false), menu: true });
  });

  it('says it in Swedish too: support sees no export', async () => {
    await renderAs('support', '/sv-se/admin/vendors');
    expect(screen.queryByRole('button', { name: 'Exportera CSV' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Menyn för Hörnans Pizzeria' }).length).toBeGreaterThan(0);
  });
});
