import { keepPreviousData, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiRequestOptions, apiRequest } from './api-client.ts';
import { languageOfPath } from './locale-of-path.ts';
import { backOfficeQueryClient, hasSessionFor } from './query-client.ts';

/** One page of a back-office list: the key of its answer, and GET `path` with its parameters. */
export type ListPageRequest = { queryKey: QueryKey; path: string; query: ApiRequestOptions['query'] };

function listPageOptions<T>(
  { queryKey, path, query }: ListPageRequest,
  language?: ApiRequestOptions['language'],
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest<T>(path, { query, suppressErrorToast: true, signal, language }),
  });
}

/**
 * One page of a back-office list: GET `path` with its search, filter and paging parameters. The list
 * shows a failed load in place, with a Retry button, so the failure raises no toast; while the next page
 * loads, the previous one stays on screen.
 */
export function useListPage<T>(queryKey: QueryKey, path: string, query: ApiRequestOptions['query']) {
  return useQuery({ ...listPageOptions<T>({ queryKey, path, query }), placeholderData: keepPreviousData });
}

/**
 * A route's client loader starts its list's request (decision 073): on the first load as soon as the
 * router starts, on a navigation before the screen's code renders; the screen's useListPage then finds
 * the answer (or the request on its way) in the cache. Not awaited: the screen renders meanwhile. Only
 * with a stored session of the area (without one the area layout goes to the sign-in page).
 */
export function prefetchListPage(request: Request, page: ListPageRequest): void {
  const url = new URL(request.url);
  if (!hasSessionFor(url)) return;
  const language = languageOfPath(url.pathname) ?? undefined;
  void backOfficeQueryClient().prefetchQuery(listPageOptions(page, language));
}
