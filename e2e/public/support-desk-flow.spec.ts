import type { QueryListAnswer } from '@levera/domain';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminToken, apiCall, E2E_ADMIN, signInThroughUi } from '../support/api.ts';
import { waitForMail } from '../support/mail.ts';
import { dismissSiteOverlays, fillForm, PUBLIC_FORM_TEXTS, VIEWPORTS, waitForHydration } from './support.ts';

// Issue 37, in Swedish from end to end: a customer writes through the contact form, support answers
// with a saved reply, the customer answers through the e-mail's private link, and support sees the
// case back as unread with the answer in its conversation.
//
test.use({ viewport: VIEWPORTS.phone });

const CASE_NUMBER = /[A-Z]-\d{4}-\d{6}/;
const CASE_LINK = /https?:\/\/\S+\/sv-se\/support\/case\?token=[A-Za-z0-9_-]+/;

async function sendContactFormInBrowser(page: Page, tag: string, email: string): Promise<string> {
  await page.goto('/sv-se/contact-us');
  await waitForHydration(page);
  const form = page.locator('form');
  const [iAm, firstName, lastName, eMail, phone, subject, message] =
    PUBLIC_FORM_TEXTS['sv-se'].contact.labels;
  await fillForm(form, {
    [iAm]: 'customer',
    [firstName]: 'Elin',
    [lastName]: `Karlsson ${tag}`,
    [eMail]: email,
    [phone]: '070-123 45 67',
    [subject]: 'complain',
    [message]: `Min beställning kom utan drycken jag betalade för. Referens ${tag}.`,
  });
  await page.getByRole('button', { name: PUBLIC_FORM_TEXTS['sv-se'].contact.submit }).click();
  const thanks = page.getByText(/Ditt ärendenummer är/);
  await expect(thanks).toBeVisible();
  return CASE_NUMBER.exec((await thanks.textContent()) ?? '')![0];
}

async function createSavedReply(request: APIRequestContext, tag: string) {
  const body = `Hej! Vi ber om ursäkt och skickar en ny dryck med nästa leverans. ${tag}`;
  const title = `Ny dryck ${tag}`;
  const created = await apiCall(request, 'POST', '/saved-replies', {
    token: await adminToken(request),
    body: { replyLanguage: 'sv', title, body },
  });
  expect(created.status).toBe(201);
  return { id: created.body.data.id as string, title, body };
}

async function storedQuery(request: APIRequestContext, caseNumber: string) {
  const found = await apiCall<QueryListAnswer>(request, 'GET', `/queries?q=${caseNumber}`, {
    token: await adminToken(request),
  });
  const query = found.body.data.find((item) => item.caseNumber === caseNumber);
  expect(query).toBeDefined();
  return query!;
}

test('sv-se: kontaktformulär, svar med sparat svar, kundens svar via länken, ärendet är nytt igen', async ({
  browser,
  page,
  context,
}) => {
  await dismissSiteOverlays(context);
  const tag = `flow${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `elin.${tag}@example.se`;
  const saved = await createSavedReply(page.request, tag);

  // The customer writes in the browser.
  const caseNumber = await sendContactFormInBrowser(page, tag, email);

  // Support signs in to the panel in Swedish and finds the new, unread case.
  const adminContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const admin = await adminContext.newPage();
  await signInThroughUi(admin, 'admin', E2E_ADMIN.email, E2E_ADMIN.password, 'sv-se');
  await admin.getByLabel('Sök ärenden').fill(caseNumber);
  const card = admin.locator(`[data-case-number="${caseNumber}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByText('Oläst')).toHaveCount(1);

  // Support opens the conversation, picks the saved reply, adds a line and sends it.
  await card.getByRole('button', { name: 'Öppna konversationen' }).click();
  await card.getByRole('combobox', { name: 'Sparat svar' }).selectOption({ label: saved.title });
  const replyBox = card.getByRole('textbox', { name: 'Svar till avsändaren' });
  await expect(replyBox).toHaveValue(saved.body);
  const sent = `${saved.body}\n\nVänliga hälsningar, Levera kundtjänst`;
  await replyBox.fill(sent);
  await card.getByRole('button', { name: 'Skicka svaret' }).click();
  await expect(replyBox).toHaveValue('');
  const query = await storedQuery(page.request, caseNumber);
  expect(query.isRead).toBe(true);
  await admin.reload();
  await admin.getByLabel('Sök ärenden').fill(caseNumber);
  await expect(card).toBeVisible();
  await expect(card.getByText('Oläst')).toHaveCount(0);

  // The reply e-mail, in Swedish, with the case's private link.
  const mail = await waitForMail(email, { text: CASE_LINK });
  expect(mail.subject).toBe(`Sv: ditt meddelande till Levera (${caseNumber})`);
  expect(mail.text).toContain('Vänliga hälsningar, Levera kundtjänst');
  expect(mail.text).toContain(saved.body);
  const link = new URL(CASE_LINK.exec(mail.text)![0]);

  // The customer opens the link and answers.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ditt ärende ${caseNumber}`);
  await expect(page.getByRole('listitem').filter({ hasText: saved.body })).toContainText('Levera kundtjänst');
  const answer = `Tack, det låter bra! ${tag}`;
  await page.getByRole('textbox', { name: 'Ditt svar' }).fill(answer);
  await page.getByRole('button', { name: 'Skicka svar' }).click();
  await expect(page.getByRole('status')).toHaveText('Tack! Ditt svar har lagts till i ditt ärende.');
  await expect(page.getByRole('listitem').filter({ hasText: answer })).toContainText('Du');

  // Support sees the card back as unread.
  await admin.reload();
  await admin.getByLabel('Sök ärenden').fill(caseNumber);
  await expect(card).toBeVisible();
  await expect(card.getByText('Oläst')).toHaveCount(1);
  // ... with the answer in its conversation.
  await card.getByRole('button', { name: 'Öppna konversationen' }).click();
  await expect(card.getByRole('list', { name: 'Meddelanden' })).toContainText(answer);
  await adminContext.close();
});
