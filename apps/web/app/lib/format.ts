import { useMemo } from 'react';
import { useLocale } from './locale.ts';
import {
  formatCalendarDate,
  formatCount,
  formatDateTime,
  formatDay,
  formatDecimal,
  formatPercent,
  formatSek,
  formatTimeOfDay,
} from './formatters.ts';

export type Format = {
  /** A moment as date and time (Swedish time). */
  dateTime: (value: string | Date) => string;
  /** The day of a moment (Swedish time). */
  day: (value: string | Date) => string;
  /** The time of day of a moment (Swedish time): "18:00". */
  time: (value: string | Date) => string;
  /** A calendar date 'YYYY-MM-DD'. */
  date: (isoDate: string) => string;
  money: (amount: number) => string;
  /** A percentage given as 20 for 20 %. */
  percent: (value: number) => string;
  /** A number with up to two decimals (a percentage inside a sentence that writes the % itself). */
  decimal: (value: number) => string;
  count: (value: number) => string;
};

/** The formatters above in the current route's language. */
export function useFormat(): Format {
  const { language } = useLocale();
  return useMemo(
    () => ({
      dateTime: (value: string | Date) => formatDateTime(value, language),
      day: (value: string | Date) => formatDay(value, language),
      time: (value: string | Date) => formatTimeOfDay(value, language),
      date: (isoDate: string) => formatCalendarDate(isoDate, language),
      money: (amount: number) => formatSek(amount, language),
      percent: (value: number) => formatPercent(value, language),
      decimal: (value: number) => formatDecimal(value, language),
      count: (value: number) => formatCount(value, language),
    }),
    [language],
  );
}
