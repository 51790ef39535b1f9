import { type Browser, expect, type Page, test } from '@playwright/test';
import { applyThroughApi, riderApplication, uniqueMarker } from '../partner/support.ts';
import { ADMIN_STATE, signInThroughUi } from '../support/api.ts';
import { expectNoViolations, scanWithoutToasts } from '../support/axe.ts';
import { photograph } from '../support/layout.ts';
import { waitForMail } from '../support/mail.ts';

// Issue 33 §2: the owner invites a support admin on the Team screen; the invitee opens the link of
// the e-mail, chooses a password, signs in and is offered no export and no personnummer on Partners
// (issue 33 §1). In English and Swedish; with SCREENSHOT_DIR set, the Team screen and the
// set-password page are photographed at 1280 and 375 px.
test.use({ storageState: ADMIN_STATE });
// A whole journey (two browsers, an e-mail) per test.
test.describe.configure({ timeout: 90_000 });

const ADMIN_SET_PASSWORD_LINK = /https?:\/\/\S+(\/sv-(?:en|se)\/admin\/set-password\?token=[A-Za-z0-9_-]+)/;

const WORDS = {
  'sv-en': {
    team: 'Team',
    navigation: 'Admin navigation',
    email: 'E-mail',
    role: 'Role',
    support: 'Support',
    language: 'Language of the e-mail',
    languageValue: 'en',
    send: 'Send invitation',
    sent: 'Invitation sent',
    admins: 'Admins',
    invited: 'Invited',
    active: 'Active',
    subject: 'You are invited to the Levera admin team',
    choose: 'Choose your password',
    password: 'New password',
    repeat: 'Repeat the password',
    save: 'Save password and sign in',
    partners: 'Partners',
    export: 'Export CSV',
    reveal: 'Show personnummer',
    used: 'This link has expired or was already used. Ask an owner of your Levera team for a new one.',
  },
  'sv-se': {
    team: 'Team',
    navigation: 'Adminmeny',
    email: 'E-post',
    role: 'Roll',
    support: 'Support',
    language: 'Mejlets språk',
    languageValue: 'sv',
    send: 'Skicka inbjudan',
    sent: 'Inbjudan har skickats',
    admins: 'Administratörer',
    invited: 'Inbjuden',
    active: 'Aktiv',
    subject: 'Du är inbjuden till Leveras administratörsteam',
    choose: 'Välj ditt lösenord',
    password: 'Nytt lösenord',
    repeat: 'Upprepa lösenordet',
    save: 'Spara lösenordet och logga in',
    partners: 'Ansökningar',
    export: 'Exportera CSV',
    reveal: 'Visa personnummer',
    used: 'Länken har gått ut eller har redan använts. Be en ägare i ditt Levera-team om en ny.',
  },
} as const;

for (const locale of ['sv-en', 'sv-se'] as const) {
  const words = WORDS[locale];

  test(`${locale}: an owner invites a support admin, who chooses a password, signs in and sees no export or personnummer`, async ({
    page,
    browser,
  }) => {
    const marker = uniqueMarker();
    const email = `team-${marker}@levera.test`.toLowerCase();
    const password = `quiet lantern ${marker}`;
    // A rider application the support admin will read on Partners.
    const caseNumber = await applyThroughApi(
      page.request,
      'rider',
      riderApplication(marker, { firstName: 'Tove' }),
    );

    // The owner reaches the Team screen from the navigation.
    await page.goto(`/${locale}/admin/queries`);
    await page
      .getByRole('navigation', { name: words.navigation })
      .getByRole('link', { name: words.team })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: words.team })).toBeVisible();
    await page.getByLabel(words.email, { exact: true }).fill(email);
    await page.getByLabel(words.role, { exact: true }).selectOption('support');
    await page.getByLabel(words.language, { exact: true }).selectOption(words.languageValue);
    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByText(words.sent)).toBeVisible();
    const row = page.getByRole('table', { name: words.admins }).getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(words.invited);
    await expect(row).toContainText(words.support);
    await expectNoViolations(page, 'the Team screen', scanWithoutToasts);
    await photograph(page, `team-${locale}`);

    // The invitee, in a browser of its own, opens the link of the e-mail.
    const mail = await waitForMail(email, { text: ADMIN_SET_PASSWORD_LINK });
    expect(mail.subject).toBe(words.subject);
    const link = ADMIN_SET_PASSWORD_LINK.exec(mail.text)![1]!;
    expect(link.startsWith(`/${locale}/admin/set-password?token=`)).toBe(true);
    const invitee = await freshWindow(browser);
    await invitee.goto(link);
    await expect(invitee.getByRole('heading', { level: 1, name: words.choose })).toBeVisible();
    await expect(invitee.getByText(email)).toBeVisible();
    // The token is gone from the address bar once read.
    expect(invitee.url()).not.toContain('token=');
    await photograph(invitee, `admin-set-password-${locale}`);
    await invitee.getByLabel(words.password, { exact: true }).fill(password);
    await invitee.getByLabel(words.repeat, { exact: true }).fill(password);
    await invitee.getByRole('button', { name: words.save }).click();
    await expect(invitee).toHaveURL(new RegExp(`/${locale}/admin/queries$`));
    // Used once: the link says so in words.
    await invitee.goto(link);
    await expect(invitee.getByRole('alert')).toHaveText(words.used);
    await invitee.context().close();

    // Signed in again from the sign-in page, in a new browser: Partners without export or reveal.
    const support = await freshWindow(browser);
    await signInThroughUi(support, 'admin', email, password, locale);
    await expect(
      support.getByRole('navigation', { name: words.navigation }).getByRole('link', { name: words.team }),
    ).toHaveCount(0);
    await support.goto(`/${locale}/admin/partners?q=${caseNumber}`);
    await expect(support.getByRole('heading', { level: 1, name: words.partners })).toBeVisible();
    await support.getByRole('button', { name: new RegExp(caseNumber) }).click();
    await expect(support.getByText(/^\d{8}-\*{4}$/)).toBeVisible();
    await expect(support.getByRole('button', { name: words.export })).toHaveCount(0);
    await expect(support.getByRole('button', { name: words.reveal })).toHaveCount(0);
    await support.context().close();

    // The owner sees the colleague active, with a last sign-in.
    await page.reload();
    await expect(row).toContainText(words.active);
    await expect(row).not.toContainText(words.invited);
  });
}

/** A browser window of its own: no storage shared with the owner's. */
async function freshWindow(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return context.newPage();
}
