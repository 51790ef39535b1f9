import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROMOTION_ANSWER } from '../../../lib/test-fixtures.ts';
import { mockApi, renderAt } from '../../../lib/test-render.tsx';
import '../catalog.ts';
import { PromotionDetailsDialog } from './promotion-details-dialog.tsx';

// Issue 19 §3: the admin's promotion details list the chosen items; one removed from the menu since
// stays named and is marked.
const api = mockApi();

const ON_ITEMS = {
  ...PROMOTION_ANSWER,
  applicableTo: 'specific' as const,
  itemCount: 2,
  items: [
    { id: 'item-1', name: 'Margherita', onMenu: true, category: 'Pizza', price: 95 },
    { id: null, name: 'Vesuvio', onMenu: false },
  ],
};

function renderDetails(path: string, promotion: typeof PROMOTION_ANSWER) {
  api.answer({ [`GET /api/promotions/${PROMOTION_ANSWER.id}`]: { data: { ...promotion, history: [] } } });
  return renderAt(
    path,
    <PromotionDetailsDialog
      promotionId={PROMOTION_ANSWER.id}
      title={PROMOTION_ANSWER.title}
      onClose={() => {}}
    />,
    { signedIn: 'admin' },
  );
}

describe('PromotionDetailsDialog: the chosen items (issue 19 §3)', () => {
  it('lists them with category and price, and marks one no longer on the menu', async () => {
    renderDetails('/sv-en/admin/promotions', ON_ITEMS);
    const list = await screen.findByRole('list', { name: 'Chosen items' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Margherita');
    expect(first).toHaveTextContent('Pizza · SEK 95');
    expect(second).toHaveTextContent('Vesuvio');
    expect(second).toHaveTextContent('No longer on the menu');
    expect(screen.getByText('2 specific items')).toBeInTheDocument();
  });

  it('says it in Swedish', async () => {
    renderDetails('/sv-se/admin/promotions', ON_ITEMS);
    const list = await screen.findByRole('list', { name: 'Valda produkter' });
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Finns inte längre på menyn');
  });

  it('says that a promotion stored as a number only has no named items', async () => {
    renderDetails('/sv-en/admin/promotions', { ...ON_ITEMS, itemCount: 4, items: [] });
    expect(
      await screen.findByText('4 items, chosen before items could be picked from the menu, so not named.'),
    ).toBeInTheDocument();
  });
});
