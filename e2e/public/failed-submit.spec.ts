import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { organisationNumber, personnummer, uniqueMarker } from '../partner/support.ts';
import { dismissSiteOverlays, VIEWPORTS, waitForHydration } from './support.ts';

// Issue 35 item 2: a submission that fails (offline, the server down, a 5xx from a proxy) keeps the
// page and everything typed in it, shows SPEC §8's message in the page's language, and a second press
// works once the network is back. The code that shows the message must already be on the page: a
// failed download of a chunk never reloads the page (it did, into Chromium's error page).
test.use({ viewport: VIEWPORTS.phone });
test.beforeEach(async ({ context }) => dismissSiteOverlays(context));

const TEXT = {
  'sv-en': {
    network: 'Network error. Please check your internet connection.',
    contact: {
      labels: ['I am a', 'First name', 'Last name', 'E-mail', 'Phone number', 'Subject', 'Message'],
      submit: 'Send message',
      failure: "Your message wasn't sent",
      success: 'Thank you for your message',
    },
    rider: {
      city: 'Uppsala',
      vehicle: 'Motorbike',
      next: 'Next',
      stepTwo: 'Tell us about yourself',
      labels: {
        firstName: 'First name',
        lastName: 'Last name',
        phoneNumber: 'Phone number',
        email: 'Email',
        nationalId: 'Personal identity number (personnummer)',
      },
      resident: 'No, I am a resident',
      age: 'I confirm that I am over 18 years old',
      terms: 'I accept the terms and conditions',
      submit: 'Submit application',
      failure: 'Something went wrong. Please try again.',
      success: 'Your application has been submitted. We will contact you soon.',
    },
    vendor: {
      labels: {
        firstName: 'First name',
        lastName: 'Last name',
        storeName: 'Store name',
        organizationName: 'Organization name',
        organizationNumber: 'Organization number',
        phoneNumber: 'Phone number',
        email: 'Email',
      },
      businessType: 'Business type',
      terms: 'I agree to the terms and conditions',
      submit: 'Send application',
      failure: 'Something went wrong. Please try again.',
      success: "Thank you for your application! We'll contact you soon.",
    },
  },
  'sv-se': {
    network: 'Nätverksfel. Kontrollera din internetanslutning.',
    contact: {
      labels: ['Jag är', 'Förnamn', 'Efternamn', 'E-postadress', 'Telefonnummer', 'Ämne', 'Meddelande'],
      submit: 'Skicka meddelande',
      failure: 'Ditt meddelande skickades inte',
      success: 'Tack för ditt meddelande',
    },
    rider: {
      city: 'Göteborg',
      vehicle: 'Cykel',
      next: 'Nästa',
      stepTwo: 'Berätta om dig själv',
      labels: {
        firstName: 'Förnamn',
        lastName: 'Efternamn',
        phoneNumber: 'Telefonnummer',
        email: 'E-post',
        nationalId: 'Personnummer',
      },
      resident: 'Nej, jag är bosatt i Sverige',
      age: 'Jag bekräftar att jag är över 18 år',
      terms: 'Jag godkänner villkoren',
      submit: 'Skicka ansökan',
      failure: 'Något gick fel. Försök igen.',
      success: 'Din ansökan har skickats. Vi kontaktar dig snart.',
    },
    vendor: {
      labels: {
        firstName: 'Förnamn',
        lastName: 'Efternamn',
        storeName: 'Butikens namn',
        organizationName: 'Organisationens namn',
        organizationNumber: 'Organisationsnummer',
        phoneNumber: 'Telefonnummer',
        email: 'E-post',
      },
      businessType: 'Typ av verksamhet',
      terms: 'Jag godkänner villkoren',
      submit: 'Skicka ansökan',
      failure: 'Något gick fel. Försök igen.',
      success: 'Tack för din ansökan! Vi kontaktar dig snart.',
    },
  },
} as const;

type Locale = keyof typeof TEXT;
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** One public form: how to open and fill it, what it typed, its submit button and its messages. */
type PublicForm = {
  path: string;
  api: string;
  open: (page: Page, locale: Locale) => Promise<void>;
  /** Fills the form validly; returns each text field's label and value, to check they are kept. */
  fill: (page: Page, locale: Locale) => Promise<Record<string, string>>;
  submit: (locale: Locale) => string;
  failure: (locale: Locale) => string;
  success: (locale: Locale) => string;
};

