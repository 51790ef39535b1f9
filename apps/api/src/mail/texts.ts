import {
  type AdminRole,
  BRAND,
  intlLocaleOf,
  LOCALE_SEGMENTS,
  PAGES,
  type PagePath,
  type PartnerType,
  periodInWords,
  type SiteLanguage,
  type VendorStatus,
} from '@levera/domain';
import type { Mail, MailData, MailKind } from './messages.ts';

// The words of every e-mail, in English and Swedish (docs/swedish-style.md: "du", partner, bud,
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

const en = {
  application: { rider: 'rider application', vendor: 'partner application' } satisfies Record<
    PartnerType,
    string
  >,
  vendorStatus: {
    active: {
      subject: 'Your partner account is active',
      text: 'Your partner account is active again. You can sign in to the partner panel.',
    },
    inactive: {
      subject: 'Your partner account has been deactivated',
      text: 'Your partner account has been deactivated, and you can no longer sign in to the partner panel.',
    },
    suspended: {
      subject: 'Your partner account has been suspended',
      text: 'Your partner account has been suspended, and you can no longer sign in to the partner panel.',
    },
  } satisfies Record<VendorStatus, { subject: string; text: string }>,
};

const sv = {
  application: { rider: 'ansökan som bud', vendor: 'ansökan som partner' } satisfies Record<
    PartnerType,
    string
  >,
  vendorStatus: {
    active: {
      subject: 'Ditt partnerkonto är aktivt',
      text: 'Ditt partnerkonto är aktivt igen. Du kan logga in i partnerpanelen.',
    },
    inactive: {
      subject: 'Ditt partnerkonto har inaktiverats',
      text: 'Ditt partnerkonto har inaktiverats och du kan inte längre logga in i partnerpanelen.',
    },
    suspended: {
      subject: 'Ditt partnerkonto har stängts av',
      text: 'Ditt partnerkonto har stängts av tills vidare och du kan inte längre logga in i partnerpanelen.',
    },
  } satisfies Record<VendorStatus, { subject: string; text: string }>,
};

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

/** The roles of the team as an invitation names them (apps/web locales admin-team.json says the same). */
const ROLE_NAMES: Record<SiteLanguage, Record<AdminRole, string>> = {
  en: { owner: 'owner', admin: 'admin', support: 'support' },
  sv: { owner: 'ägare', admin: 'administratör', support: 'support' },
};

