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
    <span className="ml-auto text-xs text-slate-600">
      <span className="font-mono">{query.caseNumber}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={query.createdAt}>{sentText}</time>
    </span>
  );
}
