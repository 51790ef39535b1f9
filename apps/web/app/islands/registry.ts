import type { ComponentType } from 'react';

type IslandComponent = ComponentType<never>;
type IslandModule = { default: IslandComponent };

// Every island of the prerendered pages (decision 047), one module per island whose file name is the
// island's name and whose default export is its component (decision 075). The bundler lists them:
// - on-every-page/: the public layout's and the root's islands, built into the islands' entry, so
//   they cost no request of their own;
// - on-some-pages/: each loaded, as a chunk of its own, when its page has it. The islands build's
//   manifest names each one's chunk under its own path, which is how scripts/hydrate-islands.mjs
//   preloads the chunks of a page's islands.
// A new island is one more file here; `<Island name>` on a page and these file names must agree
// (registry.test.ts checks that each name gives the component the pages render).
const onEveryPage = import.meta.glob<IslandModule>('./on-every-page/*.ts', { eager: true });
const onSomePages = import.meta.glob<IslandModule>('./on-some-pages/*.ts');

const nameOf = (file: string) => file.replace(/^.*\/|\.ts$/g, '');
const byName = <T>(modules: Record<string, T>) =>
  new Map(Object.entries(modules).map(([file, module]) => [nameOf(file), module]));
const everyPage = byName(onEveryPage);
const somePages = byName(onSomePages);

export const isIslandName = (name: string): boolean => everyPage.has(name) || somePages.has(name);

/** The component of an island: at once for those of every page, else from its own chunk. */
export function loadIsland(name: string): Promise<IslandComponent> {
  const module = everyPage.get(name);
  if (module) return Promise.resolve(module.default);
  const load = somePages.get(name);
  if (!load) return Promise.reject(new Error(`Unknown island "${name}"`));
  return load().then((loaded) => loaded.default);
}
