// Gives every prerendered public page the script that hydrates its islands (decision 047).
//
// React Router renders no scripts into the public pages (root.tsx): the page is finished HTML and
// only its islands (<levera-island data-name="…">) run in the browser, hydrated by
// app/islands/hydrate.tsx, built on its own by vite.islands.config.ts. This adds, before </body>,
// module preloads for what the page will run (the entry's imports, and each of the page's islands
// with its imports, from the islands build's manifest, where an island of some pages is the module
// app/islands/on-some-pages/<name>.ts: decision 075), then the entry itself. A module script at
// the end of the body neither blocks the first paint nor waits for it.
//
// Run by `npm run build` after both client builds and before compression. Throws when a page has no
// island, names one the build does not know, or still carries React Router's scripts, so a change
// of React Router or of the islands fails the build instead of shipping a page that never hydrates.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ENTRY = 'app/islands/hydrate.tsx';
/** The islands of every page: built into the entry (app/islands/registry.ts). */
const ON_EVERY_PAGE = 'app/islands/on-every-page';
/** The islands of some pages: each a dynamic entry of the islands build, named by its own path. */
const ON_SOME_PAGES = 'app/islands/on-some-pages';
const ISLAND = /<levera-island data-name="([^"]+)"/g;
/** root.tsx's tag for the loader (ISLANDS_LOADER_PATH in app/islands/route-handle.ts). */
const LOADER_FILE = 'islands.js';
const LOADER_TAG = `<script type="module" src="/${LOADER_FILE}"></script>`;

/** The chunk files a manifest entry needs at once: itself and its static imports, transitively. */
function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the islands manifest has no ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/**
 * The manifest key of each island's module, by island name: `on-some-pages/<name>.ts` is a key of
 * the islands build's manifest (each is loaded on demand, so the bundler gives it a chunk of its
 * own); an island of every page has none (it is part of the entry) and gives null. Throws for a name
 * that is neither, so a page naming an island the build does not have fails the build, not a page.
 */
export function islandModules(manifest, everyPageNames) {
  return (name) => {
    if (everyPageNames.includes(name)) return null;
    const key = `${ON_SOME_PAGES}/${name}.ts`;
    if (!manifest[key]?.isDynamicEntry) throw new Error(`the islands build has no island "${name}"`);
    return key;
  };
}

// Decision 007: the page is painted from its HTML and stylesheet alone, and its JavaScript is
// requested only after the first contentful paint, as the browser reports it (where paint timing is
// not supported, after the next frame; the timer covers pages that never paint, such as a tab
// opened in the background, and very slow first paints). On a slow phone connection the scripts
// would otherwise compete with the stylesheet and the hero image.
const AFTER_FIRST_PAINT = [
  'await new Promise((resolve) => {',
  '  setTimeout(resolve, 3000);',
  "  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => requestAnimationFrame(resolve));",
  '  new PerformanceObserver((entries, observer) => {',
  "    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;",
  '    observer.disconnect();',
  '    resolve();',
  "  }).observe({ type: 'paint', buffered: true });",
  '});',
].join('\n');

/** The page with the islands' bootstrap script; throws on a page that cannot hydrate. */
export function addIslandsScript(html, manifest, moduleOfIsland) {
  if (html.includes('__reactRouterContext') || html.includes('rel="modulepreload"')) {
    throw new Error('the page still carries React Router scripts');
  }
  const names = [...new Set([...html.matchAll(ISLAND)].map((match) => match[1]))];
  if (names.length === 0) throw new Error('the page has no island');
  if (!html.includes(LOADER_TAG)) throw new Error(`the page has no islands' loader (${LOADER_TAG})`);
  const entry = manifest[ENTRY];
  const preloads = staticClosure(manifest, ENTRY);
  for (const name of names) {
    const key = moduleOfIsland(name);
    if (key) staticClosure(manifest, key, preloads);
  }
  preloads.delete(entry.file);
  // After the first paint: preload everything the page's islands need, so it downloads in
  // parallel, then run the entry, which hydrates them.
  const bootstrap = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify([...preloads].map((file) => `/${file}`))}) {`,
    "  const link = document.createElement('link');",
    "  link.rel = 'modulepreload';",
    '  link.href = href;',
    '  document.head.append(link);',
    '}',
    `import(${JSON.stringify(`/${entry.file}`)});`,
  ].join('\n');
  return html
    .replace(LOADER_TAG, '')
    .replace('</body>', () => `<script type="module">${bootstrap}</script></body>`);
}

function prerenderedPages(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return prerenderedPages(file);
    return entry === 'index.html' ? [file] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve('build/client');
  const manifestFile = path.join(root, '.vite/islands-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const pages = readdirSync(root)
    .filter((entry) => /^sv-(en|se)$/.test(entry))
    .flatMap((locale) => prerenderedPages(path.join(root, locale)));
  const everyPageNames = readdirSync(ON_EVERY_PAGE).map((file) => file.replace(/\.ts$/, ''));
  const moduleOfIsland = islandModules(manifest, everyPageNames);
  writeFileSync(path.join(root, LOADER_FILE), `import(${JSON.stringify(`/${manifest[ENTRY].file}`)});\n`);
  for (const file of pages) {
    try {
      writeFileSync(file, addIslandsScript(readFileSync(file, 'utf8'), manifest, moduleOfIsland));
    } catch (error) {
      throw new Error(`${path.relative(root, file)}: ${error.message}`);
    }
  }
  // The manifest is for this script only; the server would otherwise publish it.
  rmSync(manifestFile);
  console.log(`web: islands' script added to ${pages.length} prerendered pages`);
}