const english: Writers = {
  applicationReceived: ({ partnerType, caseNumber, firstName }, pageUrl) => ({
    subject: `We have received your ${en.application[partnerType]} (${caseNumber})`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `Thank you for applying to ${BRAND.name}. We have received your ${en.application[partnerType]} and will go through it shortly.`,
      `Your case number is ${caseNumber}. Please quote it if you contact us at ${BRAND.supportEmail} or through our contact page: ${pageUrl(PAGES.contact)}`,
    ],
    signature: `The ${BRAND.name} team`,
  }),
  applicationDecided: ({ partnerType, caseNumber, firstName, decision, reason }) => ({
    subject:
      decision === 'approved'
        ? `Your ${en.application[partnerType]} has been approved (${caseNumber})`
        : `Your ${en.application[partnerType]} was not approved (${caseNumber})`,
    greeting: `Hi ${firstName},`,
    paragraphs:
      decision === 'approved'
        ? [
            `Good news: your ${en.application[partnerType]} ${caseNumber} has been approved.`,
            'We will contact you shortly about the next steps.',
          ]
        : [
            `Thank you for your interest in ${BRAND.name}. Unfortunately, we could not approve your ${en.application[partnerType]} ${caseNumber}.`,
          ],
    quote: reasonQuote('Reason', reason),
    signature: `The ${BRAND.name} team`,
  }),
  queryReceived: ({ caseNumber, firstName }, pageUrl) => ({
    subject: `We have received your message (${caseNumber})`,
    greeting: firstName ? `Hi ${firstName},` : 'Hi,',
    paragraphs: [
      `Thank you for contacting ${BRAND.name}. We have received your message and will get back to you as soon as we can.`,
      `Your case number is ${caseNumber}. Please quote it if you contact us again, at ${BRAND.supportEmail} or through our contact page: ${pageUrl(PAGES.contact)}`,
    ],
    signature: `${BRAND.name} customer service`,
  }),
  queryResponse: ({ caseNumber, subject, response }, pageUrl) => ({
    subject: `Support has answered your query (${caseNumber})`,
    greeting: 'Hi,',
    paragraphs: [`Support has answered your query "${subject}" (${caseNumber}).`],
    quote: { label: 'Answer', text: response },
    // "Raise query": the partner panel's menu entry (locales/en/back-office.json, vendor.nav.raiseQuery).
    action: {
      label: 'See your queries',
      url: pageUrl(PAGES.vendorQuery),
      after: ['You find the answer with your other queries under "Raise query" in the partner panel.'],
    },
    signature: `${BRAND.name} partner support`,
  }),
  queryReply: ({ caseNumber, subject, reply, url }) => ({
    subject: `Re: your message to ${BRAND.name} (${caseNumber})`,
    greeting: 'Hi,',
    paragraphs: [`We have answered your message about "${subject}" (case ${caseNumber}).`],
    quote: { label: 'Our answer', text: reply },
    action: {
      label: 'Read and answer',
      url: url ?? '',
      after: [
        'Answer through this private link (no account needed): your answer reaches the whole support team and is added to your case. Do not share the link.',
        'The link works while your case is open and 30 days after it is resolved.',
      ],
    },
    signature: `${BRAND.name} customer service`,
  }),
  promotionDecided: ({ title, decision, reason }) => ({
    subject: {
      approved: `Your promotion "${title}" has been approved`,
      rejected: `Your promotion "${title}" was not approved`,
      expired: `Your promotion "${title}" has ended`,
    }[decision],
    greeting: 'Hi,',
    paragraphs: [
      {
        approved: `Your promotion "${title}" has been approved and is shown to customers from its start date.`,
        rejected: `Your promotion "${title}" was not approved and is not shown to customers.`,
        expired: `Your promotion "${title}" has passed its end date and is no longer shown to customers. You can create a new one in the partner panel.`,
      }[decision],
    ],
    quote: reasonQuote('Reason', reason),
    signature: `The ${BRAND.name} team`,
  }),
  vendorStatus: ({ vendorName, status, reason }) => ({
    subject: en.vendorStatus[status].subject,
    greeting: `Hi ${vendorName},`,
    paragraphs: [en.vendorStatus[status].text, `Questions? Write to ${BRAND.supportEmail}.`],
    quote: reasonQuote('Reason', reason),
    signature: `The ${BRAND.name} team`,
  }),
  vendorPasswordLink: (data) => ({
    subject:
      data.purpose === 'invitation'
        ? `Welcome to ${BRAND.name}: choose the password of your partner account`
        : `Choose a new password for your ${BRAND.name} partner account`,
    // The contact person of the application the account came from, else no name: the store's name
    // is not a person ("Hi Kebabhuset" read oddly, issue 36 §9).
    greeting: data.firstName ? `Hi ${data.firstName},` : 'Hello,',
    paragraphs:
      data.purpose === 'invitation'
        ? [
            `${BRAND.name} has created a partner account for ${data.vendorName}. You sign in to the partner panel with this e-mail address.`,
            'To start, choose your password with the link below. Once it is saved you are signed in.',
          ]
        : [
            `${BRAND.name} support has sent you a link to choose a new password for your partner account. For your safety you have been signed out everywhere.`,
            'Choose the new password with the link below. Once it is saved you are signed in.',
          ],
    action: {
      label: data.purpose === 'invitation' ? 'Choose your password' : 'Choose a new password',
      url: linkOf(data),
      after: [
        `The link works once, until ${expiryOf(data.expiresAt, 'en')} (Swedish time). If it has expired, ask ${BRAND.name} support at ${BRAND.supportEmail} for a new one.`,
        'If you were not expecting this e-mail, you can ignore it.',
      ],
    },
    signature: `The ${BRAND.name} team`,
  }),
  adminInvitation: (data) => ({
    subject: `You are invited to the ${BRAND.name} admin team`,
    greeting: `Hi ${data.name},`,
    paragraphs: [
      `You have been invited to the ${BRAND.name} admin panel as ${ROLE_NAMES.en[data.role]}. You sign in with this e-mail address.`,
      'To start, choose your password with the link below. Once it is saved you are signed in.',
    ],
    action: {
      label: 'Choose your password',
      url: linkOf(data),
      after: [
        `The link works once, until ${expiryOf(data.expiresAt, 'en')} (Swedish time). If it has expired, ask an owner of your team to send a new one.`,
        'If you did not expect this e-mail, you can ignore it.',
      ],
    },
    signature: `The ${BRAND.name} team`,
  }),
  accountUnused: ({ vendorName, unusedMonths, deleteFrom }, pageUrl) => ({
    subject: `Your ${BRAND.name} partner account has not been used for ${periodInWords(unusedMonths, 'month', 'en')}`,
    greeting: `Hi ${vendorName},`,
    paragraphs: [
      `Your partner account has not been used for ${periodInWords(unusedMonths, 'month', 'en')}. As our privacy policy says, we delete partner accounts that are no longer used, so that we do not keep personal data longer than we need to.`,
      `To keep the account, simply sign in to the partner panel before ${dayOf(deleteFrom, 'en')}. Otherwise we will delete it from that day: its name, e-mail address and password are erased, and the account can no longer be used.`,
    ],
    action: {
      label: 'Sign in',
      url: pageUrl(PAGES.vendorLogin),
      after: [
        `Cannot sign in? Write to ${BRAND.supportEmail} before ${dayOf(deleteFrom, 'en')} and we will help you.`,
      ],
    },
    signature: `The ${BRAND.name} team`,
  }),
  erasureConfirmation: ({ caseNumbers, vendorAccount }) => ({
    subject: `Your personal data at ${BRAND.name} is being erased`,
    greeting: 'Hi,',
    paragraphs: [
      `As you asked, we are erasing the personal data ${BRAND.name} holds about you: your name and contact details (and your personal identity number, if you gave it to us), your applications, your messages to us and the e-mails we have sent you.`,
      ...(vendorAccount
        ? [
            'Your partner account is anonymised: it can no longer be used, and its promotions and menu stay without your name or e-mail address.',
          ]
        : []),
      `This is the last e-mail we send to this address. Questions? Write to ${BRAND.supportEmail}.`,
      ...(caseNumbers.length
        ? [
            'We keep a note that the erasure was made, under these case numbers, without anything that names you:',
          ]
        : []),
    ],
    list: caseNumbers,
    signature: `The ${BRAND.name} team`,
  }),
  adminDigest: ({ items, total }) => ({
    subject: `${BRAND.name}: ${total} new ${total === 1 ? 'query or application' : 'queries and applications'}`,
    greeting: 'Hi,',
    paragraphs: [
      `${total} new ${total === 1 ? 'query or application has' : 'queries and applications have'} arrived since the last summary.`,
      ...(total > items.length ? [`The first ${items.length} are listed below.`] : []),
    ],
    list: items.map(({ type, caseNumber, updates }) =>
      updates
        ? `${caseNumber}: update request of the ${en.application[type as PartnerType]} ${updates}`
        : `${caseNumber}: ${{ ...en.application, query: 'contact query', vendorQuery: 'query from a partner', caseAnswer: 'new answer in the conversation' }[type]}`,
    ),
    signature: BRAND.name,
  }),
};

