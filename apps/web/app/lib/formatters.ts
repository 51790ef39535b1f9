import { intlLocaleOf, type SiteLanguage } from '@levera/domain';

// The one place that writes dates, money and counts: the way the route language writes them
// (Swedish or British English, SPEC §1 Swedish market), times in Swedish time. Without React
// (format.ts adds the hook).

const SWEDISH_TIME = 'Europe/Stockholm';

// Building an Intl formatter costs far more than using one (a list page formats dozens of dates), so
// each is built once per language and options.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, build: () => F): F {
  const existing = formatters.get(key);
  if (existing) return existing as F;
  const formatter = build();
  formatters.set(key, formatter);
  return formatter;
}
const dateFormatter = (language: SiteLanguage, options: Intl.DateTimeFormatOptions) =>
  cached(
    `date ${language} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(intlLocaleOf(language), options),
  );
const numberFormatter = (language: SiteLanguage, options: Intl.NumberFormatOptions) =>
  cached(
    `number ${language} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(intlLocaleOf(language), options),
  );

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** A moment as date and time in Swedish time: "10 Mar 2030, 14:05"; '' for an invalid moment. */
export function formatDateTime(value: string | Date, language: SiteLanguage): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormatter(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: SWEDISH_TIME }).format(
    date,
  );
}

/** The day of a moment, in Swedish time: "10 Mar 2030" / "10 mars 2030"; '' for an invalid moment. */
export function formatDay(value: string | Date, language: SiteLanguage): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormatter(language, { dateStyle: 'medium', timeZone: SWEDISH_TIME }).format(date);
}

/** The time of day of a moment in Swedish time: "18:00" (both languages); '' for an invalid moment. */
export function formatTimeOfDay(value: string | Date, language: SiteLanguage): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormatter(language, { timeStyle: 'short', timeZone: SWEDISH_TIME }).format(date);
}

/** A calendar date 'YYYY-MM-DD' (no time zone, so no day shift): "10 Mar 2030" / "10 mars 2030". */
export function formatCalendarDate(isoDate: string, language: SiteLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateFormatter(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** An amount in Swedish kronor; whole amounts without decimals ("SEK 19" / "19 kr"). */
export function formatSek(amount: number, language: SiteLanguage): string {
  const isWhole = Number.isInteger(amount);
  return numberFormatter(language, {
    style: 'currency',
    currency: 'SEK',
    minimumFractionDigits: isWhole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A percentage (20 for 20 %), up to two decimals: "12.5%" / "12,5 %". */
export function formatPercent(value: number, language: SiteLanguage): string {
  return numberFormatter(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

/** A number with up to two decimals, such as a percentage without its sign ("12.5" / "12,5"). */
export function formatDecimal(value: number, language: SiteLanguage): string {
  return numberFormatter(language, { maximumFractionDigits: 2 }).format(value);
}

/** A count with the language's digit grouping ("1,840" / "1 840"). */
export function formatCount(value: number, language: SiteLanguage): string {
  return numberFormatter(language, { maximumFractionDigits: 0 }).format(value);
}
