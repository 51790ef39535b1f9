import type { AdminQuery, QueryListAnswer } from '@levera/domain';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminToken, apiCall } from '../support/api.ts';
import { sendContactQuery } from '../support/data.ts';
import { waitForMail } from '../support/mail.ts';
import { expectNoHorizontalScroll, LOCALES, type Locale, VIEWPORTS, waitForHydration } from './support.ts';

// Issue 37: the page of a support case's private link, as the requester opens it from the reply
// e-mail. It is rendered by the server on each request, so it shows the conversation and takes an
// answer with JavaScript off as well as on; a link that names no case says so in the language.
test.use({ viewport: VIEWPORTS.phone });

const TEXT = {
  'sv-en': {
    title: /^Your case [A-Z]-\d{4}-\d{6}$/,
    answer: 'Your answer',
    send: 'Send answer',
    you: 'You',
    support: 'Levera support',
    sent: 'Thank you. Your answer has been added to your case.',
    required: 'Please write a message',
    invalidTitle: 'This link no longer works',
    invalidText:
      'This link is no longer valid. Please write to us through the contact page and quote your case number.',
    contact: 'Go to the contact page',
    tooLong: 'The message must be at most 5000 characters',
  },
  'sv-se': {
    title: /^Ditt ärende [A-Z]-\d{4}-\d{6}$/,
    answer: 'Ditt svar',
    send: 'Skicka svar',
    you: 'Du',
    support: 'Levera kundtjänst',
    sent: 'Tack! Ditt svar har lagts till i ditt ärende.',
    required: 'Skriv ett meddelande',
    invalidTitle: 'Länken fungerar inte längre',
    invalidText: 'Länken gäller inte längre. Skriv till oss via kontaktsidan och ange ditt ärendenummer.',
    contact: 'Till kontaktsidan',
    tooLong: 'Meddelandet får innehålla högst 5000 tecken',
  },
} as const;

const CASE_LINK = /https?:\/\/\S+\/support\/case\?token=[A-Za-z0-9_-]+/;

/**
 * A contact query in the locale's language, answered by support through the API: the reply e-mail's
 * private link, as a path of the server under test.
 */
async function caseLink(request: APIRequestContext, locale: Locale, tag: string) {
  const email = `case.${tag}@example.se`;
  const caseNumber = await sendContactQuery(request, tag, {
    email,
    language: locale === 'sv-se' ? 'sv' : 'en',
  });
  const token = await adminToken(request);
  const found = await apiCall<QueryListAnswer>(request, 'GET', `/queries?q=${caseNumber}`, { token });
  const query = found.body.data.find((item: AdminQuery) => item.caseNumber === caseNumber);
  expect(query).toBeDefined();
  const reply = `Hej! Vi har skickat en ny dryck. ${tag}`;
  const sent = await apiCall(request, 'POST', `/queries/${query!.id}/replies`, {
    token,
    body: { message: reply },
  });
  expect(sent.status).toBe(201);
  const mail = await waitForMail(email, { text: CASE_LINK });
  const url = new URL(CASE_LINK.exec(mail.text)![0]);
  expect(url.pathname).toBe(`/${locale}/support/case`);
  return { path: `${url.pathname}${url.search}`, caseNumber, reply, query: query! };
}

async function answerCase(page: Page, locale: Locale, text: string) {
  await page.getByRole('textbox', { name: TEXT[locale].answer }).fill(text);
  await page.getByRole('button', { name: TEXT[locale].send }).click();
}

for (const locale of LOCALES) {
  for (const javaScriptEnabled of [false, true]) {
    test.describe(`${locale}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled });

      test('the case link shows the conversation and takes an answer', async ({ page }) => {
        const tag = `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
        const link = await caseLink(page.request, locale, tag);
        const response = await page.goto(link.path);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['cache-control']).toBe('no-store');
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[locale].title);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(link.caseNumber);
        const thread = page.getByRole('listitem').filter({ hasText: link.reply });
        await expect(thread).toContainText(TEXT[locale].support);
        await expectNoHorizontalScroll(page);

        // An empty answer: the error beside the field, nothing stored.
        await page.getByRole('button', { name: TEXT[locale].send }).click();
        await expect(page.getByText(TEXT[locale].required)).toBeVisible();

        const answer = `Tack, drycken kom fram. ${tag}`;
        await answerCase(page, locale, answer);
        await expect(page.getByRole('status')).toHaveText(TEXT[locale].sent);
        const mine = page.getByRole('listitem').filter({ hasText: answer });
        await expect(mine).toContainText(TEXT[locale].you);
        await expect(page.getByRole('textbox', { name: TEXT[locale].answer })).toHaveValue('');
        // The address still holds the link (post/redirect/get: a reload sends nothing twice).
        expect(page.url()).toContain('token=');
        await page.reload();
        await expect(page.getByRole('listitem').filter({ hasText: answer })).toHaveCount(1);

        // Support sees the case back as unread, in progress, with the answer in its conversation.
        const token = await adminToken(page.request);
        const conversation = await apiCall(page.request, 'GET', `/queries/${link.query.id}/conversation`, {
          token,
        });
        expect(JSON.stringify(conversation.body)).toContain(answer);
        const list = await apiCall<QueryListAnswer>(page.request, 'GET', `/queries?q=${link.caseNumber}`, {
          token,
        });
        expect(list.body.data.find((item) => item.id === link.query.id)?.isRead).toBe(false);

        // The other language keeps the case: its link carries the address's query once the page runs.
        if (!javaScriptEnabled) return;
        const other = locale === 'sv-se' ? 'sv-en' : 'sv-se';
        await waitForHydration(page);
        // At 375 px the languages are in the site menu.
        await page.getByRole('button', { name: locale === 'sv-se' ? 'Öppna menyn' : 'Open menu' }).click();
        await page
          .getByRole('link', { name: other === 'sv-se' ? 'Svenska' : 'English' })
          .first()
          .click();
        await expect(page).toHaveURL(new RegExp(`/${other}/support/case\\?token=`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[other].title);
        await expect(page.getByRole('listitem').filter({ hasText: answer })).toHaveCount(1);
      });
    });
  }

  test(`${locale}: a too long answer shows its count, then the limit beside the field with the text kept`, async ({
    page,
  }) => {
    const tag = `l${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const link = await caseLink(page.request, locale, tag);
    await page.goto(link.path);
    await waitForHydration(page);
    const field = page.getByRole('textbox', { name: TEXT[locale].answer });
    const long = 'å'.repeat(5001);
    await field.fill(long);
    await expect(page.getByText(/^5.001 \/ 5.000$/)).toBeVisible();
    await page.getByRole('button', { name: TEXT[locale].send }).click();
    await expect(field).toHaveAccessibleDescription(new RegExp(TEXT[locale].tooLong));
    await expect(field).toHaveValue(long);
  });

  test(`${locale}: a link that names no case answers 410 with a page that says so`, async ({ page }) => {
    const response = await page.goto(`/${locale}/support/case?token=${'x'.repeat(43)}`);
    expect(response?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[locale].invalidTitle);
    await expect(page.getByText(TEXT[locale].invalidText)).toBeVisible();
    await expect(page.getByRole('link', { name: TEXT[locale].contact })).toHaveAttribute(
      'href',
      new RegExp(`^/${locale}/`),
    );
    await expectNoHorizontalScroll(page);
  });
}
