// The brand facts both the web app and the API's e-mails use (DESIGN.md §1), in one place. The web
// app's `app/config/brand.ts` adds what only the site shows (links, cities, app stores).
export const BRAND = {
  name: 'Levera',
  legalName: 'Levera AB',
  siteUrl: 'https://levera.se',
  supportEmail: 'support@levera.se',
  /** The sender of the service's e-mails unless MAIL_FROM says otherwise. */
  noReplyEmail: 'no-reply@levera.se',
  /**
   * The delivery fee a customer pays without a promotion (SEK, VAT included). SPEC gives none; it is
   * fixed here (decision 061) so that a "reduced delivery fee" promotion can be checked to be a
   * reduction, and a deployer with another fee changes it in this one place. 39 kr is a working
   * figure above SPEC's example of a reduced fee (19 kr), to be replaced by the real price list's.
   */
  standardDeliveryFee: 39,
} as const;
