import { expect, type Page, test } from '@playwright/test';
import { adminToken, apiCall } from '../support/api.ts';
import {
  findApplications,
  organisationNumber,
  personnummer,
  uniqueMarker,
  withWrongCheckDigit,
} from '../partner/support.ts';
import { LOCALES, type Locale, PUBLIC_FORM_TEXTS, VIEWPORTS, waitForHydration } from './support.ts';

// Issue 35 §1, decision 074: the three public forms post to their own page. Without JavaScript each
// stores a submission and the page answers its case number, or the errors beside the fields with
// every value kept, in the page's language; no field ever reaches the address. A press before the
// page's script has run posts the same way.
test.use({ viewport: VIEWPORTS.phone });

const TEXT = {
  'sv-en': {
    required: 'This field is required',
    invalidEmail: 'Please enter a valid email address',
    invalidPersonnummer: 'Please enter a valid Swedish personal identity number (YYYYMMDD-XXXX)',
    invalidOrganizationNumber: 'Please enter a valid Swedish organization number (XXXXXX-XXXX)',
    cityRequired: 'Please select a city',
    caseNumber: 'Your case number is',
    contact: PUBLIC_FORM_TEXTS['sv-en'].contact,
    rider: {
      ...PUBLIC_FORM_TEXTS['sv-en'].rider,
      city: 'Gothenburg',
      vehicle: 'Motorbike',
      back: 'Back',
      stepOne: 'Where and how do you want to deliver?',
      success: 'Application sent',
      goHome: 'Go to the home page now',
    },
    vendor: PUBLIC_FORM_TEXTS['sv-en'].vendor,
  },
  'sv-se': {
    required: 'Fältet är obligatoriskt',
    invalidEmail: 'Ange en giltig e-postadress',
    invalidPersonnummer: 'Ange ett giltigt svenskt personnummer (ÅÅÅÅMMDD-XXXX)',
    invalidOrganizationNumber: 'Ange ett giltigt svenskt organisationsnummer (XXXXXX-XXXX)',
    cityRequired: 'Välj en stad',
    caseNumber: 'Ditt ärendenummer är',
    contact: PUBLIC_FORM_TEXTS['sv-se'].contact,
    rider: {
      ...PUBLIC_FORM_TEXTS['sv-se'].rider,
      city: 'Göteborg',
      vehicle: 'Motorcykel',
      back: 'Tillbaka',
      stepOne: 'Var och hur vill du leverera?',
      success: 'Ansökan skickad',
      goHome: 'Gå till startsidan nu',
    },
    vendor: PUBLIC_FORM_TEXTS['sv-se'].vendor,
  },
} as const;

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const CASE_NUMBER = /[A-Z]-\d{4}-\d{6}/;

