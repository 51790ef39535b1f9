import { everyPeriodInWords, periodInWords, RETENTION, type SiteLanguage } from '@levera/domain';

/** The periods RETENTION holds, or any others (a test's). */
export type RetentionPeriods = { readonly [Period in keyof typeof RETENTION]: number };

/**
 * The privacy policy's retention periods as its text says them (decision 060): the `{{…}}` values of
 * the `legal-privacy` catalogue, from the numbers the API's retention job keeps to, so the page
 * promises what is done ("six months", "24 months", "every 12 months"; "sex månader", "var tolfte
 * månad").
 */
export function retentionWords(
  language: SiteLanguage,
  retention: RetentionPeriods = RETENTION,
): Record<string, string> {
  return {
    unusedAccount: periodInWords(retention.unusedAccountMonths, 'month', language),
    closedQuery: periodInWords(retention.closedQueryMonths, 'month', language),
    rejectedApplication: periodInWords(retention.rejectedApplicationMonths, 'month', language),
    consentRenewal: everyPeriodInWords(retention.consentRenewalMonths, 'month', language),
    rightsAnswer: periodInWords(retention.rightsAnswerMonths, 'month', language),
  };
}
