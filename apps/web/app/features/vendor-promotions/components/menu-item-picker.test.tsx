import type { MenuItemAnswer, Promotion } from '@levera/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROMOTION_ANSWER } from '../../../lib/test-fixtures.ts';
import { mockApi, renderAt } from '../../../lib/test-render.tsx';
import '../catalog.ts';
import { PromotionForm } from './promotion-form.tsx';

// Issue 19 §3: a "specific items" promotion picks its items from the vendor's own menu, with a
// search box and a list of checkboxes, in both languages.
const api = mockApi();
const TODAY = '2030-03-10';
const VENDOR_ID = 'vendor-1';

const item = (id: string, name: string, category: string, price: number): MenuItemAnswer => ({
  id,
  position: 0,
  name,
  description: '',
  price,
  category,
  available: true,
  updatedAt: '2030-03-01T09:00:00.000Z',
});
const MENU = [
  item('11111111-1111-4111-8111-111111111111', 'Margherita', 'Pizza', 95),
  item('22222222-2222-4222-8222-222222222222', 'Vesuvio', 'Pizza', 105.5),
  item('33333333-3333-4333-8333-333333333333', 'Caesarsallad', 'Sallader', 115),
];

function answerMenu(menu: MenuItemAnswer[]) {
  api.answer({
    'GET /api/vendor/profile': {
      success: true,
      vendor: { id: VENDOR_ID, vendorName: 'Hörnan', email: 'v@example.se', status: 'active' },
    },
    [`GET /api/menus/${VENDOR_ID}/items`]: { data: menu },
  });
}

const TEXTS = {
  'sv-en': {
    specific: 'Specific items',
    legend: 'Items on your menu',
    search: 'Search your menu',
    list: 'Menu items',
    none: '0 selected',
    two: '2 selected',
    price: 'SEK 105.50',
    required: 'Choose at least one item from your menu',
    empty: /Your menu must be uploaded first/,
    removed: 'No longer on the menu',
  },
  'sv-se': {
    specific: 'Utvalda produkter',
    legend: 'Produkter på din meny',
    search: 'Sök i din meny',
    list: 'Menyns produkter',
    none: '0 valda',
    two: '2 valda',
    price: /105,50\skr/,
    required: 'Välj minst en produkt från din meny',
    empty: /Menyn måste laddas upp först/,
    removed: 'Finns inte längre på menyn',
  },
} as const;

describe('PromotionForm: items from the menu (issue 19 §3)', () => {
  for (const [locale, text] of Object.entries(TEXTS)) {
    it(`searches the menu, ticks items by label and sends their ids (${locale})`, async () => {
      answerMenu(MENU);
      const onSubmit = vi.fn(async (_promotion: Promotion) => {});
      const { user } = renderAt(
        `/${locale}/vendor/promotions/create`,
        <PromotionForm today={TODAY} onSubmit={onSubmit} />,
      );
      await user.click(screen.getByRole('radio', { name: text.specific }));
      const group = await screen.findByRole('group', { name: text.legend });
      const list = await within(group).findByRole('list', { name: text.list });
      expect(within(list).getAllByRole('checkbox')).toHaveLength(3);
      expect(within(group).getByRole('status')).toHaveTextContent(text.none);
      expect(list).toHaveTextContent(text.price);

      await user.type(within(group).getByRole('searchbox', { name: text.search }), 'vesu');
      expect(within(list).getAllByRole('checkbox')).toHaveLength(1);
      await user.click(within(list).getByRole('checkbox', { name: /Vesuvio/ }));
      await user.clear(within(group).getByRole('searchbox', { name: text.search }));
      // Keyboard: Tab reaches the checkboxes, Space ticks one.
      within(list)
        .getByRole('checkbox', { name: /Margherita/ })
        .focus();
      await user.keyboard(' ');
      expect(within(group).getByRole('status')).toHaveTextContent(text.two);

      await fillRequired(user, locale);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0]).toMatchObject({
        applicableTo: 'specific',
        itemIds: [MENU[1]!.id, MENU[0]!.id],
      });
    });

    it(`needs an item, and says an empty menu must be uploaded first (${locale})`, async () => {
      answerMenu([]);
      const onSubmit = vi.fn(async () => {});
      const { user } = renderAt(
        `/${locale}/vendor/promotions/create`,
        <PromotionForm today={TODAY} onSubmit={onSubmit} />,
      );
      await user.click(screen.getByRole('radio', { name: text.specific }));
      expect(await screen.findByText(text.empty)).toBeInTheDocument();
      await fillRequired(user, locale);
      const group = screen.getByRole('group', { name: text.legend });
      await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
      expect(within(group).getByRole('alert')).toHaveTextContent(text.required);
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it(`shows the chosen items when editing, and an item removed from the menu as such (${locale})`, async () => {
      answerMenu(MENU);
      const promotion = {
        ...PROMOTION_ANSWER,
        discountType: 'bogo' as const,
        discountValue: null,
        startDate: TODAY,
        endDate: '2030-03-31',
        applicableTo: 'specific' as const,
        itemCount: 2,
        items: [
          { id: MENU[2]!.id, name: 'Caesarsallad', onMenu: true, category: 'Sallader', price: 115 },
          { id: null, name: 'Calzone', onMenu: false },
        ],
      };
      renderAt(
        `/${locale}/vendor/promotions/edit/${promotion.id}`,
        <PromotionForm promotion={promotion} today={TODAY} onSubmit={async () => {}} />,
      );
      const group = await screen.findByRole('group', { name: text.legend });
      const list = await within(group).findByRole('list', { name: text.list });
      expect(within(list).getByRole('checkbox', { name: /Caesarsallad/ })).toBeChecked();
      expect(within(list).getByRole('checkbox', { name: /Margherita/ })).not.toBeChecked();
      expect(within(group).getByText('Calzone')).toBeInTheDocument();
      expect(within(group).getByText(text.removed)).toBeInTheDocument();
    });
  }
});

/** The fields every promotion needs, typed as the vendor would. */
async function fillRequired(user: ReturnType<typeof renderAt>['user'], locale: string) {
  const sv = locale === 'sv-se';
  await user.type(screen.getByRole('textbox', { name: sv ? 'Titel' : 'Title' }), 'Two for one');
  await user.type(
    screen.getByRole('textbox', { name: sv ? 'Beskrivning' : 'Description' }),
    'The second one is on us.',
  );
  await user.click(
    screen.getByRole('radio', { name: sv ? /^Köp en, få en gratis/ : /^Buy one, get one free/ }),
  );
  await user.type(
    screen.getByRole('textbox', { name: sv ? 'Startdatum' : 'Start date' }),
    sv ? '2030-03-11' : '11-03-2030',
  );
  await user.type(
    screen.getByRole('textbox', { name: sv ? 'Slutdatum' : 'End date' }),
    sv ? '2030-03-20' : '20-03-2030',
  );
  await user.click(screen.getByRole('button', { name: sv ? 'Skapa kampanj' : 'Create promotion' }));
}
