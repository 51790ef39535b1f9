// How long Levera keeps personal data: the privacy policy's own numbers (issue 32, DESIGN.md §10).
// One source: the API's retention job and the privacy page's text both read these, so changing a
// number here changes what is done and what is promised, in both languages.

export const RETENTION = {
  /** A rejected rider or vendor application is erased this many months after the rejection. */
  rejectedApplicationMonths: 6,
  /** A contact query is erased this many months after the case was closed (resolved or closed). */
  closedQueryMonths: 24,
  /** A vendor account not used for this many months is told by e-mail that it will be deleted… */
  unusedAccountMonths: 24,
  /** …and archived and anonymised this many days after that e-mail, unless it is used again. */
  unusedAccountNoticeDays: 30,
  /** The cookie and privacy notice asks again once the visitor's choice is this many months old. */
  consentRenewalMonths: 12,
  /** The data subject's rights (copy, erasure) are answered within this many months. */
  rightsAnswerMonths: 1,
} as const;

/** `date` moved back by `months` calendar months (the last day of a shorter month when needed), in UTC. */
export function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
