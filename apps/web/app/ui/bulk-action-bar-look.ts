// How the selection column and the bulk action bar look, without React: the bar (bulk-action-bar.tsx)
// and the SPA shell's preview of a list screen (decision 052) take it from here.

/** A row's checkbox, and the page's. */
export const SELECT_CHECKBOX_CLASS =
  'size-6 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-700';
/** The bar above the list. */
export const BULK_BAR_CLASS =
  'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200';
/** "Select all on this page" with its checkbox. */
export const BULK_PAGE_LABEL_CLASS = 'flex items-center gap-2 text-sm font-medium text-slate-800';
