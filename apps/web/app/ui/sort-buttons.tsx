import type { SortOrder } from '@levera/domain';
import { useT } from '../lib/i18n.ts';
import { SORT_GROUP_CLASS, SORT_LABEL_CLASS, sortArrow, sortButtonClass } from './sort-buttons-look.ts';

/**
 * The sortable columns of a back-office list (issue 18): one button per column in a fieldset,
 * the active one pressed with an arrow for its direction. The lists are cards, not tables, so there
 * are no column headers to carry `aria-sort`; each button names its state instead ("Name, sorted
 * ascending"). Pressing the active column turns its direction round.
 */
export function SortButtons<S extends string>({
  columns,
  sort,
  order,
  onSort,
}: {
  columns: readonly { value: S; label: string }[];
  sort: S;
  order: SortOrder;
  onSort: (column: S) => void;
}) {
  const t = useT('back-office');
  return (
    <fieldset className={SORT_GROUP_CLASS}>
      <legend className="sr-only">{t('sort.label')}</legend>
      <span aria-hidden="true" className={SORT_LABEL_CLASS}>
        {t('sort.label')}
      </span>
      {columns.map((column) => {
        const isActive = column.value === sort;
        const direction = order === 'asc' ? t('sort.ascending') : t('sort.descending');
        return (
          <button
            key={column.value}
            type="button"
            aria-pressed={isActive}
            aria-label={
              isActive
                ? t('sort.state', { column: column.label, direction })
                : t('sort.column', { column: column.label })
            }
            onClick={() => onSort(column.value)}
            className={sortButtonClass(isActive)}
          >
            {column.label}
            {isActive && <span aria-hidden="true">{sortArrow(order)}</span>}
          </button>
        );
      })}
    </fieldset>
  );
}
