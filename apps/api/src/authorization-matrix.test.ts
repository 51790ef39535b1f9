import { type AdminRole, type Permission, PERMISSIONS, roleMay } from '@levera/domain';
import { describe, expect, it } from 'vitest';
import type { AuthRule, DeclaredRoute } from './lib/principal.ts';
import {
  type Caller,
  callEveryRoute,
  setUpTestApp,
  signedInAccounts,
  teamAccounts,
  expectFieldErrors,
} from './test/fixtures.ts';
import { call, type TestApp } from './test/test-app.ts';

// The authorisation matrix (issues 3 and 33): every /api route the app declares is called
// anonymously, as a vendor and as an admin of each role (owner, admin, support), and the answer must
// match the route's declared rule and the domain's permission table. New routes are picked up
// automatically. Object ownership (a vendor reaching another vendor's rows) is tested in each
// module's own tests with the second vendor of `signedInAccounts`.
let t: TestApp;
let tokens: Record<Exclude<Caller, 'anonymous'>, string>;

setUpTestApp(async ({ t: made, accounts }) => {
  t = made;
  tokens = { vendor: accounts.vendor.token, ...(await teamAccounts(t.app, t.database.db)) };
});

/** What each caller must get: 'denied-401', 'denied-403', or 'allowed' (anything but 401/403). */
function expectation(rule: AuthRule, caller: Caller): 'denied-401' | 'denied-403' | 'allowed' {
  if (rule === 'public') return 'allowed';
  if (caller === 'anonymous') return 'denied-401';
  if (rule === 'vendor') return caller === 'vendor' ? 'allowed' : 'denied-403';
  if (caller === 'vendor') return rule.orVendor ? 'allowed' : 'denied-403';
  return roleMay(caller, rule.admin) ? 'allowed' : 'denied-403';
}

const permissionOf = (rule: AuthRule | undefined): Permission | undefined =>
  typeof rule === 'object' ? rule.admin : undefined;

