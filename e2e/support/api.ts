import { createHandshakeHeader } from '@levera/domain';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { ADMIN_STATE, E2E_ADMIN } from '../../playwright.config.ts';

// Helpers for browser tests: talk to the API directly to arrange data, and sign in through the UI.
export { ADMIN_STATE, E2E_ADMIN };

// biome-ignore lint/suspicious/noExplicitAny: callers name the answer type when they need one
export async function apiCall<T = any>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { token?: string; body?: Record<string, unknown> } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-app-handshake': createHandshakeHeader(),
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await request.fetch(`/api${path}`, {
    method,
    headers,
    data: options.body ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : undefined) as T };
}

export async function apiSignIn(
  request: APIRequestContext,
  role: 'admin' | 'vendor',
  email: string,
  password: string,
) {
  const answer = await apiCall<{ token: string }>(request, 'POST', `/${role}/login`, {
    body: { email, password },
  });
  if (answer.status !== 200) throw new Error(`sign-in as ${email} failed: ${answer.status}`);
  return answer.body.token;
}

let adminApiToken: Promise<string> | undefined;
/**
 * The admin's API token, signed in once per worker: signing in (argon2) for every call that arranges
 * or reads back data slowed the tests down. No test ends the sessions of the e2e admin.
 */
export function adminToken(request: APIRequestContext): Promise<string> {
  adminApiToken ??= apiSignIn(request, 'admin', E2E_ADMIN.email, E2E_ADMIN.password).catch((error) => {
    adminApiToken = undefined;
    throw error;
  });
  return adminApiToken;
}

/**
 * Another admin changes a status through the API meanwhile (PATCH `path` with `body`, e.g. the
 * status it expects to change), leaving the screen under test outdated.
 */
export async function patchAsAnotherAdmin(
  request: APIRequestContext,
  path: string,
  body: Record<string, unknown>,
): Promise<void> {
  const answer = await apiCall(request, 'PATCH', path, { token: await adminToken(request), body });
  expect(answer.status).toBe(200);
}

/** What the back office says when an action was decided on a screen someone else has since changed. */
export async function expectOutdatedNotice(page: Page): Promise<void> {
  await expect(
    page.getByText('This item was changed by someone else. The latest version is shown.'),
  ).toBeVisible();
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new active vendor account created by the admin through the API. */
export async function createVendorAccount(
  request: APIRequestContext,
  overrides: { vendorName?: string; email?: string; password?: string } = {},
) {
  const token = await adminToken(request);
  const vendor = {
    vendorName: overrides.vendorName ?? `E2E Vendor ${unique()}`,
    email: overrides.email ?? `vendor-${unique()}@levera.test`,
    password: overrides.password ?? 'vendor-password',
  };
  const answer = await apiCall(request, 'POST', '/vendors', { token, body: { ...vendor, status: 'active' } });
  if (answer.status !== 201 && answer.status !== 200)
    throw new Error(`create vendor failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { ...vendor, id: (answer.body as { data: { id: string } }).data.id };
}

/**
 * Fills in and submits the login page of the role, like a person; does not wait for the outcome (a
 * refused sign-in stays on the page). Fields are found by their accessible name, which leaves out
 * the required marker of their visible label.
 */
export async function submitSignIn(
  page: Page,
  role: 'admin' | 'vendor',
  email: string,
  password: string,
  locale = 'sv-en',
) {
  const isSwedish = locale === 'sv-se';
  // A login page that is open already keeps its address: its `?from=` names the page to return to
  // (issue 17 §4, decision 051).
  const loginPath = `/${locale}/${role}/login`;
  if (new URL(page.url(), 'http://levera.invalid').pathname !== loginPath) await page.goto(loginPath);
  await page.getByRole('textbox', { name: isSwedish ? 'E-post' : 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: isSwedish ? 'Lösenord' : 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: isSwedish ? 'Logga in' : 'Sign in', exact: true }).click();
}

/** Signs in through the login page of the role and waits for the role's start page. */
export async function signInThroughUi(
  page: Page,
  role: 'admin' | 'vendor',
  email: string,
  password: string,
  locale = 'sv-en',
) {
  await submitSignIn(page, role, email, password, locale);
  await page.waitForURL(
    new RegExp(`/${locale}/${role === 'admin' ? 'admin/queries' : 'vendor/promotions'}$`),
  );
}

export const signInAsAdmin = (page: Page, locale = 'sv-en') =>
  signInThroughUi(page, 'admin', E2E_ADMIN.email, E2E_ADMIN.password, locale);

/**
 * A second browser window of its own (no storage shared with the test's page), signed in as the
 * vendor through the login page. The test closes `context` when done.
 */
export async function vendorWindow(browser: Browser, vendor: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughUi(page, 'vendor', vendor.email, vendor.password);
  return { context, page };
}

/**
 * Opens an admin screen (`queries`, `vendors`, `offers?q=…`) and waits for its heading. The page must
 * be signed in: specs that use it load the saved admin session, `test.use({ storageState: ADMIN_STATE })`.
 */
export async function openAdminScreen(page: Page, screen: string, locale = 'sv-en'): Promise<void> {
  await page.goto(`/${locale}/admin/${screen}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
