import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../lib/test-render.tsx';
import { MenuUploadDialog } from './menu-upload-dialog.tsx';
import '../catalog.ts';

// Issue 36 §3: a menu file as Swedish Excel saves it — its plain "CSV (semikolonavgränsad)" is
// Windows-1252, with prices such as "1 249,00" — is previewed as it reads, and the Swedish page
// names the Swedish headers.
const VENDOR = { id: '11111111-1111-4111-8111-111111111111', vendorName: 'Sjöboden', menuItemCount: 0 };

/** The bytes Windows-1252 gives a text of Latin-1 letters (å, ä, ö, é…): one byte each. */
function windows1252(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(text, (character) => {
    const code = character.charCodeAt(0);
    if (code > 0xff || (code >= 0x80 && code < 0xa0)) throw new Error(`not in this helper: ${character}`);
    return code;
  });
}

const excelFile = () =>
  new File(
    [windows1252('Namn;Pris;Kategori\r\nRäksmörgås;92,50;Smörgåsar\r\nOxfilé för två;1 249,00;Kött\r\n')],
    'meny.csv',
    {
      type: 'text/csv',
    },
  );

function renderDialog(path: string) {
  return renderAt(path, <MenuUploadDialog vendor={VENDOR} onClose={() => {}} />, { signedIn: 'admin' });
}

/** The preview's rows as [name, price, check], the no-break spaces `Intl` writes as plain ones. */
function previewRows(dialog: HTMLElement, caption: string) {
  const table = within(dialog).getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/[\u00a0\u202f]/g, ' '));
      return [cells[1], cells[3], cells.at(-1)];
    });
}

describe('MenuUploadDialog: a file saved by Swedish Excel', () => {
  it.each([
    {
      language: 'Swedish',
      path: '/sv-se/admin/vendors',
      dialog: 'Ladda upp meny för Sjöboden',
      file: 'Menyfil (CSV eller JSON)',
      upload: 'Ladda upp 2 rätter',
      preview: 'Förhandsvisning av menyfilen',
      rows: [
        ['Räksmörgås', '92,50 kr', 'OK'],
        ['Oxfilé för två', '1 249 kr', 'OK'],
      ],
      note: /lästes därför som Excels vanliga CSV-format/,
    },
    {
      language: 'English',
      path: '/sv-en/admin/vendors',
      dialog: 'Upload menu for Sjöboden',
      file: 'Menu file (CSV or JSON)',
      upload: 'Upload 2 items',
      preview: 'Preview of the menu file',
      rows: [
        ['Räksmörgås', 'SEK 92.50', 'OK'],
        ['Oxfilé för två', 'SEK 1,249', 'OK'],
      ],
      note: /read as Excel's plain CSV \(Windows-1252\)/,
    },
  ])('previews a Windows-1252 file with its letters and prices, in $language', async (text) => {
    const { user } = renderDialog(text.path);
    const dialog = screen.getByRole('dialog', { name: text.dialog });
    await user.upload(within(dialog).getByLabelText(text.file), excelFile());
    expect(await within(dialog).findByRole('button', { name: text.upload })).toBeEnabled();
    expect(previewRows(dialog, text.preview)).toEqual(text.rows);
    expect(within(dialog).getByText(text.note)).toBeVisible();
    expect(dialog.textContent).not.toContain('\ufffd');
  });

  it('says nothing about the encoding of a UTF-8 file', async () => {
    const { user } = renderDialog('/sv-se/admin/vendors');
    const dialog = screen.getByRole('dialog');
    const utf8 = new File(['namn;pris\nRäksmörgås;92,50\n'], 'meny.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('Menyfil (CSV eller JSON)'), utf8);
    expect(await within(dialog).findByRole('button', { name: 'Ladda upp 1 rätt' })).toBeEnabled();
    expect(within(dialog).queryByText(/Windows-1252/)).toBeNull();
  });

  it('names the Swedish headers on Swedish pages and the English ones on English pages', async () => {
    const noPrice = () =>
      new File(['namn;kategori\nRäksmörgås;Smörgåsar\n'], 'meny.csv', { type: 'text/csv' });
    const swedish = renderDialog('/sv-se/admin/vendors');
    let dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      'Välj en CSV- eller JSON-fil med kolumnerna namn, beskrivning, pris, kategori och tillgänglig. Namn och pris måste finnas.',
    );
    await swedish.user.upload(within(dialog).getByLabelText('Menyfil (CSV eller JSON)'), noPrice());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Filen saknar de här kolumnerna: pris.',
    );
    const sample = within(dialog).getByRole('link', { name: 'Ladda ned exempelfil (CSV)' });
    expect(sample).toHaveAttribute('download', 'levera-exempelmeny.csv');
    expect(decodeURIComponent(sample.getAttribute('href')!)).toContain(
      'namn;beskrivning;pris;kategori;tillgänglig',
    );
    swedish.unmount();

    const english = renderDialog('/sv-en/admin/vendors');
    dialog = screen.getByRole('dialog');
    await english.user.upload(within(dialog).getByLabelText('Menu file (CSV or JSON)'), noPrice());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file is missing these columns: price.',
    );
    expect(
      decodeURIComponent(
        within(dialog).getByRole('link', { name: 'Download sample CSV' }).getAttribute('href')!,
      ),
    ).toContain('name,description,price,category,available');
  });
});
