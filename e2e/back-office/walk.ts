import type { PromotionChangeAnswer } from '@levera/domain';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { applyThroughApi, riderApplication, uniqueMarker } from '../partner/support.ts';
import type { Locale } from '../public/support.ts';
import { adminToken, apiCall, apiSignIn, createVendorAccount } from '../support/api.ts';
import { addDays, promotionBody, sendContactQuery, TODAY } from '../support/data.ts';

// The walk through every admin and vendor screen, with each dialog, menu and drawer of the screen
// open, shared by the browser tests that check every state of the back-offices: the axe scan
// (accessibility.spec.ts, issue 9) and the Swedish-leak check (e2e/i18n/swedish-leaks.spec.ts,
// issue 15). `check` runs at every state. The names of buttons and dialogs come from the web app's
// own catalogues, so one walk serves both languages.

/** What a test checks at each state of the walk; `label` names the screen and state. */
export type Check = (page: Page, label: string) => Promise<void>;

type Catalog = { [key: string]: string | Catalog };
const catalogs = new Map<string, Catalog>();

/** A text of the web app's catalogue `namespace` in the locale's language, with {{params}} filled in. */
export function text(locale: Locale, namespace: string, key: string, params: Record<string, string> = {}) {
  const language = locale === 'sv-se' ? 'sv' : 'en';
  const file = new URL(`../../apps/web/locales/${language}/${namespace}.json`, import.meta.url);
  let catalog = catalogs.get(file.href);
  if (!catalog) {
    catalog = JSON.parse(readFileSync(file, 'utf8')) as Catalog;
    catalogs.set(file.href, catalog);
  }
  const value = key
    .split('.')
    .reduce<string | Catalog | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalog,
    );
  if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key} in ${language}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/** Opens a screen and waits until its data has loaded (no spinner left). */
export async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0);
}

/** The own-account screen of the admin or vendor back-office, once its sessions list this device. */
async function openOwnAccount(page: Page, locale: Locale, backOffice: 'admin' | 'vendor') {
  await openScreen(page, `/${locale}/${backOffice}/account`);
  await expect(page.getByText(text(locale, 'own-account', 'sessions.thisDevice'))).toBeVisible();
}

/** The shell's language switch, scanned open and closed again. */
async function scanLanguageSwitch(page: Page, locale: Locale, check: Check, label: string) {
  const toggle = page.getByRole('button', { name: text(locale, 'back-office', 'vendor.languageMenu') });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await check(page, `${label}: language switch open`);
  await toggle.click();
}

export async function expectDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens a dialog with `opener`, waits for it (named `title`), checks it as `label` and closes it. */
async function checkDialog(
  page: Page,
  check: Check,
  opener: Locator,
  { title, label }: { title: string; label: string },
): Promise<void> {
  await opener.click();
  await expectDialog(page, title);
  await check(page, label);
  await page.keyboard.press('Escape');
}

export type BackOfficeData = {
  marker: string;
  vendor: { id: string; vendorName: string; email: string; password: string };
  promotionId: string;
  promotionTitle: string;
  offerTitle: string;
  contactCase: string;
  vendorQueryCase: string;
  partnerCase: string;
};

