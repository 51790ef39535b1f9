import { LOCALE_SEGMENTS, type LocaleSegment, type UserRole } from './constants.ts';

// The route table of SPEC.md §2: paths after the locale segment, one place for every app.

export const PAGES = {
  home: '',
  about: 'about-us',
  contact: 'contact-us',
  terms: 'terms-of-use',
  rewardsTerms: 'rewards-terms-of-use',
  privacy: 'privacy-policy',
  faqs: 'faqs',
  careers: 'careers',
  notFound: 'not-found',
  maintenance: 'maintenance',
  comingSoon: 'coming-soon',
  partnerRider: 'partner/rider',
  partnerVendor: 'partner/vendor',
  adminLogin: 'admin/login',
  adminQueries: 'admin/queries',
  // The admin navigation (SPEC §2 "Admin screens") as pages of their own; the spec's table only
  // lists the queries screen as "the admin area".
  adminPartners: 'admin/partners',
  adminVendors: 'admin/vendors',
  adminOffers: 'admin/offers',
  adminPromotions: 'admin/promotions',
  adminActivity: 'admin/activity',
  // The data subject's rights: find, export and erase one person's data (issue 32, decision 059).
  adminPersonalData: 'admin/personal-data',
  // The team (owners) and the signed-in admin's own account (issue 33 §2, §3).
  adminTeam: 'admin/team',
  adminAccount: 'admin/account',
  // One vendor's menu, opened from the vendor list (issue 19 §2).
  adminVendorMenu: 'admin/vendors/:id/menu',
  vendorLogin: 'vendor/login',
  vendorPromotions: 'vendor/promotions',
  vendorPromotionCreate: 'vendor/promotions/create',
  vendorPromotionEdit: 'vendor/promotions/edit/:id',
  vendorQuery: 'vendor/query',
  vendorMenu: 'vendor/menu',
  vendorSettings: 'vendor/settings',
  vendorReports: 'vendor/reports',
  // The vendor's own password and sessions (issue 33 §3); Settings stays disabled (SPEC).
  vendorAccount: 'vendor/account',
  // The page of an invitation or set-password link (issue 19 §1): open without a session.
  vendorSetPassword: 'vendor/set-password',
  // The page of an admin's invitation link (issue 33 §2): open without a session, like the vendor's.
  adminSetPassword: 'admin/set-password',
  // A support case opened by the private link of a reply e-mail (issue 37, decision 076): the
  // requester reads the conversation and answers, without an account.
  supportCase: 'support/case',
} as const;

export type PageName = keyof typeof PAGES;
export type PagePath = (typeof PAGES)[PageName];

/** Every page path; ':id' stands for one path segment. */
export const PAGE_PATHS: readonly PagePath[] = Object.values(PAGES);

export const ROUTE_AREAS = ['public', 'partner', 'admin', 'vendor'] as const;
export type RouteArea = (typeof ROUTE_AREAS)[number];

/**
 * Public pages that show one person's data: rendered by the server on each request (never
 * prerendered, never in the sitemap, never cached).
 */
export const RENDERED_ON_REQUEST: readonly PagePath[] = [PAGES.supportCase];

/** Public and partner pages: prerendered to HTML in both locales (DESIGN §2). */
export const PUBLIC_PRERENDER_PATHS: readonly PagePath[] = PAGE_PATHS.filter((path) => {
  const area = areaOfSegments(path.split('/'));
  return (area === 'public' || area === 'partner') && !RENDERED_ON_REQUEST.includes(path);
});

/** '/sv-en/about-us' for every prerendered page in every locale. */
export function prerenderUrls(): string[] {
  return Object.values(LOCALE_SEGMENTS).flatMap((locale) =>
    PUBLIC_PRERENDER_PATHS.map((path) => localizedPath(locale, path)),
  );
}

/**
 * '/sv-en/admin/login' for both sign-in pages in every locale: prerendered too, though they are no
 * public page, so they load without React Router (decision 051). Not in the sitemap.
 */
export function signInPrerenderUrls(): string[] {
  return Object.values(LOCALE_SEGMENTS).flatMap((locale) =>
    Object.values(ROLE_LOGIN_PATHS).map((path) => localizedPath(locale, path)),
  );
}

/**
 * The not-found page is also prerendered once per locale at a path that is no page, so it renders
 * through the catch-all route exactly as any unknown path does; the server answers an unknown path
 * under a locale with that locale's copy and status 404 (issue 15).
 */
export const NOT_FOUND_PRERENDER_SEGMENT = '404';

/** '/sv-en/404' and '/sv-se/404': the not-found page of each locale, for the build to prerender. */
export function notFoundPrerenderUrls(): string[] {
  return Object.values(LOCALE_SEGMENTS).map((locale) => `/${locale}/${NOT_FOUND_PRERENDER_SEGMENT}`);
}

