import { expect, test as setup } from '@playwright/test';
import { ADMIN_STATE, signInAsAdmin } from './support/api.ts';

// Runs once before the browser tests (project `sign-in`, decision 030): the admin signs in through the
// login page like a person, and the browser storage holding the session is saved for every spec that
// only needs a signed-in admin. Specs about signing in, signing out and sessions sign in themselves.
setup('the e2e admin signs in once for the run', async ({ page }) => {
  await signInAsAdmin(page);
  // The owner's Team entry: the role is known, and this browser remembers it for the next loads.
  await expect(page.getByRole('link', { name: 'Team', exact: true })).toBeVisible();
  await page.context().storageState({ path: ADMIN_STATE });
});
