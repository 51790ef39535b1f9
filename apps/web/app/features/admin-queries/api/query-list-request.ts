import {
  isUuid,
  PAGE_SIZE,
  QUERY_STATUSES,
  QUERY_TYPES,
  type QuerySort,
  type QueryStatus,
  type SortOrder,
} from '@levera/domain';
import type { ApiQuery } from '../../../lib/api-url.ts';
import { oneOf } from '../../../lib/one-of.ts';
import type { QueryTab } from './query-types.ts';

// The list's request from its address, without React: the screen's hooks use it, and so does the
// route's client loader, which starts it before the screen renders (decision 073).

/**
 * The assignee filter: nobody chosen (''), the signed-in admin's own ('me'), nobody's yet ('none'),
 * or a named admin's (their id).
 */
export const ASSIGNEE_FILTERS = ['me', 'none'] as const;
export type AssigneeFilter = (typeof ASSIGNEE_FILTERS)[number] | '' | (string & {});

/** The filter from an address or a choice: anything else reads as no filter. */
export function assigneeFilterOf(value: string | null): AssigneeFilter {
  if (!value) return '';
  return oneOf(ASSIGNEE_FILTERS, value) ?? (isUuid(value) ? value : '');
}

export type QueryFilters = {
  tab: QueryTab;
  status: QueryStatus | '';
  assignee: AssigneeFilter;
  q: string;
  page: number;
};

/** The filters of the query list from the URL, so a filtered view can be reloaded and shared. */
export function readQueryFilters(params: { get: (key: string) => string | null }): QueryFilters {
  const page = Number(params.get('page'));
  return {
    tab: oneOf(QUERY_TYPES, params.get('type')) ?? 'all',
    status: oneOf(QUERY_STATUSES, params.get('status')) ?? '',
    assignee: assigneeFilterOf(params.get('assignee')),
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export type QueryListParams = {
  tab: QueryTab;
  status: QueryStatus | '';
  assignee?: AssigneeFilter;
  q: string;
  page: number;
  pageSize?: number;
  sort?: QuerySort;
  order?: SortOrder;
};

/** GET /api/queries for a page of the list: what useQueryList sends. */
export function queryListRequest(params: QueryListParams): { path: string; query: ApiQuery } {
  return {
    path: '/queries',
    query: {
      type: params.tab === 'all' ? '' : params.tab,
      status: params.status,
      assignee: params.assignee ?? '',
      q: params.q.trim(),
      sort: params.sort,
      order: params.order,
      page: params.page,
      pageSize: params.pageSize ?? PAGE_SIZE.default,
    },
  };
}
