import { QUERY_STATUSES, QUERY_TYPES, type QueryStatus } from '@levera/domain';
import { oneOf } from '../../../lib/one-of.ts';
import { nextListParams, useListParams } from '../../../lib/use-list-params.ts';
import type { QueryTab } from '../api/query-types.ts';

export type QueryFilters = { tab: QueryTab; status: QueryStatus | ''; q: string; page: number };

/** The filters of the query list from the URL, so a filtered view can be reloaded and shared. */
export function readQueryFilters(params: { get: (key: string) => string | null }): QueryFilters {
  const page = Number(params.get('page'));
  return {
    tab: oneOf(QUERY_TYPES, params.get('type')) ?? 'all',
    status: oneOf(QUERY_STATUSES, params.get('status')) ?? '',
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

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
