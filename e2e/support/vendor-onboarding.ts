import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { applyThroughApi, uniqueMarker, vendorApplication } from '../partner/support.ts';
import { setPasswordLinkOf, waitForSetPasswordMail } from './mail.ts';

// The journey from a vendor application to a signed-in vendor (issue 19 §1), step by step, for the
// browser tests that start from a working vendor account (menus and promotions build on it). Each
// step acts like a person: by role and label, in the page's language.

export type Locale = 'sv-en' | 'sv-se';

const WORDS = {
  'sv-en': {
    partners: 'Partners',
    actions: 'Actions',
    approve: 'Approve',
    createAccount: 'Create vendor account',
    invitation: 'Send an invitation by email',
    submitInvitation: 'Create vendor and send invitation',
    pending: /Invitation pending/,
    password: 'New password',
    repeat: 'Repeat the password',
    save: 'Save password and sign in',
  },
  'sv-se': {
    partners: 'Ansökningar',
    actions: 'Åtgärder',
    approve: 'Godkänn',
    createAccount: 'Skapa partnerkonto',
    invitation: 'Skicka en inbjudan via e-post',
    submitInvitation: 'Skapa partner och skicka inbjudan',
    pending: /Inbjudan väntar/,
    password: 'Nytt lösenord',
    repeat: 'Upprepa lösenordet',
    save: 'Spara lösenordet och logga in',
  },
} as const;

export type VendorApplicant = { caseNumber: string; storeName: string; email: string; marker: string };

/** A vendor application sent through the public API, then approved by the admin on the Partners screen. */
export async function approveNewVendorApplication(
  page: Page,
  request: APIRequestContext,
  locale: Locale = 'sv-en',
): Promise<{ applicant: VendorApplicant; row: Locator }> {
  const words = WORDS[locale];
  const marker = uniqueMarker();
  const body = vendorApplication(marker, { firstName: 'Vera' });
  const caseNumber = await applyThroughApi(request, 'vendor', body);
  await page.goto(`/${locale}/admin/partners?q=${caseNumber}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.partners);
  await page.getByRole('button', { name: new RegExp(`Vera Test${marker}`) }).click();
  const row = page
    .getByRole('list', { name: /Applications|Ansökningar/ })
    .getByRole('listitem')
    .first();
  await row.getByRole('group', { name: words.actions }).getByRole('button', { name: words.approve }).click();
  await expect(row.getByRole('link', { name: words.createAccount })).toBeVisible();
  return { applicant: { caseNumber, storeName: body.storeName, email: body.email, marker }, row };
}

/**
 * "Create vendor account" on the approved application: Add Vendor opens prefilled and linked to the
 * application, with the invitation chosen; creating it e-mails the invitation (in the page's language).
 */
export async function createAccountWithInvitation(
  page: Page,
  row: Locator,
  applicant: VendorApplicant,
  locale: Locale = 'sv-en',
): Promise<void> {
  const words = WORDS[locale];
  await row.getByRole('link', { name: words.createAccount }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/admin/vendors\\?`));
  const form = page.getByRole('region', { name: locale === 'sv-en' ? 'Add vendor' : 'Lägg till partner' });
  await expect(form.getByText(applicant.caseNumber)).toBeVisible();
  await expect(
    form.getByRole('textbox', { name: locale === 'sv-en' ? 'Vendor name' : 'Partnerns namn' }),
  ).toHaveValue(applicant.storeName);
  await expect(form.getByRole('radio', { name: words.invitation })).toBeChecked();
  await form.getByRole('button', { name: words.submitInvitation }).click();
  // The new account is listed with its invitation pending and the application it came from.
  const listed = page.getByRole('row', { name: new RegExp(applicant.storeName) });
  await expect(listed.getByText(words.pending)).toBeVisible();
  await expect(listed.getByText(applicant.caseNumber)).toBeVisible();
}

/**
 * The admin's part of the journey at once: a new vendor application approved, its account created
 * with an invitation; answers the applicant and the invitation e-mail it was sent.
 */
export async function inviteNewVendor(page: Page, request: APIRequestContext, locale: Locale = 'sv-en') {
  const { applicant, row } = await approveNewVendorApplication(page, request, locale);
  await createAccountWithInvitation(page, row, applicant, locale);
  return { applicant, mail: await waitForSetPasswordMail(applicant.email) };
}

/** The vendor opens the invitation e-mail's link, chooses a password and lands signed in on its panel. */
export async function acceptInvitation(
  page: Page,
  email: string,
  password: string,
  locale: Locale = 'sv-en',
): Promise<void> {
  const words = WORDS[locale];
  const mail = await waitForSetPasswordMail(email);
  const link = setPasswordLinkOf(mail);
  expect(link.startsWith(`/${locale}/vendor/set-password?token=`)).toBe(true);
  await page.goto(link);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByLabel(words.repeat, { exact: true }).fill(password);
  await page.getByRole('button', { name: words.save }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/vendor/promotions$`));
}
