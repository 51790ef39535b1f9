import type { SiteLanguage } from '@levera/domain';
import { useMemo } from 'react';
import { intlLocaleOf } from './date-format.ts';
import { useLocale } from './locale.ts';

// Calendar dates, money (SEK) and counts written the way the route language writes them.

/** A calendar date 'YYYY-MM-DD' (no time zone, so no day shift): "10 Mar 2030" / "10 mars 2030". */
export function formatCalendarDate(isoDate: string, language: SiteLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    date,
  );
}

/** An amount in Swedish kronor; whole amounts without decimals ("SEK 19" / "19 kr"). */
export function formatSek(amount: number, language: SiteLanguage): string {
  const isWhole = Number.isInteger(amount);
  return new Intl.NumberFormat(intlLocaleOf(language), {
    style: 'currency',
    currency: 'SEK',
    minimumFractionDigits: isWhole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A count with the language's digit grouping ("1,840" / "1 840"). */
export function formatCount(value: number, language: SiteLanguage): string {
  return new Intl.NumberFormat(intlLocaleOf(language), { maximumFractionDigits: 0 }).format(value);
}

export type IntlFormat = {
  date: (isoDate: string) => string;
  money: (amount: number) => string;
  count: (value: number) => string;
};

/** The formatters above in the current route's language. */
export function useIntlFormat(): IntlFormat {
  const { language } = useLocale();
  return useMemo(
    () => ({
      date: (isoDate: string) => formatCalendarDate(isoDate, language),
      money: (amount: number) => formatSek(amount, language),
      count: (value: number) => formatCount(value, language),
    }),
    [language],
  );
}
