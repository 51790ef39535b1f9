import {
  type LocaleSegment,
  localizedPath,
  PAGES,
  type PageName,
  routeAreaFromPath,
  type UserRole,
} from '@levera/domain';

// Every href of the app, built in one place (STYLE.md "central paths") from the domain's route
// table, so each path is spelled once (packages/domain/src/routes.ts). Never concatenate route
// paths in components.
const to = (name: PageName) => (locale: LocaleSegment) => localizedPath(locale, PAGES[name]);

export const paths = {
  home: to('home'),
  about: to('about'),
  contact: to('contact'),
  terms: to('terms'),
  rewardsTerms: to('rewardsTerms'),
  privacy: to('privacy'),
  faqs: to('faqs'),
  careers: to('careers'),
  notFound: to('notFound'),
  maintenance: to('maintenance'),
  comingSoon: to('comingSoon'),
  partner: {
    rider: to('partnerRider'),
    vendor: to('partnerVendor'),
  },
  admin: {
    login: to('adminLogin'),
    queries: to('adminQueries'),
    partners: to('adminPartners'),
    vendors: to('adminVendors'),
    offers: to('adminOffers'),
    promotions: to('adminPromotions'),
    activity: to('adminActivity'),
    personalData: to('adminPersonalData'),
    team: to('adminTeam'),
    account: to('adminAccount'),
    setPassword: to('adminSetPassword'),
    vendorMenu: (locale: LocaleSegment, id: string) => localizedPath(locale, PAGES.adminVendorMenu, { id }),
  },
  vendor: {
    login: to('vendorLogin'),
    promotions: to('vendorPromotions'),
    promotionCreate: to('vendorPromotionCreate'),
    promotionEdit: (locale: LocaleSegment, id: string) =>
      localizedPath(locale, PAGES.vendorPromotionEdit, { id }),
    query: to('vendorQuery'),
    menu: to('vendorMenu'),
    settings: to('vendorSettings'),
    reports: to('vendorReports'),
    account: to('vendorAccount'),
    setPassword: to('vendorSetPassword'),
  },
} as const;

/**
 * The two-factor section of the admin's "My account" (issue 33 §4): where an admin the team requires
 * two-factor of is sent after signing in, and from every other admin page, until it is set up.
 */
export const TWO_FACTOR_SECTION_ID = 'two-factor';
export const twoFactorSetUpPath = (locale: LocaleSegment) =>
  `${paths.admin.account(locale)}#${TWO_FACTOR_SECTION_ID}`;

/** The back-office role of a path (SPEC §2 "paths containing /admin/ …"), or null elsewhere. */
export type AreaRole = UserRole;
export function areaRoleOfPath(pathname: string): AreaRole | null {
  const area = routeAreaFromPath(pathname);
  return area === 'admin' || area === 'vendor' ? area : null;
}
