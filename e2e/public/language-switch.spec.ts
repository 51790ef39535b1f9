import { expect, test } from '@playwright/test';
import { dismissSiteOverlays, VIEWPORTS, waitForHydration } from './support.ts';

// SPEC §2: the language dropdown (flag, name and symbol) and the mobile menu's language picker
// rewrite the current path with the other locale prefix.
test.beforeEach(async ({ context }) => dismissSiteOverlays(context));

test('the desktop dropdown shows flag, name and symbol and keeps the path, query and hash', async ({
  page,
}) => {
  await page.goto('/sv-en/faqs?ref=mail#riders');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: /Change language/ });
  await expect(toggle).toHaveAccessibleName(/EN.*Current language: English/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const swedish = page.getByRole('link', { name: 'Svenska SV' });
  await expect(swedish.locator('img[src="/images/flags/se.svg"]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'English EN' })).toHaveAttribute('aria-current', 'true');
  await swedish.click();
  await expect(page).toHaveURL(/\/sv-se\/faqs\?ref=mail#riders$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vanliga frågor');
  await expect(page.getByRole('button', { name: /Byt språk/ })).toHaveAttribute('aria-expanded', 'false');
});

test('the dropdown works from the keyboard and closes with Escape', async ({ page }) => {
  await page.goto('/sv-se/about-us');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: /Byt språk/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'English EN' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'English EN' })).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'English EN' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sv-en\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Levera');
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('the menu has the page links and a language picker that keeps the path', async ({ page }) => {
    await page.goto('/sv-en/contact-us');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: /Change language/ })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu.getByRole('link', { name: 'FAQs' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Contact us' })).toBeVisible();
    await menu.getByRole('link', { name: 'Svenska SV' }).click();
    await expect(page).toHaveURL(/\/sv-se\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakta oss');
    await expect(page.getByRole('button', { name: 'Öppna menyn' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu closes with Escape and returns focus to its button', async ({ page }) => {
    await page.goto('/sv-se');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Öppna menyn' }).click();
    await expect(page.getByRole('link', { name: 'Vanliga frågor' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Öppna menyn' })).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeHidden();
  });
});
