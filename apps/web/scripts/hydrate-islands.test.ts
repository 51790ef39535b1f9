import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module build script without type declarations
import { addIslandsScript, islandModules } from './hydrate-islands.mjs';

// A manifest shaped like the islands build's (vite.islands.config.ts), trimmed: the entry with
// React DOM and the islands of every page, one island of some pages with a chunk of its own, and a
// chunk that island shares with another.
const MANIFEST = {
  'app/islands/hydrate.tsx': {
    file: 'assets/islands-1.js',
    isEntry: true,
    imports: ['_island-react-2.js'],
    dynamicImports: [
      'app/features/home/components/active-offers.tsx',
      '_island-lazy-toaster-6.js',
      'app/features/contact/components/contact-form.tsx',
    ],
  },
  '_island-react-2.js': { file: 'assets/island-react-2.js', name: 'react' },
  'app/features/home/components/active-offers.tsx': {
    file: 'assets/island-active-offers-3.js',
    isDynamicEntry: true,
    imports: ['_island-react-2.js', 'app/islands/hydrate.tsx', '_island-api-client-4.js'],
  },
  '_island-api-client-4.js': { file: 'assets/island-api-client-4.js', name: 'api-client' },
  'app/features/contact/components/contact-form.tsx': {
    file: 'assets/island-contact-form-5.js',
    isDynamicEntry: true,
    imports: ['_island-api-client-4.js'],
  },
  '_island-lazy-toaster-6.js': { file: 'assets/island-lazy-toaster-6.js', name: 'lazy-toaster' },
};

const REGISTRY = `
const onEveryPage = { 'site-header': SiteHeader };
const onSomePages = {
  'active-offers': () =>
    import('../features/home/components/active-offers.tsx').then((module) => module.ActiveOffers),
  'contact-form': () =>
    import('../features/contact/components/contact-form.tsx').then((module) => module.ContactForm),
};`;

const page = (islands: string) =>
  `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"/></head><body>${islands}<main><h1>Home</h1></main></body></html>`;

/** What the page's bootstrap preloads and imports once the page has painted. */
const scriptsOf = (html: string) => {
  const bootstrap = /<script type="module">([\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
  const preloads = JSON.parse(/for \(const href of (\[.*?\])\)/.exec(bootstrap)?.[1] ?? '[]') as string[];
  const imports = [...bootstrap.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]);
  return [...preloads.map((file) => `preload ${file}`), ...imports.map((file) => `script ${file}`)];
};

describe('addIslandsScript (decision 047)', () => {
  const moduleOfIsland = islandModules(REGISTRY, MANIFEST);

  it("ends the body with a script that preloads the entry's imports and the page's islands, then runs the entry", () => {
    const html = addIslandsScript(
      page(
        '<levera-island data-name="site-header"></levera-island><levera-island data-name="active-offers"></levera-island>',
      ),
      MANIFEST,
      moduleOfIsland,
    );
    expect(scriptsOf(html)).toEqual([
      'preload /assets/island-react-2.js',
      'preload /assets/island-active-offers-3.js',
      'preload /assets/island-api-client-4.js',
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
    expect(scriptsOf(html)).toEqual(['preload /assets/island-react-2.js', 'script /assets/islands-1.js']);
  });

  it('refuses a page without islands and a page that still carries React Router scripts', () => {
    expect(() => addIslandsScript(page(''), MANIFEST, moduleOfIsland)).toThrow('the page has no island');
    const routerPage = page(
      '<levera-island data-name="site-header"></levera-island><script>window.__reactRouterContext = {};</script>',
    );
    expect(() => addIslandsScript(routerPage, MANIFEST, moduleOfIsland)).toThrow('React Router');
  });

  it('refuses a registry whose islands the build does not have', () => {
    const unknown = `${REGISTRY}\n  'careers-map': () => import('../features/careers/map.tsx'),`;
    expect(() => islandModules(unknown, MANIFEST)).toThrow('no chunk for app/features/careers/map.tsx');
    expect(() => islandModules('const onSomePages = {};', MANIFEST)).toThrow('found no island');
  });
});
