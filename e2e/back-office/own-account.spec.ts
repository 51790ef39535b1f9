import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE, createVendorAccount, signInThroughUi, submitSignIn } from '../support/api.ts';
import { photograph } from '../support/layout.ts';

// Issue 33 §3: a vendor's "My account". Signed in on a laptop and on a phone, the laptop sees both
// sessions, signs the phone out ("Sign out everywhere else"); signed in on the phone again, the
// laptop changes the password: the phone is signed out, and the new password signs in. In both
// languages; the page is photographed at 375 and 1280 px when SCREENSHOT_DIR is set.

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'violet kettle sundial';

for (const [locale, text] of [
  [
    'sv-en',
    {
      sessions: 'Where you are signed in',
      thisDevice: 'This device',
      laptop: 'Chrome on Windows',
      phone: 'Safari on iOS',
      signOutPhone: /^Sign out: Safari on iOS/,
      everywhereElse: 'Sign out everywhere else',
      onlyThisDevice: 'You are signed in on this device only.',
      current: 'Current password',
      new: 'New password',
      repeat: 'Repeat the new password',
      change: 'Change password',
      changed: 'Your password has been changed. You were signed out on your other devices.',
      signedOut:
        'You were signed out because your session was ended elsewhere (a sign-out, or a new password or email address). Please sign in again.',
      wrong: 'Invalid credentials',
    },
  ],
  [
    'sv-se',
    {
      sessions: 'Där du är inloggad',
      thisDevice: 'Den här enheten',
      laptop: 'Chrome på Windows',
      phone: 'Safari på iOS',
      signOutPhone: /^Logga ut: Safari på iOS/,
      everywhereElse: 'Logga ut överallt annars',
      onlyThisDevice: 'Du är bara inloggad på den här enheten.',
      current: 'Nuvarande lösenord',
      new: 'Nytt lösenord',
      repeat: 'Upprepa det nya lösenordet',
      change: 'Byt lösenord',
      changed: 'Ditt lösenord har ändrats. Du har loggats ut på dina andra enheter.',
      signedOut:
        'Du har loggats ut eftersom sessionen avslutades någon annanstans (en utloggning, eller ett nytt lösenord eller en ny e-postadress). Logga in igen.',
      wrong: 'Felaktiga inloggningsuppgifter',
    },
  ],
] as const) {
  test(`a vendor signs its phone out, changes the password and signs in with the new one (${locale})`, async ({
    page,
    browser,
    request,
  }) => {
    // Two devices signing in four times (argon2 each): more than one ordinary test.
    test.setTimeout(90_000);
    const vendor = await createVendorAccount(request);
    await signInThroughUi(page, 'vendor', vendor.email, vendor.password, locale);
    const phone = await phoneSignedIn(browser, vendor, locale);

    await page.goto(`/${locale}/vendor/account`);
    const sessions = page.getByRole('region', { name: text.sessions });
    const items = sessions.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(text.laptop);
    await expect(items.nth(0)).toContainText(text.thisDevice);
    await expect(items.nth(1)).toContainText(text.phone);
    await expect(items.nth(1).getByRole('button', { name: text.signOutPhone })).toBeVisible();
    await photograph(page, `vendor-account-${locale}`);

    // "Sign out everywhere else": the phone's next page load finds its session ended.
    await sessions.getByRole('button', { name: text.everywhereElse }).click();
    await expect(sessions.getByText(text.onlyThisDevice)).toBeVisible();
    await expect(items).toHaveCount(1);
    await expectSignedOut(phone.page, locale, text.signedOut);

    // Signed in on the phone again; the laptop changes the password.
    await signInPhone(phone.page, vendor, locale);
    await page.reload();
    await expect(items).toHaveCount(2);
    await page.getByLabel(text.current, { exact: true }).fill(vendor.password);
    await page.getByLabel(text.new, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(text.repeat, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: text.change, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: text.changed })).toBeVisible();
    await expect(page.getByLabel(text.current, { exact: true })).toHaveValue('');
    await expect(items).toHaveCount(1);
    await expect(items.nth(0)).toContainText(text.thisDevice);

    await expectSignedOut(phone.page, locale, text.signedOut);
    // The old password no longer signs in; the new one does.
    await submitSignIn(phone.page, 'vendor', vendor.email, vendor.password, locale);
    await expect(phone.page.getByRole('alert').filter({ hasText: text.wrong })).toBeVisible();
    await signInThroughUi(phone.page, 'vendor', vendor.email, NEW_PASSWORD, locale);
    // The laptop's own session went on all along.
    await page.reload();
    await expect(items).toHaveCount(2);
    await phone.context.close();
  });
}

test.describe('an admin', () => {
  test.use({ storageState: ADMIN_STATE });
  for (const [locale, title, thisDevice, password] of [
    ['sv-en', 'My account', 'This device', 'Change password'],
    ['sv-se', 'Mitt konto', 'Den här enheten', 'Byt lösenord'],
  ] as const) {
    // Only looks: no test ends the shared e2e admin's sessions (support/api.ts `adminToken`).
    test(`opens My account: the password form and this device among the sessions (${locale})`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/admin/account`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: password })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: thisDevice })).toHaveCount(1);
      await photograph(page, `admin-account-${locale}`);
    });
  }
});

/** A second device of its own (no storage shared with the laptop): an iPhone, signed in. */
async function phoneSignedIn(browser: Browser, vendor: { email: string; password: string }, locale: string) {
  const context = await browser.newContext({
    userAgent: IPHONE_SAFARI,
    viewport: { width: 375, height: 740 },
  });
  const page = await context.newPage();
  await signInPhone(page, vendor, locale);
  return { context, page };
}

/**
 * Signs the phone in, then puts it away (a blank page): an open vendor page would find its session
 * ended by itself once its bell asks for news (every minute, which a slow run reaches) and say why
 * there, once, so the page the test then opens would rightly say nothing.
 */
async function signInPhone(page: Page, vendor: { email: string; password: string }, locale: string) {
  await signInThroughUi(page, 'vendor', vendor.email, vendor.password, locale);
  await page.goto('about:blank');
}

/** The device opens a vendor page and is sent to sign in again, told why. */
async function expectSignedOut(page: Page, locale: string, message: string) {
  await page.goto(`/${locale}/vendor/promotions`);
  await page.waitForURL(new RegExp(`/${locale}/vendor/login`));
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
}
