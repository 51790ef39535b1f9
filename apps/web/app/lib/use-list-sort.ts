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

export function useListSort<S extends string>(list: ListParams, columns: readonly S[]): ListSort<S> {
  const sort = oneOf(columns, list.get('sort')) ?? ('createdAt' as S);
  const order: SortOrder =
    list.get('order') === 'asc' ? 'asc' : list.get('order') === 'desc' ? 'desc' : 'desc';
  const isDefault = (column: S, direction: SortOrder) => column === 'createdAt' && direction === 'desc';
  const toggle = (column: S) => {
    const next: SortOrder =
      column === sort ? (order === 'asc' ? 'desc' : 'asc') : /date|At$/i.test(column) ? 'desc' : 'asc';
    list.update(isDefault(column, next) ? { sort: null, order: null } : { sort: column, order: next });
  };
  return { sort, order, toggle };
}
