import { expect, test } from '@playwright/test';
import { ADMIN_STATE } from '../support/api.ts';
import { setPasswordLinkOf } from '../support/mail.ts';
import { acceptInvitation, inviteNewVendor } from '../support/vendor-onboarding.ts';

// Issue 19 §1: from an approved vendor application to a signed-in vendor, with the invitation e-mail
// read from the SMTP server the test run starts (scripts/e2e-server.mjs, decision 040).
test.use({ storageState: ADMIN_STATE });
// A whole journey (two back-offices, an e-mail, a second browser) per test.
test.describe.configure({ timeout: 90_000 });

test('the admin creates the account from an approved application; the invitation e-mail signs the vendor in', async ({
  page,
  request,
  browser,
}) => {
  const { applicant, mail } = await inviteNewVendor(page, request, 'sv-en');
  expect(mail.subject).toBe('Welcome to Levera: choose the password of your partner account');
  // The contact person of the application the account came from, not the store (issue 36 §9b).
  expect(mail.text).toContain('Hi Vera,');
  expect(mail.text).toContain(`a partner account for ${applicant.storeName}.`);
  expect(mail.text).toMatch(/The link works once, until .+ \(Swedish time\)\./);

  // The vendor, in a browser of its own, chooses a password and lands in the vendor panel.
  const vendorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const vendorPage = await vendorContext.newPage();
  await acceptInvitation(vendorPage, applicant.email, 'mossy harbour lantern', 'sv-en');
  // The token is gone from the address bar once read.
  expect(vendorPage.url()).not.toContain('token=');
  await expect(vendorPage.getByRole('heading', { level: 1 })).toBeVisible();

  // The link works once: opened again it says so, in words.
  await vendorPage.goto(setPasswordLinkOf(mail));
  await expect(vendorPage.getByRole('alert')).toHaveText(
    'This link has expired or was already used. Ask Levera support for a new one.',
  );
  await vendorContext.close();

  // The admin sees the invitation accepted, and the application names the account made from it.
  await page.goto(`/sv-en/admin/vendors?q=${encodeURIComponent(applicant.email)}`);
  await expect(
    page.getByRole('row', { name: new RegExp(applicant.storeName) }).getByText('Invitation accepted'),
  ).toBeVisible();
  await page.goto(`/sv-en/admin/partners?q=${applicant.caseNumber}`);
  await page.getByRole('button', { name: new RegExp(`Vera Test${applicant.marker}`) }).click();
  const accountLink = page.getByRole('link', { name: `${applicant.storeName}, show in Vendors` });
  await expect(accountLink).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create vendor account' })).toHaveCount(0);
  await accountLink.click();
  await expect(page.getByRole('row', { name: new RegExp(applicant.storeName) })).toBeVisible();
});

test('in Swedish: the invitation e-mail and the set-password page are Swedish', async ({
  page,
  request,
  browser,
}) => {
  const { applicant, mail } = await inviteNewVendor(page, request, 'sv-se');
  expect(mail.subject).toBe('Välkommen till Levera: välj lösenord till ditt partnerkonto');
  // The contact person of the application the account came from, not the store (issue 36 §9b).
  expect(mail.text).toContain('Hej Vera!');
  expect(mail.text).not.toContain(`Hej ${applicant.storeName}`);

  const vendorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const vendorPage = await vendorContext.newPage();
  await vendorPage.goto(setPasswordLinkOf(mail));
  await expect(vendorPage.getByRole('heading', { level: 1 })).toHaveText('Välj ditt lösenord');
  // The password rules of every new password, in Swedish: two different passwords are refused.
  await vendorPage.getByLabel('Nytt lösenord', { exact: true }).fill('mossig hamn lykta');
  await vendorPage.getByLabel('Upprepa lösenordet', { exact: true }).fill('mossig hamn');
  await vendorPage.getByRole('button', { name: 'Spara lösenordet och logga in' }).click();
  await expect(vendorPage.getByText('Lösenorden stämmer inte överens')).toBeVisible();
  await vendorPage.getByLabel('Upprepa lösenordet', { exact: true }).fill('mossig hamn lykta');
  await vendorPage.getByRole('button', { name: 'Spara lösenordet och logga in' }).click();
  await expect(vendorPage).toHaveURL(/\/sv-se\/vendor\/promotions$/);
  await vendorContext.close();
});
