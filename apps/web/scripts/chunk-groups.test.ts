import { describe, expect, test } from 'vitest';
import { placeModule } from './chunk-groups.ts';

// A small module graph shaped like the app's: `edges` lists each module's static imports.
const APP = '/repo/apps/web/app';
const DOMAIN = '/repo/packages/domain/src';
const LIB = '/repo/node_modules';
const edges: Record<string, string[]> = {
  [`${APP}/root.tsx`]: [`${APP}/lib/locale.ts`, `${APP}/lib/api-client.ts`],
  [`${APP}/routes/locale-layout.tsx`]: [`${APP}/lib/locale.ts`],
  [`${APP}/routes/public-layout.tsx`]: [
    `${APP}/features/site-chrome/site-header.tsx`,
    `${APP}/ui/button.tsx`,
  ],
  [`${APP}/routes/home.tsx`]: [
    `${APP}/ui/info-card.tsx`,
    `${APP}/features/home/hero.tsx`,
    `${APP}/lib/seo.ts`,
  ],
  [`${APP}/routes/about.tsx`]: [`${APP}/ui/info-card.tsx`, `${APP}/lib/seo.ts`],
  [`${APP}/routes/contact.tsx`]: [
    `${APP}/lib/use-lazy-schema-form.ts`,
    `${APP}/ui/field.tsx`,
    `${APP}/lib/use-message.ts`,
  ],
  [`${APP}/routes/partner-rider.tsx`]: [`${APP}/lib/use-lazy-schema-form.ts`, `${APP}/ui/field.tsx`],
  [`${APP}/routes/admin-login.tsx`]: [
    `${APP}/ui/button.tsx`,
    `${APP}/ui/field.tsx`,
    `${APP}/lib/seo.ts`,
    `${APP}/lib/use-message.ts`,
  ],
  [`${APP}/routes/admin-queries.tsx`]: [
    `${APP}/features/admin-queries/screen.tsx`,
    `${APP}/features/admin-lists/list-tools.tsx`,
  ],
  [`${APP}/routes/admin-partners.tsx`]: [`${APP}/features/admin-lists/list-tools.tsx`],
  [`${APP}/routes/back-office-layout.tsx`]: [`${APP}/features/back-office/session-guard.tsx`],
  [`${APP}/routes/admin-layout.tsx`]: [`${APP}/features/back-office/admin-nav.tsx`],
  [`${APP}/routes/vendor-layout.tsx`]: [`${APP}/features/back-office/vendor-nav.tsx`],
  [`${APP}/routes/vendor-query.tsx`]: [`${APP}/features/back-office/admin-nav.tsx`],
  [`${APP}/features/back-office/session-guard.tsx`]: [`${LIB}/@tanstack/react-query/build/modern/index.js`],
  [`${APP}/features/back-office/vendor-nav.tsx`]: [`${APP}/features/back-office/help-link.tsx`],
  [`${APP}/lib/locale.ts`]: [`${DOMAIN}/index.ts`],
  [`${APP}/lib/api-client.ts`]: [`${DOMAIN}/index.ts`],
  [`${APP}/lib/use-message.ts`]: [`${DOMAIN}/index.ts`],
  [`${APP}/lib/use-lazy-schema-form.ts`]: [`${LIB}/react-hook-form/dist/index.esm.mjs`],
  [`${APP}/features/site-chrome/site-header.tsx`]: [`${LIB}/react-router/dist/index.mjs`],
  // Loaded on demand only (a dynamic import), so no route imports it statically.
  [`${APP}/features/app-download/promo-modal.tsx`]: [`${APP}/features/app-download/download-button.tsx`],
  [`${APP}/features/home/hero.tsx`]: [`${APP}/features/app-download/download-button.tsx`],
  [`${DOMAIN}/index.ts`]: [
    `${DOMAIN}/constants.ts`,
    `${DOMAIN}/schemas/index.ts`,
    `${DOMAIN}/messages/index.ts`,
  ],
  [`${DOMAIN}/messages/index.ts`]: [
    `${DOMAIN}/messages/en.ts`,
    `${DOMAIN}/messages/sv.ts`,
    `${DOMAIN}/messages/request-errors.ts`,
  ],
  [`${DOMAIN}/messages/en.ts`]: [`${DOMAIN}/messages/request-errors.ts`],
  [`${DOMAIN}/messages/sv.ts`]: [`${DOMAIN}/messages/request-errors.ts`],
  [`${DOMAIN}/schemas/index.ts`]: [`${DOMAIN}/schemas/contact-query.ts`],
  [`${DOMAIN}/schemas/contact-query.ts`]: [`${LIB}/zod/index.js`],
};
// And the imports on demand (`import()`).
const dynamicEdges: Record<string, string[]> = {
  [`${APP}/routes/home.tsx`]: [`${APP}/features/back-office/help-link.tsx`],
};
const importers = (id: string) => Object.keys(edges).filter((module) => edges[module]?.includes(id));
const ctx = {
  getModuleInfo: (id: string) => ({
    importers: importers(id),
    dynamicImporters: Object.keys(dynamicEdges).filter((module) => dynamicEdges[module]?.includes(id)),
    importedIds: edges[id] ?? [],
  }),
} as unknown as Parameters<typeof placeModule>[1];
const place = (id: string) => placeModule(id, ctx);

