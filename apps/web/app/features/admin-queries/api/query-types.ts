import type { QueryListAnswer, QueryType } from '@levera/domain';

export type { AdminQuery, QueryChangeAnswer } from '@levera/domain';

export type QueryTab = 'all' | QueryType;

export type QueryList = QueryListAnswer;

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const ADMIN_QUERIES_KEY = ['admin-queries'] as const;
