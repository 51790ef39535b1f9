import { nextListParams, useListParams } from '../../../lib/use-list-params.ts';
import { type QueryFilters, readQueryFilters } from '../api/query-list-request.ts';

export { type QueryFilters, readQueryFilters };

/** The URL parameters of filter changes: the tab is `type`, and 'all' is no parameter. */
function queryParamChanges(filters: Partial<QueryFilters>): Record<string, string | number | null> {
  const { tab, ...rest } = filters;
  return tab === undefined ? rest : { type: tab === 'all' ? null : tab, ...rest };
}

/** Writes filters to the URL as every list does (lib/use-list-params): a filter change starts at page 1. */
export function writeQueryFilters(current: QueryFilters, changes: Partial<QueryFilters>): URLSearchParams {
  return nextListParams(
    nextListParams(new URLSearchParams(), queryParamChanges(current)),
    queryParamChanges(changes),
  );
}

/** The query list's filters, read from and written to the address like every list's. */
export function useQueryFilters() {
  const list = useListParams();
  const filters = readQueryFilters(list);
  const update = (changes: Partial<QueryFilters>, options: { replace?: boolean } = {}) =>
    list.update(queryParamChanges(changes), options);
  return { list, filters, update };
}
