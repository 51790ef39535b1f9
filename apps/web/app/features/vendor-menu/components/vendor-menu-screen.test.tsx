import type { MenuAnswer, StorePause } from '@levera/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuItem } from '../../../lib/test-fixtures.ts';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { VendorMenuScreen } from './vendor-menu-screen.tsx';
import '../catalog.ts';

// Issue 19 §2 and issue 36 §10 (decision 062): "My menu", the vendor's own menu with a one-tap
// "Sold out" on each item and the store's pause at the top.
const api = mockApi();
const VENDOR_ID = '22222222-2222-4222-8222-222222222222';
const MENU_ROUTE = `GET /api/menus/${VENDOR_ID}/items`;
// 11:00 in Stockholm: "until 18:00 today" is ahead.
const NOW = new Date('2026-11-27T10:00:00.000Z');
const MENU: MenuAnswer = {
  vendor: { vendorName: 'Hörnans Pizzeria', archived: false, pause: null },
  data: [
    menuItem('i1', { name: 'Margherita', description: 'Tomat och mozzarella', price: 95, category: 'Pizza' }),
    menuItem('i2', { position: 1, name: 'Kaffe', price: 25.5, available: false }),
  ],
};
const pausedMenu = (pause: StorePause): MenuAnswer => ({ ...MENU, vendor: { ...MENU.vendor, pause } });

