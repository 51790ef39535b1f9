import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN_STATE,
  adminToken,
  apiCall,
  apiSignIn,
  createVendorAccount,
  openAdminScreen,
  vendorWindow,
} from '../support/api.ts';
import { expectNoViolations, scanWithoutToasts } from '../support/axe.ts';
import { sendContactQuery } from '../support/data.ts';

// Issue 37 §1–4: the support desk in the admin panel. Support opens a contact query's conversation,
// picks a saved reply, edits it and sends it, adds an internal note, takes the query, and finds it
// under "Mine". Screenshots of the cards and the conversation at 375 and 1280 px in both languages
// go to SHOTS_DIR when it is set.
test.use({ storageState: ADMIN_STATE });

const SHOTS_DIR = process.env.SHOTS_DIR;
const marker = () => `sd${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const TEXTS = {
  'sv-en': {
    search: 'Search queries',
    open: 'Open conversation',
    picker: 'Saved reply',
    reply: 'Reply to the sender',
    send: 'Send the reply',
    note: 'Internal note',
    addNote: 'Add note',
    noteHint: 'Internal, only admins see this.',
    take: 'Take it',
    mine: 'Mine',
    assigned: 'Assigned to you',
    assignedFilter: 'Assigned to',
    assignTo: 'Assign to',
    assign: 'Assign',
    assignedTo: 'Assigned to',
  },
  'sv-se': {
    search: 'Sök ärenden',
    open: 'Öppna konversationen',
    picker: 'Sparat svar',
    reply: 'Svar till avsändaren',
    send: 'Skicka svaret',
    note: 'Intern anteckning',
    addNote: 'Lägg till anteckning',
    noteHint: 'Internt, bara administratörer ser detta.',
    take: 'Ta ärendet',
    mine: 'Mina',
    assigned: 'Tilldelat: dig',
    assignedFilter: 'Tilldelat',
    assignTo: 'Ge ärendet till',
    assign: 'Tilldela',
    assignedTo: 'Tilldelat:',
  },
} as const;

async function shoot(page: Page, name: string) {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

for (const locale of ['sv-en', 'sv-se'] as const) {
  const text = TEXTS[locale];
  const language = locale === 'sv-se' ? 'sv' : 'en';

  test(`${locale}: reply with an edited saved reply, add a note, take the query, find it under Mine`, async ({
    page,
  }) => {
    const tag = marker();
    const caseNumber = await sendContactQuery(page.request, tag, { language });
    const savedBody = `${language === 'sv' ? 'Hej! Vi skickar en ny dryck.' : 'Hello! We will send a new drink.'} ${tag}`;
    const saved = await apiCall(page.request, 'POST', '/saved-replies', {
      token: await adminToken(page.request),
      body: { replyLanguage: language, title: `Drink ${tag}`, body: savedBody },
    });
    expect(saved.status).toBe(201);
    // A colleague to give the query to (an invited admin is active: a query can wait for them).
    const colleague = `Astrid ${tag}`;
    const invited = await apiCall(page.request, 'POST', '/admins/invitations', {
      token: await adminToken(page.request),
      body: { email: `${tag}@levera.test`, name: colleague, role: 'support', invitationLanguage: language },
    });
    expect(invited.status).toBe(200);

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await openAdminScreen(page, `queries?q=${tag}`, locale);
      const card = page.locator(`[data-case-number="${caseNumber}"]`);
      await expect(card).toBeVisible();
      await shoot(page, `cards-${locale}-${width}`);
      if (width === 375) continue;

      await card.getByRole('button', { name: text.open }).click();
      await card.getByRole('combobox', { name: text.picker }).selectOption({ label: `Drink ${tag}` });
      const reply = card.getByRole('textbox', { name: text.reply });
      await expect(reply).toHaveValue(savedBody);
      await reply.press('End');
      await reply.pressSequentially(' See you soon.');
      await card.getByRole('button', { name: text.send }).click();
      const thread = card.getByRole('list', { name: locale === 'sv-se' ? 'Meddelanden' : 'Messages' });
      await expect(thread.getByText(`${savedBody} See you soon.`)).toBeVisible();
      await expect(reply).toHaveValue('');

      await card.getByRole('textbox', { name: text.note, exact: true }).fill(`Called the store ${tag}`);
      await card.getByRole('button', { name: text.addNote }).click();
      const note = thread.locator('li[data-kind="note"]');
      await expect(note).toContainText(`Called the store ${tag}`);
      await expect(note).toContainText(text.noteHint);

      await card.getByRole('button', { name: text.take }).click();
      await expect(card).toContainText(text.assigned);
      await shoot(page, `conversation-${locale}-${width}`);
      await expectNoViolations(page, `conversation ${locale} ${width}`, scanWithoutToasts);

      await page.getByRole('combobox', { name: text.assignedFilter }).selectOption({ label: text.mine });
      await expect(page).toHaveURL(/assignee=me/);
      const mine = page.locator(`[data-case-number="${caseNumber}"]`);
      await expect(mine).toBeVisible();

      // Given to the colleague by name: it leaves "Mine", and the filter by the colleague finds it.
      await mine.getByRole('combobox', { name: text.assignTo }).selectOption({ label: colleague });
      await mine.getByRole('button', { name: text.assign, exact: true }).click();
      await expect(page.locator(`[data-case-number="${caseNumber}"]`)).toHaveCount(0);
      await page.getByRole('combobox', { name: text.assignedFilter }).selectOption({ label: colleague });
      await expect(page).toHaveURL(/assignee=[0-9a-f-]{36}/);
      const theirs = page.locator(`[data-case-number="${caseNumber}"]`);
      await expect(theirs).toContainText(`${text.assignedTo} ${colleague}`);
      await shoot(page, `assigned-${locale}-${width}`);
      // Taken back: it leaves the colleague's list (the phone's part below finds it under Mine).
      await theirs.getByRole('button', { name: text.take }).click();
      await expect(page.locator(`[data-case-number="${caseNumber}"]`)).toHaveCount(0);
    }

    // The phone: the conversation of the same card, open.
    await page.setViewportSize({ width: 375, height: 900 });
    await openAdminScreen(page, `queries?q=${tag}&assignee=me`, locale);
    const card = page.locator(`[data-case-number="${caseNumber}"]`);
    await card.getByRole('button', { name: text.open }).click();
    await expect(card.locator('li[data-kind="note"]')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, `conversation-${locale}-375`);
  });
}

test("sv-se: the vendor reads support's reply in its query's conversation and adds to the same query", async ({
  page,
  browser,
}) => {
  const vendor = await createVendorAccount(page.request);
  const vendorToken = await apiSignIn(page.request, 'vendor', vendor.email, vendor.password);
  const tag = marker();
  const raised = await apiCall<{ caseNumber: string }>(page.request, 'POST', '/vendor/queries', {
    token: vendorToken,
    body: { subject: `Utbetalning ${tag}`, category: 'payment', message: 'Vår utbetalning har inte kommit.' },
  });
  expect(raised.status).toBe(201);
  const { caseNumber } = raised.body;

  // Support answers from the panel's conversation.
  await openAdminScreen(page, `queries?q=${caseNumber}`, 'sv-se');
  const card = page.locator(`[data-case-number="${caseNumber}"]`);
  await card.getByRole('button', { name: 'Öppna konversationen' }).click();
  await card
    .getByRole('textbox', { name: 'Svar till avsändaren' })
    .fill('Utbetalningen skickades i måndags.');
  await card.getByRole('button', { name: 'Skicka svaret' }).click();
  await expect(card.getByRole('list', { name: 'Meddelanden' })).toContainText(
    'Utbetalningen skickades i måndags.',
  );

  const { context, page: vendorPage } = await vendorWindow(browser, vendor);
  await vendorPage.setViewportSize({ width: 375, height: 900 });
  await vendorPage.goto('/sv-se/vendor/query');
  const item = vendorPage.locator(`[data-case-number="${caseNumber}"]`);
  await item.getByRole('button', { name: 'Visa konversationen' }).click();
  const thread = item.getByRole('list', { name: 'Meddelanden' });
  await expect(thread.locator('li[data-from="support"]')).toContainText('Utbetalningen skickades i måndags.');
  await item
    .getByRole('textbox', { name: 'Lägg till i ärendet' })
    .fill(`Den har fortfarande inte kommit ${tag}.`);
  await item.getByRole('button', { name: 'Skicka meddelandet' }).click();
  await expect(thread.locator('li[data-from="you"]').last()).toContainText(
    `Den har fortfarande inte kommit ${tag}.`,
  );
  await shoot(vendorPage, 'vendor-conversation-sv-se-375');
  await expectNoViolations(vendorPage, 'vendor conversation', scanWithoutToasts);
  // The same query, no new one.
  await expect(vendorPage.locator('[data-testid="vendor-query"]', { hasText: tag })).toHaveCount(1);
  await context.close();

  // Support sees the follow-up in the same card's conversation.
  await page.reload();
  await card.getByRole('button', { name: 'Öppna konversationen' }).click();
  await expect(card.getByRole('list', { name: 'Meddelanden' })).toContainText(
    `Den har fortfarande inte kommit ${tag}.`,
  );
});
