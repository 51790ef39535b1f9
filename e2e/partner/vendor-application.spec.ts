import { expect, type Page, test } from '@playwright/test';
import { dismissSiteOverlays, expectNoHorizontalScroll, waitForHydration } from '../public/support.ts';
import {
  axeOfPartnerPage,
  findApplications,
  organisationNumber,
  uniqueMarker,
  withWrongCheckDigit,
} from './support.ts';

// Issue 5: a vendor applies on the vendor page (SPEC §2 "Vendor application", §3, §5, §8), in both
// languages: benefits, process steps and FAQ; every validation message of SPEC §5; the success and
// failure messages of SPEC §8; server field errors at their fields; the stored row via the API.
test.beforeEach(async ({ context }) => dismissSiteOverlays(context));

const TEXT = {
  en: {
    locale: 'sv-en',
    heading: 'Grow your business with Levera',
    title: 'Become a partner | Levera',
    sections: ['Why partner with Levera', 'How it works', 'Apply as a vendor', 'Frequently asked questions'],
    faq: {
      question: 'When do I get paid?',
      answer: 'The first payment is made 30 days after your account is activated, and then every 14 days.',
    },
    submit: 'Send application',
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      storeName: 'Store name',
      businessType: 'Business type',
      organizationName: 'Organization name',
      organizationNumber: 'Organization number',
      phoneNumber: 'Phone number',
      email: 'Email',
      terms: 'I agree to the terms and conditions',
    },
    messages: {
      firstName: 'First name is required',
      lastName: 'Last name is required',
      storeName: 'Store name is required',
      businessType: 'Please select a business type',
      organizationName: 'Organization name is required',
      organizationNumber: 'Organization number is required',
      phoneNumber: 'Phone number is required',
      email: 'Email is required',
      terms: 'You must agree to the terms and conditions',
      invalidEmail: 'Please enter a valid email address',
      invalidOrganizationNumber: 'Please enter a valid Swedish organization number (XXXXXX-XXXX)',
      invalidPhone: 'Please enter a valid phone number',
    },
    success: "Thank you for your application! We'll contact you soon.",
    failure: 'Something went wrong. Please try again.',
  },
  sv: {
    locale: 'sv-se',
    heading: 'Väx med Levera',
    title: 'Bli partner | Levera',
    sections: [
      'Därför ska du samarbeta med Levera',
      'Så går det till',
      'Ansök som partner',
      'Vanliga frågor',
    ],
    faq: {
      question: 'När får jag betalt?',
      answer:
        'Den första utbetalningen görs 30 dagar efter att ditt konto har aktiverats och därefter var 14:e dag.',
    },
    submit: 'Skicka ansökan',
    labels: {
      firstName: 'Förnamn',
      lastName: 'Efternamn',
      storeName: 'Butikens namn',
      businessType: 'Typ av verksamhet',
      organizationName: 'Organisationens namn',
      organizationNumber: 'Organisationsnummer',
      phoneNumber: 'Telefonnummer',
      email: 'E-post',
      terms: 'Jag godkänner villkoren',
    },
    messages: {
      firstName: 'Förnamn krävs',
      lastName: 'Efternamn krävs',
      storeName: 'Butiksnamn krävs',
      businessType: 'Välj typ av verksamhet',
      organizationName: 'Organisationsnamn krävs',
      organizationNumber: 'Organisationsnummer krävs',
      phoneNumber: 'Telefonnummer krävs',
      email: 'E-postadress krävs',
      terms: 'Du måste godkänna villkoren',
      invalidEmail: 'Ange en giltig e-postadress',
      invalidOrganizationNumber: 'Ange ett giltigt svenskt organisationsnummer (XXXXXX-XXXX)',
      invalidPhone: 'Ange ett giltigt telefonnummer',
    },
    success: 'Tack för din ansökan! Vi kontaktar dig snart.',
    failure: 'Något gick fel. Försök igen.',
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];
const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'storeName',
  'organizationName',
  'organizationNumber',
  'phoneNumber',
  'email',
] as const;

const control = (page: Page, text: Text, name: keyof Text['labels']) =>
  name === 'businessType'
    ? page.getByRole('combobox', { name: text.labels.businessType })
    : name === 'terms'
      ? page.getByRole('checkbox', { name: text.labels.terms })
      : page.getByRole('textbox', { name: text.labels[name], exact: true });

