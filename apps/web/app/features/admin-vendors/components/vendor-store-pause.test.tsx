import type { MenuAnswer } from '@levera/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../entities/audit/catalog.ts';
import { menuItem, VENDOR_ANSWER, VENDOR_ROW_ACTIONS } from '../../../lib/test-fixtures.ts';
import { mockApi, renderAt } from '../../../lib/test-render.tsx';
import type { Vendor } from '../api/vendor-types.ts';
import { VendorList } from './vendor-list.tsx';
import { VendorMenuScreen } from './vendor-menu-screen.tsx';
import '../catalog.ts';

// Issue 36 §10 (decision 062): the admin sees a vendor's pause in the vendor list and on its menu,
// and the items the vendor marked sold out.
const api = mockApi();
const NOW = new Date('2026-11-27T10:00:00.000Z'); // 11:00 in Stockholm
const PAUSE = { since: NOW.toISOString(), until: '2026-11-27T17:00:00.000Z', note: 'Stängt för privat fest' };
const VENDOR: Vendor = {
  ...VENDOR_ANSWER,
  id: '22222222-2222-4222-8222-222222222222',
  menuItemCount: 2,
  updatedAt: '2026-11-27T10:00:00.000Z',
  pause: PAUSE,
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('VendorList: the store pause', () => {
  it('shows "Pausad till 18:00" and the note with a paused vendor, in the table and on the phone card', () => {
    renderAt('/sv-se/admin/vendors', <VendorList vendors={[VENDOR]} actions={VENDOR_ROW_ACTIONS} />, {
      signedIn: 'admin',
    });
    expect(screen.getAllByText('Pausad till 18:00')).toHaveLength(2);
    expect(screen.getAllByText('Meddelande till kunderna: Stängt för privat fest')).toHaveLength(2);
  });

  it('says "until the vendor reopens" for a pause without an end, in English', () => {
    const vendor = { ...VENDOR, pause: { ...PAUSE, until: null, note: null } };
    renderAt('/sv-en/admin/vendors', <VendorList vendors={[vendor]} actions={VENDOR_ROW_ACTIONS} />, {
      signedIn: 'admin',
    });
    expect(screen.getAllByText('Paused until the vendor reopens')).toHaveLength(2);
  });

  it('shows nothing for an open store, nor for a pause whose end has passed since the list was read', () => {
    const ended = {
      ...VENDOR,
      id: 'vendor-2',
      pause: { ...PAUSE, until: '2026-11-27T09:59:00.000Z' },
    };
    renderAt(
      '/sv-en/admin/vendors',
      <VendorList vendors={[{ ...VENDOR, pause: null }, ended]} actions={VENDOR_ROW_ACTIONS} />,
      {
        signedIn: 'admin',
      },
    );
    expect(screen.queryByText(/Paused until/)).toBeNull();
  });
});

describe('VendorMenuScreen (admin): the pause and the sold-out items', () => {
  it('shows the pause above the menu and the items the vendor marked sold out, in Swedish', async () => {
    const menu: MenuAnswer = {
      vendor: { vendorName: 'Hörnans Pizzeria', archived: false, pause: PAUSE },
      data: [
        menuItem('i1', {
          name: 'Margherita',
          price: 95,
          category: 'Pizza',
          available: false,
          updatedAt: NOW.toISOString(),
        }),
      ],
    };
    api.answer({ [`GET /api/menus/${VENDOR.id}/items`]: menu });
    renderAt(`/sv-se/admin/vendors/${VENDOR.id}/menu`, <VendorMenuScreen vendorId={VENDOR.id} />, {
      signedIn: 'admin',
    });
    const banner = await screen.findByRole('region', { name: 'Pausad till 18:00' });
    expect(banner).toHaveTextContent('Partnern har pausat beställningarna.');
    expect(banner).toHaveTextContent('Meddelande till kunderna: Stängt för privat fest');
    const margherita = screen.getByRole('listitem', { name: 'Margherita' });
    expect(margherita).toHaveTextContent('Slut');
    expect(within(margherita).getByRole('button', { name: 'Gör beställningsbar: Margherita' })).toBeVisible();
  });
});
