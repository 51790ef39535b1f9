const QUERY_STAMP_CLASS = 'ml-auto text-xs text-slate-600';
const QUERY_CASE_NUMBER_CLASS = 'font-mono';
/** A query's case number and when it was sent, at the end of its badge line (admin and vendor lists). */
export function QueryCaseStamp({
  query,
  sentText,
}: {
  query: { caseNumber: string; createdAt: string };
  /** e.g. "Received 3 May 2026, 14:05", in the screen's own words. */
  sentText: string;
}) {
  return (
    <span className={QUERY_STAMP_CLASS}>
      <span className={QUERY_CASE_NUMBER_CLASS}>{query.caseNumber}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={query.createdAt}>{sentText}</time>
    </span>
  );
}
