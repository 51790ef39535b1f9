import { QUERY_STATUSES, QUERY_TYPES, type QueryStatus } from '@levera/domain';
import { nextListParams, useListParams } from '../../../lib/use-list-params.ts';
import type { QueryTab } from '../api/query-types.ts';

export type QueryFilters = { tab: QueryTab; status: QueryStatus | ''; q: string; page: number };

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The filters of the query list from the URL, so a filtered view can be reloaded and shared. */
export function readQueryFilters(params: { get: (key: string) => string | null }): QueryFilters {
  const type = params.get('type');
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    tab: isOneOf(QUERY_TYPES, type) ? type : 'all',
    status: isOneOf(QUERY_STATUSES, status) ? status : '',
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
