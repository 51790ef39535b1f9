import { describe, expect, it } from 'vitest';
import {
  isLocaleSegment,
  languageFromLocaleSegment,
  localeSegmentFromLanguages,
  normaliseLanguage,
  parseAcceptLanguage,
  resolveLocaleRedirect,
  switchLocaleInPath,
} from './locale.ts';
import {
  isKnownPagePath,
  isLoginPath,
  isProtectedPath,
  localizedPath,
  PAGE_PATHS,
  PUBLIC_PRERENDER_PATHS,
  pageOfPath,
  pageTitleKey,
  prerenderUrls,
  signInPrerenderUrls,
  routeAreaFromPath,
} from './routes.ts';

describe('locale from browser languages', () => {
  it("chooses English when the primary language contains 'en', otherwise Swedish", () => {
    expect(localeSegmentFromLanguages(['en-US', 'sv'])).toBe('sv-en');
    expect(localeSegmentFromLanguages(['sv-SE', 'en'])).toBe('sv-se');
    expect(localeSegmentFromLanguages(['de-DE'])).toBe('sv-se');
    expect(localeSegmentFromLanguages('en')).toBe('sv-en');
  });

  it('chooses English when there is no language at all', () => {
    expect(localeSegmentFromLanguages(undefined)).toBe('sv-en');
    expect(localeSegmentFromLanguages([])).toBe('sv-en');
    expect(localeSegmentFromLanguages('')).toBe('sv-en');
    expect(localeSegmentFromLanguages('*')).toBe('sv-en');
  });

  it('reads Accept-Language headers by preference', () => {
    expect(parseAcceptLanguage('sv-SE,sv;q=0.9,en;q=0.8')).toEqual(['sv-SE', 'sv', 'en']);
    expect(parseAcceptLanguage('da;q=0.5, en-GB, *;q=0.1, fr;q=0')).toEqual(['en-GB', 'da']);
    expect(localeSegmentFromLanguages('sv-SE,sv;q=0.9,en;q=0.8')).toBe('sv-se');
    expect(localeSegmentFromLanguages('da;q=0.5, en-GB')).toBe('sv-en');
  });
});

