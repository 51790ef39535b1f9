import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROMOTION_ANSWER } from '../../../lib/test-fixtures.ts';
import { mockApi, renderAt } from '../../../lib/test-render.tsx';
import '../catalog.ts';
import { PromotionDetailsDialog } from './promotion-details-dialog.tsx';

// Issue 17 §4: the reason an admin gave for rejecting a promotion is shown in its details.
const api = mockApi();

const REJECTED = {
  ...PROMOTION_ANSWER,
  status: 'inactive',
  lastAction: 'reject',
  lastActionAt: '2030-03-09T10:00:00.000Z',
  statusReason: 'The discount is larger than our agreement allows.',
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
