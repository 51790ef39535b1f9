import { type LocaleSegment, routeAreaFromPath, type UserRole } from '@levera/domain';

// Every href of the app, built in one place (STYLE.md "central paths"). Never concatenate route
// paths in components.
const at = (locale: LocaleSegment, path = '') => (path ? `/${locale}/${path}` : `/${locale}`);

export const paths = {
  home: (locale: LocaleSegment) => at(locale),
  about: (locale: LocaleSegment) => at(locale, 'about-us'),
  contact: (locale: LocaleSegment) => at(locale, 'contact-us'),
  terms: (locale: LocaleSegment) => at(locale, 'terms-of-use'),
  rewardsTerms: (locale: LocaleSegment) => at(locale, 'rewards-terms-of-use'),
  privacy: (locale: LocaleSegment) => at(locale, 'privacy-policy'),
  faqs: (locale: LocaleSegment) => at(locale, 'faqs'),
  careers: (locale: LocaleSegment) => at(locale, 'careers'),
  notFound: (locale: LocaleSegment) => at(locale, 'not-found'),
  maintenance: (locale: LocaleSegment) => at(locale, 'maintenance'),
  comingSoon: (locale: LocaleSegment) => at(locale, 'coming-soon'),
  partner: {
    rider: (locale: LocaleSegment) => at(locale, 'partner/rider'),
    vendor: (locale: LocaleSegment) => at(locale, 'partner/vendor'),
  },
  admin: {
    login: (locale: LocaleSegment) => at(locale, 'admin/login'),
    queries: (locale: LocaleSegment) => at(locale, 'admin/queries'),
    partners: (locale: LocaleSegment) => at(locale, 'admin/partners'),
    vendors: (locale: LocaleSegment) => at(locale, 'admin/vendors'),
    offers: (locale: LocaleSegment) => at(locale, 'admin/offers'),
    promotions: (locale: LocaleSegment) => at(locale, 'admin/promotions'),
  },
  vendor: {
    login: (locale: LocaleSegment) => at(locale, 'vendor/login'),
    promotions: (locale: LocaleSegment) => at(locale, 'vendor/promotions'),
    promotionCreate: (locale: LocaleSegment) => at(locale, 'vendor/promotions/create'),
    promotionEdit: (locale: LocaleSegment, id: string) =>
      at(locale, `vendor/promotions/edit/${encodeURIComponent(id)}`),
    query: (locale: LocaleSegment) => at(locale, 'vendor/query'),
    settings: (locale: LocaleSegment) => at(locale, 'vendor/settings'),
    reports: (locale: LocaleSegment) => at(locale, 'vendor/reports'),
  },
} as const;

/** The back-office role of a path (SPEC §2 "paths containing /admin/ …"), or null elsewhere. */
export type AreaRole = UserRole;
export function areaRoleOfPath(pathname: string): AreaRole | null {
  const area = routeAreaFromPath(pathname);
  return area === 'admin' || area === 'vendor' ? area : null;
}