describe('languages and locale segments', () => {
  it('maps segments to languages', () => {
    expect(languageFromLocaleSegment('sv-se')).toBe('sv');
    expect(languageFromLocaleSegment('sv-en')).toBe('en');
    expect(isLocaleSegment('sv-en')).toBe(true);
    expect(isLocaleSegment('sv-SE')).toBe(false);
    expect(isLocaleSegment('en')).toBe(false);
    expect(isLocaleSegment(undefined)).toBe(false);
  });

  // 'se' counts as Swedish, and the unsupported as English.
  it.each([
    ['sv', 'sv'],
    ['se', 'sv'],
    ['SV-se', 'sv'],
    ['en-GB', 'en'],
    ['de', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('normalises the language %s to %s', (input, language) => {
    expect(normaliseLanguage(input)).toBe(language);
  });

  it('switches the locale of a path', () => {
    expect(switchLocaleInPath('/sv-en/about-us', 'sv')).toBe('/sv-se/about-us');
    expect(switchLocaleInPath('/sv-en/vendor/promotions/edit/7', 'se')).toBe(
      '/sv-se/vendor/promotions/edit/7',
    );
    expect(switchLocaleInPath('/sv-se', 'en')).toBe('/sv-en');
    expect(switchLocaleInPath('/sv-se/faqs', 'fr')).toBe('/sv-en/faqs');
    expect(switchLocaleInPath('/faqs', 'sv')).toBe('/sv-se/faqs');
  });
});

describe('locale redirects', () => {
  it('sends the bare root to the locale root', () => {
    expect(resolveLocaleRedirect('/', ['en-US'])).toBe('/sv-en');
    expect(resolveLocaleRedirect('', ['sv-SE'])).toBe('/sv-se');
    expect(resolveLocaleRedirect('/', undefined)).toBe('/sv-en');
  });

  it('prefixes known page paths with the chosen locale', () => {
    expect(resolveLocaleRedirect('/about-us', ['sv'])).toBe('/sv-se/about-us');
    expect(resolveLocaleRedirect('/partner/rider/', 'en-US,en;q=0.9')).toBe('/sv-en/partner/rider');
    expect(resolveLocaleRedirect('/vendor/promotions/edit/42', ['en'])).toBe(
      '/sv-en/vendor/promotions/edit/42',
    );
  });

  it('sends unknown paths without a locale to the not-found page', () => {
    expect(resolveLocaleRedirect('/nope', ['en'])).toBe('/sv-en/not-found');
    expect(resolveLocaleRedirect('/vendor/promotions/edit', ['sv'])).toBe('/sv-se/not-found');
    expect(resolveLocaleRedirect('/en/about-us', ['en'])).toBe('/sv-en/not-found');
  });

  it('leaves paths with a valid locale alone, known or not', () => {
    expect(resolveLocaleRedirect('/sv-en', ['sv'])).toBeNull();
    expect(resolveLocaleRedirect('/sv-se/', ['en'])).toBeNull();
    expect(resolveLocaleRedirect('/sv-se/contact-us', ['en'])).toBeNull();
    expect(resolveLocaleRedirect('/sv-en/nope', ['en'])).toBeNull();
  });

  it('lower-cases a locale written in capitals', () => {
    expect(resolveLocaleRedirect('/SV-SE/faqs', ['en'])).toBe('/sv-se/faqs');
  });
});

describe('route table', () => {
  it('holds the pages of SPEC §2', () => {
    expect(PAGE_PATHS).toEqual(
      expect.arrayContaining([
        '',
        'about-us',
        'contact-us',
        'partner/vendor',
        'admin/queries',
        'vendor/promotions/edit/:id',
      ]),
    );
    expect(isKnownPagePath('vendor/promotions/edit/abc')).toBe(true);
    expect(isKnownPagePath('vendor/promotions/edit/abc/more')).toBe(false);
  });

  // A parameter matches any segment.
  it.each([
    ['', 'home'],
    ['vendor/promotions', 'vendorPromotions'],
    ['vendor/promotions/create', 'vendorPromotionCreate'],
    ['/vendor/promotions/edit/7/', 'vendorPromotionEdit'],
    ['vendor/promotions/edit', null],
  ])('names the page of the path %j: %s', (path, page) => {
    expect(pageOfPath(path)).toBe(page);
  });

  it('prerenders public and partner pages only', () => {
    expect(PUBLIC_PRERENDER_PATHS).toContain('');
    expect(PUBLIC_PRERENDER_PATHS).toContain('not-found');
    expect(PUBLIC_PRERENDER_PATHS).toContain('partner/rider');
    // A support case shows one person's conversation: rendered on request only (issue 37).
    expect(PUBLIC_PRERENDER_PATHS).not.toContain('support/case');
    expect(PUBLIC_PRERENDER_PATHS.some((path) => path.startsWith('admin') || path.startsWith('vendor'))).toBe(
      false,
    );
    expect(prerenderUrls()).toContain('/sv-se/partner/vendor');
    expect(prerenderUrls()).toContain('/sv-en');
    // The sign-in pages are prerendered on a list of their own, kept out of the public pages' sitemap.
    expect(prerenderUrls().some((url) => url.includes('/login'))).toBe(false);
    expect(signInPrerenderUrls()).toEqual([
      '/sv-en/admin/login',
      '/sv-en/vendor/login',
      '/sv-se/admin/login',
      '/sv-se/vendor/login',
    ]);
  });

  it('builds localized paths', () => {
    expect(localizedPath('sv-en', '')).toBe('/sv-en');
    expect(localizedPath('sv-se', 'faqs')).toBe('/sv-se/faqs');
    expect(localizedPath('sv-en', 'vendor/promotions/edit/:id', { id: 'a b' })).toBe(
      '/sv-en/vendor/promotions/edit/a%20b',
    );
  });

  it('knows the areas, login pages and protected pages', () => {
    expect(routeAreaFromPath('/sv-en/admin/partners')).toBe('admin');
    expect(routeAreaFromPath('/sv-en/vendor/query')).toBe('vendor');
    expect(routeAreaFromPath('/sv-en/partner/vendor')).toBe('partner');
    expect(routeAreaFromPath('/sv-en/faqs')).toBe('public');
    expect(isLoginPath('/sv-se/vendor/login')).toBe(true);
    expect(isLoginPath('/sv-se/login')).toBe(false);
    expect(isProtectedPath('/sv-se/vendor/promotions')).toBe(true);
    expect(isProtectedPath('/sv-se/admin/login')).toBe(false);
    expect(isProtectedPath('/sv-se/partner/vendor')).toBe(false);
    // The page of an invitation or set-password link is reached before the vendor has a session.
    expect(isProtectedPath('/sv-se/vendor/set-password')).toBe(false);
    expect(isProtectedPath('/sv-en/vendor/set-password/extra')).toBe(true);
  });

  it.each([
    ['about-us', 'about'],
    ['/sv-en/contact-us', 'contact'],
    ['careers', 'careers'],
    ['faqs', 'faqs'],
    ['privacy-policy', 'privacy'],
    ['terms-of-use', 'terms'],
    ['rewards-terms-of-use', 'terms'],
    ['', null],
    ['partner/rider', null],
  ])('names the title prefix of %j (%s; null for pages without one)', (path, prefix) => {
    expect(pageTitleKey(path)).toBe(prefix);
  });
});
