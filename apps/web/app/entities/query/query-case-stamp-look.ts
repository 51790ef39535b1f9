// How a query's case number and date look at the end of its badge line, without React: the stamp
// (query-case-stamp.tsx) and the SPA shell's preview of Admin Queries (decision 052) take it from here.

export const QUERY_STAMP_CLASS = 'ml-auto text-xs text-slate-600';
export const QUERY_CASE_NUMBER_CLASS = 'font-mono';
