import { expect, test } from '@playwright/test';
import { ADMIN_STATE, openAdminScreen } from '../support/api.ts';
import { sendContactQuery } from '../support/data.ts';

// Issue 18 §2 in Chromium: select all queries a filtered list matches (more than one page), resolve
// them in one bulk action, and see every row resolved. Component and API tests cover the rest.

test.use({ storageState: ADMIN_STATE });

test('selects all matching queries of a filtered list across pages and resolves them at once', async ({
  page,
}) => {
  test.slow();
  const tag = `bulk${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  // 23 queries with the tag: more than the 20 rows of a page.
  const caseNumbers: string[] = [];
  for (let i = 0; i < 23; i++) caseNumbers.push(await sendContactQuery(page.request, tag));

  await openAdminScreen(page, `queries?status=created&q=${tag}`);
  const toolbar = page.getByRole('toolbar', { name: 'Act on several rows' });
  await toolbar.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(toolbar.getByText('20 selected')).toBeVisible();
  await toolbar.getByRole('button', { name: 'Select all 23 matching' }).click();
  await expect(toolbar.getByText('23 of 23 matching selected')).toBeVisible();

  await toolbar.getByRole('combobox', { name: 'Action for the selected rows' }).selectOption('resolved');
  await toolbar.getByRole('button', { name: 'Apply to 23 rows' }).click();
  // A status change asks first (issue 36 §2).
  const dialog = page.getByRole('dialog', { name: 'Move 23 queries to “Resolved”?' });
  await expect(dialog).toContainText('Nobody gets an email.');
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Finished' })).toHaveText(
    /Finished: 23 done, 0 skipped/,
  );

  // The list refreshes: none of them is "created" any more. Under "resolved", all 23 are.
  await expect(page.getByText('No queries match your filters')).toBeVisible();
  await openAdminScreen(page, `queries?status=resolved&q=${tag}`);
  await expect(page.getByRole('heading', { name: '23 queries' })).toBeVisible();
  const cards = page.getByTestId('query-card');
  await expect(cards).toHaveCount(20);
  await expect(cards.filter({ hasText: /Status:\s*Resolved/ })).toHaveCount(20);
});
