import type { MenuAnswer } from '@levera/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/vendor-menu.json';
import sv from '../../../../locales/sv/vendor-menu.json';
import { registerCatalog } from '../../../lib/i18n.ts';
import { mockApi, renderAt } from '../../../lib/test-render.tsx';
import { VendorMenuScreen } from './vendor-menu-screen.tsx';

registerCatalog('vendor-menu', { en, sv });

// Issue 19 §2: "My menu", the vendor's own menu, read-only.
const api = mockApi();
const VENDOR_ID = '22222222-2222-4222-8222-222222222222';
const MENU: MenuAnswer = {
  vendor: { vendorName: 'Hörnans Pizzeria', archived: false, pause: null },
  data: [
    {
      id: 'i1',
      position: 0,
      name: 'Margherita',
      description: 'Tomat och mozzarella',
      price: 95,
      category: 'Pizza',
      available: true,
      updatedAt: '2026-11-20T09:00:00.000Z',
    },
    {
      id: 'i2',
      position: 1,
      name: 'Kaffe',
      description: '',
      price: 25.5,
      category: '',
      available: false,
      updatedAt: '2026-11-20T09:00:00.000Z',
    },
  ],
};

const renderScreen = (path: string, menu: MenuAnswer) => {
  api.answer({ [`GET /api/menus/${VENDOR_ID}/items`]: menu });
  return renderAt(path, <VendorMenuScreen vendorId={VENDOR_ID} />, { signedIn: 'vendor' });
};

describe('VendorMenuScreen (issue 19 §2)', () => {
  it('shows the menu in Swedish by category, with no way to change it', async () => {
    renderScreen('/sv-se/vendor/menu', MENU);
    const pizza = await screen.findByRole('list', { name: /Pizza/ });
    expect(within(pizza).getByRole('listitem', { name: 'Margherita' })).toHaveTextContent('95 kr');
    const other = screen.getByRole('list', { name: /Övrigt/ });
    expect(within(other).getByRole('listitem', { name: 'Kaffe' })).toHaveTextContent('25,50 kr');
    expect(within(other).getByRole('listitem', { name: 'Kaffe' })).toHaveTextContent('Slut');
    expect(screen.getByRole('searchbox', { name: 'Sök i menyn' })).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when no menu was uploaded yet, in both languages', async () => {
    renderScreen('/sv-en/vendor/menu', { ...MENU, data: [] });
    expect(
      await screen.findByText('Your menu has not been uploaded yet. Contact Levera support to add it.'),
    ).toBeVisible();
  });

  it('says it in Swedish too', async () => {
    renderScreen('/sv-se/vendor/menu', { ...MENU, data: [] });
    expect(
      await screen.findByText(
        'Din meny har inte laddats upp än. Kontakta Leveras support för att lägga till den.',
      ),
    ).toBeVisible();
  });
});
