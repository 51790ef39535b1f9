import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module build script without type declarations
import * as preloads from './preload-back-office-routes.mjs';
import en from '../locales/en/admin-queries.json';
import sv from '../locales/sv/admin-queries.json';

const { addPreloads, backOfficeRoutes, earlyRequestsScript, preloadScript, readManifest } = preloads;

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

/** The files the script preloads on `pathname`, run as the browser would. */
function preloadedOn(pathname: string): string[] {
  const script = preloadScript(backOfficeRoutes(MANIFEST));
  const added: string[] = [];
  const document = {
    createElement: () => ({}),
    head: { appendChild: (link: { href: string }) => added.push(link.href) },
  };
  new Function('location', 'document', script)({ pathname }, document);
  return added;
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

  it('adds the script before the first stylesheet (else at the end of <head>) once, replacing it on a second run', () => {
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

  it('puts the early-request script before the preloads, so the list request is not queued behind the chunks', () => {
    const shell = '<html><head><link rel="stylesheet" href="/a.css"/></head></html>';
    const once = addPreloads(shell, 'preload()', 'early()');
    expect(once).toBe(
      '<html><head><script data-back-office-early-requests="">early()</script><script data-back-office-preloads="">preload()</script><link rel="stylesheet" href="/a.css"/></head></html>',
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
