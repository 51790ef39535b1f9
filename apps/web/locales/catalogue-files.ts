import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Every translation catalogue of the project, in its one format (decision 081): the web app's
// namespaces (here), the domain's API messages (packages/domain/locales) and the API's e-mails
// (apps/api/locales). The key-parity, Swedish-style and `t` tests read them all through this list,
// so a catalogue added in any of these folders is checked with no further change. For tests only.

const here = path.dirname(new URL(import.meta.url).pathname);
export const CATALOGUE_ROOTS = {
  web: here,
  domain: path.resolve(here, '../../../packages/domain/locales'),
  api: path.resolve(here, '../../api/locales'),
} as const;

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type Catalogue = { root: keyof typeof CATALOGUE_ROOTS; namespace: string; file: string };

/** The JSON files of one root's folder for a language, sorted. */
export function catalogueFiles(root: keyof typeof CATALOGUE_ROOTS, language: string): string[] {
  return readdirSync(path.join(CATALOGUE_ROOTS[root], language))
    .filter((file) => file.endsWith('.json'))
    .sort();
}

/** Every namespace of every root (by its English files). */
export const CATALOGUES: Catalogue[] = (
  Object.keys(CATALOGUE_ROOTS) as (keyof typeof CATALOGUE_ROOTS)[]
).flatMap((root) =>
  catalogueFiles(root, 'en').map((file) => ({ root, file, namespace: file.replace(/\.json$/, '') })),
);

export function readCatalogue(catalogue: Catalogue, language: string): Json {
  return JSON.parse(
    readFileSync(path.join(CATALOGUE_ROOTS[catalogue.root], language, catalogue.file), 'utf8'),
  );
}
