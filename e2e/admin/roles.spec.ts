import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { applyThroughApi, riderApplication, uniqueMarker } from '../partner/support.ts';
import { adminToken, apiCall, signInThroughUi } from '../support/api.ts';
import { sendContactQuery } from '../support/data.ts';
import { waitForMail } from '../support/mail.ts';

// Issue 33 §1: the back-office follows the role. A support admin, invited by the e2e owner and signed
// in in Swedish, answers queries but is offered no export, no bulk selection and no personnummer on
// Partners, and neither the Personal data entry nor the page behind it.

const ADMIN_SET_PASSWORD_LINK = /https?:\/\/\S+\/admin\/set-password\?token=([A-Za-z0-9_-]+)/;
const PASSWORD = 'support-agent-password';

/** A new support admin: invited by the owner through the API, its password chosen with the e-mailed link. */
async function createSupportAdmin(request: APIRequestContext) {
  const email = `support-${uniqueMarker()}@levera.test`;
  const invited = await apiCall(request, 'POST', '/admins/invitations', {
    token: await adminToken(request),
    body: { email, name: 'Stina Support', role: 'support', invitationLanguage: 'sv' },
  });
  expect(invited.status).toBe(200);
  const mail = await waitForMail(email, { text: ADMIN_SET_PASSWORD_LINK });
  const token = ADMIN_SET_PASSWORD_LINK.exec(mail.text)![1];
  const chosen = await apiCall(request, 'POST', '/admin/set-password', {
    body: { token, password: PASSWORD },
  });
  expect(chosen.status).toBe(200);
  return email;
}

async function signInAsSupport(page: Page) {
  const email = await createSupportAdmin(page.request);
  await signInThroughUi(page, 'admin', email, PASSWORD, 'sv-se');
  return email;
}

test.describe('a support admin (Swedish)', () => {
  test('answers queries, and has no Personal data entry nor page', async ({ page }) => {
    const tag = uniqueMarker();
    const caseNumber = await sendContactQuery(page.request, tag, { language: 'sv' });
    await signInAsSupport(page);

    const navigation = page.getByRole('navigation', { name: 'Adminmeny' });
    await expect(navigation.getByRole('link', { name: 'Ärenden' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Personuppgifter' })).toHaveCount(0);
    await expect(navigation.getByRole('link', { name: 'Team' })).toHaveCount(0);

    // Queries: marked read and moved on, as every role may; no bulk selection or export.
    await page.getByLabel('Sök ärenden').fill(caseNumber);
    const card = page.locator(`[data-case-number="${caseNumber}"]`);
    await card.getByRole('button', { name: 'Markera som läst' }).click();
    await expect(card.getByRole('button', { name: 'Markera som läst' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Pågår' }).click();
    await expect(card.getByText('Status: Pågår')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exportera CSV' })).toHaveCount(0);
    await expect(page.getByRole('toolbar', { name: 'Ändra flera rader' })).toHaveCount(0);

    // Opened by its address, the owners' page says it is not for this role.
    await page.goto('/sv-se/admin/personal-data');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Inte tillgängligt för din roll' }),
    ).toBeVisible();
    await expect(page.getByLabel('E-post, telefon, personnummer eller ärendenummer')).toHaveCount(0);
  });

  test('reads Partners without export, bulk selection, actions or the full personnummer', async ({
    page,
  }) => {
    const marker = uniqueMarker();
    const caseNumber = await applyThroughApi(
      page.request,
      'rider',
      riderApplication(marker, { firstName: 'Rut' }),
    );
    await signInAsSupport(page);
    await page.goto(`/sv-se/admin/partners?q=${caseNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ansökningar' })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(caseNumber) }).click();
    await expect(page.getByText('Personnummer', { exact: true })).toBeVisible();
    await expect(page.getByText(/^\d{8}-\*{4}$/)).toBeVisible();

    await expect(page.getByRole('button', { name: 'Exportera CSV' })).toHaveCount(0);
    await expect(page.getByRole('toolbar', { name: 'Ändra flera rader' })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Visa personnummer' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Åtgärder' })).toHaveCount(0);
  });
});
