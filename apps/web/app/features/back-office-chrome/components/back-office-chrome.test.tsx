import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en/back-office.json';
import sv from '../../../../locales/sv/back-office.json';
import { registerCatalog } from '../../../lib/i18n.ts';
import { mockApi, renderAt } from '../../../lib/test-render.tsx';
import { AdminShell } from './admin-shell.tsx';
import { VendorShell } from './vendor-shell.tsx';

registerCatalog('back-office', { en, sv });
// The admin shell asks for its live counts (issue 17), the subject of admin-shell-counts.test.tsx.
const api = mockApi();
beforeEach(() => api.answerAll(404, { error: 'Not found' }));

const linksOf = (navigation: HTMLElement) =>
  within(navigation)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);

/** An area's shell at `path` around a page (`name`: the admin's e-mail or the vendor's name). */
function renderShell(path: string, { area, name }: { area: 'admin' | 'vendor'; name?: string }) {
  const onLogout = vi.fn();
  const page = <p>content</p>;
  const shell =
    area === 'admin' ? (
      <AdminShell email={name} onLogout={onLogout}>
        {page}
      </AdminShell>
    ) : (
      <VendorShell vendorName={name} onLogout={onLogout}>
        {page}
      </VendorShell>
    );
  return { onLogout, ...renderAt(path, shell) };
}

describe('AdminShell (SPEC §2)', () => {
  it('offers the seven admin screens, marks the current one and logs out', async () => {
    const { user, onLogout } = renderShell('/sv-en/admin/partners', { area: 'admin', name: 'ada@levera.se' });
    expect(linksOf(screen.getByRole('navigation', { name: 'Admin navigation' }))).toEqual([
      ['Queries', '/sv-en/admin/queries', null],
      ['Partners', '/sv-en/admin/partners', 'page'],
      ['Add Vendor', '/sv-en/admin/vendors', null],
      ['Offers', '/sv-en/admin/offers', null],
      ['Promotions', '/sv-en/admin/promotions', null],
      ['Activity', '/sv-en/admin/activity', null],
      ['Personal data', '/sv-en/admin/personal-data', null],
    ]);
    expect(screen.getByText('Signed in as ada@levera.se')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('is in Swedish on Swedish pages, and the phone menu follows a link and closes', async () => {
    const { user, router } = renderShell('/sv-se/admin/queries', { area: 'admin' });
    await user.click(screen.getByRole('button', { name: 'Öppna menyn' }));
    const [, phoneMenu] = screen.getAllByRole('navigation', { name: 'Adminmeny' });
    expect(linksOf(phoneMenu!).map(([text]) => text)).toEqual([
      'Ärenden',
      'Ansökningar',
      'Lägg till partner',
      'Erbjudanden',
      'Kampanjer',
      'Aktivitet',
      'Personuppgifter',
    ]);
    expect(within(phoneMenu!).getByRole('button', { name: 'Logga ut' })).toBeInTheDocument();
    await user.click(within(phoneMenu!).getByRole('link', { name: 'Kampanjer' }));
    expect(router.state.location.pathname).toBe('/sv-se/admin/promotions');
    expect(screen.getAllByRole('navigation', { name: 'Adminmeny' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Öppna menyn' })).toHaveAttribute('aria-expanded', 'false');
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
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('is in Swedish on Swedish pages, with the fallback name when the profile has none', () => {
    renderShell('/sv-se/vendor/promotions/create', { area: 'vendor' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Skapa kampanj');
    expect(screen.getByRole('button', { name: 'Kontomeny: partner' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skapa kampanj' })).toHaveAttribute('aria-current', 'page');
  });
});
