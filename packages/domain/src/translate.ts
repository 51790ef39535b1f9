import type { SiteLanguage } from './constants.ts';

// The one `t` of the project (issue 38, item 3; decision 081): the web app's pages (through
// apps/web/app/lib/i18n.ts), the API's messages (messages/index.ts) and the e-mails
// (apps/api/src/mail/texts.ts) all read their JSON catalogues through it. Pure: no React, no I/O.
//
// Catalogues are registered by the code that uses them: each web route or feature imports its own
// namespace (both languages), so a page's bundle carries only its own texts. The language is never
// global state: every `t` is fixed to a language, which keeps prerendering of both locales
// deterministic (docs/decisions/003-i18n-per-route-namespaces.md).
//
// The lookup is our own (decision 039): i18next was 15 KB gzip on every public page for the five
// things we use of it, which `t` below does the way i18next does them, as apps/web's i18n.test.ts
// checks against i18next itself for every key of every catalogue: nested keys ("a.b"), plurals by
// `count` ("key_one" / "key_other", Intl.PluralRules), {{name}} interpolation (no escaping: React
// escapes, e-mails escape in their template; a variable not passed is left as written, so rich-text
// can place nodes there), English when a key is missing in Swedish, `defaultValue`, and
// `returnObjects` for lists of sections.

export type Catalog = Record<string, unknown>;
export type TOptions = Record<string, unknown> & {
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
};
export type TFunction = {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
};

const catalogs: Record<SiteLanguage, Map<string, Catalog>> = { en: new Map(), sv: new Map() };

export function registerCatalog(namespace: string, bundles: { en: Catalog; sv: Catalog }): void {
  if (catalogs.en.has(namespace)) return;
  catalogs.en.set(namespace, bundles.en);
  catalogs.sv.set(namespace, bundles.sv);
}

function lookup(language: SiteLanguage, namespace: string, key: string): unknown {
  let node: unknown = catalogs[language].get(namespace);
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Catalog)[part];
  }
  return node;
}

const pluralRules = new Map<SiteLanguage, Intl.PluralRules>();
function pluralOf(language: SiteLanguage, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function variableValue(options: TOptions, path: string): unknown {
  let node: unknown = options;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const VARIABLE = /\{\{(.+?)\}\}/g;
function interpolate(text: string, options: TOptions): string {
  return text.replace(VARIABLE, (match, name: string) => {
    const variable = name.trim();
    const value = variableValue(options, variable);
    if (value === undefined) return Object.hasOwn(options, variable) ? '' : match;
    if (value === null) return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  });
}

function resolve(language: SiteLanguage, namespace: string, key: string, options: TOptions): unknown {
  const keys =
    typeof options.count === 'number' ? [`${key}_${pluralOf(language, options.count)}`, key] : [key];
  for (const candidate of keys) {
    const found = lookup(language, namespace, candidate);
    if (found !== undefined) return found;
  }
  return language === 'en' ? undefined : resolve('en', namespace, key, options);
}

function translate(language: SiteLanguage, namespace: string, key: string, options: TOptions = {}): unknown {
  const found = resolve(language, namespace, key, options);
  if (typeof found === 'string') return interpolate(found, options);
  if (found !== undefined && found !== null && typeof found === 'object') {
    if (!options.returnObjects) return `key '${key} (${language})' returned an object instead of string.`;
    const copy: Catalog = Array.isArray(found) ? ([] as unknown as Catalog) : {};
    for (const part of Object.keys(found))
      copy[part] = translate(language, namespace, `${key}.${part}`, options);
    return copy;
  }
  if (found !== undefined && found !== null) return found;
  return typeof options.defaultValue === 'string' ? interpolate(options.defaultValue, options) : key;
}

export function fixedT(language: SiteLanguage, namespace: string): TFunction {
  return ((key: string, options?: TOptions) => translate(language, namespace, key, options)) as TFunction;
}
