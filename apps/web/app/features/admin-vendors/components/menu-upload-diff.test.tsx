import type { MenuDiff } from '@levera/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../lib/test-render.tsx';
import { MenuUploadDialog } from './menu-upload-dialog.tsx';
import '../catalog.ts';

// Issue 19 §2: a vendor that has a menu sees what a file changes before it is applied.
const api = mockApi();
const VENDOR = {
  id: '11111111-1111-4111-8111-111111111111',
  vendorName: 'Hörnans Pizzeria',
  menuItemCount: 3,
};
const PREVIEW = `POST /api/menus/${VENDOR.id}/items/preview`;
const CSV = 'name,price,category\nMargherita,95,Pizza\nCalzone,115,Pizza\n';

const DIFF: MenuDiff = {
  fingerprint: 'fingerprint-1',
  counts: { added: 1, changed: 0, removed: 2, unchanged: 1 },
  added: [{ name: 'Calzone', description: '', price: 115, category: 'Pizza', available: true }],
  changed: [],
  removed: [
    {
      id: 'i2',
      position: 1,
      name: 'Vesuvio',
      description: '',
      price: 105,
      category: 'Pizza',
      available: true,
      updatedAt: '2026-11-20T09:00:00.000Z',
    },
    {
      id: 'i3',
      position: 2,
      name: 'Cola',
      description: '',
      price: 20,
      category: 'Drinks',
      available: true,
      updatedAt: '2026-11-20T09:00:00.000Z',
    },
  ],
};

function renderDialog(path: string, vendor = VENDOR) {
  api.answer({ [PREVIEW]: { data: DIFF } });
  return renderAt(path, <MenuUploadDialog vendor={vendor} onClose={() => {}} />, { signedIn: 'admin' });
}

/** The dialog's title and its file field, in each language. */
const LABELS = {
  'sv-en': { dialog: 'Upload menu for Hörnans Pizzeria', file: 'Menu file (CSV or JSON)' },
  'sv-se': { dialog: 'Ladda upp meny för Hörnans Pizzeria', file: 'Menyfil (CSV eller JSON)' },
};

/** Opens the dialog on a page in `locale` and chooses the two-item CSV file in it. */
async function chooseFile(locale: keyof typeof LABELS, vendor = VENDOR) {
  const { user } = renderDialog(`/${locale}/admin/vendors`, vendor);
  const dialog = screen.getByRole('dialog', { name: LABELS[locale].dialog });
  const file = new File([CSV], 'menu.csv', { type: 'text/csv' });
  await user.upload(within(dialog).getByLabelText(LABELS[locale].file), file);
  return { user, dialog };
}

describe('MenuUploadDialog: the difference before an upload (issue 19 §2)', () => {
  it('compares the file with the menu and shows what changes before it can be applied', async () => {
    const { user, dialog } = await chooseFile('sv-en');
    await user.click(await within(dialog).findByRole('button', { name: 'Compare 2 items' }));

    expect(await within(dialog).findByRole('heading', { name: 'Changes to the menu' })).toBeVisible();
    expect(api.sent(PREVIEW)[0]?.body).toMatchObject({
      menus: [
        { name: 'Margherita', price: 95, category: 'Pizza' },
        { name: 'Calzone', price: 115, category: 'Pizza' },
      ],
    });
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((count) => count.textContent),
    ).toEqual(['1', '0', '2', '1']);
    const rows = within(within(dialog).getByRole('table', { name: 'Items that change' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Calzone',
      'Vesuvio',
      'Cola',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Apply changes' })).toBeEnabled();

    // Back to the file: the rows of the file again, and the comparison is asked for anew.
    await user.click(within(dialog).getByRole('button', { name: 'Back to the file' }));
    expect(within(dialog).getByRole('button', { name: 'Compare 2 items' })).toBeVisible();
    expect(within(dialog).getByRole('region', { name: 'Preview of the menu file' })).toBeVisible();
  });

  it('says it in Swedish', async () => {
    const { user, dialog } = await chooseFile('sv-se');
    await user.click(await within(dialog).findByRole('button', { name: 'Jämför 2 rätter' }));
    expect(await within(dialog).findByRole('heading', { name: 'Ändringar i menyn' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Spara ändringarna' })).toBeEnabled();
  });

  it('uploads a first menu directly, without a comparison', async () => {
    const { dialog } = await chooseFile('sv-en', { ...VENDOR, menuItemCount: 0 });
    expect(await within(dialog).findByRole('button', { name: 'Upload 2 items' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: /Compare/ })).toBeNull();
  });
});
