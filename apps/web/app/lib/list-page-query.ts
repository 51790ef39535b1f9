import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { type ApiRequestOptions, apiRequest } from './api-client.ts';

/**
 * One page of a back-office list: GET `path` with its search, filter and paging parameters. The list
 * shows a failed load in place, with a Retry button, so the failure raises no toast; while the next page
 * loads, the previous one stays on screen.
 */
export function useListPage<T>(queryKey: QueryKey, path: string, query: ApiRequestOptions['query']) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiRequest<T>(path, { query, suppressErrorToast: true, signal }),
    placeholderData: keepPreviousData,
  });
}
