import { describe, expect, it } from 'vitest';
import { CATALOGUE_ROOTS, CATALOGUES, catalogueFiles, type Json, readCatalogue } from './catalogue-files.ts';

// docs/decisions/003: every namespace has the same keys in English and Swedish. Also: no blanks,
// the same {{placeholders}} on both sides, and no English text left on the Swedish site. Every
// catalogue of the project: the web's, the domain's API messages and the e-mails (decision 081).

/** Every leaf as [dotted path, value]; array items are indexed, so lengths must match too. */
function leaves(value: Json, prefix = ''): [string, Json][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${prefix}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

const placeholders = (text: Json) =>
  typeof text === 'string' ? (text.match(/\{\{\w+\}\}/g) ?? []).sort() : [];

// Texts that are the same in both languages on purpose: names, symbols, numbers and units.
const SAME_IN_BOTH = new Set([
  'Levera',
  'Katrineholm',
  'EN',
  'SV',
  'Facebook',
  'Instagram',
  'X',
  'LinkedIn',
  'App Store',
  'Google Play',
  'E-mail',
  'FAQs',
  '{{minutes}} min',
  '{{prefix}} | Levera',
  'name@example.com',
  'Pizza',
  // Swedish uses the same word or form (back-office namespaces).
  'Status',
  'Partner',
  'Stockholm',
  'Malmö',
  'Uppsala',
  'Västerås',
  'Levera admin',
  // The owners' Team screen and its navigation entry (issue 33): Swedish back-offices say Team too,
  // and the support role is "Support" in Swedish as well.
  'Team',
  'Support',
  '© {{year}} Levera AB',
  'Support: {{email}}',
  '{{label}} ({{count}})',
  '{{rows}}: {{valid}}, {{invalid}}.',
  '{{from}} → {{to}}',
  '{{field}}: {{from}} → {{to}}',
  // The e-mails (apps/api/locales): the role, the digest's signature and its list lines.
  'support',
  '{{brand}}',
  '{{caseNumber}}: {{type}}',
]);
/** Keys whose values are identifiers or people's names, never translated. */
const UNTRANSLATED_KEY = /(^|\.)(id|name)$|\bid$/;

describe('translation catalogues', () => {
  for (const root of Object.keys(CATALOGUE_ROOTS) as (keyof typeof CATALOGUE_ROOTS)[]) {
    it(`has both languages for every namespace (${root})`, () => {
      expect(catalogueFiles(root, 'sv')).toEqual(catalogueFiles(root, 'en'));
      expect(catalogueFiles(root, 'en').length).toBeGreaterThan(0);
    });
  }

  it('has each namespace once across the project', () => {
    const names = CATALOGUES.map(({ namespace }) => namespace);
    expect(names).toEqual([...new Set(names)]);
  });

  for (const catalogue of CATALOGUES) {
    describe(`${catalogue.root}/${catalogue.file}`, () => {
      const en = leaves(readCatalogue(catalogue, 'en'));
      const sv = new Map(leaves(readCatalogue(catalogue, 'sv')));

      it('has identical key structure in en and sv', () => {
        expect([...sv.keys()]).toEqual(en.map(([key]) => key));
      });

      it('has no blank texts', () => {
        for (const [key, value] of [...en, ...sv]) {
          if (typeof value === 'string') expect(value.trim(), key).not.toBe('');
        }
      });

      it('uses the same placeholders in both languages', () => {
        for (const [key, value] of en)
          expect(placeholders(sv.get(key) ?? null), key).toEqual(placeholders(value));
      });

      it('has no untranslated English on the Swedish site', () => {
        const untranslated = en
          .filter(([key, value]) => typeof value === 'string' && value.length > 2 && sv.get(key) === value)
          .filter(([key]) => !UNTRANSLATED_KEY.test(key))
          .filter(
            ([, value]) => !SAME_IN_BOTH.has(value as string) && !/^[\d\s.,:%+-]+$/.test(value as string),
          )
          .map(([key, value]) => `${key}: ${value}`);
        expect(untranslated).toEqual([]);
      });
    });
  }
});
