import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module build script without type declarations
import * as preloads from './preload-back-office-routes.mjs';
import { APP_START } from '../app/lib/app-start.ts';
import en from '../locales/en/admin-queries.json';
import sv from '../locales/sv/admin-queries.json';

const {
  addPreloads,
  backOfficeRoutes,
  earlyRequestsScript,
  holdAppScripts,
  preloadScript,
  readManifest,
  shellFiles,
} = preloads;

// The shape of React Router 7's browser manifest (trimmed): the entry, and each route with its
// parent, path, module and every chunk it imports.
const route = (id: string, parentId: string | undefined, path: string | undefined, imports: string[]) => ({
  id,
  ...(parentId && { parentId }),
  ...(path !== undefined && { path }),
  module: `/assets/${id.replace('routes/', '')}.js`,
  imports,
});
const MANIFEST = {
  entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
  routes: {
    root: route('root', undefined, '', ['/assets/react.js', '/assets/i18n.js']),
    'routes/locale-layout': route('routes/locale-layout', 'root', ':locale', ['/assets/i18n.js']),
    'routes/public-layout': route('routes/public-layout', 'routes/locale-layout', undefined, []),
    'routes/home': route('routes/home', 'routes/public-layout', undefined, ['/assets/hero.js']),
    'routes/back-office-layout': route('routes/back-office-layout', 'routes/locale-layout', undefined, [
      '/assets/query.js',
    ]),
    'routes/admin-login': route('routes/admin-login', 'routes/back-office-layout', 'admin/login', [
      '/assets/form.js',
    ]),
    'routes/vendor-layout': route('routes/vendor-layout', 'routes/back-office-layout', undefined, [
      '/assets/shell.js',
    ]),
    'routes/vendor-promotion-edit': route(
      'routes/vendor-promotion-edit',
      'routes/vendor-layout',
      'vendor/promotions/edit/:id',
      ['/assets/form.js', '/assets/query.js'],
    ),
  },
};

const SHELL = shellFiles(MANIFEST, '/assets/manifest-1.js');

/**
 * The preload script run as the browser would on `pathname`, in a document whose parser is `state`:
 * what it preloads and the module scripts it adds once let go (`start`), and the timer it sets.
 */