beforeEach(() => {
  // Only the date is fixed: timers run as usual, so the screen and the user events do too.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Renders the screen; the menu answers are given in turn (the last one repeats). */
const renderScreen = (path: string, menus: MenuAnswer[], routes: Parameters<typeof api.answer>[0] = {}) => {
  let reads = 0;
  api.answer({
    [MENU_ROUTE]: () => jsonResponse(200, menus[Math.min(reads++, menus.length - 1)]),
    ...routes,
  });
  return renderAt(path, <VendorMenuScreen vendorId={VENDOR_ID} />, { signedIn: 'vendor' });
};

describe('VendorMenuScreen: the menu (issue 19 §2)', () => {
  it('shows the menu in Swedish by category, each item with a Slut toggle pressed while it is sold out', async () => {
    renderScreen('/sv-se/vendor/menu', [MENU]);
    const pizza = await screen.findByRole('list', { name: /Pizza/ });
    const margherita = within(pizza).getByRole('listitem', { name: 'Margherita' });
    expect(margherita).toHaveTextContent('95 kr');
    expect(within(margherita).getByRole('button', { name: 'Slut: Margherita' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const other = screen.getByRole('list', { name: /Övrigt/ });
    const kaffe = within(other).getByRole('listitem', { name: 'Kaffe' });
    expect(kaffe).toHaveTextContent('25,50 kr');
    expect(within(kaffe).getByRole('button', { name: 'Slut: Kaffe' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('searchbox', { name: 'Sök i menyn' })).toBeVisible();
    // Nothing else on the menu can be changed here.
    expect(screen.queryByRole('button', { name: /Redigera|Ta bort/ })).toBeNull();
  });

  it('marks an item sold out with one tap, then reads the menu again', async () => {
    const soldOut = { ...MENU, data: [{ ...MENU.data[0]!, available: false }, MENU.data[1]!] };
    const { user } = renderScreen('/sv-se/vendor/menu', [MENU, soldOut], {
      'PATCH /api/vendor/menu/items/i1': { success: true, message: 'Rätten är markerad som slut', data: {} },
    });
    await user.click(await screen.findByRole('button', { name: 'Slut: Margherita' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Slut: Margherita' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(api.sent('PATCH /api/vendor/menu/items/i1').map((request) => request.body)).toEqual([
      { available: false, language: 'sv' },
    ]);
    expect(api.sent(MENU_ROUTE)).toHaveLength(2);

    // And back.
    await user.click(screen.getByRole('button', { name: 'Slut: Kaffe' }));
    await waitFor(() => expect(api.sent('PATCH /api/vendor/menu/items/i2')).toHaveLength(1));
    expect(api.sent('PATCH /api/vendor/menu/items/i2')[0]?.body).toEqual({ available: true, language: 'sv' });
  });

  it('says when no menu was uploaded yet, in both languages', async () => {
    renderScreen('/sv-en/vendor/menu', [{ ...MENU, data: [] }]);
    expect(
      await screen.findByText('Your menu has not been uploaded yet. Contact Levera support to add it.'),
    ).toBeVisible();
  });

  it('says it in Swedish too', async () => {
    renderScreen('/sv-se/vendor/menu', [{ ...MENU, data: [] }]);
    expect(
      await screen.findByText(
        'Din meny har inte laddats upp än. Kontakta Leveras support för att lägga till den.',
      ),
    ).toBeVisible();
  });
});

describe('VendorMenuScreen: pausing orders (issue 36 §10)', () => {
  it('pauses orders until 18:00 today with a note, and shows "Stängt till 18:00" at the top', async () => {
    const pause = {
      since: NOW.toISOString(),
      until: '2026-11-27T17:00:00.000Z',
      note: 'Stängt för privat fest',
    };
    const { user } = renderScreen('/sv-se/vendor/menu', [MENU, pausedMenu(pause)], {
      'PUT /api/vendor/store/pause': { success: true, message: 'Beställningarna är pausade', data: pause },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Öppet för beställningar' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pausa beställningar' }));
    const dialog = screen.getByRole('dialog', { name: 'Pausa beställningar' });
    expect(within(dialog).getByRole('radio', { name: '30 minuter' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'En tid i dag' }));
    // Six in the evening is the usual closing time: it is there already.
    expect(within(dialog).getByLabelText('Klockslag')).toHaveValue('18:00');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Meddelande till kunderna (valfritt)' }),
      'Stängt för privat fest',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pausa beställningar' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Stängt till 18:00' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Meddelande till kunderna: Stängt för privat fest')).toBeVisible();
    expect(api.sent('PUT /api/vendor/store/pause').map((request) => request.body)).toEqual([
      { until: '2026-11-27T17:00:00.000Z', note: 'Stängt för privat fest', language: 'sv' },
    ]);
  });

  it('sends the quick choices from now, and "until I reopen" without an end', async () => {
    const { user } = renderScreen('/sv-en/vendor/menu', [MENU], {
      'PUT /api/vendor/store/pause': (request) =>
        jsonResponse(200, { success: true, message: 'Orders are paused', data: request.body }),
    });
    for (const [choice, until] of [
      ['30 minutes', '2026-11-27T10:30:00.000Z'],
      ['1 hour', '2026-11-27T11:00:00.000Z'],
      ['Until I reopen', null],
    ] as const) {
      await user.click(await screen.findByRole('button', { name: 'Pause orders' }));
      const dialog = screen.getByRole('dialog', { name: 'Pause orders' });
      await user.click(within(dialog).getByRole('radio', { name: choice }));
      await user.click(within(dialog).getByRole('button', { name: 'Pause orders' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.sent('PUT /api/vendor/store/pause').at(-1)?.body).toEqual({
        until,
        note: '',
        language: 'en',
      });
    }
  });

  it('refuses a time that has passed before asking the server, and shows the server’s refusal of the note', async () => {
    const { user } = renderScreen('/sv-se/vendor/menu', [MENU], {
      'PUT /api/vendor/store/pause': () =>
        jsonResponse(400, {
          error: 'Kontrollera fälten',
          code: 'validation_failed',
          fields: { note: 'Meddelandet får innehålla högst 200 tecken' },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pausa beställningar' }));
    const dialog = screen.getByRole('dialog', { name: 'Pausa beställningar' });
    const time = within(dialog).getByLabelText('Klockslag');
    await user.clear(time);
    await user.type(time, '09:00');
    expect(within(dialog).getByRole('radio', { name: 'En tid i dag' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Pausa beställningar' }));
    expect(within(dialog).getByText('Välj en tid som inte har passerat')).toBeVisible();
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('PUT /api/vendor/store/pause')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Tills jag öppnar igen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pausa beställningar' }));
    expect(await within(dialog).findByText('Meddelandet får innehålla högst 200 tecken')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('shows a pause until reopened with its note, and reopens with one tap', async () => {
    const pause = { since: NOW.toISOString(), until: null, note: 'Semester' };
    const { user } = renderScreen('/sv-se/vendor/menu', [pausedMenu(pause), MENU], {
      'DELETE /api/vendor/store/pause': { success: true, message: 'Du tar emot beställningar igen' },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Stängt tills du öppnar igen' }),
    ).toBeVisible();
    expect(screen.getByText('Meddelande till kunderna: Semester')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Öppna nu' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Öppet för beställningar' })).toBeVisible();
    expect(api.sent('DELETE /api/vendor/store/pause')).toHaveLength(1);
  });

  it('reads a pause that ends on another day with its date, in English', async () => {
    renderScreen('/sv-en/vendor/menu', [
      pausedMenu({ since: NOW.toISOString(), until: '2026-11-28T09:30:00.000Z', note: null }),
    ]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Closed until 28 Nov 2026, 10:30' }),
    ).toBeVisible();
  });

  it('shows a pause that ended as open', async () => {
    renderScreen('/sv-en/vendor/menu', [
      pausedMenu({ since: '2026-11-27T08:00:00.000Z', until: '2026-11-27T09:00:00.000Z', note: 'Back soon' }),
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Open for orders' })).toBeVisible();
    expect(screen.queryByText(/Back soon/)).toBeNull();
  });
});
