import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module build script without type declarations
import { addIslandsScript, islandModules } from './hydrate-islands.mjs';

// A manifest shaped like the islands build's (vite.islands.config.ts), trimmed: the entry with React
// DOM and the islands of every page, two islands of some pages (app/islands/on-some-pages/<name>.ts,
// each a dynamic entry) and a chunk they share.
const MANIFEST = {
  'app/islands/hydrate.tsx': {
    file: 'assets/islands-1.js',
    isEntry: true,
    imports: ['_react-2.js'],
    dynamicImports: [
      'app/islands/on-some-pages/active-offers.ts',
      'app/ui/site-toaster.tsx',
      'app/islands/on-some-pages/contact-form.ts',
    ],
  },
  '_react-2.js': { file: 'assets/react-2.js', name: 'react' },
  'app/islands/on-some-pages/active-offers.ts': {
    file: 'assets/active-offers-3.js',
    isDynamicEntry: true,
    imports: ['_react-2.js', 'app/islands/hydrate.tsx', '_api-client-4.js'],
  },
  '_api-client-4.js': { file: 'assets/api-client-4.js', name: 'api-client' },
  'app/islands/on-some-pages/contact-form.ts': {
    file: 'assets/contact-form-5.js',
    isDynamicEntry: true,
    imports: ['_api-client-4.js'],
  },
  'app/ui/site-toaster.tsx': { file: 'assets/site-toaster-6.js', isDynamicEntry: true },
};

const ON_EVERY_PAGE = ['site-header', 'site-overlays', 'toaster'];

const page = (islands: string) =>
  `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"/></head><body>${islands}<main><h1>Home</h1></main><script type="module" src="/islands.js"></script></body></html>`;

/** What the page's bootstrap preloads and imports once the page has painted. */
const scriptsOf = (html: string) => {
  const bootstrap = /<script type="module">([\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
  const preloads = JSON.parse(/for \(const href of (\[.*?\])\)/.exec(bootstrap)?.[1] ?? '[]') as string[];
  const imports = [...bootstrap.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]);
  return [...preloads.map((file) => `preload ${file}`), ...imports.map((file) => `script ${file}`)];
};

describe('addIslandsScript (decision 047)', () => {
  const moduleOfIsland = islandModules(MANIFEST, ON_EVERY_PAGE);

  it("ends the body with a script that preloads the entry's imports and the page's islands, then runs the entry", () => {
    const html = addIslandsScript(
      page(
        '<levera-island data-name="site-header"></levera-island><levera-island data-name="active-offers"></levera-island>',
      ),
      MANIFEST,
      moduleOfIsland,
    );
    expect(scriptsOf(html)).toEqual([
      'preload /assets/react-2.js',
      'preload /assets/active-offers-3.js',
      'preload /assets/api-client-4.js',
      'script /assets/islands-1.js',
    ]);
    // Nothing in <head>: the page paints before it asks for any script (decision 007).
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain("observe({ type: 'paint', buffered: true })");
  });

  it('gives a page with only the islands of every page the entry and its imports, nothing else', () => {
    const html = addIslandsScript(
      page('<levera-island data-name="site-header"></levera-island>'),
      MANIFEST,
      moduleOfIsland,
    );
    expect(scriptsOf(html)).toEqual(['preload /assets/react-2.js', 'script /assets/islands-1.js']);
    // The loader, for pages rendered on request, is replaced: the entry runs once, after the paint.
    expect(html).not.toContain('/islands.js');
  });

  it("refuses a page without root.tsx's islands loader (its tag changed, or the page lost it)", () => {
    const withoutLoader = page('<levera-island data-name="site-header"></levera-island>').replace(
      '<script type="module" src="/islands.js"></script>',
      '',
    );
    expect(() => addIslandsScript(withoutLoader, MANIFEST, moduleOfIsland)).toThrow("islands' loader");
  });

  it('refuses a page without islands and a page that still carries React Router scripts', () => {
    expect(() => addIslandsScript(page(''), MANIFEST, moduleOfIsland)).toThrow('the page has no island');
    const routerPage = page(
      '<levera-island data-name="site-header"></levera-island><script>window.__reactRouterContext = {};</script>',
    );
    expect(() => addIslandsScript(routerPage, MANIFEST, moduleOfIsland)).toThrow('React Router');
  });

  it('refuses an island the build does not have, by its name', () => {
    expect(() => moduleOfIsland('careers-map')).toThrow('the islands build has no island "careers-map"');
    // A chunk that is not an island's module is not taken for one.
    expect(() => islandModules(MANIFEST, [])('site-toaster')).toThrow('no island "site-toaster"');
    expect(() =>
      addIslandsScript(
        page('<levera-island data-name="careers-map"></levera-island>'),
        MANIFEST,
        moduleOfIsland,
      ),
    ).toThrow('careers-map');
  });
});
