import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VENDOR_ANSWER, VENDOR_ROW_ACTIONS } from '../../../lib/test-fixtures.ts';
import { renderAt } from '../../../lib/test-render.tsx';
import type { Vendor } from '../api/vendor-types.ts';
import { VendorList } from './vendor-list.tsx';
import '../catalog.ts';

// Issue 17 §4: the reason an admin gave when deactivating or suspending an account is shown with it.
const DEACTIVATED: Vendor = {
  ...VENDOR_ANSWER,
  status: 'inactive',
  statusReason: 'Closed for renovation until March.',
  menuItemCount: 0,
};

const renderList = (path: string, vendor: Vendor) =>
  renderAt(path, <VendorList vendors={[vendor]} actions={VENDOR_ROW_ACTIONS} />, { signedIn: 'admin' });

describe('VendorList: the stored reason (issue 17 §4)', () => {
  it('shows the reason with a deactivated account, in the table and on the phone card', () => {
    renderList('/sv-en/admin/vendors', DEACTIVATED);
    expect(screen.getAllByText('Reason: Closed for renovation until March.')).toHaveLength(2);
  });

  it('says it in Swedish', () => {
    renderList('/sv-se/admin/vendors', DEACTIVATED);
    expect(screen.getAllByText('Anledning: Closed for renovation until March.')).toHaveLength(2);
  });

  it('shows no reason for an active account or when none was given', () => {
    renderList('/sv-en/admin/vendors', { ...DEACTIVATED, status: 'active' } as Vendor);
    renderList('/sv-en/admin/vendors', { ...DEACTIVATED, statusReason: null } as Vendor);
    expect(screen.queryByText(/^Reason:/)).toBeNull();
  });
});
