import type { MenuAnswer, MenuDiff } from '@levera/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../entities/audit/catalog.ts';
import { menuItem } from '../../../lib/test-fixtures.ts';
import { descriptionOf, jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { MenuDiffView } from './menu-diff-view.tsx';
import { VendorMenuScreen } from './vendor-menu-screen.tsx';
import '../catalog.ts';

// Issue 19 §2: the admin's menu screen of one vendor, and the difference an upload would make.
const api = mockApi();
const VENDOR_ID = '11111111-1111-4111-8111-111111111111';
const MENU_PATH = `/api/menus/${VENDOR_ID}/items`;

const MENU: MenuAnswer = {
  vendor: { vendorName: 'Hörnans Pizzeria', archived: false, pause: null },
  data: [
    menuItem('i1', { name: 'Margherita', description: 'Tomato, mozzarella', price: 95.5, category: 'Pizza' }),
    menuItem('i2', { name: 'Bottled water', price: 15 }),
    menuItem('i3', { name: 'Vesuvio', price: 105, category: 'Pizza', available: false }),
    menuItem('i4', { name: 'Cola', price: 20, category: 'Drinks' }),
  ],
};

function renderScreen(path = `/sv-en/admin/vendors/${VENDOR_ID}/menu`, menu: MenuAnswer = MENU) {
  api.answer({
    [`GET ${MENU_PATH}`]: menu,
    [`PATCH ${MENU_PATH}/i1`]: (request) =>
      jsonResponse(200, {
        success: true,
        message: 'Menu item updated',
        data: { ...menu.data[0], ...(request.body as object) },
      }),
    [`PATCH ${MENU_PATH}/i3`]: { success: true, message: 'The item is available again', data: menu.data[2] },
    [`DELETE ${MENU_PATH}/i4`]: { success: true, message: 'Menu item deleted' },
  });
  return renderAt(path, <VendorMenuScreen vendorId={VENDOR_ID} />, { signedIn: 'admin' });
}

const groupNames = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.firstChild?.textContent);

