import type { SiteLanguage } from '@levera/domain';
import { useMemo } from 'react';
import { useLocale } from './locale.ts';

/** The Intl locale of a site language: Swedish or British English formats (SPEC §1 Swedish market). */
export function intlLocaleOf(language: SiteLanguage): 'sv-SE' | 'en-GB' {
  return language === 'sv' ? 'sv-SE' : 'en-GB';
}

/** A date and time, in Swedish time, written the way the language writes it. */
export function formatDateTime(value: string | Date, language: SiteLanguage): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  }).format(date);
}

/** `formatDateTime` in the current route's language. */
export function useDateTimeFormat(): (value: string | Date) => string {
  const { language } = useLocale();
  return useMemo(() => (value: string | Date) => formatDateTime(value, language), [language]);
}
