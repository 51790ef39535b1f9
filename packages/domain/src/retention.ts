import type { SiteLanguage } from './constants.ts';

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

type PeriodUnit = 'month' | 'day';

// Numbers in running text as each language's style writes them: English spells out one to nine,
// Swedish one to twelve (Språkrådet's rule, docs/swedish-style.md); larger ones are digits.
const WORDS = {
  en: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  sv: ['en', 'två', 'tre', 'fyra', 'fem', 'sex', 'sju', 'åtta', 'nio', 'tio', 'elva', 'tolv'],
} as const satisfies Record<SiteLanguage, readonly string[]>;
// "var tredje månad": Swedish says "every n-th month"; 2 is "varannan", and above twelve "var 13:e".
const SWEDISH_ORDINALS = [
  '',
  '',
  'annan',
  'tredje',
  'fjärde',
  'femte',
  'sjätte',
  'sjunde',
  'åttonde',
  'nionde',
  'tionde',
  'elfte',
  'tolfte',
];
const UNITS = {
  en: { month: ['month', 'months'], day: ['day', 'days'] },
  sv: { month: ['månad', 'månader'], day: ['dag', 'dagar'] },
} as const satisfies Record<SiteLanguage, Record<PeriodUnit, readonly [string, string]>>;

/**
 * A period of the privacy policy as running text says it: "six months", "24 months", "one month",
 * "sex månader", "en månad". The policy page and the e-mails write RETENTION's numbers with it.
 */
export function periodInWords(count: number, unit: PeriodUnit, language: SiteLanguage): string {
  const number = WORDS[language][count - 1] ?? String(count);
  return `${number} ${UNITS[language][unit][count === 1 ? 0 : 1]}`;
}

/** How often, as running text says it: "every 12 months", "every month", "var tolfte månad", "varje månad". */
export function everyPeriodInWords(count: number, unit: PeriodUnit, language: SiteLanguage): string {
  const [one] = UNITS[language][unit];
  if (count === 1) return language === 'sv' ? `varje ${one}` : `every ${one}`;
  if (language === 'en') return `every ${periodInWords(count, unit, 'en')}`;
  const ordinal = SWEDISH_ORDINALS[count];
  return count === 2 ? `var${ordinal} ${one}` : `var ${ordinal ?? `${count}:e`} ${one}`;
}
