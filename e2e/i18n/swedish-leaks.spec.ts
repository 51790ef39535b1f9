import { readdirSync, readFileSync } from 'node:fs';
import { MESSAGES } from '@levera/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  arrangeBackOfficeData,
  expectDialog,
  text,
  walkAdminScreens,
  walkSignInScreens,
  walkVendorScreens,
} from '../back-office/walk.ts';
import {
  dismissSiteOverlays,
  PUBLIC_PAGES,
  pageUrl,
  VIEWPORTS,
  waitForHydration,
} from '../public/support.ts';
import { ADMIN_STATE, adminToken, apiCall, signInThroughUi } from '../support/api.ts';
import { setPasswordLinkOf, waitForSetPasswordMail } from '../support/mail.ts';

// Issue 15, item 4: a Swedish page never shows English. Every screen under /sv-se (public site,
// partner forms, both back-offices), with its dialogs, menus, form errors and a toast open, is read
// for its visible text and accessible names (aria-label, title, alt, placeholder), and fails on any
// text that is an English catalogue text which Swedish writes differently, or one of the English
// defaults of the libraries we use (sonner's "Notifications alt+T" and "Close toast").

const LOCALES_DIR = new URL('../../apps/web/locales/', import.meta.url);
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function leaves(value: Json, prefix = ''): [string, Json][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${prefix}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

const normalise = (value: string) => value.replace(/\s+/g, ' ').trim();
const load = (language: string, file: string) =>
  new Map(leaves(JSON.parse(readFileSync(new URL(`${language}/${file}`, LOCALES_DIR), 'utf8')) as Json));

type EnglishText = { source: string; english: string; pattern: RegExp | null };

/** The English texts that Swedish writes differently: web catalogues and the domain's messages. */
function englishOnlyTexts(): EnglishText[] {
  const pairs: { source: string; en: string; sv: string }[] = [];
  for (const file of readdirSync(new URL('en/', LOCALES_DIR)).filter((name) => name.endsWith('.json'))) {
    const sv = load('sv', file);
    for (const [key, value] of load('en', file)) {
      const swedish = sv.get(key);
      if (typeof value === 'string' && typeof swedish === 'string')
        pairs.push({ source: `${file}:${key}`, en: value, sv: swedish });
    }
  }
  for (const [key, value] of Object.entries(MESSAGES.en))
    pairs.push({ source: `domain:${key}`, en: value, sv: MESSAGES.sv[key as keyof typeof MESSAGES.sv] });

  // A text that Swedish also uses somewhere (a name, "Status", "Partner") is not a leak.
  const swedish = new Set(pairs.map((pair) => normalise(pair.sv)));
  const placeholder = /\{\{\w+\}\}|\{\w+\}/g;
  return (
    pairs
      .filter(({ en, sv }) => normalise(en) !== normalise(sv) && !swedish.has(normalise(en)))
      // Enough letters to be words; a template like "{{action}} by {{name}}" needs more, or it would
      // match any Swedish sentence with "by" in it.
      .filter(({ en }) => {
        const letters = (en.replace(placeholder, '').match(/\p{L}/gu) ?? []).length;
        return letters >= (en.match(placeholder) ? 5 : 2);
      })
      .map(({ source, en }) => {
        const english = normalise(en);
        const parts = english.split(placeholder);
        const pattern =
          parts.length > 1
            ? new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?')}$`)
            : null;
        return { source, english, pattern };
      })
  );
}

const ENGLISH = englishOnlyTexts();
const EXACT = new Map(ENGLISH.filter((entry) => !entry.pattern).map((entry) => [entry.english, entry]));
const PATTERNS = ENGLISH.filter((entry) => entry.pattern);
/** English defaults of libraries, shown when a label is not passed in. */
const THIRD_PARTY = [/\bNotifications\b/, /^Close toast$/];
/** Numbers, money and dates written the English way ("13.7k", "1,840", "SEK 19", "22 Nov 2026"). */
const ENGLISH_FORMATS = [
  /\b\d+(\.\d+)?k\b/,
  /\b\d{1,3}(,\d{3})+\b/,
  /\bSEK \d/,
  /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec) \d{4}\b/,
];