const swedish: Writers = {
  applicationReceived: ({ partnerType, caseNumber, firstName }, pageUrl) => ({
    subject: `Vi har tagit emot din ${sv.application[partnerType]} (${caseNumber})`,
    greeting: `Hej ${firstName}!`,
    paragraphs: [
      `Tack för att du vill bli en del av ${BRAND.name}. Vi har tagit emot din ${sv.application[partnerType]} och går igenom den så snart vi kan.`,
      `Ditt ärendenummer är ${caseNumber}. Ange det om du kontaktar oss på ${BRAND.supportEmail} eller via kontaktsidan: ${pageUrl(PAGES.contact)}`,
    ],
    signature: `Hälsningar, ${BRAND.name}`,
  }),
  applicationDecided: ({ partnerType, caseNumber, firstName, decision, reason }) => ({
    subject:
      decision === 'approved'
        ? `Din ${sv.application[partnerType]} är godkänd (${caseNumber})`
        : `Din ${sv.application[partnerType]} blev inte godkänd (${caseNumber})`,
    greeting: `Hej ${firstName}!`,
    paragraphs:
      decision === 'approved'
        ? [
            `Goda nyheter: din ${sv.application[partnerType]} ${caseNumber} är godkänd.`,
            'Vi hör av oss inom kort om nästa steg.',
          ]
        : [
            `Tack för ditt intresse för ${BRAND.name}. Tyvärr kunde vi inte godkänna din ${sv.application[partnerType]} ${caseNumber}.`,
          ],
    quote: reasonQuote('Anledning', reason),
    signature: `Hälsningar, ${BRAND.name}`,
  }),
  queryReceived: ({ caseNumber, firstName }, pageUrl) => ({
    subject: `Vi har tagit emot ditt meddelande (${caseNumber})`,
    greeting: firstName ? `Hej ${firstName}!` : 'Hej!',
    paragraphs: [
      `Tack för att du kontaktar ${BRAND.name}. Vi har tagit emot ditt meddelande och svarar så snart vi kan.`,
      `Ditt ärendenummer är ${caseNumber}. Ange det om du kontaktar oss igen, på ${BRAND.supportEmail} eller via kontaktsidan: ${pageUrl(PAGES.contact)}`,
    ],
    signature: `Hälsningar, ${BRAND.name} kundservice`,
  }),
  queryResponse: ({ caseNumber, subject, response }, pageUrl) => ({
    subject: `Supporten har svarat på ditt ärende (${caseNumber})`,
    greeting: 'Hej!',
    paragraphs: [`Supporten har svarat på ditt ärende ”${subject}” (${caseNumber}).`],
    quote: { label: 'Svar', text: response },
    // ”Skicka ärende”: partnerpanelens menyval (locales/sv/back-office.json, vendor.nav.raiseQuery).
    action: {
      label: 'Visa dina ärenden',
      url: pageUrl(PAGES.vendorQuery),
      after: ['Du hittar svaret och dina andra ärenden under ”Skicka ärende” i partnerpanelen.'],
    },
    signature: `Hälsningar, ${BRAND.name} partnersupport`,
  }),
  queryReply: ({ caseNumber, subject, reply, url }) => ({
    subject: `Sv: ditt meddelande till ${BRAND.name} (${caseNumber})`,
    greeting: 'Hej!',
    paragraphs: [`Vi har svarat på ditt meddelande om ”${subject}” (ärende ${caseNumber}).`],
    quote: { label: 'Vårt svar', text: reply },
    action: {
      label: 'Läs och svara',
      url: url ?? '',
      after: [
        'Svara via den här privata länken (du behöver inget konto): ditt svar når hela supporten och läggs till i ditt ärende. Dela inte länken.',
        'Länken fungerar så länge ärendet är öppet och i 30 dagar efter att det har lösts.',
      ],
    },
    signature: `Hälsningar, ${BRAND.name} kundservice`,
  }),
  promotionDecided: ({ title, decision, reason }) => ({
    subject: {
      approved: `Din kampanj ”${title}” är godkänd`,
      rejected: `Din kampanj ”${title}” blev inte godkänd`,
      expired: `Din kampanj ”${title}” har avslutats`,
    }[decision],
    greeting: 'Hej!',
    paragraphs: [
      {
        approved: `Din kampanj ”${title}” är godkänd och visas för kunderna från och med startdatumet.`,
        rejected: `Din kampanj ”${title}” blev inte godkänd och visas inte för kunderna.`,
        expired: `Din kampanj ”${title}” har passerat sitt slutdatum och visas inte längre för kunderna. Du kan skapa en ny kampanj i partnerpanelen.`,
      }[decision],
    ],
    quote: reasonQuote('Anledning', reason),
    signature: `Hälsningar, ${BRAND.name}`,
  }),
  vendorStatus: ({ vendorName, status, reason }) => ({
    subject: sv.vendorStatus[status].subject,
    greeting: `Hej ${vendorName}!`,
    paragraphs: [sv.vendorStatus[status].text, `Har du frågor? Mejla oss på ${BRAND.supportEmail}.`],
    quote: reasonQuote('Anledning', reason),
    signature: `Hälsningar, ${BRAND.name}`,
  }),
  vendorPasswordLink: (data) => ({
    subject:
      data.purpose === 'invitation'
        ? `Välkommen till ${BRAND.name}: välj lösenord till ditt partnerkonto`
        : `Välj ett nytt lösenord till ditt partnerkonto hos ${BRAND.name}`,
    greeting: data.firstName ? `Hej ${data.firstName}!` : 'Hej!',
    paragraphs:
      data.purpose === 'invitation'
        ? [
            `${BRAND.name} har skapat ett partnerkonto åt ${data.vendorName}. Du loggar in i partnerpanelen med den här e-postadressen.`,
            'Börja med att välja ditt lösenord via länken nedan. När lösenordet är sparat är du inloggad.',
          ]
        : [
            `${BRAND.name}s support har skickat en länk där du väljer ett nytt lösenord till ditt partnerkonto. För din säkerhet har du loggats ut överallt.`,
            'Välj det nya lösenordet via länken nedan. När lösenordet är sparat är du inloggad.',
          ],
    action: {
      label: data.purpose === 'invitation' ? 'Välj lösenord' : 'Välj nytt lösenord',
      url: linkOf(data),
      after: [
        `Länken fungerar en gång och gäller till ${expiryOf(data.expiresAt, 'sv')}. Har den gått ut kan du be ${BRAND.name}s support om en ny på ${BRAND.supportEmail}.`,
        'Om du inte väntade dig det här mejlet kan du bortse från det.',
      ],
    },
    signature: `Hälsningar, ${BRAND.name}`,
  }),
  adminInvitation: (data) => ({
    subject: `Du är inbjuden till ${BRAND.name}s administratörsteam`,
    greeting: `Hej ${data.name}!`,
    paragraphs: [
      `Du har bjudits in till ${BRAND.name}s adminpanel som ${ROLE_NAMES.sv[data.role]}. Du loggar in med den här e-postadressen.`,
      'Börja med att välja ditt lösenord via länken nedan. När lösenordet är sparat är du inloggad.',
    ],
    action: {
      label: 'Välj lösenord',
      url: linkOf(data),
      after: [
        `Länken fungerar en gång och gäller till ${expiryOf(data.expiresAt, 'sv')}. Har den gått ut kan du be en ägare i teamet att skicka en ny.`,
        'Om du inte väntade dig det här mejlet kan du bortse från det.',
      ],
    },
    signature: `Hälsningar, ${BRAND.name}`,
  }),
  accountUnused: ({ vendorName, unusedMonths, deleteFrom }, pageUrl) => ({
    subject: `Ditt partnerkonto hos ${BRAND.name} har inte använts på ${periodInWords(unusedMonths, 'month', 'sv')}`,
    greeting: `Hej ${vendorName}!`,
    paragraphs: [
      `Ditt partnerkonto har inte använts på ${periodInWords(unusedMonths, 'month', 'sv')}. Enligt vår integritetspolicy raderar vi partnerkonton som inte längre används, så att vi inte sparar personuppgifter längre än vi behöver.`,
      `Vill du behålla kontot räcker det att du loggar in i partnerpanelen före den ${dayOf(deleteFrom, 'sv')}. Annars raderar vi kontot från och med den dagen: namn, e-postadress och lösenord tas bort och kontot går inte längre att använda.`,
    ],
    action: {
      label: 'Logga in',
      url: pageUrl(PAGES.vendorLogin),
      after: [
        `Kan du inte logga in? Mejla oss på ${BRAND.supportEmail} före den ${dayOf(deleteFrom, 'sv')}, så hjälper vi dig.`,
      ],
    },
    signature: `Hälsningar, ${BRAND.name}`,
  }),
  erasureConfirmation: ({ caseNumbers, vendorAccount }) => ({
    subject: `Dina personuppgifter hos ${BRAND.name} raderas`,
    greeting: 'Hej!',
    paragraphs: [
      `Som du bad om raderar vi de personuppgifter ${BRAND.name} har om dig: ditt namn och dina kontaktuppgifter (och ditt personnummer, om du har lämnat det), dina ansökningar, dina meddelanden till oss och mejlen vi har skickat till dig.`,
      ...(vendorAccount
        ? [
            'Ditt partnerkonto anonymiseras: det går inte längre att använda, och kampanjerna och menyn finns kvar utan ditt namn och din e-postadress.',
          ]
        : []),
      `Det här är det sista mejlet vi skickar till den här adressen. Har du frågor kan du mejla oss på ${BRAND.supportEmail}.`,
      ...(caseNumbers.length
        ? [
            'Vi sparar en anteckning om att raderingen är gjord, under de här ärendenumren, utan något som pekar ut dig:',
          ]
        : []),
    ],
    list: caseNumbers,
    signature: `Hälsningar, ${BRAND.name}`,
  }),
  adminDigest: ({ items, total }) => ({
    subject: `${BRAND.name}: ${total} ${total === 1 ? 'nytt ärende eller ny ansökan' : 'nya ärenden och ansökningar'}`,
    greeting: 'Hej!',
    paragraphs: [
      `${total} ${total === 1 ? 'nytt ärende eller ny ansökan har' : 'nya ärenden och ansökningar har'} kommit in sedan förra sammanfattningen.`,
      ...(total > items.length ? [`Här är de ${items.length} första.`] : []),
    ],
    list: items.map(({ type, caseNumber, updates }) =>
      updates
        ? `${caseNumber}: ändringsbegäran för ${sv.application[type as PartnerType]} ${updates}`
        : `${caseNumber}: ${{ ...sv.application, query: 'ärende från kontaktformuläret', vendorQuery: 'ärende från en partner', caseAnswer: 'nytt svar i konversationen' }[type]}`,
    ),
    signature: BRAND.name,
  }),
};

const WRITERS: Record<SiteLanguage, Writers> = { en: english, sv: swedish };

/** The words of `mail`, in its language; its links lead to `origin` (PUBLIC_URL, else the site). */
export function writeMail(mail: Mail, origin: string = BRAND.siteUrl): MailText {
  const write = WRITERS[mail.language][mail.kind] as Writer<typeof mail.kind>;
  const pageUrl: PageUrl = (page) => `${origin}/${LOCALE_SEGMENTS[mail.language]}/${page}`;
  return write(mail.data as never, pageUrl);
}

/** The footer line of every e-mail. */
const sender = `${BRAND.legalName} · ${BRAND.siteUrl.replace(/^https?:\/\//, '')}`;
export const FOOTER: Record<SiteLanguage, string> = {
  en: `${sender} · This e-mail was sent automatically; replies are not read.`,
  sv: `${sender} · Det här mejlet skickades automatiskt och svar läses inte.`,
};
