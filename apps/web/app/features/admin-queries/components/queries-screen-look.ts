import { cn } from '../../../ui/cn.ts';

// How the Admin Queries screen is laid out, without React: the screen (admin-queries-screen.tsx) and
// the SPA shell's preview of its first page (decision 052) take it from here, so the preview's rows
// stand where the app's cards will and nothing jumps when the app takes over.

/** The screen: title, filters, sort and export, tabs with the list. */
export const SCREEN_CLASS = 'flex flex-col gap-5';
export const TITLE_CLASS = 'text-2xl font-bold text-slate-900';
export const INTRO_CLASS = 'mt-1 text-sm text-slate-600';
/** The search and the status filter: stacked on a phone, side by side from `sm`. */
export const FILTERS_CLASS = 'flex flex-col gap-3 sm:flex-row sm:items-end';
export const SEARCH_CLASS = 'flex-1';
export const STATUS_FILTER_CLASS = 'sm:w-56';
/** The sort buttons and the export button. */
export const TOOLS_CLASS = 'flex flex-wrap items-center justify-between gap-3';
/**
 * The tabs wrap onto a second line rather than scroll: on a phone a scrolled list hid "Alla" (issue
 * 36 §9), and five tabs with their counts do not fit 375 px.
 */
export const TAB_LIST_CLASS = 'flex flex-wrap gap-x-1 border-b border-slate-200';
/** A tab; the chosen one has `data-state="active"`. */
export const TAB_CLASS = cn(
  'shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
  'border-transparent text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900',
);
export const TAB_PANEL_CLASS = 'pt-4 focus-visible:outline-none';
/** "12 queries" above the list. */
export const RESULT_COUNT_CLASS = 'mb-3 text-sm font-medium text-slate-700';
export const BULK_BAR_SLOT_CLASS = 'mb-3';
export const LIST_CLASS = 'flex flex-col gap-3';
