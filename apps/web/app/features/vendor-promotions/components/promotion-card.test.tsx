import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROMOTION_ANSWER } from '../../../lib/test-fixtures.ts';
import { renderAt } from '../../../lib/test-render.tsx';
import '../catalog.ts';
import { PromotionCard } from './promotion-card.tsx';

// 12:00 in Stockholm on 10 March 2030.
const NOW = new Date('2030-03-10T11:00:00Z');

function renderCard(path: string, promotion: Partial<typeof PROMOTION_ANSWER>) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const result = renderAt(
    path,
    <PromotionCard promotion={{ ...PROMOTION_ANSWER, ...promotion }} onDelete={() => {}} />,
  );
  vi.useRealTimers();
  return result;
}

describe('PromotionCard status (issue 17 §3)', () => {
  it.each([
    {
      reads: '"Scheduled" for an approved promotion whose start date is still ahead',
      path: '/sv-en/vendor/promotions',
      startDate: '2030-03-11',
      endDate: '2030-03-31',
      shown: 'Scheduled',
      notShown: 'Active',
    },
    {
      reads: '"Active" once it has started',
      path: '/sv-en/vendor/promotions',
      startDate: '2030-03-10',
      endDate: '2030-03-31',
      shown: 'Active',
    },
    {
      reads: '"Schemalagd" in Swedish',
      path: '/sv-se/vendor/promotions',
      startDate: '2030-04-01',
      endDate: '2030-04-30',
      shown: 'Schemalagd',
    },
  ])('reads $reads', ({ path, startDate, endDate, shown, notShown }) => {
    renderCard(path, { status: 'active', startDate, endDate });
    expect(screen.getByText(shown)).toBeInTheDocument();
    if (notShown) expect(screen.queryByText(notShown)).toBeNull();
  });
});

describe('PromotionCard rejection reason (issue 17 §3)', () => {
  const rejected = {
    status: 'inactive' as const,
    lastAction: 'reject' as const,
    lastActionAt: '2030-03-09T10:00:00.000Z',
    statusReason: 'The discount is larger than our agreement allows.',
  };

  it("shows the admin's reason on a rejected promotion", () => {
    renderCard('/sv-en/vendor/promotions', rejected);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Reason for the rejection');
    expect(card).toHaveTextContent('The discount is larger than our agreement allows.');
  });

  it('names it in Swedish', () => {
    renderCard('/sv-se/vendor/promotions', rejected);
    expect(screen.getByText('Anledning till avslaget')).toBeInTheDocument();
    expect(screen.getByText('The discount is larger than our agreement allows.')).toBeInTheDocument();
  });

  it('shows nothing when no reason was given, or after a later decision', () => {
    renderCard('/sv-en/vendor/promotions', { ...rejected, statusReason: null });
    expect(screen.queryByText('Reason for the rejection')).toBeNull();
    renderCard('/sv-en/vendor/promotions', { ...rejected, lastAction: 'approve', status: 'active' });
    expect(screen.queryByText('Reason for the rejection')).toBeNull();
    expect(screen.queryByText('The discount is larger than our agreement allows.')).toBeNull();
  });
});
