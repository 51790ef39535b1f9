import type { SortOrder } from '@levera/domain';
import { cn } from './cn.ts';

// How the sort buttons look, without React: the buttons (sort-buttons.tsx) and the SPA shell's preview
// of a list screen (decision 052) take it from here.

/** The row of "Sort by" and one button per column, wrapping on a narrow screen. */
export const SORT_GROUP_CLASS = 'm-0 flex flex-wrap items-center gap-2 border-0 p-0 text-sm';
/** The visible "Sort by". */
export const SORT_LABEL_CLASS = 'font-semibold text-slate-700';

/** A column's button; the active one is pressed. */
export const sortButtonClass = (isActive: boolean) =>
  cn(
    'inline-flex items-center gap-1 rounded-full border px-3 py-1 font-semibold',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    isActive
      ? 'border-brand-700 bg-brand-50 text-brand-900'
      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
  );

/** The arrow beside the active column's name. */
export const sortArrow = (order: SortOrder) => (order === 'asc' ? '↑' : '↓');
