import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROMOTION_ANSWER } from '../../../lib/test-fixtures.ts';
import { mockApi, renderAt } from '../../../lib/test-render.tsx';
import '../catalog.ts';
import { PromotionDetailsDialog } from './promotion-details-dialog.tsx';

// The admin's promotion details: the reason given with a rejection (issue 17 §4) and the chosen
// items, one removed from the menu since still named and marked (issue 19 §3).
const api = mockApi();

const REJECTED = {
  ...PROMOTION_ANSWER,
  status: 'inactive',
  lastAction: 'reject',
  lastActionAt: '2030-03-09T10:00:00.000Z',
  statusReason: 'The discount is larger than our agreement allows.',
};

const ON_ITEMS = {
  ...PROMOTION_ANSWER,
  applicableTo: 'specific' as const,
  itemCount: 2,
  items: [
    { id: 'item-1', name: 'Margherita', onMenu: true, category: 'Pizza', price: 95 },
    { id: null, name: 'Vesuvio', onMenu: false },
  ],
};

function renderDetails(path: string, promotion: typeof REJECTED | typeof PROMOTION_ANSWER) {
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

describe('PromotionDetailsDialog: the stored reason (issue 17 §4)', () => {
  it('shows the reason given with the rejection', async () => {
    renderDetails('/sv-en/admin/promotions', REJECTED);
    const term = await screen.findByText('Reason given');
    expect(term.nextElementSibling).toHaveTextContent('The discount is larger than our agreement allows.');
  });

  it('names it in Swedish', async () => {
    renderDetails('/sv-se/admin/promotions', REJECTED);
    const term = await screen.findByText('Angiven anledning');
    expect(term.nextElementSibling).toHaveTextContent('The discount is larger than our agreement allows.');
  });

  it('has no reason row when none was given', async () => {
    renderDetails('/sv-en/admin/promotions', PROMOTION_ANSWER);
    expect(await screen.findByText('Last admin action')).toBeInTheDocument();
    expect(screen.queryByText('Reason given')).toBeNull();
  });
});

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
