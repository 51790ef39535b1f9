import type { AuditEntry } from '@levera/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MENU_ITEM_EDIT, pageOf } from '../../lib/test-fixtures.ts';
import { jsonResponse, mockApi, renderAt } from '../../lib/test-render.tsx';
import { ItemHistory } from './item-history.tsx';

// Issue 36 §9g: the Activity log and an item's history said "Edited" without what changed. Each
// changed field is listed with its old → new value in the page's words (dates, amounts, yes/no and
// named choices in the page's language; e-mail addresses as the API masked them; a password only as
// changed). The Activity screen's list: features/admin-activity/components/activity-field-changes.test.tsx.

const api = mockApi();
const VENDOR_EDIT: AuditEntry = {
  ...MENU_ITEM_EDIT,
  id: 7,
  action: 'update',
  subject: null,
  changes: [
    { field: 'email', from: 'a•••@k•••.se', to: 'k•••@g•••.nu' },
    { field: 'vendorName', from: 'Kebabhuset', to: 'Kebabhuset Centrum' },
    { field: 'password', from: null, to: null },
  ],
};

/** The lines of a list, with the no-break spaces of amounts and dates as plain ones. */
const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/\u00a0/g, ' '));

describe('what an edit changed (issue 36 §9g)', () => {
  it("lists an item's changed fields, old → new, in its history", async () => {
    api.answer({ 'GET /api/audit': () => jsonResponse(200, pageOf([VENDOR_EDIT, MENU_ITEM_EDIT])) });
    renderAt('/sv-en/admin/vendors', <ItemHistory entity="vendor" entityId={MENU_ITEM_EDIT.entityId} />, {
      signedIn: 'admin',
    });
    const [edit, menu] = await screen.findAllByRole('list', { name: 'What changed' });
    expect(edit!.closest('li')).toHaveTextContent(/^Edited/);
    expect(itemsOf(edit!)).toEqual([
      'Email: a•••@k•••.se → k•••@g•••.nu',
      'Name: Kebabhuset → Kebabhuset Centrum',
      'Password: changed',
    ]);
    expect(menu!.closest('li')).toHaveTextContent(/^Edited a menu item: Margherita/);
    expect(itemsOf(menu!)).toEqual(['Available: yes → no', 'Price: SEK 95 → SEK 99.50']);
  });
});
