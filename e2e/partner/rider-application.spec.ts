import { expect, type Page, test } from '@playwright/test';
import { dismissSiteOverlays, PUBLIC_FORM_TEXTS, waitForHydration } from '../public/support.ts';
import {
  axeOfPartnerPage,
  findApplications,
  personnummer,
  uniqueMarker,
  withWrongCheckDigit,
} from './support.ts';

// Issue 5: a rider applies through the site (SPEC §2 "Rider application", §3, §5), in both
// languages: step 1 city and vehicle, step 2 the profile, every validation message, back and forth,
// the success message and the redirect to the locale root; the stored row is read back via the API.
test.beforeEach(async ({ context }) => dismissSiteOverlays(context));

/** The rider form's texts the public forms' specs share. */
const RIDER_FORM = { en: PUBLIC_FORM_TEXTS['sv-en'].rider, sv: PUBLIC_FORM_TEXTS['sv-se'].rider };

const TEXT = {
  en: {
    ...RIDER_FORM.en,
    locale: 'sv-en',
    heading: 'Deliver with Levera',
    title: 'Apply as rider | Levera',
    stepOne: 'Where and how do you want to deliver?',
    back: 'Back',
    change: 'Change city and vehicle',
    city: 'Uppsala',
    vehicle: 'Motorbike',
    labels: {
      ...RIDER_FORM.en.labels,
      yes: 'Yes',
      no: RIDER_FORM.en.resident,
      ageConfirmed: RIDER_FORM.en.age,
      termsAccepted: RIDER_FORM.en.terms,
    },
    messages: {
      city: 'Please select a city',
      vehicle: 'Please select a vehicle',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phoneNumber: 'Phone number is required',
      email: 'Email is required',
      nationalId: 'Personal identity number is required',
      swedishCitizen: 'Please tell us whether you are a Swedish citizen',
      ageConfirmed: 'You must confirm that you are over 18',
      termsAccepted: 'You must agree to the terms and conditions',
      invalidEmail: 'Please enter a valid email address',
      invalidPhone: 'Please enter a valid Swedish phone number',
      invalidPersonnummer: 'Please enter a valid Swedish personal identity number (YYYYMMDD-XXXX)',
      under18: 'You must be at least 18 years old to apply',
    },
    success: 'Your application has been submitted. We will contact you soon.',
  },
  sv: {
    ...RIDER_FORM.sv,
    locale: 'sv-se',
    heading: 'Kör för Levera',
    title: 'Ansök som bud | Levera',
    stepOne: 'Var och hur vill du leverera?',
    back: 'Tillbaka',
    change: 'Ändra stad och fordon',
    city: 'Göteborg',
    vehicle: 'Cykel',
    labels: {
      ...RIDER_FORM.sv.labels,
      yes: 'Ja',
      no: RIDER_FORM.sv.resident,
      ageConfirmed: RIDER_FORM.sv.age,
      termsAccepted: RIDER_FORM.sv.terms,
    },
    messages: {
      city: 'Välj en stad',
      vehicle: 'Välj ett fordon',
      firstName: 'Förnamn krävs',
      lastName: 'Efternamn krävs',
      phoneNumber: 'Telefonnummer krävs',
      email: 'E-postadress krävs',
      nationalId: 'Personnummer krävs',
      swedishCitizen: 'Ange om du är svensk medborgare',
      ageConfirmed: 'Du måste bekräfta att du är över 18 år',
      termsAccepted: 'Du måste godkänna villkoren',
      invalidEmail: 'Ange en giltig e-postadress',
      invalidPhone: 'Ange ett giltigt svenskt telefonnummer',
      invalidPersonnummer: 'Ange ett giltigt svenskt personnummer (ÅÅÅÅMMDD-XXXX)',
      under18: 'Du måste vara minst 18 år för att ansöka',
    },
    success: 'Din ansökan har skickats. Vi kontaktar dig snart.',
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function open(page: Page, text: Text) {
  await page.goto(`/${text.locale}/partner/rider`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
}

async function chooseCityAndVehicle(page: Page, text: Text) {
  await page.getByRole('radio', { name: text.city, exact: true }).check();
  await page.getByRole('radio', { name: text.vehicle, exact: true }).check();
  await page.getByRole('button', { name: text.next }).click();
  await expect(page.getByRole('heading', { level: 2, name: text.stepTwo })).toBeFocused();
}

async function fillProfile(
  page: Page,
  text: Text,
  values: { email: string; nationalId: string; lastName: string },
) {
  await field(page, text.labels.firstName).fill('Sara');
  await field(page, text.labels.lastName).fill(values.lastName);
  await field(page, text.labels.phoneNumber).fill('070-123 45 67');
  await field(page, text.labels.email).fill(values.email);
  await field(page, text.labels.nationalId).fill(values.nationalId);
  await page.getByRole('radio', { name: text.labels.no, exact: true }).check();
  await page.getByRole('checkbox', { name: text.labels.ageConfirmed }).check();
  await page.getByRole('checkbox', { name: text.labels.termsAccepted }).check();
}

for (const [language, text] of Object.entries(TEXT) as [keyof typeof TEXT, Text][]) {
  test.describe(`rider application (${language})`, () => {
    test('shows every required-field message of both steps', async ({ page }) => {
      await open(page, text);
      await expect(page).toHaveTitle(text.title);
      await page.getByRole('button', { name: text.next }).click();
      await expect(page.getByText(text.messages.city)).toBeVisible();
      await expect(page.getByText(text.messages.vehicle)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: text.stepOne })).toBeVisible();

      await chooseCityAndVehicle(page, text);
      await page.getByRole('button', { name: text.submit }).click();
      for (const name of ['firstName', 'lastName', 'phoneNumber', 'email', 'nationalId'] as const) {
        await expect(field(page, text.labels[name])).toHaveAccessibleDescription(text.messages[name]);
      }
      await expect(field(page, text.labels.firstName)).toBeFocused();
      for (const name of ['swedishCitizen', 'ageConfirmed', 'termsAccepted'] as const) {
        await expect(page.getByText(text.messages[name])).toBeVisible();
      }
    });

    test('checks the e-mail, the Swedish phone number and the personnummer', async ({ page }) => {
      await open(page, text);
      await chooseCityAndVehicle(page, text);
      await fillProfile(page, text, {
        email: 'sara.example.se',
        nationalId: withWrongCheckDigit(personnummer()),
        lastName: 'Checks',
      });
      await field(page, text.labels.phoneNumber).fill('+44 7700 900123');
      await page.getByRole('button', { name: text.submit }).click();
      await expect(field(page, text.labels.email)).toHaveAccessibleDescription(text.messages.invalidEmail);
      await expect(field(page, text.labels.phoneNumber)).toHaveAccessibleDescription(
        text.messages.invalidPhone,
      );
      await expect(field(page, text.labels.nationalId)).toHaveAccessibleDescription(
        text.messages.invalidPersonnummer,
      );

      // Someone born ten years ago is too young, whatever the checkbox says.
      await field(page, text.labels.nationalId).fill(personnummer(new Date().getFullYear() - 10));
      await expect(field(page, text.labels.nationalId)).toHaveAccessibleDescription(text.messages.under18);
      // Both written forms of a valid personnummer are fine (the message goes as it is corrected).
      await field(page, text.labels.nationalId).fill(personnummer().slice(2));
      await expect(field(page, text.labels.nationalId)).not.toHaveAttribute('aria-invalid', 'true');
    });

    test('applies, keeps the answers between the steps, thanks the rider and goes home', async ({
      page,
      request,
    }) => {
      const marker = uniqueMarker();
      const email = `rider-${marker}@example.se`;
      const nationalId = personnummer();
      await open(page, text);
      await chooseCityAndVehicle(page, text);
      await fillProfile(page, text, { email, nationalId, lastName: `Test${marker}` });

      // Back to step 1 and forward again: nothing typed is lost.
      await page.getByRole('button', { name: text.back }).click();
      await expect(page.getByRole('heading', { level: 2, name: text.stepOne })).toBeFocused();
      await expect(page.getByRole('radio', { name: text.city, exact: true })).toBeChecked();
      await expect(page.getByRole('radio', { name: text.vehicle, exact: true })).toBeChecked();
      await page.getByRole('button', { name: text.next }).click();
      await expect(field(page, text.labels.email)).toHaveValue(email);
      await expect(field(page, text.labels.nationalId)).toHaveValue(nationalId);
      await expect(page.getByRole('checkbox', { name: text.labels.termsAccepted })).toBeChecked();
      await page.getByRole('button', { name: text.change }).click();
      await expect(page.getByRole('heading', { level: 2, name: text.stepOne })).toBeVisible();
      await page.getByRole('button', { name: text.next }).click();

      await page.getByRole('button', { name: text.submit }).click();
      const status = page.getByRole('status').filter({ hasText: text.success });
      await expect(status).toBeVisible();
      await expect(status).toContainText(/R-\d{4}-\d{6}/);
      await page.waitForURL(new RegExp(`/${text.locale}$`), { timeout: 6000 });

      const [stored] = await findApplications(request, email);
      expect(stored).toMatchObject({
        type: 'rider',
        status: 'pending',
        name: `Sara Test${marker}`,
        email,
        phone: '+46701234567',
        city: language === 'en' ? 'Uppsala' : 'Gothenburg',
        vehicle: language === 'en' ? 'MotorBike' : 'Bicycle',
        // Every answer carries the personnummer masked (decision 058).
        nationalId: `${nationalId.slice(0, 8)}-****`,
        isSwedish: false,
        ageConfirmed: true,
        language,
      });
    });

    test('thanks a second application with the same e-mail like a new one (decision 010)', async ({
      page,
    }) => {
      // Nobody may learn from the form whether an e-mail address already has an application.
      const marker = uniqueMarker();
      const email = `rider-${marker}@example.se`;
      await open(page, text);
      await chooseCityAndVehicle(page, text);
      await fillProfile(page, text, { email, nationalId: personnummer(), lastName: `Test${marker}` });
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByText(text.success)).toBeVisible();

      await open(page, text);
      await chooseCityAndVehicle(page, text);
      await fillProfile(page, text, { email, nationalId: personnummer(), lastName: `Again${marker}` });
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByText(text.success)).toBeVisible();
    });

    test('has no accessibility violations on either step', async ({ page }) => {
      test.slow(); // three full-page axe runs
      await open(page, text);
      const axe = () => axeOfPartnerPage(page);
      expect((await axe()).violations).toEqual([]);
      await page.getByRole('button', { name: text.next }).click();
      await expect(page.getByText(text.messages.city)).toBeVisible();
      expect((await axe()).violations).toEqual([]);
      await chooseCityAndVehicle(page, text);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByText(text.messages.termsAccepted)).toBeVisible();
      expect((await axe()).violations).toEqual([]);
    });
  });
}

test('the steps work with the keyboard alone', async ({ page }) => {
  await open(page, TEXT.en);
  await page.getByRole('radio', { name: 'Katrineholm' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Stockholm' })).toBeChecked();
  await page.getByRole('radio', { name: 'Car' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: TEXT.en.stepTwo })).toBeFocused();
});
