import { expect, type Page, test } from '@playwright/test';
import { dismissSiteOverlays, waitForHydration } from './support.ts';

// Issue 15 item 7: a public form whose request gets no answer shows SPEC §8's network and timeout
// messages as error toasts (in the page's language), not "something went wrong", and keeps what the
// visitor typed.
test.beforeEach(async ({ context }) => dismissSiteOverlays(context));

const MESSAGES = {
  'sv-en': {
    network: 'Network error. Please check your internet connection.',
    timeout: 'Request timed out. Please check your connection and try again.',
  },
  'sv-se': {
    network: 'Nätverksfel. Kontrollera din internetanslutning.',
    timeout: 'Förfrågan tog för lång tid. Kontrollera din anslutning och försök igen.',
  },
} as const;

const CONTACT = {
  'sv-en': {
    labels: ['I am a', 'First name', 'Last name', 'E-mail', 'Phone number', 'Subject', 'Message'],
    submit: 'Send message',
    failure: "Your message wasn't sent",
  },
  'sv-se': {
    labels: ['Jag är', 'Förnamn', 'Efternamn', 'E-postadress', 'Telefonnummer', 'Ämne', 'Meddelande'],
    submit: 'Skicka meddelande',
    failure: 'Ditt meddelande skickades inte',
  },
} as const;

const errorToast = (page: Page) => page.locator('[data-sonner-toast][data-type="error"]');

async function fillContactForm(page: Page, locale: keyof typeof CONTACT) {
  const [type, first, last, email, phone, subject, message] = CONTACT[locale].labels;
  const form = page.locator('form');
  await form.getByLabel(type).selectOption('customer');
  await form.getByLabel(first).fill('Elin');
  await form.getByLabel(last).fill('Karlsson');
  await form.getByLabel(email).fill('elin.karlsson@example.se');
  await form.getByLabel(phone).fill('070-123 45 67');
  await form.getByLabel(subject).selectOption('couponQueries');
  await form.getByLabel(message).fill('Min rabatt gällde inte på andra beställningen.');
}

async function expectContactFormKept(page: Page, locale: keyof typeof CONTACT) {
  const [, first, last, email, , , message] = CONTACT[locale].labels;
  const form = page.locator('form');
  await expect(form.getByLabel(first)).toHaveValue('Elin');
  await expect(form.getByLabel(last)).toHaveValue('Karlsson');
  await expect(form.getByLabel(email)).toHaveValue('elin.karlsson@example.se');
  await expect(form.getByLabel(message)).toHaveValue('Min rabatt gällde inte på andra beställningen.');
}

for (const locale of ['sv-en', 'sv-se'] as const) {
  test(`contact form: a network failure shows SPEC §8's network message as a toast (${locale})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/contact-us`);
    await waitForHydration(page);
    await page.route('**/api/queries', (route) => route.abort('internetdisconnected'));
    await fillContactForm(page, locale);
    await page.getByRole('button', { name: CONTACT[locale].submit }).click();
    await expect(errorToast(page)).toHaveText(MESSAGES[locale].network);
    await expect(page.getByText(CONTACT[locale].failure)).toHaveCount(0);
    await expectContactFormKept(page, locale);
  });
}

test('contact form: no answer within 10 s shows the timeout message as a toast (sv-se)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/sv-se/contact-us');
  await waitForHydration(page);
  // The server never answers; the client gives up after SPEC §9's 10 s.
  await page.route('**/api/queries', () => undefined);
  await fillContactForm(page, 'sv-se');
  await page.getByRole('button', { name: CONTACT['sv-se'].submit }).click();
  await expect(errorToast(page)).toHaveText(MESSAGES['sv-se'].timeout, { timeout: 30_000 });
  await expect(page.getByText(CONTACT['sv-se'].failure)).toHaveCount(0);
  await expectContactFormKept(page, 'sv-se');
});

test('vendor application: a network failure shows the network message as a toast and keeps the form', async ({
  page,
}) => {
  await page.goto('/sv-se/partner/vendor');
  await waitForHydration(page);
  await page.route('**/api/partners/vendors', (route) => route.abort('internetdisconnected'));
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Förnamn').fill('Lena');
  await field('Efternamn').fill('Berg');
  await field('Butikens namn').fill('Södra Bageriet');
  await page.getByRole('combobox', { name: 'Typ av verksamhet' }).selectOption('restaurant');
  await field('Organisationens namn').fill('Södra Bageriet AB');
  await field('Organisationsnummer').fill('556016-0680');
  await field('Telefonnummer').fill('0150-123 45');
  await field('E-post').fill('lena@example.se');
  await page.getByRole('checkbox', { name: 'Jag godkänner villkoren' }).check();
  await page.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(errorToast(page)).toHaveText(MESSAGES['sv-se'].network);
  await expect(page.getByText('Något gick fel. Försök igen.')).toHaveCount(0);
  await expect(field('Butikens namn')).toHaveValue('Södra Bageriet');
  await expect(field('E-post')).toHaveValue('lena@example.se');
});