/** Every address the page asked for (documents and everything else): none may carry a field. */
function watchAddresses(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** No address carried a query string (the prerendered forms once sent theirs as a GET). */
function expectNoFieldInAddresses(urls: string[], values: string[]) {
  for (const url of urls) {
    expect(new URL(url).search, url).toBe('');
    for (const value of values) expect(decodeURIComponent(url), url).not.toContain(value);
  }
}

/** The case number the page shows in `text`. */
async function shownCaseNumber(page: Page, locale: Locale): Promise<string> {
  const line = page.getByText(TEXT[locale].caseNumber);
  await expect(line).toBeVisible();
  const match = CASE_NUMBER.exec((await line.textContent()) ?? '');
  expect(match).not.toBeNull();
  return match![0];
}

async function fillVendor(page: Page, locale: Locale, organizationNumber: string) {
  const text = TEXT[locale].vendor;
  const marker = uniqueMarker();
  const values = {
    [text.labels.firstName]: 'Lena',
    [text.labels.lastName]: `Utanskript${marker}`,
    [text.labels.storeName]: `Norra Bageriet ${marker}`,
    [text.labels.organizationName]: `Norra Bageriet ${marker} AB`,
    [text.labels.organizationNumber]: organizationNumber,
    [text.labels.phoneNumber]: '0150-123 45',
    [text.labels.email]: `nojs-${marker}@example.se`,
  };
  for (const [label, value] of Object.entries(values)) await textbox(page, label).fill(value);
  await page.getByRole('combobox', { name: text.businessType }).selectOption('restaurant');
  await page.getByRole('checkbox', { name: text.terms }).check();
  return { values, marker };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    test(`contact form (${locale}): errors beside the fields with the values kept, then stored with its case number`, async ({
      page,
      request,
    }) => {
      const text = TEXT[locale];
      const [type, first, last, email, phone, subject, message] = text.contact.labels;
      const addresses = watchAddresses(page);
      const marker = uniqueMarker();
      await page.goto(`/${locale}/contact-us`);
      const form = page.locator('form');
      await form.getByLabel(first).fill('Elin');
      await form.getByLabel(last).fill(`Utanskript${marker}`);
      await form.getByLabel(email).fill('elin.example.se');
      await form.getByLabel(message).fill('Min rabatt gällde inte.');
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.getByRole('button', { name: text.contact.submit }).click();
      expect((await answer).status()).toBe(422);

      await expect(form.getByLabel(email)).toHaveAccessibleDescription(text.invalidEmail);
      for (const label of [type, phone, subject]) {
        await expect(form.getByLabel(label), label).toHaveAccessibleDescription(text.required);
      }
      await expect(form.getByLabel(first)).toHaveValue('Elin');
      await expect(form.getByLabel(last)).toHaveValue(`Utanskript${marker}`);
      await expect(form.getByLabel(email)).toHaveValue('elin.example.se');
      await expect(form.getByLabel(message)).toHaveValue('Min rabatt gällde inte.');

      await form.getByLabel(type).selectOption('customer');
      await form.getByLabel(email).fill('elin@example.se');
      await form.getByLabel(phone).fill('070-123 45 67');
      await form.getByLabel(subject).selectOption('couponQueries');
      await page.getByRole('button', { name: text.contact.submit }).click();
      await expect(page.getByRole('heading', { name: text.contact.success })).toBeVisible();
      const caseNumber = await shownCaseNumber(page, locale);
      expect(caseNumber).toMatch(/^Q-/);
      expectNoFieldInAddresses(addresses, ['elin@example.se', `Utanskript${marker}`]);

      // Stored: the admin finds it by its case number, in the page's language.
      const token = await adminToken(request);
      const stored = await apiCall<{ data: { caseNumber: string; lastName: string; language: string }[] }>(
        request,
        'GET',
        `/queries?q=${caseNumber}`,
        { token },
      );
      expect(stored.body.data).toMatchObject([
        { caseNumber, lastName: `Utanskript${marker}`, language: locale === 'sv-se' ? 'sv' : 'en' },
      ]);
    });

    test(`rider application (${locale}): both steps, Back, and the personnummer error without JavaScript`, async ({
      page,
      request,
    }) => {
      const text = TEXT[locale];
      const rider = text.rider;
      const addresses = watchAddresses(page);
      await page.goto(`/${locale}/partner/rider`);
      // Next with nothing chosen: step 1 again, with its message.
      await page.getByRole('button', { name: rider.next }).click();
      await expect(page.getByRole('heading', { level: 2, name: rider.stepOne })).toBeVisible();
      await expect(page.getByText(text.cityRequired)).toBeVisible();

      await page.getByRole('radio', { name: rider.city, exact: true }).check();
      await page.getByRole('radio', { name: rider.vehicle, exact: true }).check();
      await page.getByRole('button', { name: rider.next }).click();
      await expect(page.getByRole('heading', { level: 2, name: rider.stepTwo })).toBeVisible();
      await expect(page.getByText(rider.city, { exact: true })).toBeVisible();

      const marker = uniqueMarker();
      const nationalId = personnummer();
      const values = {
        [rider.labels.firstName]: 'Sara',
        [rider.labels.lastName]: `Utanskript${marker}`,
        [rider.labels.phoneNumber]: '070-123 45 67',
        [rider.labels.email]: `nojs-rider-${marker}@example.se`,
        [rider.labels.nationalId]: withWrongCheckDigit(nationalId),
      };
      for (const [label, value] of Object.entries(values)) await textbox(page, label).fill(value);
      await page.getByRole('radio', { name: rider.resident, exact: true }).check();
      await page.getByRole('checkbox', { name: rider.age }).check();

      // Back keeps everything: step 1 with the choices, then Next shows what was typed on step 2.
      await page.getByRole('button', { name: rider.back }).click();
      await expect(page.getByRole('radio', { name: rider.city, exact: true })).toBeChecked();
      await expect(page.getByRole('radio', { name: rider.vehicle, exact: true })).toBeChecked();
      await page.getByRole('button', { name: rider.next }).click();
      for (const [label, value] of Object.entries(values))
        await expect(textbox(page, label)).toHaveValue(value);
      await expect(page.getByRole('radio', { name: rider.resident, exact: true })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: rider.age })).toBeChecked();

      // Enter in a field submits the application (not Back): the errors show beside their fields.
      await textbox(page, rider.labels.nationalId).press('Enter');
      await expect(textbox(page, rider.labels.nationalId)).toHaveAccessibleDescription(
        text.invalidPersonnummer,
      );
      await expect(page.getByRole('checkbox', { name: rider.terms })).toHaveAccessibleDescription(
        locale === 'sv-se' ? 'Du måste godkänna villkoren' : 'You must agree to the terms and conditions',
      );
      for (const [label, value] of Object.entries(values))
        await expect(textbox(page, label)).toHaveValue(value);

      await textbox(page, rider.labels.nationalId).fill(nationalId);
      await page.getByRole('checkbox', { name: rider.terms }).check();
      await page.getByRole('button', { name: rider.submit }).click();
      await expect(page.getByRole('heading', { name: rider.success })).toBeVisible();
      const caseNumber = await shownCaseNumber(page, locale);
      // Without the script nothing takes the rider home by itself: the link does.
      await expect(page.getByRole('link', { name: rider.goHome })).toHaveAttribute('href', `/${locale}`);
      expectNoFieldInAddresses(addresses, [nationalId, nationalId.replace('-', ''), `Utanskript${marker}`]);

      const [stored] = await findApplications(request, `Utanskript${marker}`);
      expect(stored).toMatchObject({ caseNumber, type: 'rider', city: 'Gothenburg', vehicle: 'MotorBike' });
    });

    test(`vendor application (${locale}): the organisation number's error with the values kept, then stored`, async ({
      page,
      request,
    }) => {
      const text = TEXT[locale];
      const addresses = watchAddresses(page);
      await page.goto(`/${locale}/partner/vendor`);
      const number = organisationNumber();
      const { values, marker } = await fillVendor(page, locale, withWrongCheckDigit(number));
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.getByRole('button', { name: text.vendor.submit }).click();
      expect((await answer).status()).toBe(422);
      // The page opens at the form (the action's fragment), the message beside its field.
      expect(new URL(page.url()).hash).toBe('#apply');
      await expect(textbox(page, text.vendor.labels.organizationNumber)).toHaveAccessibleDescription(
        text.invalidOrganizationNumber,
      );
      for (const [label, value] of Object.entries(values))
        await expect(textbox(page, label)).toHaveValue(value);
      await expect(page.getByRole('combobox', { name: text.vendor.businessType })).toHaveValue('restaurant');
      await expect(page.getByRole('checkbox', { name: text.vendor.terms })).toBeChecked();

      await textbox(page, text.vendor.labels.organizationNumber).fill(number);
      await page.getByRole('button', { name: text.vendor.submit }).click();
      await expect(page.getByText(text.vendor.success)).toBeVisible();
      const caseNumber = await shownCaseNumber(page, locale);
      expectNoFieldInAddresses(addresses, [number, `Utanskript${marker}`]);
      const [stored] = await findApplications(request, `Utanskript${marker}`);
      expect(stored).toMatchObject({ caseNumber, type: 'vendor', businessType: 'restaurant' });
    });
  }
});

