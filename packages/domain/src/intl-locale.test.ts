import { describe, expect, it } from 'vitest';
import { INTL_LOCALES, intlLocaleOf, SITE_LANGUAGES } from './constants.ts';

describe('intlLocaleOf: the site language → Intl locale rule, written once', () => {
  it('writes Swedish the Swedish way and English the British way', () => {
    expect(intlLocaleOf('sv')).toBe('sv-SE');
    expect(intlLocaleOf('en')).toBe('en-GB');
  });

  it('names a locale Intl supports for every site language', () => {
    for (const language of SITE_LANGUAGES) {
      expect(Intl.DateTimeFormat.supportedLocalesOf([INTL_LOCALES[language]])).toEqual([
        intlLocaleOf(language),
      ]);
    }
    const day = new Date('2026-12-27T12:00:00Z');
    const long = (language: 'en' | 'sv') =>
      new Intl.DateTimeFormat(intlLocaleOf(language), {
        dateStyle: 'long',
        timeZone: 'Europe/Stockholm',
      }).format(day);
    expect(long('en')).toBe('27 December 2026');
    expect(long('sv')).toBe('27 december 2026');
  });
});
