import { useMemo } from 'react';
import { useLocale } from '../../../lib/locale.ts';

/** Dates (Swedish time) and SEK amounts in the route language (sv-SE / en-GB). */
export function useFormatters() {
  const { language } = useLocale();
  return useMemo(() => {
    const locale = language === 'sv' ? 'sv-SE' : 'en-GB';
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Stockholm' });
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'SEK' });
    const percent = new Intl.NumberFormat(locale, { style: 'percent' });
    return {
      date: (iso: string) => date.format(new Date(iso)),
      money: (amount: number) => money.format(amount),
      percent: (fraction: number) => percent.format(fraction),
    };
  }, [language]);
}
