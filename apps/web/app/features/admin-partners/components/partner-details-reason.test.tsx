import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VENDOR_APPLICATION_ANSWER } from '../../../lib/test-fixtures.ts';
import { renderAt } from '../../../lib/test-render.tsx';
import type { PartnerRecord } from '../api/get-partners.ts';
import { PartnerDetails } from './partner-details.tsx';
import '../catalog.ts';

// Issue 17 §4: the reason an admin gave for rejecting an application is shown in its details.
const REJECTED: PartnerRecord = {
  ...VENDOR_APPLICATION_ANSWER,
  status: 'rejected',
  updatedAt: '2026-11-21T09:00:00.000Z',
  lastAction: 'reject',
  lastActionAt: '2026-11-21T09:00:00.000Z',
  lastActionBy: { id: 'a1', name: 'Ada', email: 'admin@levera.se' },
  statusReason: 'We already have three bistros in this area.',
};

const renderDetails = (path: string, partner: PartnerRecord) =>
  renderAt(path, <PartnerDetails id="details" partner={partner} pendingAction={null} onAction={() => {}} />, {
    signedIn: 'admin',
  });

describe('PartnerDetails: the stored reason (issue 17 §4)', () => {
  it('shows the reason given with the decision', () => {
    renderDetails('/sv-en/admin/partners', REJECTED);
    const term = screen.getByText('Reason given');
    expect(term.nextElementSibling).toHaveTextContent('We already have three bistros in this area.');
  });

  it('names it in Swedish', () => {
    renderDetails('/sv-se/admin/partners', REJECTED);
    expect(screen.getByText('Angiven anledning').nextElementSibling).toHaveTextContent(
      'We already have three bistros in this area.',
    );
  });

  it('has no reason row when none was given', () => {
    renderDetails('/sv-en/admin/partners', { ...REJECTED, statusReason: null });
    expect(screen.queryByText('Reason given')).toBeNull();
  });
});
