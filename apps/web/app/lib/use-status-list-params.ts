import { oneOf } from './one-of.ts';
import { useListParams, useSearchParam } from './use-list-params.ts';

/**
 * A searched list with a status filter, its state in the address (issue 15): the search, the status
 * (one of `statuses`, else '' for all) and the page.
 */
export function useStatusListParams<S extends string>(statuses: readonly S[]) {
  const list = useListParams();
  const search = useSearchParam(list, { isServerSearch: true });
  const status: S | '' = oneOf(statuses, list.get('status')) ?? '';
  return { list, search, status, page: list.page, q: search.q };
}