/** Every text of the page a person sees or a screen reader reads, whitespace collapsed. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const add = (value: string | null | undefined) => {
      const text = (value ?? '').replace(/\s+/g, ' ').trim();
      if (text) found.add(text);
    };
    const skip = 'script, style, noscript, template';
    add(document.title);
    add(document.querySelector('meta[name="description"]')?.getAttribute('content'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    // A text marked as another language is meant to be in it (each language named in its own in
    // the language picker, issue 35 §6; WCAG 3.1.2).
    const isOtherLanguage = (element: Element) =>
      (element.closest('[lang]')?.getAttribute('lang') ?? '') !== document.documentElement.lang;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest(skip) && !isOtherLanguage(parent)) add((node as Text).data);
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest(skip)) continue;
      for (const name of [
        'aria-label',
        'aria-description',
        'aria-roledescription',
        'title',
        'alt',
        'placeholder',
      ])
        add(element.getAttribute(name));
      // A sentence split by links or emphasis is one text of the catalogue.
      if (element.children.length > 0 && element.children.length <= 8) add(element.textContent);
      if (element instanceof HTMLInputElement && ['button', 'submit'].includes(element.type))
        add(element.value);
    }
    return [...found];
  });
}

/** The English texts on the page, each with where it comes from. */
async function findEnglish(page: Page): Promise<string[]> {
  const leaks: string[] = [];
  for (const value of await pageTexts(page)) {
    const exact = EXACT.get(value);
    if (exact) leaks.push(`"${value}" (${exact.source})`);
    const pattern = PATTERNS.find((entry) => entry.pattern?.test(value));
    if (pattern) leaks.push(`"${value}" (${pattern.source})`);
    if (THIRD_PARTY.some((expression) => expression.test(value))) leaks.push(`"${value}" (library default)`);
    if (ENGLISH_FORMATS.some((expression) => expression.test(value)))
      leaks.push(`"${value}" (English number or date format)`);
  }
  return leaks;
}

/** Fails on any English text on the page (the check of each state of the walks). */
async function expectNoEnglish(page: Page, label: string) {
  expect(await findEnglish(page), `English on ${label}`).toEqual([]);
}

/** Presses the form's `button` with nothing filled in, waits for the errors and looks for English. */
async function expectNoEnglishInErrors(page: Page, button: Locator, label: string) {
  await button.click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectNoEnglish(page, label);
}

test('the check knows the English texts, and finds sonner’s default label', async () => {
  expect(EXACT.get('Accept All')?.source).toBe('common.json:cookieNotice.acceptAll');
  expect(PATTERNS.some((entry) => entry.pattern?.test('Your case number is Q-2026-000042.'))).toBe(true);
  expect(EXACT.has('Levera')).toBe(false);
  expect(THIRD_PARTY.some((expression) => expression.test('Notifications alt+T'))).toBe(true);
  expect(ENGLISH_FORMATS.some((expression) => expression.test('13.7k'))).toBe(true);
});

