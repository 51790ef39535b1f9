import type {
  PartnerAction,
  PartnerStatus,
  PartnerType,
  QueryStatus,
  QueryType,
  VendorQueryStatus,
} from './constants.ts';

// Shapes of API answers that both the API (which builds them) and the web app (which reads them)
// name. One definition, so the two cannot drift apart. Dates are ISO strings.

/** The partner record of the admin view (SPEC §3), as `GET /api/partners` answers it. */
export type PartnerRecord = {
  id: string;
  caseNumber: string;
  type: PartnerType;
  status: PartnerStatus;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string | null;
  vehicle: string | null;
  nationalId: string | null;
  isSwedish: boolean | null;
  ageConfirmed: boolean | null;
  storeName: string | null;
  businessType: string | null;
  orgNumber: string | null;
  orgName: string | null;
  language: string;
  termsAcceptedAt: string;
  createdAt: string;
  updatedAt: string;
  lastAction: PartnerAction | null;
  lastActionAt: string | null;
  lastActionBy: { id: string; name: string | null; email: string | null } | null;
};

/** A contact or vendor query as `GET /api/queries` lists it, with what the UI needs for legal actions. */
export type AdminQuery = {
  id: string;
  caseNumber: string;
  type: QueryType;
  vendorId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  subject: string;
  category: string | null;
  message: string;
  language: string;
  status: QueryStatus;
  isRead: boolean;
  readAt: string | null;
  response: string | null;
  respondedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The forward moves the state machine allows from the current status (DESIGN.md §5). */
  nextStatuses: QueryStatus[];
  /** Where a revert would go (the status before the last change still in effect), or null. */
  revertTarget: QueryStatus | null;
};

/** One of the vendor's own queries: the status as the vendor sees it (DESIGN.md §5) and the response. */
export type VendorOwnQuery = {
  id: string;
  caseNumber: string;
  subject: string;
  category: string | null;
  message: string;
  status: VendorQueryStatus;
  response: string | null;
  respondedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/**
 * The error code of a status action (or undo) based on a status the item no longer has: someone
 * else changed it meanwhile. The 409 answer carries the current item as `data` (decision 011).
 */
export const STALE_STATUS_CODE = 'stale_status';