function shellOn(pathname: string, state: 'loading' | 'interactive' = 'interactive') {
  const added: string[] = [];
  const modules: string[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const listeners: (() => void)[] = [];
  const held = { textContent: 'import "/assets/root.js";' };
  const document = {
    readyState: state,
    createElement: () => ({}),
    querySelector: (selector: string) => (selector === 'script[data-app-module]' ? held : null),
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    head: { appendChild: (link: { rel: string; href: string }) => added.push(`${link.rel} ${link.href}`) },
    body: {
      appendChild: (script: { type: string; textContent: string }) =>
        modules.push(`${script.type} ${script.textContent}`),
    },
  };
  const window: { __leveraStartApp?: () => void } = {};
  const setTimeout = (run: () => void, ms: number) => timers.push({ run, ms });
  new Function(
    'window',
    'location',
    'document',
    'setTimeout',
    preloadScript(backOfficeRoutes(MANIFEST), SHELL),
  )(window, { pathname }, document, setTimeout);
  return {
    added,
    modules,
    timers,
    parsed: () => {
      for (const listener of listeners) listener();
    },
    start: window.__leveraStartApp,
  };
}

/** The files the script preloads on `pathname` once let go. */
function preloadedOn(pathname: string): string[] {
  const shell = shellOn(pathname);
  shell.start?.();
  return shell.added
    .map((line) => line.replace('modulepreload ', ''))
    .filter((file) => !SHELL.includes(file));
}

describe('preload-back-office-routes', () => {
  it('reads the manifest React Router writes', () => {
    const source = `window.__reactRouterManifest=${JSON.stringify(MANIFEST)};`;
    expect(readManifest(source)).toEqual(MANIFEST);
  });

  it('lists each back-office page with the chunks of its whole route chain, not the shell’s own', () => {
    expect(backOfficeRoutes(MANIFEST)).toEqual([
      {
        pattern: '^/[^/]+/admin/login/?$',
        files: [
          '/assets/locale-layout.js',
          '/assets/back-office-layout.js',
          '/assets/query.js',
          '/assets/admin-login.js',
          '/assets/form.js',
        ],
      },
      {
        pattern: '^/[^/]+/vendor/promotions/edit/[^/]+/?$',
        files: [
          '/assets/locale-layout.js',
          '/assets/back-office-layout.js',
          '/assets/query.js',
          '/assets/vendor-layout.js',
          '/assets/shell.js',
          '/assets/vendor-promotion-edit.js',
          '/assets/form.js',
        ],
      },
    ]);
  });

  it('preloads the chunks of the page it is opened on, and nothing on other paths', () => {
    expect(preloadedOn('/sv-se/admin/login')).toEqual([
      '/assets/locale-layout.js',
      '/assets/back-office-layout.js',
      '/assets/query.js',
      '/assets/admin-login.js',
      '/assets/form.js',
    ]);
    expect(preloadedOn('/sv-en/vendor/promotions/edit/0b6c/')).toContain('/assets/shell.js');
    expect(preloadedOn('/sv-en/admin/login/extra')).toEqual([]);
    expect(preloadedOn('/sv-en')).toEqual([]);
  });

  it('holds the app back: nothing loads until let go, then the shell’s chunks, the route’s and React Router’s module script, once', () => {
    const shell = shellOn('/sv-se/admin/login');
    expect(shell.added).toEqual([]);
    expect(shell.modules).toEqual([]);
    shell.start?.();
    expect(shell.added.slice(0, SHELL.length)).toEqual(SHELL.map((file: string) => `modulepreload ${file}`));
    expect(shell.added).toContain('modulepreload /assets/admin-login.js');
    expect(shell.modules).toEqual(['module import "/assets/root.js";']);
    shell.start?.();
    expect(shell.modules).toHaveLength(1);
    expect(shell.added).toHaveLength(SHELL.length + 5);
  });

  it('runs the module script once the parser has reached it, and lets go by itself after a second', () => {
    const shell = shellOn('/sv-en/admin/login', 'loading');
    shell.start?.();
    expect(shell.modules).toEqual([]);
    shell.parsed();
    expect(shell.modules).toHaveLength(1);

    const forgotten = shellOn('/sv-en/admin/login');
    expect(forgotten.timers.map((timer) => timer.ms)).toEqual([1000]);
    forgotten.timers[0]?.run();
    expect(forgotten.modules).toHaveLength(1);
  });

  it('lists the shell’s own chunks: the manifest, the entry’s and the root route’s, once each', () => {
    expect(SHELL).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/root.js',
      '/assets/i18n.js',
    ]);
  });

  it('takes the shell’s modulepreloads out and holds React Router’s module script, once', () => {
    const shell =
      '<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
      '</head><body><script>ctx()</script><script type="module" async="">import "/assets/a.js";</script></body></html>';
    const held = holdAppScripts(shell);
    expect(held).toBe(
      '<html><head></head><body><script>ctx()</script><script type="text/plain" data-app-module="">import "/assets/a.js";</script></body></html>',
    );
    expect(holdAppScripts(held)).toBe(held);
    expect(() => holdAppScripts('<html><head></head><body></body></html>')).toThrow(
      'no React Router module script',
    );
  });

  it('adds the scripts before the first stylesheet (else at the end of <head>) once, replacing them on a second run', () => {
    const shell =
      '<html><head><title>x</title><link rel="stylesheet" href="/a.css"/></head><body></body></html>';
    const once = addPreloads(shell, 'one()');
    expect(once).toBe(
      '<html><head><title>x</title><script data-back-office-preloads="">one()</script><link rel="stylesheet" href="/a.css"/></head><body></body></html>',
    );
    expect(addPreloads(once, 'two()')).toBe(once.replace('one()', 'two()'));
    expect(addPreloads('<html><head></head></html>', 'x()')).toBe(
      '<html><head><script data-back-office-preloads="">x()</script></head></html>',
    );
    expect(() => addPreloads('<html><body></body></html>', 'x')).toThrow('no </head>');
  });

  it('puts the preload script first, so the early script finds what lets the app load', () => {
    const shell = '<html><head><link rel="stylesheet" href="/a.css"/></head></html>';
    const once = addPreloads(shell, 'preload()', 'early()');
    expect(once).toBe(
      '<html><head><script data-back-office-preloads="">preload()</script><script data-back-office-early-requests="">early()</script><link rel="stylesheet" href="/a.css"/></head></html>',
    );
    expect(addPreloads(once, 'preload2()', 'early2()')).toBe(
      once.replace('preload()', 'preload2()').replace('early()', 'early2()'),
    );
  });

  it('compiles the early-request script from app/early-requests.ts to a small classic script without React or unused texts', async () => {
    const script: string = await earlyRequestsScript();
    expect(script.startsWith('(function(){')).toBe(true);
    expect(script).toContain('__leveraEarlyRequests');
    expect(script).toContain('/queries');
    // It lets the app load by the name the preload script defines (app/lib/app-start.ts).
    expect(script).toContain(APP_START);
    expect(preloadScript(backOfficeRoutes(MANIFEST), SHELL)).toContain(`window.${APP_START}=`);
    expect(script).not.toMatch(/react|zod/i);
    // Admin Queries' preview (decision 052): its texts in both languages, and none it does not show.
    for (const language of [en, sv]) {
      expect(script).toContain(language.intro);
      expect(script).toContain(language.newBadge);
      expect(script).toContain(language.search.placeholder);
      expect(script).not.toContain(language.actions.markRead);
    }
    expect(script.length).toBeLessThan(24 * 1024);
  }, 30_000);
});
