import {
  BRAND,
  fixedT,
  intlLocaleOf,
  LOCALE_SEGMENTS,
  PAGES,
  type PagePath,
  type PartnerType,
  periodInWords,
  registerCatalog,
  type SiteLanguage,
} from '@levera/domain';
import en from '../../locales/en/mail.json' with { type: 'json' };
import sv from '../../locales/sv/mail.json' with { type: 'json' };
import type { Mail, MailData, MailKind } from './messages.ts';

// Every e-mail, in English and Swedish (docs/swedish-style.md: "du", partner, bud,
// ärende, kampanj). A template (render.ts) lays them out; user-given text (a name, a title, the
// admin's reason) is passed as data and escaped there.

/** An e-mail's content before layout. */
export type MailText = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A quoted text with its label: the admin's reason, the support answer. */
  quote?: { label: string; text: string } | undefined;
  /** A list (the digest). */
  list?: string[] | undefined;
  /** A link shown as a button (and as its address in the plain text), with the lines after it. */
  action?: { label: string; url: string; after: string[] } | undefined;
  signature: string;
};

/** The address of a page of the site in the e-mail's language, on PUBLIC_URL (the site's own without it). */
type PageUrl = (page: PagePath) => string;

type Writer<Kind extends MailKind> = (data: MailData[Kind], pageUrl: PageUrl) => MailText;
type Writers = { [Kind in MailKind]: Writer<Kind> };

// The words themselves are the catalogue apps/api/locales/{en,sv}/mail.json, in the format of the
// web's catalogues and read by the same `t` (decision 081); the key-parity and Swedish-style tests
// read it with the others. This file only picks the keys and fills the values.
const MAIL_NS = 'api-mail';
registerCatalog(MAIL_NS, { en, sv });

/** Values every e-mail may name. */
const BRAND_VALUES = { brand: BRAND.name, supportEmail: BRAND.supportEmail };

/** `t` over the mail catalogue in one language, with the brand's name and address filled in. */
type MailT = (key: string, values?: Record<string, unknown>) => string;
function mailT(language: SiteLanguage): MailT {
  const t = fixedT(language, MAIL_NS);
  return (key, values) => t(key, { ...BRAND_VALUES, ...values });
}

const reasonQuote = (label: string, reason: string | null) => (reason ? { label, text: reason } : undefined);

/** A link's expiry as people read it: Swedish time, in the e-mail's language. */
function expiryOf(iso: string, language: SiteLanguage): string {
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(iso));
}

/** A day as people read it: Swedish time, in the e-mail's language ("27 Dec 2026", "27 dec. 2026"). */
function dayOf(iso: string, language: SiteLanguage): string {
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    dateStyle: 'medium',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(iso));
}

/** The set-password link itself: added by the mail worker as it sends, never stored (decision 040). */
function linkOf(data: MailData['vendorPasswordLink'] | MailData['adminInvitation']): string {
  if (!data.url) throw new Error('set-password link: the link is made when the e-mail is sent');
  return data.url;
}