test('the check finds the English of an English page', async ({ page }) => {
  await page.goto('/sv-en/about-us');
  await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeVisible();
  const found = (await findEnglish(page)).join('\n');
  expect(found).toContain('"Accept All" (common.json:cookieNotice.acceptAll)');
  expect(found).toContain('"About Levera" (about.json:title)');
  expect(found).toContain('"13.7k" (English number or date format)');
});

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`/sv-se at ${viewport.width} px`, () => {
    test.use({ viewport });
    const isPhone = viewportName === 'phone';
    test.describe.configure({ timeout: 240_000 });

    test('a first visit: the cookie notice, its dialog and the promo modal', async ({ page }) => {
      await page.goto('/sv-se');
      const notice = page.getByRole('region', { name: text('sv-se', 'common', 'cookieNotice.title') });
      await expect(notice).toBeVisible();
      await expectNoEnglish(page, 'cookie notice');
      await notice
        .getByRole('button', { name: text('sv-se', 'common', 'cookieNotice.managePreferences') })
        .click();
      const preferences = await expectDialog(page, text('sv-se', 'common', 'cookieNotice.preferencesTitle'));
      await expectNoEnglish(page, 'cookie preferences');
      await preferences
        .getByRole('button', { name: text('sv-se', 'common', 'cookieNotice.savePreferences') })
        .click();
      await expectDialog(page, text('sv-se', 'common', 'promoModal.title'));
      await expectNoEnglish(page, 'promo modal');
    });

    test('every public page, the menus and every form with its errors', async ({ context, page }) => {
      await dismissSiteOverlays(context);
      for (const entry of PUBLIC_PAGES) {
        await page.goto(pageUrl('sv-se', entry.path));
        await waitForHydration(page);
        await expectNoEnglish(page, pageUrl('sv-se', entry.path));
      }

      await page.goto('/sv-se');
      await waitForHydration(page);
      if (isPhone) {
        await page.getByRole('button', { name: text('sv-se', 'common', 'header.openMenu') }).click();
        await expectNoEnglish(page, 'phone menu');
        await page.getByRole('button', { name: text('sv-se', 'common', 'header.closeMenu') }).click();
      } else {
        await page
          .getByRole('button', {
            name: new RegExp(text('sv-se', 'common', 'header.languageSelector.changeLanguage')),
          })
          .click();
        await expectNoEnglish(page, 'language menu');
        await page.keyboard.press('Escape');
      }

      const openForm = async (path: string) => {
        await page.goto(path);
        await waitForHydration(page);
      };
      const swedishButton = (namespace: string, key: string) =>
        page.getByRole('button', { name: text('sv-se', namespace, key) });

      await openForm('/sv-se/contact-us');
      const submitContact = swedishButton('contact', 'form.submit');
      await expectNoEnglishInErrors(page, submitContact, 'contact form with errors');

      await openForm('/sv-se/partner/vendor');
      await expectNoEnglish(page, 'vendor application');
      const submitVendor = swedishButton('partner-vendor', 'form.submit');
      await expectNoEnglishInErrors(page, submitVendor, 'vendor application with errors');

      await openForm('/sv-se/partner/rider');
      await expectNoEnglish(page, 'rider application, step 1');
      const next = swedishButton('partner-rider', 'stepOne.next');
      await expectNoEnglishInErrors(page, next, 'rider application, step 1 with errors');
      await page.locator('input[value="Uppsala"]').check({ force: true });
      await page.locator('input[value="Bicycle"]').check({ force: true });
      await next.click();
      const submitRider = swedishButton('partner-rider', 'stepTwo.submit');
      await expectNoEnglishInErrors(page, submitRider, 'rider application, step 2 with errors');
    });

    test('the sign-in screens of both back-offices', async ({ page }) => {
      await walkSignInScreens(page, 'sv-se', expectNoEnglish);
    });

    test("the vendor's set-password page: a valid link with its errors, a used one and none", async ({
      page,
      request,
    }) => {
      const backOffice = (key: string) => text('sv-se', 'back-office', `setPassword.${key}`);
      // An account the admin creates with a Swedish invitation (decision 040); its e-mail has the link.
      const email = `set-password-${viewportName}-${Date.now().toString(36)}@levera.test`;
      const created = await apiCall(request, 'POST', '/vendors', {
        token: await adminToken(request),
        body: {
          vendorName: `Bageriet ${viewportName}`,
          email,
          access: 'invitation',
          invitationLanguage: 'sv',
          status: 'active',
        },
      });
      expect(created.status).toBe(201);
      const link = setPasswordLinkOf(await waitForSetPasswordMail(email));
      expect(link.startsWith('/sv-se/vendor/set-password?token=')).toBe(true);

      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(backOffice('invitationTitle'));
      await expectNoEnglish(page, 'set-password page');
      const submit = page.getByRole('button', { name: backOffice('submit') });
      await expectNoEnglishInErrors(page, submit, 'set-password page with errors');
      await page.getByLabel(backOffice('password'), { exact: true }).fill('mossig hamn lykta');
      await page.getByLabel(backOffice('confirmPassword'), { exact: true }).fill('mossig hamn');
      await submit.click();
      await expect(page.getByText(MESSAGES.sv.passwordsDoNotMatch)).toBeVisible();
      await expectNoEnglish(page, 'set-password page, passwords differ');
      await page.getByLabel(backOffice('confirmPassword'), { exact: true }).fill('mossig hamn lykta');
      await submit.click();
      await expect(page).toHaveURL(/\/sv-se\/vendor\/promotions$/);

      // A link that no longer works: used here; the server answers an expired one alike (410).
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(backOffice('invalidTitle'));
      await expect(page.getByRole('alert')).toHaveText(MESSAGES.sv.passwordLinkInvalid);
      await expectNoEnglish(page, 'set-password page, used link');

      await page.goto('/sv-se/vendor/set-password');
      await expect(page.getByRole('alert')).toHaveText(backOffice('missingToken'));
      await expectNoEnglish(page, 'set-password page without a token');
    });

    test.describe('signed in as the admin', () => {
      test.use({ storageState: ADMIN_STATE });
      test('every admin screen with its dialogs open', async ({ page, request }) => {
        const data = await arrangeBackOfficeData(request);
        await walkAdminScreens(page, 'sv-se', isPhone, data, expectNoEnglish);
      });
    });

    test('every vendor screen with its dialogs and menus open, and a toast', async ({ page, request }) => {
      const data = await arrangeBackOfficeData(request);
      await signInThroughUi(page, 'vendor', data.vendor.email, data.vendor.password, 'sv-se');
      await walkVendorScreens(page, 'sv-se', isPhone, data, expectNoEnglish);

      // Deleting a pending promotion answers with a toast.
      await page.goto('/sv-se/vendor/promotions');
      await page
        .getByRole('button', {
          name: text('sv-se', 'vendor-promotions', 'card.deleteLabel', { title: data.promotionTitle }),
        })
        .click();
      const dialog = await expectDialog(page, text('sv-se', 'vendor-promotions', 'deleteDialog.title'));
      await dialog
        .getByRole('button', { name: text('sv-se', 'vendor-promotions', 'deleteDialog.confirm') })
        .click();
      await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
      await expectNoEnglish(page, 'vendor promotions with a toast');
    });
  });
}
