// The brand facts both the web app and the API's e-mails use (DESIGN.md §1), in one place. The web
// app's `app/config/brand.ts` adds what only the site shows (links, cities, app stores).
export const BRAND = {
  name: 'Levera',
  legalName: 'Levera AB',
  siteUrl: 'https://levera.se',
  supportEmail: 'support@levera.se',
  /** The sender of the service's e-mails unless MAIL_FROM says otherwise. */
  noReplyEmail: 'no-reply@levera.se',
} as const;
