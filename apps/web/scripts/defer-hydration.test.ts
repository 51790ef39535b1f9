import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module build script without type declarations
import { deferHydration } from './defer-hydration.mjs';

// The shape React Router 7 writes for a prerendered page (trimmed): module preloads in <head>, and a
// bootstrap module script at the end of <body>.
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>\
<link rel="modulepreload" href="/assets/manifest-1.js"/>\
<link rel="modulepreload" href="/assets/entry.client-2.js"/>\
<link rel="modulepreload" href="/assets/root-3.js"/>\
<link rel="modulepreload" href="/assets/home-4.js"/>\
<link rel="stylesheet" href="/assets/app-5.css"/></head>\
<body><main><h1>Food, groceries and pharmacy</h1></main>\
<script>window.__reactRouterContext = {"ssr":false};</script>\
<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

const bootstrapOf = (html: string) =>
  /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

type PaintObserver = {
  callback: (
    entries: { getEntriesByName: (name: string) => unknown[] },
    observer: { disconnect: () => void },
  ) => void;
};

/**
 * Runs a bootstrap with stand-ins for the browser, recording what it does and when: `step` hands
 * the page its next event (a paint entry, or a frame where paint timing is not supported).
 */
function start(bootstrap: string, options: { paintTiming: boolean }) {
  const events: string[] = [];
  const frames: (() => void)[] = [];
  const observers: PaintObserver[] = [];
  const window: { __reactRouterRouteModules?: Record<string, unknown> } = {};
  class PerformanceObserver {
    static supportedEntryTypes = options.paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback: PaintObserver['callback']) {
      observers.push({ callback });
    }
    observe() {}
  }
  const browser = {
    window,
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: () => {}, // the fallback timer: these pages paint in time
    document: {
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
    },
    load: async (url: string) => {
      events.push(`import ${url}`);
      return { url };
    },
  };
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
  const body = bootstrap.replace(/\bimport\(/g, 'load(');
  const running: Promise<void> = new AsyncFunction(...Object.keys(browser), body)(...Object.values(browser));
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    events,
    routeModules: () => window.__reactRouterRouteModules,
    running,
    async paint(name: string) {
      for (const { callback } of observers) {
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect() {} });
      }
      await settle();
    },
    async frame() {
      frames.shift()?.();
      await settle();
    },
  };
}

describe('deferHydration', () => {
  it('takes the module preloads out of <head> and leaves the rest of the page as it was', () => {
    const html = deferHydration(PAGE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-5.css"/></head>');
    expect(html).toContain('<main><h1>Food, groceries and pharmacy</h1></main>');
    expect(html).toContain('<script>window.__reactRouterContext = {"ssr":false};</script>');
  });

  it('loads nothing before the first contentful paint, then preloads and imports what React Router would', async () => {
    const page = start(bootstrapOf(deferHydration(PAGE)), { paintTiming: true });
    await page.paint('first-paint'); // a blank or background-only paint is not enough
    expect(page.events).toEqual([]);
    await page.paint('first-contentful-paint');
    await page.running;
    expect(page.events).toEqual([
      'modulepreload /assets/manifest-1.js',
      'modulepreload /assets/entry.client-2.js',
      'modulepreload /assets/root-3.js',
      'modulepreload /assets/home-4.js',
      'import /assets/manifest-1.js',
      'import /assets/root-3.js',
      'import /assets/home-4.js',
      // The client entry, which hydrates, comes last, with every route module in place.
      'import /assets/entry.client-2.js',
    ]);
    expect(page.routeModules()).toEqual({
      root: { url: '/assets/root-3.js' },
      'routes/home': { url: '/assets/home-4.js' },
    });
  });

  it('waits for the frame after the first one where the browser has no paint timing', async () => {
    const page = start(bootstrapOf(deferHydration(PAGE)), { paintTiming: false });
    await page.frame();
    expect(page.events).toEqual([]);
    await page.frame();
    await page.running;
    expect(page.events.at(-1)).toBe('import /assets/entry.client-2.js');
  });

  it('refuses a page React Router did not write as expected, so the build fails', () => {
    expect(() => deferHydration('<html><body><main>static</main></body></html>')).toThrow(
      /no React Router module preloads or bootstrap script/,
    );
    const namedImport = PAGE.replace(
      'import * as route1 from "/assets/home-4.js";',
      'import { default as route1 } from "/assets/home-4.js";',
    );
    expect(() => deferHydration(namedImport)).toThrow(/unexpected static import/);
  });
});
