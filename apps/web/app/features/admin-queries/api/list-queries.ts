import { PAGE_SIZE, type QueryStatus } from '@levera/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_QUERIES_KEY, type QueryList, type QueryTab } from './query-types.ts';

export type QueryListParams = {
  tab: QueryTab;
  status: QueryStatus | '';
  q: string;
  page: number;
  pageSize?: number;
};

/** GET /api/queries: contact and vendor queries together, newest first, searched and filtered on the server. */
export function listQueries(params: QueryListParams, signal?: AbortSignal): Promise<QueryList> {
  return apiRequest<QueryList>('/queries', {
    query: {
      type: params.tab === 'all' ? '' : params.tab,
      status: params.status,
      q: params.q.trim(),
      page: params.page,
      pageSize: params.pageSize ?? PAGE_SIZE.default,
    },
    // The screen shows a failed load in place, with a Retry button.
    suppressErrorToast: true,
    signal,
  });
}

export function useQueryList(params: QueryListParams) {
  return useQuery({
    queryKey: [...ADMIN_QUERIES_KEY, 'list', params],
    queryFn: ({ signal }) => listQueries(params, signal),
    placeholderData: keepPreviousData,
  });
}
