import { expect, test } from '@playwright/test';
import { adminToken, apiCall, createVendorAccount, signInThroughUi } from '../support/api.ts';

// Issue 19 §2: the vendor's "My menu", in the vendor's language; since issue 36 §10 each item has
// its "Slut" toggle (self-service.spec.ts), and nothing else on it can be changed.

test.describe('vendor my menu', () => {
  test('shows the vendor its own menu in Swedish, from the sidebar between Skicka ärende and Inställningar', async ({
    page,
  }) => {
    const vendor = await createVendorAccount(page.request);
    await signInThroughUi(page, 'vendor', vendor.email, vendor.password, 'sv-se');
    const nav = page.getByRole('navigation', { name: 'Partnermeny' });
    await expect(nav.getByRole('listitem')).toHaveText([
      'Mina kampanjer',
      'Skapa kampanj',
      'Skicka ärende',
      'Min meny',
      /^Inställningar/,
      /^Rapporter/,
    ]);

    // No menu yet: the vendor is told whom to ask.
    await nav.getByRole('link', { name: 'Min meny' }).click();
    await expect(page).toHaveURL(/\/sv-se\/vendor\/menu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Min meny' })).toBeVisible();
    await expect(
      page.getByText('Din meny har inte laddats upp än. Kontakta Leveras support för att lägga till den.'),
    ).toBeVisible();

    const token = await adminToken(page.request);
    const uploaded = await apiCall(page.request, 'POST', `/menus/${vendor.id}/items`, {
      token,
      body: {
        menus: [
          { name: 'Margherita', description: 'Tomat och mozzarella', price: 95, category: 'Pizza' },
          { name: 'Kaffe', price: 25.5, available: false },
        ],
      },
    });
    expect(uploaded.status).toBe(200);
    await page.reload();
    await expect(page.getByRole('listitem', { name: 'Margherita' })).toContainText('95 kr');
    await expect(
      page.getByRole('list', { name: /Övrigt/ }).getByRole('listitem', { name: 'Kaffe' }),
    ).toContainText('Slut');
    await page.getByRole('searchbox', { name: 'Sök i menyn' }).fill('tomat');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('button', { name: /^Slut: / })).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('button', { name: /Redigera|Ta bort/ })).toHaveCount(0);
  });
});
