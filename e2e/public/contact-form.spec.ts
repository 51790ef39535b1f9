import { expect, type Page, test } from '@playwright/test';
import { createHandshakeHeader } from '../../packages/domain/src/handshake.ts';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { dismissSiteOverlays, fillForm, VIEWPORTS, waitForHydration } from './support.ts';

// SPEC §2, §3, §5, §8: the contact form end to end, with every validation message, the stored row
// read back through the admin API.
test.beforeEach(async ({ context }) => dismissSiteOverlays(context));

/** The form's labels on the English and on the Swedish page, in form order. */
const FIELD_LABELS = {
  en: ['I am a', 'First name', 'Last name', 'E-mail', 'Phone number', 'Subject', 'Message'],
  sv: ['Jag är', 'Förnamn', 'Efternamn', 'E-postadress', 'Telefonnummer', 'Ämne', 'Meddelande'],
};

/** A valid value of each field, in form order (the order of FIELD_LABELS). */
const validValues = () => ({
  requesterType: 'customer',
  firstName: 'Elin',
  lastName: `Karlsson-${Date.now()}`,
  email: 'elin.karlsson@example.se',
  phoneNumber: '070-123 45 67',
  subject: 'couponQueries',
  message: 'My free-delivery week did not apply to my second order.',
});

/** Fills the form validly, under its labels in `language`; `overrides` replace values. Answers the values. */
async function fillValid(
  page: Page,
  overrides: Partial<ReturnType<typeof validValues>> = {},
  language: 'en' | 'sv' = 'en',
) {
  // An override takes its field's place in the object, so the values stay in form order.
  const values = { ...validValues(), ...overrides };
  const labels = FIELD_LABELS[language];
  await fillForm(
    page.locator('form'),
    Object.fromEntries(Object.values(values).map((value, index) => [labels[index]!, value])),
  );
  return values;
}

for (const [language, locale, required] of [
  ['en', 'sv-en', 'This field is required'],
  ['sv', 'sv-se', 'Fältet är obligatoriskt'],
] as const) {
  test(`every empty field says '${required}' (${language})`, async ({ page }) => {
    await page.goto(`/${locale}/contact-us`);
    await waitForHydration(page);
    await page
      .getByRole('button', { name: language === 'en' ? 'Send message' : 'Skicka meddelande' })
      .click();
    for (const label of FIELD_LABELS[language]) {
      const field = page.locator('form').getByLabel(label);
      await expect(field, label).toHaveAttribute('aria-invalid', 'true');
      await expect(field, label).toHaveAccessibleDescription(required);
    }
    await expect(page.locator('form').getByLabel(FIELD_LABELS[language][0]!)).toBeFocused();
  });
}

// Issue 35, item 6: the message's count shows as its limit comes near, and too long says the limit.
for (const [language, locale, label, submit, count, tooLong] of [
  ['en', 'sv-en', 'Message', 'Send message', '2,001 / 2,000', 'This text is too long (max 2,000 characters)'],
  [
    'sv',
    'sv-se',
    'Meddelande',
    'Skicka meddelande',
    '2\u00a0001 / 2\u00a0000',
    'Texten är för lång (högst 2\u00a0000 tecken)',
  ],
] as const) {
  test(`a message near its limit shows its count, and a too-long one says the limit (${language})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/contact-us`);
    await waitForHydration(page);
    const message = page.locator('form').getByLabel(label);
    await message.fill('x'.repeat(1800));
    await expect(page.locator('form').getByText(/ \/ 2.000$/)).toHaveCount(0);
    await message.fill('x'.repeat(2001));
    await expect(page.locator('form').getByText(count, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: submit }).click();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(tooLong);
  });
}

