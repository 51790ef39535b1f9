import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminRole } from '@levera/domain';
import { AdminRoleProvider } from '../../../lib/admin-permissions.tsx';
import { mockApi, renderAt } from '../../../lib/test-render.tsx';
import { AdminShell } from './admin-shell.tsx';
import { VendorShell } from './vendor-shell.tsx';
import '../../../lib/back-office-catalog.ts';

// The admin shell asks for its live counts (issue 17), the subject of admin-shell-counts.test.tsx.
const api = mockApi();
beforeEach(() => api.answerAll(404, { error: 'Not found' }));

/** The admin menu's pages in Swedish that every role sees (an owner also sees Personal data and Team). */
const EVERY_ROLES_PAGES_SV = [
  'Ärenden',
  'Ansökningar',
  'Lägg till partner',
  'Erbjudanden',
  'Kampanjer',
  'Aktivitet',
];

const linksOf = (navigation: HTMLElement) =>
  within(navigation)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);

/**
 * An area's shell at `path` around a page (`name`: the admin's e-mail or the vendor's name); `role`
 * is the admin's, as the admin layout provides it, or 'loading' while the profile loads.
 */
function renderShell(
  path: string,
  { area, name, role }: { area: 'admin' | 'vendor'; name?: string; role?: AdminRole | 'loading' },
) {
  const onLogout = vi.fn();
  const page = <p>content</p>;
  const shell =
    area === 'admin' ? (
      <AdminRoleProvider role={role === 'loading' ? null : (role ?? null)} isLoading={role === 'loading'}>
        <AdminShell email={name} onLogout={onLogout}>
          {page}
        </AdminShell>
      </AdminRoleProvider>
    ) : (
      <VendorShell vendorName={name} onLogout={onLogout}>
        {page}
      </VendorShell>
    );
  return { onLogout, ...renderAt(path, shell) };
}