describe('authorisation matrix', () => {
  it('covers the routes of every module', () => {
    const urls = t.app.apiRoutes.map((route) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/admin/login',
        '/api/admin/profile',
        '/api/vendor/profile',
        '/api/audit',
        '/api/audit/admins',
        // Bulk actions of the admin lists (decision 036): admin only.
        '/api/queries/bulk',
        '/api/queries/ids',
        '/api/partners/bulk',
        '/api/partners/ids',
        '/api/promotions/bulk',
        '/api/promotions/ids',
        // The CSV exports of the admin lists (issue 18): admin only.
        '/api/queries/export.csv',
        '/api/partners/export.csv',
        '/api/promotions/export.csv',
        '/api/vendors/export.csv',
        // Menus that can be seen and edited (issue 19 §2): admin only; the read is the vendor's own too.
        '/api/menus/:id/items',
        '/api/menus/:id/items/preview',
        '/api/menus/:id/items/:itemId',
        // Vendor self-service (issue 36 §10, decision 062): the vendor's own items and store; the
        // customer app's read is public.
        '/api/vendor/menu/items/:id',
        '/api/vendor/store/pause',
        '/api/vendors/:id/availability',
        // Vendor invitations and set-password links (issue 19 §1): sending is admin only; the
        // set-password page's routes are public (the link's token is the key).
        '/api/vendors/:id/password-link',
        '/api/vendor/set-password/check',
        '/api/vendor/set-password',
        // A rider's full personnummer (issue 32, decision 058): admin only.
        '/api/partners/:id/national-id',
        // The data subject's rights (issue 32, decision 059): admin only (owners only once roles exist).
        '/api/privacy/subjects',
        '/api/privacy/export',
        '/api/privacy/erasure',
        // The signed-in account's own password and sessions (issue 33 §3): each role its own.
        '/api/admin/password',
        '/api/admin/sessions',
        '/api/admin/sessions/:id',
        '/api/admin/sessions/end-others',
        '/api/vendor/password',
        '/api/vendor/sessions',
        '/api/vendor/sessions/:id',
        '/api/vendor/sessions/end-others',
      ]),
    );
    const ruleOf = (url: string) => t.app.apiRoutes.find((route) => route.url === url)?.rule;
    expect(permissionOf(ruleOf('/api/vendors/:id/password-link'))).toBe('manageVendors');
    expect(ruleOf('/api/vendor/set-password/check')).toBe('public');
    expect(ruleOf('/api/vendor/set-password')).toBe('public');
    expect(ruleOf('/api/vendor/menu/items/:id')).toBe('vendor');
    expect(ruleOf('/api/vendor/store/pause')).toBe('vendor');
    expect(ruleOf('/api/vendors/:id/availability')).toBe('public');
    // Owner only (issue 33): a full personnummer and the data subject's rights.
    expect(permissionOf(ruleOf('/api/partners/:id/national-id'))).toBe('revealNationalId');
    for (const url of ['/api/privacy/subjects', '/api/privacy/export', '/api/privacy/erasure'])
      expect(permissionOf(ruleOf(url)), url).toBe('personalData');
    // Every admin role has its own account, also before setting up a required two-factor.
    for (const url of ['/api/admin/password', '/api/admin/sessions', '/api/admin/sessions/end-others'])
      expect(permissionOf(ruleOf(url)), url).toBe('ownAccount');
    for (const url of ['/api/vendor/password', '/api/vendor/sessions', '/api/vendor/sessions/:id'])
      expect(ruleOf(url), url).toBe('vendor');
    // Support: no exports, no bulk actions (issue 33 §1).
    for (const url of ['/api/queries/export.csv', '/api/partners/export.csv', '/api/vendors/export.csv'])
      expect(permissionOf(ruleOf(url)), url).toBe('exportLists');
    for (const url of ['/api/queries/bulk', '/api/queries/ids', '/api/partners/bulk', '/api/promotions/bulk'])
      expect(permissionOf(ruleOf(url)), url).toBe('bulkActions');
  });

  it('gives each role what the issue says: support answers queries and only reads the rest', () => {
    const rolesOf = (permission: Permission) => [...PERMISSIONS[permission]].sort();
    const everyone: AdminRole[] = ['admin', 'owner', 'support'];
    expect(rolesOf('answerQueries')).toEqual(everyone);
    expect(rolesOf('readLists')).toEqual(everyone);
    for (const permission of ['exportLists', 'bulkActions', 'managePartners', 'manageVendors'] as const)
      expect(rolesOf(permission), permission).toEqual(['admin', 'owner']);
    for (const permission of ['revealNationalId', 'personalData', 'manageTeam'] as const)
      expect(rolesOf(permission), permission).toEqual(['owner']);
  });

  it('answers every route as its rule says, for every caller', async () => {
    const mismatches: string[] = [];
    // Logging out ends the session: tested below. An admin's event stream stays open (it is
    // called by everyone else below).
    const isLogoutOrStream = (route: DeclaredRoute) =>
      route.url === '/api/admin/logout' ||
      route.url === '/api/vendor/logout' ||
      route.url === '/api/admin/counts/stream';
    for (const { route, caller, response } of await callEveryRoute(t.app, tokens, isLogoutOrStream)) {
      const wanted = expectation(route.rule, caller);
      const got = response.status === 401 ? 'denied-401' : response.status === 403 ? 'denied-403' : 'allowed';
      // A public login route answers 401 for wrong credentials; that is not an authorisation answer.
      const isLoginRoute = route.url.endsWith('/login');
      if (got !== wanted && !(isLoginRoute && wanted === 'allowed')) {
        mismatches.push(
          `${route.method} ${route.url} as ${caller}: expected ${wanted}, got ${response.status}`,
        );
      }
      if (response.status >= 500)
        mismatches.push(`${route.method} ${route.url} as ${caller}: ${response.status}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps the admin counts stream from anyone but an admin', async () => {
    const stream = (token?: string) => call(t.app, '/api/admin/counts/stream', { token });
    expect((await stream()).status).toBe(401);
    expect((await stream(tokens.vendor)).status).toBe(403);
  });

  it("never lets a vendor put another vendor's menu items on its promotion, nor read that menu", async () => {
    const accounts = await signedInAccounts(t.app, t.database.db);
    const upload = (vendorId: string, name: string) =>
      call(t.app, `/api/menus/${vendorId}/items`, {
        method: 'POST',
        body: { menus: [{ name, price: 50 }] },
        token: accounts.admin.token,
      });
    const menuOf = (vendorId: string, token: string) =>
      call(t.app, `/api/menus/${vendorId}/items`, { token });
    expect((await upload(accounts.vendor.id, 'Margherita')).status).toBe(200);
    expect((await upload(accounts.otherVendor.id, 'Cinnamon bun')).status).toBe(200);
    const [own] = (await menuOf(accounts.vendor.id, accounts.vendor.token)).body.data;
    const [theirs] = (await menuOf(accounts.otherVendor.id, accounts.otherVendor.token)).body.data;
    expect((await menuOf(accounts.otherVendor.id, accounts.vendor.token)).status).toBe(404);

    const promotion = (itemIds: string[], language = 'en') => ({
      title: 'Two for one',
      description: 'The second one is on us.',
      discountType: 'bogo',
      startDate: '2099-01-01',
      endDate: '2099-02-01',
      applicableTo: 'specific',
      itemIds,
      language,
    });
    const create = (itemIds: string[], language?: string) =>
      call(t.app, '/api/vendor/promotions', {
        method: 'POST',
        body: promotion(itemIds, language),
        token: accounts.vendor.token,
      });
    const refused = await create([theirs.id], 'sv');
    expectFieldErrors(refused, { itemIds: 'Välj produkter från din meny' });
    const created = await create([own.id]);
    expect(created.status).toBe(201);
    const edit = await call(t.app, `/api/vendor/promotions/${created.body.data.id}`, {
      method: 'PUT',
      body: promotion([own.id, theirs.id]),
      token: accounts.vendor.token,
    });
    expectFieldErrors(edit, { itemIds: 'Choose items from your menu' });
  });

  it('lets each role log out only with its own token', async () => {
    const accounts = await signedInAccounts(t.app, t.database.db);
    const logOut = async (role: 'admin' | 'vendor', token?: string) =>
      (await call(t.app, `/api/${role}/logout`, { method: 'POST', token })).status;
    expect(await logOut('admin')).toBe(401);
    expect(await logOut('admin', accounts.vendor.token)).toBe(403);
    expect(await logOut('vendor', accounts.admin.token)).toBe(403);
    expect(await logOut('vendor', accounts.vendor.token)).toBe(204);
    expect(await logOut('admin', accounts.admin.token)).toBe(204);
  });
});