for (const locale of LOCALES) {
  test(`vendor application (${locale}) sent before the page's script has run: a post, never a field in the address`, async ({
    page,
    context,
    request,
  }) => {
    // A slow phone: the page's scripts never arrive while the form is filled in and sent.
    await context.route('**/assets/**/*.js', () => undefined);
    const addresses = watchAddresses(page);
    await page.goto(`/${locale}/partner/vendor`, { waitUntil: 'domcontentloaded' });
    const text = TEXT[locale];
    const number = organisationNumber();
    const { marker } = await fillVendor(page, locale, number);
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await page.getByRole('button', { name: text.vendor.submit }).click();
    expect(new URL((await posted).url()).pathname).toBe(`/${locale}/partner/vendor`);
    await expect(page.getByText(text.vendor.success)).toBeVisible();
    const caseNumber = await shownCaseNumber(page, locale);
    expectNoFieldInAddresses(addresses, [number, `Utanskript${marker}`, `nojs-${marker}`]);
    const [stored] = await findApplications(request, `Utanskript${marker}`);
    expect(stored).toMatchObject({ caseNumber, type: 'vendor' });
  });
}

// The page React Router renders for a post ends with the islands' loader (root.tsx), so it hydrates too.
test('a page answered to a post hydrates as the server drew it: values and messages stay, no hydration error', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The answered page's own 422 (its errors) is how it should answer, not a hydration error.
    if (message.type() === 'error' && !message.text().includes('status of 422')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const text = TEXT['sv-se'];
  // The first page's scripts are held back, so the press posts; the answered page gets them.
  await context.route('**/assets/**/*.js', () => undefined);
  await page.goto('/sv-se/partner/vendor', { waitUntil: 'domcontentloaded' });
  const { values } = await fillVendor(page, 'sv-se', withWrongCheckDigit(organisationNumber()));
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: text.vendor.submit }).click();
  await waitForHydration(page);
  const number = textbox(page, text.vendor.labels.organizationNumber);
  await expect(number).toHaveAccessibleDescription(text.invalidOrganizationNumber);
  for (const [label, value] of Object.entries(values)) await expect(textbox(page, label)).toHaveValue(value);
  await expect(page.getByRole('checkbox', { name: text.vendor.terms })).toBeChecked();
  expect(errors).toEqual([]);
  // The hydrated form sends in place now: a fixed number is stored without a new page.
  await number.fill(organisationNumber());
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await page.getByRole('button', { name: text.vendor.submit }).click();
  await expect(page.getByText(text.vendor.success)).toBeVisible();
  expect(navigations).toEqual([]);
});
