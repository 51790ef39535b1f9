import { describe, expect, it } from 'vitest';
import {
  PARTNER_ACTIONS,
  PARTNER_STATUSES,
  PROMOTION_ACTIONS,
  PROMOTION_DISPLAY_STATUSES,
  PROMOTION_STATUSES,
  QUERY_STATUSES,
  VENDOR_STATUSES,
} from './constants.ts';
import {
  applyPartnerAction,
  applyPromotionAction,
  canApplyPartnerAction,
  canApplyPromotionAction,
  canMoveQuery,
  canSetVendorStatus,
  canVendorSignIn,
  displayedPromotionStatus,
  effectivePromotionStatus,
  isPromotionEditable,
  legalPartnerActions,
  legalPromotionActions,
  legalQueryTargets,
  promotionDisplayStatus,
  queryRevertTarget,
  toggledVendorStatus,
  vendorVisibleQueryStatus,
} from './state-machines.ts';

/** Checks every (status, action) pair against the table: the expected next status, or null for 409. */
function expectTransitionTable<S extends string, A extends string>(
  statuses: readonly S[],
  actions: readonly A[],
  expected: Record<S, Record<A, S | null>>,
  apply: (status: S, action: A) => S | null,
  canApply: (status: S, action: A) => boolean,
) {
  for (const status of statuses) {
    for (const action of actions) {
      const next = expected[status][action];
      expect(apply(status, action), `${status} ${action}`).toBe(next);
      expect(canApply(status, action)).toBe(next !== null);
    }
  }
}

describe('partner applications', () => {
  // Every (status, action) pair: the expected next status, or null for 409.
  const expected = {
    pending: { approve: 'approved', reject: 'rejected', markPending: null, activate: null, deactivate: null },
    approved: {
      approve: null,
      reject: 'rejected',
      markPending: 'pending',
      activate: null,
      deactivate: 'inactive',
    },
    rejected: { approve: 'approved', reject: null, markPending: 'pending', activate: null, deactivate: null },
    inactive: { approve: null, reject: null, markPending: null, activate: 'approved', deactivate: null },
  } as const;

  it('allows exactly the transitions of DESIGN §5', () => {
    expectTransitionTable(
      PARTNER_STATUSES,
      PARTNER_ACTIONS,
      expected,
      applyPartnerAction,
      canApplyPartnerAction,
    );
  });

  it('lists the legal actions for the UI', () => {
    expect(legalPartnerActions('pending')).toEqual(['approve', 'reject']);
    expect(legalPartnerActions('approved')).toEqual(['reject', 'markPending', 'deactivate']);
    expect(legalPartnerActions('inactive')).toEqual(['activate']);
  });
});

describe('promotions', () => {
  const expected = {
    pending: { approve: 'active', reject: 'inactive', setPending: null, markExpired: 'expired' },
    active: { approve: null, reject: 'inactive', setPending: 'pending', markExpired: 'expired' },
    inactive: { approve: 'active', reject: null, setPending: 'pending', markExpired: 'expired' },
    expired: { approve: null, reject: null, setPending: null, markExpired: null },
  } as const;

  it('allows exactly the transitions of DESIGN §5', () => {
    expectTransitionTable(
      PROMOTION_STATUSES,
      PROMOTION_ACTIONS,
      expected,
      applyPromotionAction,
      canApplyPromotionAction,
    );
    expect(legalPromotionActions('expired')).toEqual([]);
    expect(legalPromotionActions('pending')).toEqual(['approve', 'reject', 'markExpired']);
  });

  it('reads a promotion past its end date as expired', () => {
    expect(effectivePromotionStatus('active', '2030-03-09', '2030-03-10')).toBe('expired');
    expect(effectivePromotionStatus('active', '2030-03-10', '2030-03-10')).toBe('active');
    expect(effectivePromotionStatus('pending', '2030-04-01', '2030-03-10')).toBe('pending');
  });

  it('lets vendors edit only pending promotions', () => {
    expect(PROMOTION_STATUSES.filter(isPromotionEditable)).toEqual(['pending']);
  });
});

describe('queries', () => {
  it('moves only forward as DESIGN §5 says', () => {
    const allowed = new Set([
      'created>inProgress',
      'created>resolved',
      'created>closed',
      'inProgress>resolved',
      'inProgress>closed',
      'resolved>closed',
    ]);
    for (const from of QUERY_STATUSES) {
      for (const to of QUERY_STATUSES) {
        expect(canMoveQuery(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
    expect(legalQueryTargets('created')).toEqual(['inProgress', 'resolved', 'closed']);
    expect(legalQueryTargets('closed')).toEqual([]);
  });

  it('reverts to the status before the last change', () => {
    expect(queryRevertTarget([])).toBeNull();
    expect(
      queryRevertTarget([
        { from: 'created', to: 'inProgress' },
        { from: 'inProgress', to: 'closed' },
      ]),
    ).toBe('inProgress');
  });

  it('shows vendors a simpler status', () => {
    expect(QUERY_STATUSES.map(vendorVisibleQueryStatus)).toEqual([
      'pending',
      'inProgress',
      'resolved',
      'resolved',
    ]);
  });
});

describe('vendor accounts', () => {
  it('lets admins set any status', () => {
    for (const from of VENDOR_STATUSES) {
      for (const to of VENDOR_STATUSES) expect(canSetVendorStatus(from, to)).toBe(true);
    }
  });

  it('toggles between active and inactive', () => {
    expect(toggledVendorStatus('active')).toBe('inactive');
    expect(toggledVendorStatus('inactive')).toBe('active');
    expect(toggledVendorStatus('suspended')).toBe('active');
  });

  it('lets only active vendors sign in', () => {
    expect(VENDOR_STATUSES.filter(canVendorSignIn)).toEqual(['active']);
  });
});

describe('displayedPromotionStatus', () => {
  it('reads an approved promotion that has not started yet as scheduled, and nothing else', () => {
    expect(displayedPromotionStatus('active', '2030-03-11', '2030-03-10')).toBe('scheduled');
    expect(displayedPromotionStatus('active', '2030-03-10', '2030-03-10')).toBe('active');
    expect(displayedPromotionStatus('pending', '2030-03-11', '2030-03-10')).toBe('pending');
    expect(displayedPromotionStatus('inactive', '2030-03-11', '2030-03-10')).toBe('inactive');
  });
});

describe('promotionDisplayStatus (issue 36 §9)', () => {
  // An approved promotion reads as active only from its start date to its end date; every other
  // status stays as it is, until the end date has passed.
  it.each([
    ['active', '2030-03-11', '2030-03-20', 'scheduled'],
    ['active', '2030-03-10', '2030-03-20', 'active'],
    ['active', '2030-03-01', '2030-03-10', 'active'],
    ['active', '2030-03-01', '2030-03-09', 'expired'],
    ['pending', '2030-03-11', '2030-03-20', 'pending'],
    ['inactive', '2030-03-11', '2030-03-20', 'inactive'],
    ['expired', '2030-03-11', '2030-03-20', 'expired'],
    ['pending', '2030-03-01', '2030-03-09', 'expired'],
  ] as const)('reads %s from %s to %s as %s on 2030-03-10', (status, startDate, endDate, displayed) => {
    expect(promotionDisplayStatus({ status, startDate, endDate }, '2030-03-10')).toBe(displayed);
  });

  it('names every displayed status once, in the order the screens list them', () => {
    expect(PROMOTION_DISPLAY_STATUSES).toEqual(['pending', 'scheduled', 'active', 'inactive', 'expired']);
  });
});