test('an invalid e-mail address and phone number get their own messages, in both languages', async ({
  page,
}) => {
  await page.goto('/sv-en/contact-us');
  await waitForHydration(page);
  await fillValid(page, { email: 'elin.example.se', phoneNumber: '0701' });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('form').getByLabel('E-mail')).toHaveAccessibleDescription(
    'Please enter a valid email address',
  );
  await expect(page.locator('form').getByLabel('Phone number')).toHaveAccessibleDescription(
    'Please enter a valid phone number',
  );
  await expect(page.locator('form').getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');

  await page.goto('/sv-se/contact-us');
  await waitForHydration(page);
  await page.locator('form').getByLabel('E-postadress').fill('elin.example.se');
  await page.locator('form').getByLabel('Telefonnummer').fill('0701');
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(page.locator('form').getByLabel('E-postadress')).toHaveAccessibleDescription(
    'Ange en giltig e-postadress',
  );
  await expect(page.locator('form').getByLabel('Telefonnummer')).toHaveAccessibleDescription(
    'Ange ett giltigt telefonnummer',
  );
});

test('a valid query is stored with a case number and status created, and the admin can read it', async ({
  page,
  request,
}) => {
  await page.goto('/sv-en/contact-us');
  await waitForHydration(page);
  const values = await fillValid(page);
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) => answer.url().endsWith('/api/queries') && answer.request().method() === 'POST',
    ),
    page.getByRole('button', { name: 'Send message' }).click(),
  ]);
  expect(response.status()).toBe(201);
  const body = await response.json();
  const success = page.getByRole('status').filter({ hasText: 'Thank you for your message' });
  await expect(success).toBeVisible();
  await expect(success).toContainText(`Your case number is ${body.caseNumber}`);
  await expect(success).toBeFocused();
  expect(body.caseNumber).toMatch(/^Q-\d{4}-\d{6}$/);

  const headers = { 'Content-Type': 'application/json', 'X-App-Handshake': createHandshakeHeader() };
  const login = await request.post('/api/admin/login', { headers, data: { ...E2E_ADMIN, language: 'en' } });
  expect(login.status()).toBe(200);
  const { token } = await login.json();
  const list = await request.get(`/api/queries?q=${encodeURIComponent(body.caseNumber)}&language=en`, {
    headers: { ...headers, Authorization: `Bearer ${token}` },
  });
  expect(list.status()).toBe(200);
  const stored = (await list.json()).data.find(
    (row: { caseNumber: string }) => row.caseNumber === body.caseNumber,
  );
  expect(stored).toMatchObject({
    type: 'customer',
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: '+46701234567',
    subject: 'couponQueries',
    message: values.message,
    language: 'en',
    status: 'created',
    isRead: false,
  });
});

test('a Swedish visitor gets the Swedish answer and can send another message', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/sv-se/contact-us');
  await waitForHydration(page);
  await fillValid(
    page,
    {
      requesterType: 'store',
      firstName: 'Maria',
      lastName: 'Svensson',
      email: 'maria@example.se',
      phoneNumber: '0150-12 34 56',
      subject: 'suggestions',
      message: 'Det vore bra att kunna pausa beställningar en stund.',
    },
    'sv',
  );
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(page.getByRole('heading', { name: 'Tack för ditt meddelande' })).toBeVisible();
  await expect(page.getByText(/Ditt ärendenummer är Q-\d{4}-\d{6}/)).toBeVisible();
  await page.getByRole('button', { name: 'Skicka ett nytt meddelande' }).click();
  await expect(page.locator('form').getByLabel('Förnamn')).toHaveValue('');
});

test('a failure shows the something-went-wrong message and keeps what was typed', async ({ page }) => {
  await page.route('**/api/queries', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":"down","code":"service_unavailable"}',
    }),
  );
  await page.goto('/sv-en/contact-us');
  await waitForHydration(page);
  const values = await fillValid(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  const alert = page.getByRole('alert').filter({ hasText: "Your message wasn't sent" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Something went wrong. Please try again');
  await expect(page.locator('form').getByLabel('Last name')).toHaveValue(values.lastName);
});

test('too many submissions show the rate-limit message', async ({ page }) => {
  await page.route('**/api/queries', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '60' },
      contentType: 'application/json',
      body: JSON.stringify({ error: 'För många förfrågningar. Försök igen senare.', code: 'rate_limited' }),
    }),
  );
  await page.goto('/sv-se/contact-us');
  await waitForHydration(page);
  await fillValid(
    page,
    { requesterType: 'driver', subject: 'inquiries', message: 'När betalas förra veckans ersättning ut?' },
    'sv',
  );
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'För många förfrågningar. Försök igen senare.' }),
  ).toBeVisible();
});
