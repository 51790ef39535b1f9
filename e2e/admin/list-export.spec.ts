import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { applyThroughApi, findApplications, riderApplication, uniqueMarker } from '../partner/support.ts';
import { ADMIN_STATE, adminToken, apiCall } from '../support/api.ts';

// Issue 18 §1: "Export CSV" of a filtered, searched and sorted Swedish list gives exactly its rows,
// in its order, in the form Swedish Excel opens (BOM, semicolons, Swedish headers).
test.use({ storageState: ADMIN_STATE });

test('export from a filtered Swedish partner list downloads the rows it selects', async ({
  page,
  request,
}) => {
  const marker = uniqueMarker();
  const caseNumbers: Record<string, string> = {};
  for (const firstName of ['Anna', 'Bertil', 'Cecilia']) {
    const body = riderApplication(marker, { firstName, email: `rider-${marker}-${firstName}@example.se` });
    caseNumbers[firstName] = await applyThroughApi(request, 'rider', body);
  }
  // Bertil is rejected, so the Pending filter leaves him out.
  const bertil = (await findApplications(request, caseNumbers.Bertil!))[0]!;
  const rejected = await apiCall(request, 'PATCH', `/partners/${bertil.id}/status`, {
    token: await adminToken(request),
    body: { action: 'reject', expectedStatus: 'pending' },
  });
  expect(rejected.status).toBe(200);

  await page.goto(`/sv-se/admin/partners?type=rider&status=pending&q=${marker}&sort=name&order=desc`);
  await expect(page.getByRole('button', { name: 'Namn, sorterat fallande' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportera CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^partner-applications-\d{4}-\d{2}-\d{2}\.csv$/);

  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFFÄrendenummer;Typ;Status;Skapad;Förnamn;Efternamn;')).toBe(true);
  const rows = text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(';'));
  expect(rows.map((row) => [row[0], row[2], row[4]])).toEqual([
    [caseNumbers.Cecilia, 'Väntande', 'Cecilia'],
    [caseNumbers.Anna, 'Väntande', 'Anna'],
  ]);
  // The personnummer leaves masked: the birth date only.
  for (const row of rows) expect(row[10]).toMatch(/^\d{8}-\*{4}$/);
});
