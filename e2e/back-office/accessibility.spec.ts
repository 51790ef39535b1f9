import { type Page, test } from '@playwright/test';
import { LOCALES, VIEWPORTS } from '../public/support.ts';
import { ADMIN_STATE, signInThroughUi } from '../support/api.ts';
import { expectNoViolations as expectAxeClean, scanWithoutToasts } from '../support/axe.ts';
import { arrangeBackOfficeData, walkAdminScreens, walkSignInScreens, walkVendorScreens } from './walk.ts';

// Issue 9: an axe scan (WCAG 2.2 AA) of every admin and vendor screen, in both languages, at 375 px
// and 1280 px, with each dialog, menu and drawer of the screen open (the walk is in walk.ts).

/** Scans the page as it is now, without the toasts (they come and go by time). */
const expectNoViolations = (page: Page, label: string) => expectAxeClean(page, label, scanWithoutToasts);

// Each test walks many screens and scans each state, and axe is slow on a busy machine.
test.describe.configure({ timeout: 240_000 });

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  for (const locale of LOCALES) {
    test.describe(`${locale} at ${viewport.width} px`, () => {
      test.use({ viewport });
      const isPhone = viewportName === 'phone';

      test('the sign-in screens, with errors and the forgot-password dialog', async ({ page }) => {
        await walkSignInScreens(page, locale, expectNoViolations);
      });

      test.describe('signed in as the admin', () => {
        test.use({ storageState: ADMIN_STATE });
        test('every admin screen with its dialogs open', async ({ page, request }) => {
          const data = await arrangeBackOfficeData(request);
          await walkAdminScreens(page, locale, isPhone, data, expectNoViolations);
        });
      });

      test('every vendor screen with its dialogs and menus open', async ({ page, request }) => {
        const data = await arrangeBackOfficeData(request);
        await signInThroughUi(page, 'vendor', data.vendor.email, data.vendor.password, locale);
        await walkVendorScreens(page, locale, isPhone, data, expectNoViolations);
      });
    });
  }
}
