import type { AdminQuery, QueryType } from '@levera/domain';

export type { AdminQuery };

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