describe('VendorMenuScreen (issue 19 §2)', () => {
  it('lists the items by category, items without one last under "Other", with prices and availability', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu of Hörnans Pizzeria' })).toBeVisible();
    expect(groupNames()).toEqual(['Pizza', 'Drinks', 'Other']);
    const pizza = screen.getByRole('list', { name: /Pizza/ });
    const margherita = within(pizza).getByRole('listitem', { name: 'Margherita' });
    expect(margherita).toHaveTextContent('Tomato, mozzarella');
    expect(margherita).toHaveTextContent('SEK 95.50');
    expect(margherita).toHaveTextContent('Available');
    expect(within(pizza).getByRole('listitem', { name: 'Vesuvio' })).toHaveTextContent('Unavailable');
    expect(screen.getByRole('link', { name: 'Back to vendors' })).toHaveAttribute(
      'href',
      '/sv-en/admin/vendors',
    );
  });

  it('filters by name, description or category as the admin types', async () => {
    const { user } = renderScreen();
    await user.type(await screen.findByRole('searchbox', { name: 'Search the menu' }), 'mozzarella');
    expect(screen.getAllByRole('listitem').map((entry) => entry.getAttribute('aria-label'))).toEqual([
      'Margherita',
    ]);
    expect(screen.getByText('1 of 4 items')).toBeVisible();
    await user.clear(screen.getByRole('searchbox', { name: 'Search the menu' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the menu' }), 'sushi');
    expect(screen.getByText('No items match your search')).toBeVisible();
  });

  it('marks an item unavailable and available with the time it last changed', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Mark unavailable: Margherita' }));
    await user.click(screen.getByRole('button', { name: 'Mark available: Vesuvio' }));
    await waitFor(() => expect(api.sent(`PATCH ${MENU_PATH}/i3`)).toHaveLength(1));
    expect(api.sent(`PATCH ${MENU_PATH}/i1`)[0]?.body).toEqual({
      name: 'Margherita',
      description: 'Tomato, mozzarella',
      price: 95.5,
      category: 'Pizza',
      available: false,
      expectedUpdatedAt: '2026-11-20T09:00:00.000Z',
      language: 'en',
    });
    expect(api.sent(`PATCH ${MENU_PATH}/i3`)[0]?.body).toMatchObject({ available: true });
  });

  it('edits an item in a dialog with the domain rules, then saves it', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Margherita' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit menu item' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const price = within(dialog).getByRole('textbox', { name: 'Price (SEK)' });
    // Written the page's way with two decimals, and what it reads as under it (decision 061).
    expect(price).toHaveValue('95.50');
    expect(descriptionOf(price)).toBe('Understood as SEK\u00a095.50');
    await user.clear(name);
    await user.clear(price);
    await user.type(price, '9.999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Item name is required')).toBeVisible();
    expect(within(dialog).getByText('Price can have at most two decimals')).toBeVisible();
    expect(api.sent(`PATCH ${MENU_PATH}/i1`)).toHaveLength(0);

    await user.type(name, 'Margherita special');
    await user.clear(price);
    await user.type(price, '1 249,00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(`PATCH ${MENU_PATH}/i1`)[0]?.body).toMatchObject({
      name: 'Margherita special',
      price: 1249,
      expectedUpdatedAt: '2026-11-20T09:00:00.000Z',
    });
  });

  it('deletes an item only after confirming', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Delete Cola' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Cola?' });
    expect(dialog).toHaveTextContent('This cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Delete item' }));
    await waitFor(() => expect(api.sent(`DELETE ${MENU_PATH}/i4`)).toHaveLength(1));
    expect(api.sent(`DELETE ${MENU_PATH}/i4`)[0]?.query).toMatchObject({
      expectedUpdatedAt: '2026-11-20T09:00:00.000Z',
    });
  });

  it('is in Swedish on Swedish pages, and read-only for an archived vendor', async () => {
    renderScreen(`/sv-se/admin/vendors/${VENDOR_ID}/menu`, {
      ...MENU,
      vendor: { ...MENU.vendor, archived: true },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Menyn för Hörnans Pizzeria' }),
    ).toBeVisible();
    expect(groupNames()).toEqual(['Pizza', 'Drinks', 'Övrigt']);
    expect(screen.getByRole('listitem', { name: 'Margherita' })).toHaveTextContent('95,50 kr');
    expect(screen.getByRole('listitem', { name: 'Vesuvio' })).toHaveTextContent('Slut');
    expect(screen.getByText(/menyn går att läsa men inte längre ändra/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Redigera/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ladda upp meny' })).toBeNull();
  });
});

const DIFF: MenuDiff = {
  fingerprint: 'f1',
  counts: { added: 1, changed: 1, removed: 1, unchanged: 2 },
  added: [{ name: 'Calzone', description: '', price: 115, category: 'Pizza', available: true }],
  changed: [
    {
      before: menuItem('i3', { name: 'Vesuvio', price: 105, category: 'Pizza' }),
      after: { name: 'Vesuvio', description: '', price: 109, category: 'Pizza', available: true },
    },
  ],
  removed: [menuItem('i4', { name: 'Cola', price: 20, category: 'Drinks' })],
};

describe('MenuDiffView (issue 19 §2)', () => {
  it('shows the four counts and every added, changed and removed item', () => {
    renderAt('/sv-en/admin/vendors', <MenuDiffView diff={DIFF} changedSince={false} />);
    const counts = screen.getAllByRole('definition').map((entry) => entry.textContent);
    expect(counts).toEqual(['1', '1', '1', '2']);
    const table = screen.getByRole('table', { name: 'Items that change' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'AddedCalzonePizzaSEK 115Yes',
      'ChangedVesuvioPizzaSEK 105 → SEK 109Yes',
      'RemovedColaDrinksSEK 20Yes',
    ]);
  });

  it('says when the menu changed since the comparison, in Swedish', () => {
    renderAt('/sv-se/admin/vendors', <MenuDiffView diff={DIFF} changedSince />);
    expect(screen.getByRole('alert')).toHaveTextContent('Menyn ändrades medan du jämförde.');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Nya',
      'Ändrade',
      'Borttagna',
      'Oförändrade',
    ]);
  });
});
