import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN_STATE,
  apiCall,
  apiSignIn,
  createVendorAccount,
  openAdminScreen,
  signInThroughUi,
} from '../support/api.ts';
import { promotionBody } from '../support/data.ts';
import { brokenWords, expectNoOverflow, lineCount } from '../support/layout.ts';

// Issue 15 items 10 and 11 in the back-offices: long words (a URL typed as a subject or title) wrap
// instead of widening the page, "Log out" stays on one line, and the menu preview counts "1 row".
test.use({ storageState: ADMIN_STATE });

const PHONE = { width: 375, height: 740 };
/** 100 characters without a space: the longest valid subject and title. */
const LONG_WORD = `https://levera.se/${'x'.repeat(82)}`;

test('a 100-character subject without spaces fits the Raise Query page on a phone', async ({ page }) => {
  expect(LONG_WORD).toHaveLength(100);
  await page.setViewportSize(PHONE);
  const vendor = await createVendorAccount(page.request);
  await signInThroughUi(page, 'vendor', vendor.email, vendor.password);
  await page.goto('/sv-en/vendor/query');
  await page.getByLabel('Subject').fill(LONG_WORD);
  await page.getByLabel('Category').selectOption('technical');
  await page.getByLabel('Message').fill('The link in our menu header opens a blank page on phones.');
  await page.getByRole('button', { name: 'Submit query' }).click();
  await expect(page.getByRole('heading', { name: LONG_WORD })).toBeVisible();
  await expectNoOverflow(page);
});

test('a 100-character title without spaces fits admin Promotions on a phone', async ({ page, request }) => {
  const vendor = await createVendorAccount(request);
  const token = await apiSignIn(request, 'vendor', vendor.email, vendor.password);
  const answer = await apiCall(request, 'POST', '/vendor/promotions', {
    token,
    body: promotionBody(LONG_WORD),
  });
  expect(answer.status).toBe(201);
  await page.setViewportSize(PHONE);
  await openAdminScreen(page, 'promotions');
  await page.getByLabel('Search promotions').fill(vendor.vendorName);
  await expect(page.getByRole('article', { name: LONG_WORD })).toBeVisible();
  await expectNoOverflow(page);
});

async function expectLogOutOnOneLine(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true }).or(page.getByRole('menuitem', { name }));
  await expect(button.first()).toBeVisible();
  expect(await lineCount(button.first())).toBe(1);
}

for (const [locale, logOut, menu, navigation, accountMenu] of [
  ['sv-en', 'Log out', 'Open menu', 'Admin navigation', 'Account menu'],
  ['sv-se', 'Logga ut', 'Öppna menyn', 'Adminmeny', 'Kontomeny'],
] as const) {
  test(`"${logOut}" and the navigation stay on one line at 1280, 1024 and 375 px (${locale})`, async ({
    page,
  }) => {
    await openAdminScreen(page, 'queries', locale);
    // From 1280 px the owner's eight links are in the header, each with its count on one line; Log
    // out is in the account menu.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: new RegExp(`^${accountMenu}:`) }).click();
    await expectLogOutOnOneLine(page, logOut);
    await page.keyboard.press('Escape');
    const links = await page.getByRole('navigation', { name: navigation }).getByRole('link').all();
    expect(links).toHaveLength(8);
    for (const link of links) {
      // Shorter than two lines of its text: its padding and count badge take less than a line.
      const oneLine = await link.evaluate(
        (element) =>
          element.getBoundingClientRect().height <
          2 * Number.parseFloat(getComputedStyle(element).lineHeight),
      );
      expect(oneLine, `${await link.textContent()} on one line`).toBe(true);
    }
    await expectNoOverflow(page);
    // Narrower, they are behind the menu button: with two-digit counts the Swedish header overflowed
    // at 1024 px.
    await page.setViewportSize({ width: 1024, height: 800 });
    // "Log out" too: the header's button showed beside the menu button (Button's inline-flex won
    // over `hidden`).
    await expect(page.getByRole('button', { name: menu })).toBeVisible();
    await expect(page.getByRole('button', { name: logOut, exact: true })).toBeHidden();
    await page.getByRole('button', { name: menu }).click();
    await expectLogOutOnOneLine(page, logOut);
    await expectNoOverflow(page);
    await page.setViewportSize(PHONE);
    await expectLogOutOnOneLine(page, logOut);
    await expectNoOverflow(page);
  });
}

for (const [locale, text] of [
  [
    'sv-en',
    {
      search: 'Search vendors',
      upload: 'Upload menu for',
      file: 'Menu file (CSV or JSON)',
      summary: '1 row: 1 valid, 0 with errors.',
    },
  ],
  [
    'sv-se',
    {
      search: 'Sök partner',
      upload: 'Ladda upp meny för',
      file: 'Menyfil (CSV eller JSON)',
      summary: '1 rad: 1 giltig, 0 med fel.',
    },
  ],
] as const) {
  test(`the menu preview counts one row as "${text.summary}" (${locale})`, async ({ page, request }) => {
    const account = await createVendorAccount(request);
    await openAdminScreen(page, 'vendors', locale);
    await page.getByLabel(text.search).fill(account.email);
    await page.getByRole('button', { name: `${text.upload} ${account.vendorName}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.file).setInputFiles({
      name: 'menu.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,description,price,category,available\nMargherita,Tomato,95,Pizza,true\n'),
    });
    await expect(dialog.getByText(text.summary, { exact: true })).toBeVisible();
  });
}

const VENDOR_SCREENS = ['promotions', 'promotions/create', 'query', 'menu', 'settings', 'reports', 'account'];

for (const [locale, text] of [
  [
    'sv-en',
    { bell: 'Notifications', title: 'Notifications', language: 'Change language', account: 'Account menu' },
  ],
  ['sv-se', { bell: 'Aviseringar', title: 'Aviseringar', language: 'Byt språk', account: 'Kontomeny' }],
] as const) {
  test(`the vendor header fits a 320 px screen on every vendor screen, its title whole (${locale})`, async ({
    page,
    request,
  }) => {
    // The title, the bell, the language and the account button ran up to 42 px past the edge of a
    // 320 px screen ("Inställningar", "My promotions"): the controls now wrap below the title.
    const vendor = await createVendorAccount(request);
    await page.setViewportSize({ width: 320, height: 640 });
    await signInThroughUi(page, 'vendor', vendor.email, vendor.password, locale);
    const header = page.locator('header').first();
    const bell = header.getByRole('button', { name: new RegExp(`^${text.bell}`) });
    const controls = [
      bell,
      header.getByRole('button', { name: new RegExp(`^${text.language}:`) }),
      header.getByRole('button', { name: new RegExp(`^${text.account}:`) }),
    ];
    for (const screen of VENDOR_SCREENS) {
      await page.goto(`/${locale}/vendor/${screen}`);
      const title = header.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      expect(await brokenWords(title), `${screen}: words of the title split over two lines`).toEqual([]);
      for (const control of controls) {
        const box = await control.boundingBox();
        expect(box, `${screen}: a header control`).not.toBeNull();
        expect(box!.x + box!.width, `${screen}: right edge of a header control`).toBeLessThanOrEqual(320);
      }
      await expectNoOverflow(page);
    }
    // The notification panel opens from the bell, wherever the bell now stands, inside the screen.
    await bell.click();
    const panel = page.getByRole('region', { name: text.title, exact: true });
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box!.x, 'panel left edge').toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, 'panel right edge').toBeLessThanOrEqual(320);
    await expectNoOverflow(page);
  });
}