/** '/{locale}' for the home page, '/{locale}/{path}' otherwise, with ':name' parameters filled in. */
export function localizedPath(
  locale: LocaleSegment,
  path: string,
  params: Record<string, string> = {},
): string {
  const filled = path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') ? encodeURIComponent(params[segment.slice(1)] ?? segment) : segment,
    )
    .join('/');
  return filled ? `/${locale}/${filled}` : `/${locale}`;
}

const LOCALES: readonly string[] = Object.values(LOCALE_SEGMENTS);

/** The path segments after the locale (the locale segment is dropped when present). */
export function pathSegmentsAfterLocale(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments[0] && LOCALES.includes(segments[0]) ? segments.slice(1) : segments;
}

/** The page of the route table a path after the locale is ('vendor/promotions/edit/7' is vendorPromotionEdit), or null. */
export function pageOfPath(pathAfterLocale: string): PageName | null {
  const segments = pathAfterLocale.split('/').filter(Boolean);
  const names = Object.keys(PAGES) as PageName[];
  return (
    names.find((name) => {
      const pageSegments = PAGES[name].split('/').filter(Boolean);
      return (
        pageSegments.length === segments.length &&
        pageSegments.every((part, index) => part.startsWith(':') || part === segments[index])
      );
    }) ?? null
  );
}

/** Whether a path after the locale is a page of the route table. */
export function isKnownPagePath(pathAfterLocale: string): boolean {
  return pageOfPath(pathAfterLocale) !== null;
}

function areaOfSegments(segments: readonly string[]): RouteArea {
  const first = segments[0];
  return first === 'admin' || first === 'vendor' || first === 'partner' ? first : 'public';
}

/**
 * The area of a pathname (with or without locale). SPEC §2 says "paths containing /admin/"; the
 * first segment after the locale is the precise form of that, so '/sv-en/partner/vendor' (the
 * vendor application) stays a partner page.
 */
export function routeAreaFromPath(pathname: string): RouteArea {
  return areaOfSegments(pathSegmentsAfterLocale(pathname));
}

export type LoginRoleResult = { ok: true; role: UserRole } | { ok: false; error: 'invalidUserType' };

/** The role a login page signs in as, from its path; other areas give 'invalidUserType' (SPEC §5). */
export function loginRoleFromPath(pathname: string): LoginRoleResult {
  const area = routeAreaFromPath(pathname);
  return area === 'admin' || area === 'vendor'
    ? { ok: true, role: area }
    : { ok: false, error: 'invalidUserType' };
}

/** SPEC §2: a back-office path ending in /login is that area's login page. */
export function isLoginPath(pathname: string): boolean {
  const area = routeAreaFromPath(pathname);
  return (area === 'admin' || area === 'vendor') && pathSegmentsAfterLocale(pathname).at(-1) === 'login';
}

/** A set-password page (vendor's or admin's): reached from an e-mail link, before any session. */
export function isSetPasswordPath(pathname: string): boolean {
  const path = pathSegmentsAfterLocale(pathname).join('/');
  return path === PAGES.vendorSetPassword || path === PAGES.adminSetPassword;
}

/** SPEC §2: every admin and vendor path except the login pages (and the set-password page) needs a session. */
export function isProtectedPath(pathname: string): boolean {
  const area = routeAreaFromPath(pathname);
  return (area === 'admin' || area === 'vendor') && !isLoginPath(pathname) && !isSetPasswordPath(pathname);
}

/** Where a role logs in and where it lands afterwards (SPEC §4). */
export const ROLE_LOGIN_PATHS = {
  admin: PAGES.adminLogin,
  vendor: PAGES.vendorLogin,
} as const satisfies Record<UserRole, PagePath>;
export const ROLE_HOME_PATHS = {
  admin: PAGES.adminQueries,
  vendor: PAGES.vendorPromotions,
} as const satisfies Record<UserRole, PagePath>;

export const PAGE_TITLE_KEYS = ['about', 'contact', 'careers', 'faqs', 'privacy', 'terms'] as const;
export type PageTitleKey = (typeof PAGE_TITLE_KEYS)[number];

const TITLE_KEY_BY_PATH: Partial<Record<string, PageTitleKey>> = {
  [PAGES.about]: 'about',
  [PAGES.contact]: 'contact',
  [PAGES.careers]: 'careers',
  [PAGES.faqs]: 'faqs',
  [PAGES.privacy]: 'privacy',
  [PAGES.terms]: 'terms',
  [PAGES.rewardsTerms]: 'terms',
};

/**
 * SPEC §2 "Page titles": about, contact, careers, faqs, privacy and terms pages get a prefix before
 * the site title; this names the prefix (a key for the UI catalogue), or null for the bare title.
 */
export function pageTitleKey(path: string): PageTitleKey | null {
  return TITLE_KEY_BY_PATH[pathSegmentsAfterLocale(path).join('/')] ?? null;
}
