import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions/003: every namespace has the same keys in English and Swedish. Also: no blanks,
// the same {{placeholders}} on both sides, and no English text left on the Swedish site.
const root = path.dirname(new URL(import.meta.url).pathname);
const namespaces = readdirSync(path.join(root, 'en')).filter((file) => file.endsWith('.json'));

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
const load = (language: string, file: string): Json =>
  JSON.parse(readFileSync(path.join(root, language, file), 'utf8'));

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
]);
/** Keys whose values are identifiers or people's names, never translated. */
const UNTRANSLATED_KEY = /(^|\.)(id|name)$|\bid$/;

describe('translation catalogues', () => {
  it('has both languages for every namespace', () => {
    expect(
      readdirSync(path.join(root, 'sv'))
        .filter((file) => file.endsWith('.json'))
        .sort(),
    ).toEqual([...namespaces].sort());
    expect(namespaces.length).toBeGreaterThan(0);
  });

  for (const file of namespaces) {
    describe(file, () => {
      const en = leaves(load('en', file));
      const sv = new Map(leaves(load('sv', file)));

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
