import {
  PARTNER_ACTIONS,
  type PartnerAction,
  type PartnerStatus,
  PROMOTION_ACTIONS,
  type PromotionAction,
  type PromotionDisplayStatus,
  type PromotionStatus,
  type QueryStatus,
  VENDOR_STATUSES,
  type VendorQueryStatus,
  type VendorStatus,
} from './constants.ts';

// DESIGN.md §5 as data. The API answers 409 for anything these tables do not allow, and the UI
// offers only the actions they allow.

type Transition<S extends string> = { readonly from: readonly S[]; readonly to: S };

// ---------------------------------------------------------------- partner applications

export const PARTNER_TRANSITIONS = {
  approve: { from: ['pending', 'rejected'], to: 'approved' },
  reject: { from: ['pending', 'approved'], to: 'rejected' },
  markPending: { from: ['approved', 'rejected'], to: 'pending' },
  deactivate: { from: ['approved'], to: 'inactive' },
  activate: { from: ['inactive'], to: 'approved' },
} as const satisfies Record<PartnerAction, Transition<PartnerStatus>>;

export function canApplyPartnerAction(status: PartnerStatus, action: PartnerAction): boolean {
  return (PARTNER_TRANSITIONS[action].from as readonly PartnerStatus[]).includes(status);
}

/** The status after the action, or null when the action is not allowed from this status. */
export function applyPartnerAction(status: PartnerStatus, action: PartnerAction): PartnerStatus | null {
  return canApplyPartnerAction(status, action) ? PARTNER_TRANSITIONS[action].to : null;
}

export function legalPartnerActions(status: PartnerStatus): PartnerAction[] {
  return PARTNER_ACTIONS.filter((action) => canApplyPartnerAction(status, action));
}

// ---------------------------------------------------------------- promotions

export const PROMOTION_TRANSITIONS = {
  approve: { from: ['pending', 'inactive'], to: 'active' },
  reject: { from: ['pending', 'active'], to: 'inactive' },
  setPending: { from: ['active', 'inactive'], to: 'pending' },
  // "any → expired": from every other status; expiring an expired promotion is not a change.
  markExpired: { from: ['pending', 'active', 'inactive'], to: 'expired' },
} as const satisfies Record<PromotionAction, Transition<PromotionStatus>>;

/** Pass the effective status (see effectivePromotionStatus), so a lapsed promotion cannot be approved. */
export function canApplyPromotionAction(status: PromotionStatus, action: PromotionAction): boolean {
  return (PROMOTION_TRANSITIONS[action].from as readonly PromotionStatus[]).includes(status);
}

export function applyPromotionAction(
  status: PromotionStatus,
  action: PromotionAction,
): PromotionStatus | null {
  return canApplyPromotionAction(status, action) ? PROMOTION_TRANSITIONS[action].to : null;
}

export function legalPromotionActions(status: PromotionStatus): PromotionAction[] {
  return PROMOTION_ACTIONS.filter((action) => canApplyPromotionAction(status, action));
}

/** A promotion whose end date ('YYYY-MM-DD', inclusive) lies before today reads as expired everywhere. */
export function effectivePromotionStatus(
  status: PromotionStatus,
  endDate: string,
  today: string,
): PromotionStatus {
  return endDate < today ? 'expired' : status;
}

/**
 * An approved promotion whose start date ('YYYY-MM-DD') is still ahead reads as scheduled, not
 * active (issue 17 §3). Pass the effective status (see effectivePromotionStatus).
 */
export function displayedPromotionStatus(
  status: PromotionStatus,
  startDate: string,
  today: string,
): PromotionDisplayStatus {
  return status === 'active' && startDate > today ? 'scheduled' : status;
}

/**
 * The one rule of what a promotion reads as (issue 36 §9), from its stored status and dates and
 * today in Sweden: past its end date expired, approved and not started yet scheduled, else its
 * status. Its badge, its vendor's quick groups, the admin's filter and statistics and the API's
 * `status` filters and counts all follow it (the API's SQL is held to it by its tests).
 */
export function promotionDisplayStatus(
  promotion: { status: PromotionStatus; startDate: string; endDate: string },
  today: string,
): PromotionDisplayStatus {
  return displayedPromotionStatus(
    effectivePromotionStatus(promotion.status, promotion.endDate, today),
    promotion.startDate,
    today,
  );
}

/** Vendors edit and delete their promotions only while pending (SPEC §4). */
export function isPromotionEditable(status: PromotionStatus): boolean {
  return status === 'pending';
}

// ---------------------------------------------------------------- contact and vendor queries

export const QUERY_STATUS_TRANSITIONS = {
  created: ['inProgress', 'resolved', 'closed'],
  inProgress: ['resolved', 'closed'],
  resolved: ['closed'],
  closed: [],
} as const satisfies Record<QueryStatus, readonly QueryStatus[]>;

/**
 * A requester's or vendor's answer to a resolved or closed case reopens it (issue 37, decision 076):
 * back in progress, unread for the admins. Apart from the admins' own moves above.
 */
export const QUERY_REOPEN = {
  from: ['resolved', 'closed'],
  to: 'inProgress',
} as const satisfies Transition<QueryStatus>;

export function reopenedQueryStatus(status: QueryStatus): QueryStatus | null {
  return (QUERY_REOPEN.from as readonly QueryStatus[]).includes(status) ? QUERY_REOPEN.to : null;
}

export function canMoveQuery(from: QueryStatus, to: QueryStatus): boolean {
  return (QUERY_STATUS_TRANSITIONS[from] as readonly QueryStatus[]).includes(to);
}

export function legalQueryTargets(status: QueryStatus): QueryStatus[] {
  return [...QUERY_STATUS_TRANSITIONS[status]];
}

/**
 * Revert goes back to the status before the last change. `changes` lists the status changes
 * still in effect, oldest first (a revert removes the change it undoes, so repeated reverts walk
 * further back). Null when there is nothing to revert.
 */
export function queryRevertTarget(
  changes: readonly { from: QueryStatus; to: QueryStatus }[],
): QueryStatus | null {
  return changes.at(-1)?.from ?? null;
}

/** What the vendor sees of its own query's status (DESIGN §5). */
export function vendorVisibleQueryStatus(status: QueryStatus): VendorQueryStatus {
  switch (status) {
    case 'created':
      return 'pending';
    case 'inProgress':
      return 'inProgress';
    case 'resolved':
    case 'closed':
      return 'resolved';
  }
}

// ---------------------------------------------------------------- vendor accounts

/** Admins may set any status from any status (DESIGN §5). */
export const VENDOR_STATUS_TRANSITIONS = {
  active: VENDOR_STATUSES,
  inactive: VENDOR_STATUSES,
  suspended: VENDOR_STATUSES,
} as const satisfies Record<VendorStatus, readonly VendorStatus[]>;

export function canSetVendorStatus(from: VendorStatus, to: VendorStatus): boolean {
  return (VENDOR_STATUS_TRANSITIONS[from] as readonly VendorStatus[]).includes(to);
}

/** The UI's activate/deactivate toggle: active becomes inactive, anything else becomes active. */
export function toggledVendorStatus(status: VendorStatus): VendorStatus {
  return status === 'active' ? 'inactive' : 'active';
}

/** Only active vendors may sign in; others lose their sessions at once (DESIGN §5). */
export function canVendorSignIn(status: VendorStatus): boolean {
  return status === 'active';
}