describe('AdminShell (SPEC §2)', () => {
  it('offers an owner the eight admin screens, marks the current one, and the account menu has My account and Log out', async () => {
    const { user, onLogout } = renderShell('/sv-en/admin/partners', {
      area: 'admin',
      name: 'ada@levera.se',
      role: 'owner',
    });
    expect(linksOf(screen.getByRole('navigation', { name: 'Admin navigation' }))).toEqual([
      ['Queries', '/sv-en/admin/queries', null],
      ['Partners', '/sv-en/admin/partners', 'page'],
      ['Add Vendor', '/sv-en/admin/vendors', null],
      ['Offers', '/sv-en/admin/offers', null],
      ['Promotions', '/sv-en/admin/promotions', null],
      ['Activity', '/sv-en/admin/activity', null],
      ['Personal data', '/sv-en/admin/personal-data', null],
      ['Team', '/sv-en/admin/team', null],
    ]);
    await user.click(screen.getByRole('button', { name: 'Account menu: ada@levera.se' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Signed in as ada@levera.se')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'My account' })).toHaveAttribute(
      'href',
      '/sv-en/admin/account',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('is in Swedish on Swedish pages, and the phone menu follows a link and closes', async () => {
    const { user, router } = renderShell('/sv-se/admin/queries', { area: 'admin', role: 'owner' });
    await user.click(screen.getByRole('button', { name: 'Öppna menyn' }));
    const [, phoneMenu] = screen.getAllByRole('navigation', { name: 'Adminmeny' });
    expect(linksOf(phoneMenu!).map(([text]) => text)).toEqual([
      ...EVERY_ROLES_PAGES_SV,
      'Personuppgifter',
      'Team',
      'Mitt konto',
    ]);
    expect(within(phoneMenu!).getByRole('button', { name: 'Logga ut' })).toBeInTheDocument();
    await user.click(within(phoneMenu!).getByRole('link', { name: 'Kampanjer' }));
    expect(router.state.location.pathname).toBe('/sv-se/admin/promotions');
    expect(screen.getAllByRole('navigation', { name: 'Adminmeny' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Öppna menyn' })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each(['admin', 'support'] as const)(
    'leaves Personal data and Team out for %s, and says an owner-only page opened by its address is not for the role',
    (role) => {
      renderShell('/sv-se/admin/personal-data', { area: 'admin', role });
      const links = linksOf(screen.getByRole('navigation', { name: 'Adminmeny' })).map(([text]) => text);
      expect(links).toEqual(EVERY_ROLES_PAGES_SV);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Inte tillgängligt för din roll' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Till Ärenden' })).toHaveAttribute(
        'href',
        '/sv-se/admin/queries',
      );
      expect(screen.queryByText('content')).not.toBeInTheDocument();
    },
  );

  it('shows an owner-only page to an owner, waits for the role while the profile loads, and shows no owner entries meanwhile', () => {
    const { unmount } = renderShell('/sv-en/admin/team', { area: 'admin', role: 'owner' });
    expect(screen.getByText('content')).toBeInTheDocument();
    unmount();
    renderShell('/sv-en/admin/team', { area: 'admin', role: 'loading' });
    expect(screen.queryByText('content')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not available for your role' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Personal data' })).not.toBeInTheDocument();
  });
});

describe('FlagLanguageSelector (SPEC §2)', () => {
  it('opens the other language, keeping the path and the query', async () => {
    const { user, router } = renderShell('/sv-en/admin/partners?status=pending', { area: 'admin' });
    const selector = screen.getByRole('button', { name: 'Change language: English' });
    expect(selector).toHaveAttribute('aria-expanded', 'false');
    await user.click(selector);
    const swedish = screen.getByRole('link', { name: 'Swedish' });
    expect(swedish).toHaveAttribute('href', '/sv-se/admin/partners?status=pending');
    expect(swedish).toHaveAttribute('lang', 'sv');
    await user.click(swedish);
    expect(router.state.location.pathname).toBe('/sv-se/admin/partners');
    expect(await screen.findByRole('button', { name: 'Byt språk: Svenska' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('link', { name: 'Ansökningar' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('VendorShell (SPEC §2 "Vendor panel")', () => {
  it('titles the page by its path, lists the vendor entries and logs out from the account menu', async () => {
    const { user, onLogout } = renderShell('/sv-en/vendor/query', {
      area: 'vendor',
      name: 'Hörnans Pizzeria',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Raise query');
    expect(linksOf(screen.getByRole('navigation', { name: 'Vendor navigation' }))).toEqual([
      ['My promotions', '/sv-en/vendor/promotions', null],
      ['Create promotion', '/sv-en/vendor/promotions/create', null],
      ['Raise query', '/sv-en/vendor/query', 'page'],
      // Issue 19 §2: between Raise query and the entries that are still to come (Settings).
      ['My menu', '/sv-en/vendor/menu', null],
    ]);
    await user.click(screen.getByRole('button', { name: 'Account menu: Hörnans Pizzeria' }));
    // Issue 33 §3: the own account is here, since Settings stays disabled (SPEC).
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'My account' })).toHaveAttribute(
      'href',
      '/sv-en/vendor/account',
    );
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('titles the own account page My account / Mitt konto', () => {
    renderShell('/sv-se/vendor/account', { area: 'vendor', name: 'Hörnans Pizzeria' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mitt konto');
  });

  it('is in Swedish on Swedish pages, with the fallback name when the profile has none', () => {
    renderShell('/sv-se/vendor/promotions/create', { area: 'vendor' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Skapa kampanj');
    expect(screen.getByRole('button', { name: 'Kontomeny: partner' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skapa kampanj' })).toHaveAttribute('aria-current', 'page');
  });
});

describe("the header popups close as the public header's do (useDismiss)", () => {
  it.each([
    ['the account menu', 'Account menu: Hörnans Pizzeria', () => screen.queryByRole('menu')],
    ['the language flags', 'Change language: English', () => screen.queryByRole('link', { name: 'Swedish' })],
  ])(
    '%s closes on Escape with focus back on its button, on a click outside and when focus leaves it',
    async (_, name, popup) => {
      const { user } = renderShell('/sv-en/vendor/promotions', { area: 'vendor', name: 'Hörnans Pizzeria' });
      const toggle = screen.getByRole('button', { name });

      await user.click(toggle);
      expect(popup()).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(popup()).not.toBeInTheDocument();
      expect(toggle).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await user.click(toggle);
      await user.click(screen.getByText('content'));
      expect(popup()).not.toBeInTheDocument();

      await user.click(toggle);
      act(() => screen.getByRole('link', { name: 'My promotions' }).focus());
      expect(popup()).not.toBeInTheDocument();
    },
  );
});
