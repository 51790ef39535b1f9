import { expect, test } from '@playwright/test';
import { ADMIN_STATE, openAdminScreen } from '../support/api.ts';
import { sendContactQuery } from '../support/data.ts';

// Issue 17 §2: an admin has Queries open; a contact query arrives (sent as the public form sends
// it); without a reload, the navigation's count rises and the list offers the new row above it
// instead of moving under the cursor. Other specs add queries at the same time, so the count is
// compared, not named. The "within 2 seconds" is timed from outside the server by
// `BENCH_PARTS=counts bench/admin-lists/run.ts`, not here: on CI's two loaded cores a browser's 2 s
// measured the machine (it failed at load 10–12 and passed on retry).

test.use({ storageState: ADMIN_STATE });

test('the navigation count and the "new" notice appear without a reload when a query arrives', async ({
  page,
  request,
}) => {
  const counted = page.waitForResponse((response) => response.url().includes('/api/admin/counts?'));
  const streamed = page.waitForRequest((sent) => sent.url().includes('/api/admin/counts/stream'));
  await openAdminScreen(page, 'queries');
  await Promise.all([counted, streamed]);
  const queriesLink = page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: /^Queries/ });
  const unread = async () => Number(/(\d+) unread/.exec((await queriesLink.textContent()) ?? '')?.[1] ?? 0);
  const shownList = page.getByRole('tabpanel');
  await expect(shownList).toBeVisible();
  // The list as loaded, not its loading state: that would change on its own and read as a move.
  await expect(shownList).not.toContainText('Loading queries...');
  const before = await unread();
  // Which cases stand where (a card's own buttons fill in as the admin's profile loads: not a move).
  const rows = () =>
    shownList
      .getByTestId('query-card')
      .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.caseNumber));
  const rowsBefore = await rows();

  const tag = `live${Date.now().toString(36)}`;
  const caseNumber = await sendContactQuery(request, tag);

  const notice = page.getByRole('button', { name: /^\d+ new quer(y|ies) – show$/ });
  await expect(notice).toBeVisible();
  await expect.poll(unread).toBeGreaterThan(before);
  // Nothing moved under the cursor until the admin asks for it.
  expect(await rows()).toEqual(rowsBefore);

  await notice.click();
  await expect(page.getByRole('list', { name: 'Queries' })).toContainText(caseNumber);
  await expect(notice).toBeHidden();
});
