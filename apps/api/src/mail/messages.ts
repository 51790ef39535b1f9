import type {
  AdminRole,
  PartnerType,
  SiteLanguage,
  VendorPasswordLinkKind,
  VendorStatus,
} from '@levera/domain';

// The e-mails the service sends (issue 17 §1) and the data each one is written from. This data is
// what an outbox row keeps: case numbers, first names, titles, the admin's reason; never a
// personnummer, a password or a token.

export type MailData = {
  /** To an applicant: the application (rider or partner) has arrived. */
  applicationReceived: {
    partnerType: PartnerType;
    caseNumber: string;
    firstName: string;
    /**
     * For the admins' digest only: the case number of the pending application this repeat is an
     * update request of (decision 063). The applicant's e-mail never shows it.
     */
    updates?: string;
  };
  /** To an applicant: the application was approved or rejected. */
  applicationDecided: {
    partnerType: PartnerType;
    caseNumber: string;
    firstName: string;
    decision: 'approved' | 'rejected';
    reason: string | null;
  };
  /** To the sender of a contact query: it has arrived. */
  queryReceived: { caseNumber: string; firstName: string | null };
  /** To a vendor: support answered its query. */
  queryResponse: { caseNumber: string; subject: string; response: string };
  /**
   * To the sender of a contact query: support's reply (issue 37, decision 076), with the private link
   * of the case. As with the set-password links, the row names the link and `url` (with the token) is
   * added by the worker as it sends the e-mail and is never stored.
   */
  queryReply: { caseNumber: string; subject: string; reply: string; linkId: string; url?: string };
  /** To a vendor: its promotion was approved, rejected or has expired. */
  promotionDecided: { title: string; decision: 'approved' | 'rejected' | 'expired'; reason: string | null };
  /**
   * To a vendor: its account was activated, deactivated or suspended. `vendorId` finds the e-mail of a
   * change that is undone while it waits (issue 36 §8); rows written before it have none.
   */
  vendorStatus: { vendorId?: string; vendorName: string; status: VendorStatus; reason: string | null };
  /**
   * To a vendor: an invitation to a new account, or a link to choose a new password (decision 040).
   * The outbox row names the link; `url`, with the token, is added by the worker as it sends the
   * e-mail and is never stored, as is `firstName`, the greeting's contact person (the first name of
   * the application the account came from, null without one; issue 36 §9).
   */
  vendorPasswordLink: {
    linkId: string;
    purpose: VendorPasswordLinkKind;
    vendorName: string;
    expiresAt: string;
    url?: string;
    firstName?: string | null;
  };
  /**
   * To a new admin of the team (issue 33 §2): an invitation to choose a password. As with the vendor's
   * link, the row names the link and `url` (with the token) is added by the worker as it sends.
   */
  adminInvitation: {
    linkId: string;
    name: string;
    role: AdminRole;
    expiresAt: string;
    url?: string;
  };
  /**
   * To a vendor: its account has not been used for `unusedMonths` (RETENTION.unusedAccountMonths) and
   * is deleted (anonymised) from `deleteFrom` (an instant) unless someone signs in before
   * (decision 060). The e-mail links to the partner panel's sign-in page on PUBLIC_URL, as
   * `writeMail` makes every link when the e-mail is sent.
   */
  accountUnused: { vendorName: string; unusedMonths: number; deleteFrom: string };
  /**
   * To a person whose data is being erased (decision 059): sent at once, not through the outbox, before
   * the address is erased (`MailWorker.sendNow`), so no row keeps it. The case numbers the audit
   * trail keeps; whether a vendor account is anonymised.
   */
  erasureConfirmation: { caseNumbers: string[]; vendorAccount: boolean };
  /** To the admins: what arrived since the last digest. */
  adminDigest: {
    /** `updates`: an update request's application (decision 063). */
    items: {
      type: PartnerType | 'query' | 'vendorQuery' | 'caseAnswer';
      caseNumber: string;
      updates?: string;
    }[];
    /** All new items; `items` lists at most DIGEST_LIST_MAX of them. */
    total: number;
  };
};

export type MailKind = keyof MailData;

/** One e-mail to send: what, to whom, in which language. */
export type Mail = {
  [Kind in MailKind]: { kind: Kind; to: string; language: SiteLanguage; data: MailData[Kind] };
}[MailKind];

/**
 * Outbox rows that are no e-mail (status `dropped` from the start, no recipient): what only the
 * admins' digest lists. A vendor's support query (issue 36 §5): the vendor sees it in its panel.
 */
export type DigestOnlyData = {
  vendorQueryReceived: { caseNumber: string };
  /** A requester or vendor answered in a case's conversation (issue 37): the digest lists the case. */
  caseAnswered: { caseNumber: string };
};

/**
 * The rows the admins' digest lists (`digested_at`); `mail_outbox_undigested_idx` covers exactly
 * these kinds (a new one changes the index, in a migration).
 */
export const RECEIVED_KINDS = [
  'applicationReceived',
  'queryReceived',
  'vendorQueryReceived',
  'caseAnswered',
] as const satisfies (MailKind | keyof DigestOnlyData)[];

/** The most items one digest lists by case number (it counts them all). */
export const DIGEST_LIST_MAX = 50;
