import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, readCatalogue } from '../../locales/catalogue-files.ts';
import { fixedT, registerCatalog, type TOptions } from './i18n.ts';

// Decision 039: our own `t` must answer exactly what i18next (as configured before: no escaping,
// English fallback) answers, for every key of every catalogue, in both languages: the web's, the
// domain's API messages and the e-mails, all read by this one `t` (decision 081). Registered under
// a prefix, as the catalogue modules register some of them under their own names too.
const catalogues = new Map(
  CATALOGUES.map((catalogue) => [`test:${catalogue.root}/${catalogue.namespace}`, catalogue]),
);
const namespaces = [...catalogues.keys()];
const read = (language: string, namespace: string) =>
  readCatalogue(catalogues.get(namespace) as (typeof CATALOGUES)[number], language) as Record<
    string,
    unknown
  >;

const reference = i18next.createInstance();
void reference.init({
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  resources: {},
  interpolation: { escapeValue: false },
  returnNull: false,
});
for (const namespace of namespaces) {
  const bundles = { en: read('en', namespace), sv: read('sv', namespace) };
  registerCatalog(namespace, bundles);
  reference.addResourceBundle('en', namespace, bundles.en, true, true);
  reference.addResourceBundle('sv', namespace, bundles.sv, true, true);
}

/** Every key path (objects too) and the variable names of the texts under it. */
function keysOf(node: unknown, prefix = ''): { key: string; variables: string[]; isText: boolean }[] {
  if (typeof node === 'string')
    return [
      {
        key: prefix,
        variables: [...node.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]?.trim() ?? ''),
        isText: true,
      },
    ];
  if (node === null || typeof node !== 'object') return [];
  const below = Object.entries(node).flatMap(([part, child]) =>
    keysOf(child, prefix ? `${prefix}.${part}` : part),
  );
  return prefix
    ? [{ key: prefix, variables: below.flatMap((entry) => entry.variables), isText: false }, ...below]
    : below;
}

describe('t (decision 039): the same answers as i18next', () => {
  for (const namespace of namespaces) {
    it(`answers every key of "${namespace}" as i18next does, in English and Swedish`, () => {
      const keys = keysOf(read('en', namespace));
      // Plural keys are also asked for by their base name with a count.
      const bases = [
        ...new Set(keys.filter(({ isText }) => isText).map(({ key }) => key.replace(/_(one|other)$/, ''))),
      ];
      let compared = 0;
      for (const language of ['en', 'sv'] as const) {
        const ours = fixedT(language, namespace);
        const theirs = reference.getFixedT(language, namespace);
        const ask = (key: string, options?: TOptions) => {
          expect(ours(key, options), `${language} ${namespace}:${key} ${JSON.stringify(options)}`).toEqual(
            theirs(key, options as never),
          );
          compared++;
        };
        for (const { key, variables } of keys) {
          const values = Object.fromEntries(variables.map((name, index) => [name, `v${index}`]));
          ask(key, { returnObjects: true });
          ask(key, { ...values, returnObjects: true });
          if (variables.length > 0) ask(key, { [variables[0] ?? '']: undefined, returnObjects: true });
        }
        for (const key of bases) for (const count of [0, 1, 2, 21]) ask(key, { count });
        ask('no.such.key');
        ask('no.such.key', { defaultValue: 'Fallback {{x}}', x: 1 });
      }
      expect(compared).toBeGreaterThan(4);
    });
  }
});
