import { QUERY_STATUSES, QUERY_TYPES, type QueryStatus } from '@levera/domain';
import { useSearchParams } from 'react-router';
import type { QueryTab } from '../api/query-types.ts';

export type QueryFilters = { tab: QueryTab; status: QueryStatus | ''; q: string; page: number };

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The filters of the query list from the URL, so a filtered view can be reloaded and shared. */
export function readQueryFilters(params: URLSearchParams): QueryFilters {
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

/** Writes filters back to the URL; any change other than the page starts again at page 1. */
export function writeQueryFilters(current: QueryFilters, changes: Partial<QueryFilters>): URLSearchParams {
  const next = { ...current, ...changes };
  if (changes.page === undefined) next.page = 1;
  const params = new URLSearchParams();
  if (next.tab !== 'all') params.set('type', next.tab);
  if (next.status) params.set('status', next.status);
  if (next.q) params.set('q', next.q);
  if (next.page > 1) params.set('page', String(next.page));
  return params;
}

export function useQueryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readQueryFilters(params);
  const update = (changes: Partial<QueryFilters>, options: { replace?: boolean } = {}) =>
    setParams(writeQueryFilters(filters, changes), { replace: options.replace, preventScrollReset: true });
  return { filters, update };
}