describe('which named chunk a module goes into (decision 046)', () => {
  test('code that root.tsx imports, and the domain modules every page uses, go with every page', () => {
    expect(place(`${APP}/lib/locale.ts`)).toBe('app');
    expect(place(`${DOMAIN}/constants.ts`)).toBe('app');
  });

  test('code of the public layout and code that static pages share go into the public chunk', () => {
    expect(place(`${APP}/features/site-chrome/site-header.tsx`)).toBe('public');
    expect(place(`${APP}/ui/info-card.tsx`)).toBe('public');
  });

  test('code a static page shares with the back-office goes with every page', () => {
    expect(place(`${APP}/ui/button.tsx`)).toBe('app');
    expect(place(`${APP}/lib/seo.ts`)).toBe('app');
  });

  test('code only the back-office imports is left to the bundler, so public pages never load it', () => {
    expect(place(`${APP}/features/admin-queries/screen.tsx`)).toBeNull();
    // Shared by two screens, not by every page of the area: each screen loads it on its own.
    expect(place(`${APP}/features/admin-lists/list-tools.tsx`)).toBeNull();
  });

  test('what a back-office layout imports goes with every page of its area, libraries included (decision 056)', () => {
    expect(place(`${APP}/features/back-office/session-guard.tsx`)).toBe('back-office');
    expect(place(`${LIB}/@tanstack/react-query/build/modern/index.js`)).toBe('back-office');
    expect(place(`${APP}/features/back-office/vendor-nav.tsx`)).toBe('vendor');
    // The admin layout's, that a vendor page imports too: in the chunk both areas load.
    expect(place(`${APP}/features/back-office/admin-nav.tsx`)).toBe('back-office');
  });

  test('what a layout imports that a public page also loads on demand stays out of the back-office chunks', () => {
    expect(place(`${APP}/features/back-office/help-link.tsx`)).toBeNull();
  });

  test('code the forms share with the back-office stays off the static pages', () => {
    expect(place(`${APP}/ui/field.tsx`)).toBeNull();
  });

  test('a module that imports a library other than the framework is never grouped', () => {
    expect(place(`${APP}/lib/use-lazy-schema-form.ts`)).toBeNull();
  });

  test('a page-only module stays in its page, unless code loaded on demand shares it', () => {
    expect(place(`${APP}/features/home/hero.tsx`)).toBeNull();
    expect(place(`${APP}/features/app-download/download-button.tsx`)).toBe('public');
  });

  test('code loaded on demand only, routes, libraries and the domain index are left to the bundler', () => {
    expect(place(`${APP}/features/app-download/promo-modal.tsx`)).toBeNull();
    expect(place(`${APP}/routes/home.tsx`)).toBeNull();
    expect(place(`${LIB}/react-hook-form/dist/index.esm.mjs`)).toBeNull();
    expect(place(`${DOMAIN}/index.ts`)).toBeNull();
  });

  test("of the domain's messages only the API client's own go with every page (decision 050)", () => {
    expect(place(`${DOMAIN}/messages/request-errors.ts`)).toBe('app');
    // The full catalogue, and the hook over it, are for the forms and the back-office only.
    expect(place(`${DOMAIN}/messages/en.ts`)).toBeNull();
    expect(place(`${DOMAIN}/messages/sv.ts`)).toBeNull();
    expect(place(`${DOMAIN}/messages/index.ts`)).toBeNull();
    expect(place(`${APP}/lib/use-message.ts`)).toBeNull();
  });

  test("a schema imported through the domain's index is not taken for code every page uses", () => {
    expect(place(`${DOMAIN}/schemas/contact-query.ts`)).toBeNull();
  });
});
