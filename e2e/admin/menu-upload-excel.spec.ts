import { expect, test } from '@playwright/test';
import { ADMIN_STATE, createVendorAccount, openAdminScreen } from '../support/api.ts';
import { storedMenu } from '../support/menu.ts';

// Issue 36 §3: a menu saved by Swedish Excel's plain "CSV (semikolonavgränsad)" is Windows-1252, with
// semicolons, Swedish headers and prices such as "1 249,00". The admin's upload previews it as it
// reads — "Räksmörgås", not "R�ksm�rg�s" — and stores it so, in both languages.

/**
 * "Räksmörgås" and friends as Windows-1252 bytes: Latin-1 letters are one byte each, and the en dash
 * Excel's autocorrect types is 0x96 (not a Latin-1 character, so this proves a real Windows-1252
 * reading).
 */
function windows1252(text: string): Buffer {
  return Buffer.from(Array.from(text, (character) => (character === '–' ? 0x96 : character.charCodeAt(0))));
}

const FILE = windows1252(
  'Namn;Beskrivning;Pris;Kategori\r\n' +
    'Räksmörgås;Handskalade räkor – ägg;92,50;Smörgåsar\r\n' +
    'Oxfilé för två;Med bearnaisesås;1 249,00;Kött\r\n',
);

const LANGUAGES = [
  {
    locale: 'sv-en',
    count: '1 vendor',
    upload: (name: string) => `Upload menu for ${name}`,
    fileLabel: 'Menu file (CSV or JSON)',
    summary: '2 rows: 2 valid, 0 with errors.',
    notice: "so it was read as Excel's plain CSV (Windows-1252)",
    price: /SEK\s92\.50/,
    send: 'Upload 2 items',
  },
  {
    locale: 'sv-se',
    count: '1 partner',
    upload: (name: string) => `Ladda upp meny för ${name}`,
    fileLabel: 'Menyfil (CSV eller JSON)',
    summary: '2 rader: 2 giltiga, 0 med fel.',
    notice: 'lästes därför som Excels vanliga CSV-format (Windows-1252)',
    price: /92,50\skr/,
    send: 'Ladda upp 2 rätter',
  },
] as const;

test.describe('menu upload of a file saved by Swedish Excel', () => {
  test.use({ storageState: ADMIN_STATE });

  for (const language of LANGUAGES) {
    test(`previews and stores "Räksmörgås" from a Windows-1252 file (${language.locale})`, async ({
      page,
      request,
    }) => {
      const vendor = await createVendorAccount(request);
      await openAdminScreen(page, `vendors?q=${encodeURIComponent(vendor.email)}`, language.locale);
      await expect(page.getByText(language.count, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: language.upload(vendor.vendorName), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: language.upload(vendor.vendorName) });
      await dialog.getByLabel(language.fileLabel).setInputFiles({
        name: 'meny.csv',
        mimeType: 'text/csv',
        buffer: FILE,
      });

      await expect(dialog.getByText(language.summary)).toBeVisible();
      await expect(dialog.getByText(language.notice)).toBeVisible();
      const shrimp = dialog.getByRole('row', { name: /Räksmörgås/ });
      await expect(shrimp.getByRole('cell', { name: 'Räksmörgås', exact: true })).toBeVisible();
      await expect(shrimp.getByRole('cell', { name: 'Handskalade räkor – ägg', exact: true })).toBeVisible();
      await expect(shrimp).toContainText(language.price);
      const beef = dialog.getByRole('row', { name: /Oxfilé för två/ });
      await expect(beef).toContainText(/1[\s,]249/);
      await expect(dialog).not.toContainText('\ufffd');

      await dialog.getByRole('button', { name: language.send }).click();
      await expect(dialog).toBeHidden();
      const menu = await storedMenu(request, vendor.id);
      expect(menu.map(({ name, description, price }) => ({ name, description, price }))).toEqual([
        { name: 'Räksmörgås', description: 'Handskalade räkor – ägg', price: 92.5 },
        { name: 'Oxfilé för två', description: 'Med bearnaisesås', price: 1249 },
      ]);
    });
  }
});
