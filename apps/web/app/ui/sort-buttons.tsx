import type { SortOrder } from '@levera/domain';
import { useT } from '../lib/i18n.ts';
import { cn } from './cn.ts';

/** The row of "Sort by" and one button per column, wrapping on a narrow screen. */
const SORT_GROUP_CLASS = 'm-0 flex flex-wrap items-center gap-2 border-0 p-0 text-sm';
/** The visible "Sort by". */
const SORT_LABEL_CLASS = 'font-semibold text-slate-700';

/** A column's button; the active one is pressed. */
const sortButtonClass = (isActive: boolean) =>
  cn(
    'inline-flex items-center gap-1 rounded-full border px-3 py-1 font-semibold',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    isActive
      ? 'border-brand-700 bg-brand-50 text-brand-900'
      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
  );

/** The arrow beside the active column's name. */
const sortArrow = (order: SortOrder) => (order === 'asc' ? '↑' : '↓');

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