async function open(page: Page, text: Text) {
  await page.goto(`/${text.locale}/partner/vendor`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
}

async function fillValid(page: Page, text: Text, values: { marker: string; organizationNumber: string }) {
  await control(page, text, 'firstName').fill('Lena');
  await control(page, text, 'lastName').fill(`Test${values.marker}`);
  await control(page, text, 'storeName').fill(`Södra Bageriet ${values.marker}`);
  await control(page, text, 'businessType').selectOption('restaurant');
  await control(page, text, 'organizationName').fill(`Södra Bageriet ${values.marker} AB`);
  await control(page, text, 'organizationNumber').fill(values.organizationNumber);
  await control(page, text, 'phoneNumber').fill('0150-123 45');
  await control(page, text, 'email').fill(`vendor-${values.marker}@example.se`);
  await control(page, text, 'terms').check();
}

for (const [language, text] of Object.entries(TEXT) as [keyof typeof TEXT, Text][]) {
  test.describe(`vendor application (${language})`, () => {
    test('shows the benefits, the process steps and an FAQ that opens', async ({ page }) => {
      await open(page, text);
      await expect(page).toHaveTitle(text.title);
      for (const section of text.sections) {
        await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      }
      await expect(page.getByText(text.faq.answer)).toBeHidden();
      await page.getByText(text.faq.question).click();
      await expect(page.getByText(text.faq.answer)).toBeVisible();
    });

    test('shows every message of SPEC §5 for empty and invalid input', async ({ page }) => {
      await open(page, text);
      await page.getByRole('button', { name: text.submit }).click();
      for (const name of TEXT_FIELDS) {
        await expect(control(page, text, name)).toHaveAccessibleDescription(text.messages[name]);
      }
      await expect(control(page, text, 'businessType')).toHaveAccessibleDescription(
        text.messages.businessType,
      );
      await expect(control(page, text, 'terms')).toHaveAccessibleDescription(text.messages.terms);
      await expect(control(page, text, 'firstName')).toBeFocused();

      await control(page, text, 'email').fill('lena@');
      await control(page, text, 'organizationNumber').fill(withWrongCheckDigit(organisationNumber()));
      await control(page, text, 'phoneNumber').fill('12345');
      await expect(control(page, text, 'email')).toHaveAccessibleDescription(text.messages.invalidEmail);
      await expect(control(page, text, 'organizationNumber')).toHaveAccessibleDescription(
        text.messages.invalidOrganizationNumber,
      );
      await expect(control(page, text, 'phoneNumber')).toHaveAccessibleDescription(
        text.messages.invalidPhone,
      );
      // 10 digits without the hyphen are fine too.
      await control(page, text, 'organizationNumber').fill(organisationNumber().replace('-', ''));
      await expect(control(page, text, 'organizationNumber')).not.toHaveAttribute('aria-invalid', 'true');
    });

    test('applies and thanks the vendor; the application is stored', async ({ page, request }) => {
      const marker = uniqueMarker();
      const number = organisationNumber();
      await open(page, text);
      await fillValid(page, text, { marker, organizationNumber: number.replace('-', '') });
      await page.getByRole('button', { name: text.submit }).click();
      const status = page.getByRole('status').filter({ hasText: text.success });
      await expect(status).toBeVisible();
      await expect(status).toBeFocused();
      await expect(status).toContainText(/V-\d{4}-\d{6}/);

      const [stored] = await findApplications(request, `vendor-${marker}@example.se`);
      expect(stored).toMatchObject({
        type: 'vendor',
        status: 'pending',
        name: `Lena Test${marker}`,
        storeName: `Södra Bageriet ${marker}`,
        businessType: 'restaurant',
        orgNumber: number,
        orgName: `Södra Bageriet ${marker} AB`,
        phone: '+4615012345',
        language,
      });
    });

    test('thanks a duplicate like a new application, and shows the failure message', async ({ page }) => {
      const marker = uniqueMarker();
      const number = organisationNumber();
      await open(page, text);
      await fillValid(page, text, { marker, organizationNumber: number });
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByText(text.success)).toBeVisible();

      // The same organisation number again: thanked like a new application, so the form tells
      // nobody whether a business has applied (decision 010).
      await open(page, text);
      await fillValid(page, text, { marker: `${marker}b`, organizationNumber: number });
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByText(text.success)).toBeVisible();

      // A server failure: SPEC §8's message, and the form keeps what was typed.
      await open(page, text);
      await fillValid(page, text, { marker: `${marker}b`, organizationNumber: number });
      await page.route('**/api/partners/vendors', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":"x","code":"internal_error"}',
        }),
      );
      await control(page, text, 'organizationNumber').fill(organisationNumber());
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: text.failure })).toBeVisible();
      await expect(control(page, text, 'email')).toHaveValue(`vendor-${marker}b@example.se`);
    });

    test('has no accessibility violations and fits a phone screen', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await open(page, text);
      await expectNoHorizontalScroll(page);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(control(page, text, 'firstName')).toBeFocused();
      const results = await axeOfPartnerPage(page);
      expect(results.violations).toEqual([]);
    });
  });
}