/** The e-mails, each written once for both languages from the catalogue. */
function writersOf(language: SiteLanguage): Writers {
  const t = mailT(language);
  const application = (type: PartnerType) => t(`application.${type}`);
  const greet = (name: string | null | undefined, without = 'greeting.unnamed') =>
    name ? t('greeting.named', { name }) : t(without);
  return {
    applicationReceived: ({ partnerType, caseNumber, firstName }, pageUrl) => {
      const values = {
        application: application(partnerType),
        caseNumber,
        contactUrl: pageUrl(PAGES.contact),
      };
      return {
        subject: t('applicationReceived.subject', values),
        greeting: greet(firstName),
        paragraphs: [t('applicationReceived.thanks', values), t('applicationReceived.caseNumber', values)],
        signature: t('signature.team'),
      };
    },
    applicationDecided: ({ partnerType, caseNumber, firstName, decision, reason }) => {
      const values = { application: application(partnerType), caseNumber };
      return {
        subject: t(`applicationDecided.subject.${decision}`, values),
        greeting: greet(firstName),
        paragraphs:
          decision === 'approved'
            ? [t('applicationDecided.approved', values), t('applicationDecided.nextSteps')]
            : [t('applicationDecided.rejected', values)],
        quote: reasonQuote(t('reason'), reason),
        signature: t('signature.team'),
      };
    },
    queryReceived: ({ caseNumber, firstName }, pageUrl) => {
      const values = { caseNumber, contactUrl: pageUrl(PAGES.contact) };
      return {
        subject: t('queryReceived.subject', values),
        greeting: greet(firstName),
        paragraphs: [t('queryReceived.thanks'), t('queryReceived.caseNumber', values)],
        signature: t('signature.customerService'),
      };
    },
    queryResponse: ({ caseNumber, subject, response }, pageUrl) => ({
      subject: t('queryResponse.subject', { caseNumber }),
      greeting: greet(null),
      paragraphs: [t('queryResponse.text', { subject, caseNumber })],
      quote: { label: t('queryResponse.answer'), text: response },
      // "Raise query": the partner panel's menu entry (web locales back-office.json, vendor.nav.raiseQuery).
      action: {
        label: t('queryResponse.action'),
        url: pageUrl(PAGES.vendorQuery),
        after: [t('queryResponse.where')],
      },
      signature: t('signature.partnerSupport'),
    }),
    queryReply: ({ caseNumber, subject, reply, url }) => ({
      subject: t('queryReply.subject', { caseNumber }),
      greeting: greet(null),
      paragraphs: [t('queryReply.text', { subject, caseNumber })],
      quote: { label: t('queryReply.answer'), text: reply },
      action: {
        label: t('queryReply.action'),
        url: url ?? '',
        after: [t('queryReply.privateLink'), t('queryReply.linkLifetime')],
      },
      signature: t('signature.customerService'),
    }),
    promotionDecided: ({ title, decision, reason }) => ({
      subject: t(`promotionDecided.subject.${decision}`, { title }),
      greeting: greet(null),
      paragraphs: [t(`promotionDecided.text.${decision}`, { title })],
      quote: reasonQuote(t('reason'), reason),
      signature: t('signature.team'),
    }),
    vendorStatus: ({ vendorName, status, reason }) => ({
      subject: t(`vendorStatus.${status}.subject`),
      greeting: greet(vendorName),
      paragraphs: [t(`vendorStatus.${status}.text`), t('vendorStatus.questions')],
      quote: reasonQuote(t('reason'), reason),
      signature: t('signature.team'),
    }),
    vendorPasswordLink: (data) => {
      const purpose = data.purpose === 'invitation' ? 'invitation' : 'reset';
      return {
        subject: t(`vendorPasswordLink.${purpose}.subject`),
        // The contact person of the application the account came from, else no name: the store's name
        // is not a person ("Hi Kebabhuset" read oddly, issue 36 §9).
        greeting: greet(data.firstName, 'greeting.hello'),
        paragraphs:
          purpose === 'invitation'
            ? [
                t('vendorPasswordLink.invitation.created', { vendorName: data.vendorName }),
                t('vendorPasswordLink.invitation.start'),
              ]
            : [t('vendorPasswordLink.reset.sent'), t('vendorPasswordLink.reset.start')],
        action: {
          label: t(`vendorPasswordLink.${purpose}.action`),
          url: linkOf(data),
          after: [
            t('vendorPasswordLink.expiry', { expiry: expiryOf(data.expiresAt, language) }),
            t('vendorPasswordLink.unexpected'),
          ],
        },
        signature: t('signature.team'),
      };
    },
    adminInvitation: (data) => ({
      subject: t('adminInvitation.subject'),
      greeting: greet(data.name),
      paragraphs: [
        // The roles as the web's admin-team.json names them.
        t('adminInvitation.invited', { role: t(`role.${data.role}`) }),
        t('adminInvitation.start'),
      ],
      action: {
        label: t('adminInvitation.action'),
        url: linkOf(data),
        after: [
          t('adminInvitation.expiry', { expiry: expiryOf(data.expiresAt, language) }),
          t('adminInvitation.unexpected'),
        ],
      },
      signature: t('signature.team'),
    }),
    accountUnused: ({ vendorName, unusedMonths, deleteFrom }, pageUrl) => {
      const values = {
        period: periodInWords(unusedMonths, 'month', language),
        day: dayOf(deleteFrom, language),
      };
      return {
        subject: t('accountUnused.subject', values),
        greeting: greet(vendorName),
        paragraphs: [t('accountUnused.unused', values), t('accountUnused.keep', values)],
        action: {
          label: t('accountUnused.action'),
          url: pageUrl(PAGES.vendorLogin),
          after: [t('accountUnused.help', values)],
        },
        signature: t('signature.team'),
      };
    },
    erasureConfirmation: ({ caseNumbers, vendorAccount }) => ({
      subject: t('erasureConfirmation.subject'),
      greeting: greet(null),
      paragraphs: [
        t('erasureConfirmation.erasing'),
        ...(vendorAccount ? [t('erasureConfirmation.vendorAccount')] : []),
        t('erasureConfirmation.last'),
        ...(caseNumbers.length ? [t('erasureConfirmation.caseNumbers')] : []),
      ],
      list: caseNumbers,
      signature: t('signature.team'),
    }),
    adminDigest: ({ items, total }) => ({
      subject: t('adminDigest.subject', { count: total }),
      greeting: greet(null),
      paragraphs: [
        t('adminDigest.arrived', { count: total }),
        ...(total > items.length ? [t('adminDigest.first', { shown: items.length })] : []),
      ],
      list: items.map(({ type, caseNumber, updates }) =>
        updates
          ? t('adminDigest.update', { caseNumber, application: application(type as PartnerType), updates })
          : t('adminDigest.item', {
              caseNumber,
              type: type === 'rider' || type === 'vendor' ? application(type) : t(`adminDigest.type.${type}`),
            }),
      ),
      signature: t('signature.digest'),
    }),
  };
}

const WRITERS: Record<SiteLanguage, Writers> = { en: writersOf('en'), sv: writersOf('sv') };

/** The words of `mail`, in its language; its links lead to `origin` (PUBLIC_URL, else the site). */
export function writeMail(mail: Mail, origin: string = BRAND.siteUrl): MailText {
  const write = WRITERS[mail.language][mail.kind] as Writer<typeof mail.kind>;
  const pageUrl: PageUrl = (page) => `${origin}/${LOCALE_SEGMENTS[mail.language]}/${page}`;
  return write(mail.data as never, pageUrl);
}

/** The footer line of every e-mail. */
const sender = `${BRAND.legalName} · ${BRAND.siteUrl.replace(/^https?:\/\//, '')}`;
export const FOOTER: Record<SiteLanguage, string> = {
  en: mailT('en')('footer', { sender }),
  sv: mailT('sv')('footer', { sender }),
};
