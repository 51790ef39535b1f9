import { describe, expect, it } from 'vitest';
import { CATALOGUES, type Json, readCatalogue } from './catalogue-files.ts';

// docs/swedish-style.md: the rules a machine can check, over every Swedish text of every catalogue:
// the web app's, the domain's API messages and the e-mails (issue 15, item 5; decision 081).

function leaves(value: Json, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${prefix}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

function texts(language: 'en' | 'sv'): [string, string][] {
  return CATALOGUES.flatMap((catalogue) =>
    leaves(readCatalogue(catalogue, language)).map(([key, value]): [string, string] => [
      `${catalogue.root}/${catalogue.file}:${key}`,
      value,
    ]),
  );
}

const swedish = texts('sv');
const offending = (rule: RegExp, entries = swedish) =>
  entries.filter(([, value]) => rule.test(value)).map(([key, value]) => `${key}: ${value}`);

describe('Swedish style (docs/swedish-style.md)', () => {
  it('reads every Swedish text', () => {
    expect(swedish.length).toBeGreaterThan(500);
  });

  it('calls a vendor "partner" everywhere, never "leverantör" or "handlare"', () => {
    // Service providers in the privacy policy are "tjänsteleverantörer", a different word.
    expect(offending(/(?<![\p{L}-])leverantör/iu)).toEqual([]);
    expect(offending(/(?<![\p{L}-])handlare/iu)).toEqual([]);
    expect(offending(/leverantörspanel|partner panel/iu)).toEqual([]);
  });

  it('says "du" to everyone, never "ni", "er", "ert" or "era"', () => {
    expect(offending(/(?<![\p{L}-])(ni|er|ert|era|eder)(?![\p{L}-])/iu)).toEqual([]);
  });

  it('writes compounds together', () => {
    expect(offending(/kontant betalning|kund service|leverans avgift|ärende nummer|order nummer/iu)).toEqual(
      [],
    );
  });

  it('uses "ladda ned" and the riders\' word "bud" throughout', () => {
    expect(offending(/ladda ner\b/iu)).toEqual([]);
    expect(offending(/(?<![\p{L}-])förar(e|en|na)(?![\p{L}-])/iu)).toEqual([]);
  });

  it('writes dates as "22 nov. 2026" and large counts with a decimal comma', () => {
    const months = 'januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december';
    expect(offending(new RegExp(`\\d+ (${months}) \\d{4}`, 'iu'))).toEqual([]);
    expect(offending(/\d+\.\d+k\b/iu)).toEqual([]);
  });

  it('does not use "Inställningar" both for a cookie category and for the dialog and its buttons', () => {
    const categories = swedish.filter(([key]) =>
      /^common\.json:cookieNotice\.categories\.\w+\.name$/.test(key),
    );
    expect(categories.map(([, name]) => name)).not.toContain('Inställningar');
    const dialog = swedish.filter(([key]) =>
      /^common\.json:cookieNotice\.(managePreferences|savePreferences|preferencesTitle)$/.test(key),
    );
    for (const [, name] of categories)
      expect(dialog.filter(([, value]) => value.toLowerCase().includes(name.toLowerCase()))).toEqual([]);
  });

  it('has no button that reads as an unfinished sentence', () => {
    expect(offending(/^Skicka en ansökan till$/)).toEqual([]);
  });

  it('never names a command-line tool to a user, in either language (issue 15, item 4)', () => {
    expect(offending(/admin:create|npm run/i, [...swedish, ...texts('en')])).toEqual([]);
  });
});