const FORMS: Record<'contact' | 'rider' | 'vendor', PublicForm> = {
  contact: {
    path: 'contact-us',
    api: '**/api/queries',
    open: async () => undefined,
    fill: async (page, locale) => {
      const [type, first, last, email, phone, subject, message] = TEXT[locale].contact.labels;
      const form = page.locator('form');
      await form.getByLabel(type).selectOption('customer');
      const values = {
        [first]: 'Elin',
        [last]: `Karlsson${uniqueMarker()}`,
        [email]: 'elin.karlsson@example.se',
        [phone]: '070-123 45 67',
        [message]: 'Min rabatt gällde inte på andra beställningen.',
      };
      for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
      await form.getByLabel(subject).selectOption('couponQueries');
      return values;
    },
    submit: (locale) => TEXT[locale].contact.submit,
    failure: (locale) => TEXT[locale].contact.failure,
    success: (locale) => TEXT[locale].contact.success,
  },
  rider: {
    path: 'partner/rider',
    api: '**/api/partners/riders',
    open: async (page, locale) => {
      const text = TEXT[locale].rider;
      await page.getByRole('radio', { name: text.city, exact: true }).check();
      await page.getByRole('radio', { name: text.vehicle, exact: true }).check();
      await page.getByRole('button', { name: text.next }).click();
      await expect(page.getByRole('heading', { level: 2, name: text.stepTwo })).toBeFocused();
    },
    fill: async (page, locale) => {
      const text = TEXT[locale].rider;
      const marker = uniqueMarker();
      const values = {
        [text.labels.firstName]: 'Sara',
        [text.labels.lastName]: `Test${marker}`,
        [text.labels.phoneNumber]: '070-123 45 67',
        [text.labels.email]: `rider-${marker}@example.se`,
        [text.labels.nationalId]: personnummer(),
      };
      for (const [label, value] of Object.entries(values)) await textbox(page, label).fill(value);
      await page.getByRole('radio', { name: text.resident, exact: true }).check();
      await page.getByRole('checkbox', { name: text.age }).check();
      await page.getByRole('checkbox', { name: text.terms }).check();
      return values;
    },
    submit: (locale) => TEXT[locale].rider.submit,
    failure: (locale) => TEXT[locale].rider.failure,
    success: (locale) => TEXT[locale].rider.success,
  },
  vendor: {
    path: 'partner/vendor',
    api: '**/api/partners/vendors',
    open: async () => undefined,
    fill: async (page, locale) => {
      const text = TEXT[locale].vendor;
      const marker = uniqueMarker();
      const values = {
        [text.labels.firstName]: 'Lena',
        [text.labels.lastName]: `Test${marker}`,
        [text.labels.storeName]: `Södra Bageriet ${marker}`,
        [text.labels.organizationName]: `Södra Bageriet ${marker} AB`,
        [text.labels.organizationNumber]: organisationNumber(),
        [text.labels.phoneNumber]: '0150-123 45',
        [text.labels.email]: `vendor-${marker}@example.se`,
      };
      for (const [label, value] of Object.entries(values)) await textbox(page, label).fill(value);
      await page.getByRole('combobox', { name: text.businessType }).selectOption('restaurant');
      await page.getByRole('checkbox', { name: text.terms }).check();
      return values;
    },
    submit: (locale) => TEXT[locale].vendor.submit,
    failure: (locale) => TEXT[locale].vendor.failure,
    success: (locale) => TEXT[locale].vendor.success,
  },
};

/**
 * How the submission fails, and how the network comes back: the browser offline; every request to
 * the server refused (it stopped: the page's own chunks fail as well as the API); or a proxy answering
 * 503 for the API while the server is away.
 */
const FAILURES = {
  offline: {
    start: (context: BrowserContext) => context.setOffline(true),
    end: (context: BrowserContext) => context.setOffline(false),
  },
  'server down': {
    start: (context: BrowserContext) => context.route('**/*', (route) => route.abort('connectionrefused')),
    end: (context: BrowserContext) => context.unrouteAll(),
  },
  '503': {
    start: (context: BrowserContext, form: PublicForm) =>
      context.route(form.api, (route) =>
        route.fulfill({
          status: 503,
          contentType: 'text/html',
          body: '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>',
        }),
      ),
    end: (context: BrowserContext) => context.unrouteAll(),
  },
} as const;

for (const [formName, form] of Object.entries(FORMS)) {
  for (const locale of ['sv-en', 'sv-se'] as const) {
    for (const [failureName, failure] of Object.entries(FAILURES)) {
      test(`${formName} form (${locale}, 375 px): ${failureName} at submit keeps the page and the values, says so, and a second press sends it`, async ({
        page,
        context,
      }) => {
        const reloads: string[] = [];
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) reloads.push(frame.url());
        });
        await page.goto(`/${locale}/${form.path}`);
        await waitForHydration(page);
        await form.open(page, locale);
        const values = await form.fill(page, locale);
        const navigations = reloads.length;

        await failure.start(context, form);
        await page.getByRole('button', { name: form.submit(locale) }).click();
        const message = failureName === '503' ? form.failure(locale) : TEXT[locale].network;
        await expect(page.getByText(message, { exact: true })).toBeVisible();
        // The page did not reload (into the browser's error page or a fresh empty form).
        expect(reloads.slice(navigations)).toEqual([]);
        for (const [label, value] of Object.entries(values)) {
          await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
        }

        await failure.end(context);
        await page.getByRole('button', { name: form.submit(locale) }).click();
        await expect(page.getByText(form.success(locale)).first()).toBeVisible();
      });
    }
  }
}
