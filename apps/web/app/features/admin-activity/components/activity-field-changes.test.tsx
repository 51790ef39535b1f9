import type { AuditEntry } from '@levera/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../entities/audit/catalog.ts';
import { MENU_ITEM_EDIT, pageOf } from '../../../lib/test-fixtures.ts';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import '../catalog.ts';
import { ActivityScreen } from './activity-screen.tsx';

// Issue 36 §9g: the Activity log said "Edited" without what changed. Each changed field is listed
// with its old → new value, in Swedish on a Swedish page: named choices, dates and amounts too.

const api = mockApi();
const PROMOTION_EDIT: AuditEntry = {
  ...MENU_ITEM_EDIT,
  id: 5,
  actor: { role: 'vendor', id: MENU_ITEM_EDIT.entityId, name: 'Kebabhuset' },
  entity: 'promotion',
  entityId: '55555555-5555-4555-8555-555555555555',
  item: { label: 'Spring deal', archived: false },
  action: 'update',
  subject: null,
  changes: [
    { field: 'discountType', from: 'percentage', to: 'fixed' },
    { field: 'repeatDays', from: [], to: ['friday', 'saturday'] },
    { field: 'startDate', from: '2030-03-10', to: '2030-03-17' },
  ],
};

/** The lines of an entry's list of changes, with the no-break spaces of amounts as plain ones. */
const changesOf = (entry: HTMLElement, name: string) =>
  within(within(entry).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/\u00a0/g, ' '));

describe('ActivityScreen: what an edit changed (issue 36 §9g)', () => {
  it('says it in Swedish, choices and dates in Swedish words', async () => {
    api.answer({
      'GET /api/audit': () => jsonResponse(200, pageOf([PROMOTION_EDIT, MENU_ITEM_EDIT])),
      'GET /api/audit/admins': () => jsonResponse(200, { data: [] }),
    });
    renderAt('/sv-se/admin/activity', <ActivityScreen />, { signedIn: 'admin' });
    const promotion = (await screen.findByText('Kebabhuset')).closest('li')!;
    expect(changesOf(promotion, 'Det här ändrades')).toEqual([
      'Rabattyp: procent → fast belopp',
      'Upprepningsdagar: (tomt) → fredag, lördag',
      'Startdatum: 10 mars 2030 → 17 mars 2030',
    ]);
    const menu = screen.getByText('Margherita', { exact: false }).closest('li')!;
    expect(changesOf(menu, 'Det här ändrades')).toEqual([
      'Går att beställa: ja → nej',
      'Pris: 95 kr → 99,50 kr',
    ]);
  });
});
