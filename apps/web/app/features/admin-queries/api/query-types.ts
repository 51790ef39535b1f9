import type { QueryStatus, QueryType } from '@levera/domain';

/** A contact or vendor query as GET /api/queries lists it. */
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
  /** Forward moves the state machine allows now (DESIGN.md §5). */
  nextStatuses: QueryStatus[];
  /** Where a revert goes (the status before the last change), or null when there is nothing to revert. */
  revertTarget: QueryStatus | null;
};

export type QueryTab = 'all' | QueryType;

export type QueryList = {
  data: AdminQuery[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<QueryTab, number>;
};

/** The answer of every admin change: the toast text and the query as it is now. */
export type QueryChangeAnswer = { success: true; message: string; data: AdminQuery };

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const ADMIN_QUERIES_KEY = ['admin-queries'] as const;