/** One of everything the screens list, tagged with a marker so a search finds exactly it. */
export async function arrangeBackOfficeData(request: APIRequestContext): Promise<BackOfficeData> {
  const marker = uniqueMarker();
  const vendor = await createVendorAccount(request, { vendorName: `Axe Bistro ${marker}` });
  const vendorToken = await apiSignIn(request, 'vendor', vendor.email, vendor.password);
  // A menu for the menu screens (issue 19 §2): a category, an item under "Other", one sold out.
  const menu = await apiCall(request, 'POST', `/menus/${vendor.id}/items`, {
    token: await adminToken(request),
    body: {
      menus: [
        {
          name: 'Pytt i panna',
          description: 'Med rödbetor och stekt ägg',
          price: 129,
          category: 'Husmanskost',
        },
        { name: 'Köttbullar', price: 139.5, category: 'Husmanskost', available: false },
        { name: 'Kanelbulle', price: 35 },
      ],
    },
  });
  expect(menu.status).toBe(200);
  const promotionTitle = `Family Friday ${marker}`;
  const promotion = await apiCall<PromotionChangeAnswer>(request, 'POST', '/vendor/promotions', {
    token: vendorToken,
    body: promotionBody(promotionTitle),
  });
  expect(promotion.status).toBe(201);
  const vendorQuery = await apiCall<{ caseNumber: string }>(request, 'POST', '/vendor/queries', {
    token: vendorToken,
    body: {
      subject: `Payout ${marker}`,
      category: 'payment',
      message: 'Our payout for last month has not arrived in our account yet.',
    },
  });
  expect(vendorQuery.status).toBe(201);

  const offerTitle = `Autumn deal ${marker}`;
  const offer = await apiCall(request, 'POST', '/offers', {
    token: await adminToken(request),
    body: {
      // One title in both languages: the screens of both locales find the card by it.
      titleSv: offerTitle,
      titleEn: offerTitle,
      descriptionSv: 'Fyrtio kronor rabatt på varje beställning i höst.',
      descriptionEn: 'Forty kronor off every order this autumn.',
      discountType: 'fixed',
      discountValue: 40,
      startDate: TODAY,
      endDate: addDays(TODAY, 30),
      active: true,
    },
  });
  expect(offer.status).toBe(201);

  const contactCase = await sendContactQuery(request, marker);
  const partnerCase = await applyThroughApi(request, 'rider', riderApplication(marker));

  return {
    marker,
    vendor,
    promotionId: promotion.body.data.id,
    promotionTitle,
    offerTitle,
    contactCase,
    vendorQueryCase: vendorQuery.body.caseNumber,
    partnerCase,
  };
}

/** The admin and vendor sign-in screens, with their errors and the forgot-password dialog. */
export async function walkSignInScreens(page: Page, locale: Locale, check: Check) {
  for (const role of ['admin', 'vendor'] as const) {
    const label = `${role} sign-in`;
    await openScreen(page, `/${locale}/${role}/login`);
    const signIn = page.getByRole('button', {
      name: text(locale, 'back-office', 'login.signIn'),
      exact: true,
    });
    // The prerendered form's button is enabled once the page has hydrated (decision 051), and its
    // colour then fades in: a scan during the fade measured it half way (color-contrast in CI).
    await expect(signIn).toBeEnabled();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await check(page, label);
    await signIn.click();
    await expect(
      page.getByRole('textbox', { name: text(locale, 'back-office', 'login.email') }),
    ).toHaveAttribute('aria-invalid', 'true');
    await check(page, `${label} with errors`);
    await page.getByRole('button', { name: text(locale, 'back-office', 'login.forgotPassword') }).click();
    const dialog = await expectDialog(page, text(locale, 'back-office', 'login.forgotPasswordTitle'));
    await check(page, `${label}: forgot password`);
    await dialog
      .getByRole('button', { name: text(locale, 'back-office', 'login.close') })
      .first()
      .click();
    await expect(dialog).toBeHidden();
  }
}

