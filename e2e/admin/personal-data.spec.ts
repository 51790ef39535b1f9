import { expect, test } from '@playwright/test';
import { ADMIN_STATE, openAdminScreen } from '../support/api.ts';
import { sendContactQuery } from '../support/data.ts';
import { expectNoOverflow } from '../support/layout.ts';
import { waitForMail } from '../support/mail.ts';

// The data subject's rights (issue 32, decision 059): in Swedish on a phone, an admin finds the
// person who wrote to support by their e-mail address, erases their data with a reason and sees what
// was done; the person got the confirmation before their address went.

test.describe('admin personal data', () => {
  test.use({ storageState: ADMIN_STATE, viewport: { width: 375, height: 740 } });

  test('finds a person by e-mail and erases their data with a reason (Swedish, 375 px)', async ({
    page,
    request,
  }) => {
    const tag = `pd${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `${tag}@example.se`;
    // A phone number of their own: the person is everything sharing their e-mail or phone number.
    const digits = String(Date.now() % 10_000_000).padStart(7, '0');
    const caseNumber = await sendContactQuery(request, tag, {
      email,
      phoneNumber: `076-${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`,
      language: 'sv',
    });

    await openAdminScreen(page, 'queries', 'sv-se');
    await page.getByRole('button', { name: 'Öppna menyn' }).click();
    await page
      .getByRole('navigation', { name: 'Adminmeny' })
      .getByRole('link', { name: 'Personuppgifter' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Personuppgifter' })).toBeVisible();

    await page.getByLabel('E-post, telefon, personnummer eller ärendenummer').fill(email);
    await page.getByRole('button', { name: 'Sök', exact: true }).click();
    const results = page.getByRole('region', { name: 'Det här finns sparat' });
    await expect(results.getByRole('region', { name: 'Ärenden (1)' })).toContainText(caseNumber);
    await expect(results.getByRole('region', { name: 'Ansökningar (0)' })).toContainText('Inga');
    await expectNoOverflow(page);

    await results.getByRole('button', { name: 'Radera', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Radera personens uppgifter?' });
    await expect(dialog).toContainText('Det går inte att ångra.');
    await dialog.getByLabel('Anledning').fill('Personen bad om det per mejl.');
    await dialog.getByRole('button', { name: 'Radera uppgifterna' }).click();

    const summary = page.getByRole('region', { name: 'Personuppgifterna har raderats' });
    await expect(summary).toContainText('0 ansökningar raderade');
    await expect(summary).toContainText('1 ärende raderat');
    await expect(summary).toContainText(`Ärendenummer som finns kvar i aktivitetsloggen: ${caseNumber}`);
    await expect(summary).toContainText('Ett bekräftelsemejl skickades till personen');
    await expectNoOverflow(page);

    const confirmation = await waitForMail(email, { subject: /Dina personuppgifter hos Levera raderas/ });
    expect(confirmation.text).toContain(caseNumber);

    // Searching again finds nothing.
    await summary.getByRole('button', { name: 'Ny sökning' }).click();
    await page.getByLabel('E-post, telefon, personnummer eller ärendenummer').fill(email);
    await page.getByRole('button', { name: 'Sök', exact: true }).click();
    await expect(page.getByText('Det finns inga uppgifter sparade om den här personen')).toBeVisible();
  });
});
