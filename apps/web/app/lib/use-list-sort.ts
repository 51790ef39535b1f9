import type { SortOrder } from '@levera/domain';
import { oneOf } from './one-of.ts';
import type { ListParams } from './use-list-params.ts';

// The sort of a back-office list (issue 18), kept in the address beside its filters, search and page
// (`?sort=name&order=asc`): one of the list's sortable columns (the domain's allow-list), and the
// direction. Absent: newest first, the API's default.

export type ListSort<S extends string> = {
  sort: S;
  order: SortOrder;
  /** Sorts by `column`: the same column again turns the direction round; a new one starts ascending (dates: newest first). */
  toggle: (column: S) => void;
};

/** The sort in an address's parameters: a column of `columns` (else createdAt) and its direction (else desc). */
export function readListSort<S extends string>(
  params: { get: (key: string) => string | null },
  columns: readonly S[],
): { sort: S; order: SortOrder } {
  return {
    sort: oneOf(columns, params.get('sort')) ?? ('createdAt' as S),
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

export function useListSort<S extends string>(list: ListParams, columns: readonly S[]): ListSort<S> {
  const { sort, order } = readListSort(list, columns);
  const isDefault = (column: S, direction: SortOrder) => column === 'createdAt' && direction === 'desc';
  const toggle = (column: S) => {
    const next: SortOrder =
      column === sort ? (order === 'asc' ? 'desc' : 'asc') : /date|At$/i.test(column) ? 'desc' : 'asc';
    list.update(isDefault(column, next) ? { sort: null, order: null } : { sort: column, order: next });
  };
  return { sort, order, toggle };
}
