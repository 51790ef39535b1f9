import { expect, test } from '@playwright/test';
import { ADMIN_STATE, openAdminScreen } from '../support/api.ts';
import { sendContactQuery } from '../support/data.ts';

// Issue 18 §4: an action taken in the admin shows on the Activity screen, newest first, with from → to.

test.describe('admin activity', () => {
  test.use({ storageState: ADMIN_STATE });

  test('a query moved to In progress is at the top of Activity with Created → In progress', async ({
    page,
    request,
  }) => {
    const tag = `act${Date.now().toString(36)}`;
    const caseNumber = await sendContactQuery(request, tag);
    await openAdminScreen(page, `queries?q=${caseNumber}`);
    const card = page.locator(`[data-case-number="${caseNumber}"]`);
    await card.getByRole('button', { name: 'In progress' }).click();
    await expect(card.getByText('In progress').first()).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Activity' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    // Other tests act at the same time: the newest entry about this query is the one just taken.
    await page.getByLabel('Kind of item').selectOption('supportQuery');
    const entry = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: caseNumber }) })
      .first();
    await expect(entry).toContainText('Changed the status: Created → In progress');
    await entry.getByRole('link', { name: caseNumber }).click();
    await expect(page).toHaveURL(new RegExp(`/sv-en/admin/queries\\?q=${caseNumber}`));
  });
});