/** Every admin screen, signed in as an admin, with the data of `arrangeBackOfficeData`. */
export async function walkAdminScreens(
  page: Page,
  locale: Locale,
  isPhone: boolean,
  data: BackOfficeData,
  check: Check,
) {
  // Queries: a customer's contact query, then a vendor's support query with its conversation open
  // and a reply being written.
  await openScreen(page, `/${locale}/admin/queries?q=${data.contactCase}`);
  await expect(page.getByText(data.contactCase, { exact: true })).toBeVisible();
  await check(page, 'admin queries');
  await scanLanguageSwitch(page, locale, check, 'admin queries');
  if (isPhone) {
    await page.getByRole('button', { name: text(locale, 'back-office', 'admin.openMenu') }).click();
    await expect(page.locator('#admin-mobile-nav')).toBeVisible();
    await check(page, 'admin phone menu');
    await page.getByRole('button', { name: text(locale, 'back-office', 'admin.closeMenu') }).click();
  }
  await openScreen(page, `/${locale}/admin/queries?q=${data.vendorQueryCase}`);
  await expect(page.getByText(data.vendorQueryCase, { exact: true })).toBeVisible();
  await check(page, 'admin queries: a vendor query');
  await page.getByRole('button', { name: text(locale, 'admin-queries', 'conversation.open') }).click();
  await expect(
    page.getByRole('textbox', { name: text(locale, 'admin-queries', 'conversation.replyLabel') }),
  ).toBeVisible();
  await check(page, 'admin queries: reply');

  // Partners: the list, and one application's details with its actions.
  await openScreen(page, `/${locale}/admin/partners?q=${data.partnerCase}`);
  await check(page, 'admin partners');
  await page.getByRole('button', { name: new RegExp(data.partnerCase) }).click();
  await expect(
    page.getByRole('group', { name: text(locale, 'admin-partners', 'actions.label') }),
  ).toBeVisible();
  await check(page, 'admin partners: details');

  // Vendors: the create form with errors, then edit, menu upload and delete of one vendor.
  const vendorName = data.vendor.vendorName;
  await openScreen(page, `/${locale}/admin/vendors`);
  await check(page, 'admin vendors');
  await page.getByRole('button', { name: text(locale, 'admin-vendors', 'form.submit') }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await check(page, 'admin vendors: create form with errors');
  await page.getByLabel(text(locale, 'admin-vendors', 'list.search')).fill(data.vendor.email);
  // The search filters the list after a pause: wait for its one row, so the clicks below do not land
  // while the rows move (a CI run at 375 px clicked Edit as the list re-rendered, and no dialog came).
  await expect(
    page
      .getByRole('region', { name: text(locale, 'admin-vendors', 'list.title') })
      .locator('tbody tr, li')
      .filter({ visible: true }),
  ).toHaveCount(1);
  /** The button of the vendor's row whose accessible name is the catalogue text `key`. */
  const vendorAction = (key: string) =>
    page.getByRole('button', {
      name: text(locale, 'admin-vendors', key, { name: vendorName }),
      exact: true,
    });
  await checkDialog(page, check, vendorAction('actions.editLabel'), {
    title: text(locale, 'admin-vendors', 'edit.title'),
    label: 'admin vendors: edit dialog',
  });
  await vendorAction('actions.uploadMenuLabel').click();
  const upload = await expectDialog(page, text(locale, 'admin-vendors', 'menu.title', { name: vendorName }));
  await upload.getByLabel(text(locale, 'admin-vendors', 'menu.file')).setInputFiles({
    name: 'menu.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('name,price\nSoup,80\n,-1\n'),
  });
  await expect(
    upload.getByText(
      text(locale, 'admin-vendors', 'menu.summary', {
        rows: text(locale, 'admin-vendors', 'menu.rows_other', { count: '2' }),
        valid: text(locale, 'admin-vendors', 'menu.valid_one', { count: '1' }),
        invalid: text(locale, 'admin-vendors', 'menu.invalid', { count: '1' }),
      }),
    ),
  ).toBeVisible();
  await check(page, 'admin vendors: menu upload with a preview');
  await page.keyboard.press('Escape');
  await checkDialog(page, check, vendorAction('actions.deleteLabel'), {
    title: text(locale, 'admin-vendors', 'delete.title', { name: vendorName }),
    label: 'admin vendors: delete confirmation',
  });

  // The vendor's menu (issue 19 §2): the list by category, the edit dialog and the delete confirmation.
  await openScreen(page, `/${locale}/admin/vendors/${data.vendor.id}/menu`);
  await expect(page.getByRole('listitem', { name: 'Kanelbulle' })).toBeVisible();
  await check(page, 'admin vendor menu');
  const itemAction = (key: string) =>
    page.getByRole('button', {
      name: text(locale, 'admin-vendors', key, { name: 'Pytt i panna' }),
      exact: true,
    });
  await checkDialog(page, check, itemAction('itemActions.editLabel'), {
    title: text(locale, 'admin-vendors', 'itemEdit.title'),
    label: 'admin vendor menu: edit dialog',
  });
  await checkDialog(page, check, itemAction('itemActions.deleteLabel'), {
    title: text(locale, 'admin-vendors', 'itemDelete.title', { name: 'Pytt i panna' }),
    label: 'admin vendor menu: delete confirmation',
  });

  // Offers: the list, a new offer with errors, an edit and a delete confirmation.
  await openScreen(page, `/${locale}/admin/offers`);
  await check(page, 'admin offers');
  await page.getByRole('button', { name: text(locale, 'admin-offers', 'create') }).click();
  const newOffer = await expectDialog(page, text(locale, 'admin-offers', 'form.createTitle'));
  await newOffer.getByRole('button', { name: text(locale, 'admin-offers', 'form.create') }).click();
  await expect(newOffer.locator('[aria-invalid="true"]').first()).toBeVisible();
  await check(page, 'admin offers: new offer with errors');
  await page.keyboard.press('Escape');
  const offer = page.getByRole('article', { name: data.offerTitle });
  const offerAction = (key: string) =>
    offer.getByRole('button', { name: text(locale, 'admin-offers', key, { title: data.offerTitle }) });
  await checkDialog(page, check, offerAction('card.editLabel'), {
    title: text(locale, 'admin-offers', 'form.editTitle'),
    label: 'admin offers: edit dialog',
  });
  await checkDialog(page, check, offerAction('card.deleteLabel'), {
    title: text(locale, 'admin-offers', 'deleteDialog.title'),
    label: 'admin offers: delete confirmation',
  });

  // Promotions: the list with its statistics, the details and the expire confirmation.
  await openScreen(page, `/${locale}/admin/promotions`);
  await check(page, 'admin promotions');
  await page.getByLabel(text(locale, 'admin-promotions', 'filters.search')).fill(data.marker);
  await page
    .getByRole('button', {
      name: text(locale, 'admin-promotions', 'list.detailsLabel', { title: data.promotionTitle }),
    })
    .click();
  const details = await expectDialog(page, data.promotionTitle);
  await expect(details.getByRole('heading', { name: text(locale, 'audit', 'history.title') })).toBeVisible();
  await check(page, 'admin promotions: details');
  await page.keyboard.press('Escape');
  const promotionActions = page.getByRole('group', {
    name: text(locale, 'admin-promotions', 'actions.label', { title: data.promotionTitle }),
  });
  const markExpired = promotionActions.getByRole('button', {
    name: text(locale, 'admin-promotions', 'actions.markExpired'),
  });
  await checkDialog(page, check, markExpired, {
    title: text(locale, 'admin-promotions', 'actions.expireTitle'),
    label: 'admin promotions: expire confirmation',
  });

  // Personal data (decision 059): the vendor found by its e-mail address, with its account in use and
  // its query, and the erasure dialog (closed again: nothing is erased).
  await openScreen(page, `/${locale}/admin/personal-data`);
  await page.getByLabel(text(locale, 'admin-privacy', 'search.label')).fill(data.vendor.email);
  await page
    .getByRole('button', { name: text(locale, 'admin-privacy', 'search.submit'), exact: true })
    .click();
  await expect(page.getByText(data.vendorQueryCase, { exact: true })).toBeVisible();
  await check(page, 'admin personal data');
  const erase = page.getByRole('button', {
    name: text(locale, 'admin-privacy', 'actions.erase'),
    exact: true,
  });
  await checkDialog(page, check, erase, {
    title: text(locale, 'admin-privacy', 'erase.title'),
    label: 'admin personal data: erasure',
  });

  // My account (issue 33 §3): the password form and the sessions, this device among them.
  await openOwnAccount(page, locale, 'admin');
  await check(page, 'admin my account');
}

/** Every vendor screen, signed in as `data.vendor`. */
export async function walkVendorScreens(
  page: Page,
  locale: Locale,
  isPhone: boolean,
  data: BackOfficeData,
  check: Check,
) {
  // My promotions, the account menu, the language switch, the phone drawer and a delete.
  await openScreen(page, `/${locale}/vendor/promotions`);
  await check(page, 'vendor promotions');
  await scanLanguageSwitch(page, locale, check, 'vendor promotions');
  const accountMenu = page.getByRole('button', {
    name: new RegExp(text(locale, 'back-office', 'vendor.userMenu')),
  });
  await accountMenu.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await check(page, 'vendor account menu');
  await accountMenu.click();
  if (isPhone) {
    await page.getByRole('button', { name: text(locale, 'back-office', 'vendor.openMenu') }).click();
    await expect(
      page.getByRole('navigation', { name: text(locale, 'back-office', 'vendor.sidebarLabel') }),
    ).toBeInViewport();
    await check(page, 'vendor phone drawer');
    // The ✕ inside the drawer (the dimmed backdrop is a close button too).
    await page
      .getByRole('button', { name: text(locale, 'back-office', 'vendor.closeMenu') })
      .last()
      .click();
  }
  await page
    .getByRole('button', {
      name: text(locale, 'vendor-promotions', 'card.deleteLabel', { title: data.promotionTitle }),
    })
    .click();
  await expectDialog(page, text(locale, 'vendor-promotions', 'deleteDialog.title'));
  await check(page, 'vendor promotions: delete confirmation');
  await page.keyboard.press('Escape');

  // The promotion form, empty with its errors and filled in for an edit.
  await openScreen(page, `/${locale}/vendor/promotions/create`);
  await check(page, 'vendor create promotion');
  await page.getByRole('button', { name: text(locale, 'vendor-promotions', 'form.create') }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await check(page, 'vendor create promotion with errors');
  await openScreen(page, `/${locale}/vendor/promotions/edit/${data.promotionId}`);
  await expect(
    page.getByRole('textbox', { name: text(locale, 'vendor-promotions', 'form.title') }),
  ).toHaveValue(data.promotionTitle);
  await check(page, 'vendor edit promotion');

  // Raise query, with errors and with the vendor's own query listed.
  await openScreen(page, `/${locale}/vendor/query`);
  await expect(page.getByText(`Payout ${data.marker}`)).toBeVisible();
  await check(page, 'vendor raise query');
  await page.getByRole('button', { name: text(locale, 'vendor-queries', 'form.submit') }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await check(page, 'vendor raise query with errors');

  // My menu (issue 19 §2): the vendor's own menu with its sold-out toggles, and the pause dialog
  // (issue 36 §10, decision 062).
  await openScreen(page, `/${locale}/vendor/menu`);
  await expect(page.getByRole('listitem', { name: 'Kanelbulle' })).toBeVisible();
  await check(page, 'vendor my menu');
  const pause = page.getByRole('button', { name: text(locale, 'vendor-menu', 'store.pause') });
  await checkDialog(page, check, pause, {
    title: text(locale, 'vendor-menu', 'pauseDialog.title'),
    label: 'vendor my menu: pause dialog',
  });

  // My account (issue 33 §3): the password form, empty and with its errors, and the sessions.
  await openOwnAccount(page, locale, 'vendor');
  await check(page, 'vendor my account');
  await page
    .getByRole('button', { name: text(locale, 'own-account', 'password.submit'), exact: true })
    .click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await check(page, 'vendor my account with errors');

  // Settings and reports are announced as coming soon.
  for (const screen of ['settings', 'reports']) {
    await openScreen(page, `/${locale}/vendor/${screen}`);
    await expect(page.getByText(text(locale, 'back-office', 'vendor.comingSoonTitle'))).toBeVisible();
    await check(page, `vendor ${screen}`);
  }
}
