import { PAGES, type PageName } from '@levera/domain';
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// The route table of SPEC §2. The paths are the domain's PAGES (packages/domain/src/routes.ts,
// spelled there once for the web app, its links and the API); this file maps them to modules. Every
// page lives under the locale segment; the locale layout turns a path without a valid locale into the
// browser's locale (SPEC §2 "Locale and routing"). Admin screens have one path each
// (docs/decisions/004-admin-routes.md).
const page = (name: PageName, file: string, options: { id?: string } = {}) =>
  route(PAGES[name], file, options);

export default [
  index('routes/root-redirect.tsx'),
  route(':locale', 'routes/locale-layout.tsx', [
    layout('routes/public-layout.tsx', [
      // public pages (issue 4)
      index('routes/home.tsx'),
      page('about', 'routes/about.tsx'),
      page('contact', 'routes/contact.tsx'),
      page('terms', 'routes/terms.tsx'),
      page('rewardsTerms', 'routes/rewards-terms.tsx'),
      page('privacy', 'routes/privacy.tsx'),
      page('faqs', 'routes/faqs.tsx'),
      page('careers', 'routes/careers.tsx'),
      page('notFound', 'routes/not-found.tsx'),
      page('maintenance', 'routes/maintenance.tsx'),
      page('comingSoon', 'routes/coming-soon.tsx'),
      // partner pages (issue 5)
      page('partnerRider', 'routes/partner-rider.tsx'),
      page('partnerVendor', 'routes/partner-vendor.tsx'),
      // A support case's private link (issue 37): rendered on each request, never prerendered.
      page('supportCase', 'routes/support-case.tsx'),
      route('*', 'routes/not-found.tsx', { id: 'routes/not-found-splat' }),
    ]),
    layout('routes/back-office-layout.tsx', [
      page('adminLogin', 'routes/admin-login.tsx'),
      layout('routes/admin-layout.tsx', [
        // admin screens
        page('adminVendors', 'routes/admin-vendors.tsx'),
        page('adminQueries', 'routes/admin-queries.tsx'),
        page('adminPartners', 'routes/admin-partners.tsx'),
        page('adminPromotions', 'routes/admin-promotions.tsx'),
        page('adminOffers', 'routes/admin-offers.tsx'),
        page('adminActivity', 'routes/admin-activity.tsx'),
        page('adminPersonalData', 'routes/admin-personal-data.tsx'),
        page('adminVendorMenu', 'routes/admin-vendor-menu.tsx'),
        // The signed-in admin's own password, sessions and two-factor (issue 33 §3, §4).
        page('adminAccount', 'routes/admin-account.tsx'),
        // The owner's Team screen (issue 33 §2, §6).
        page('adminTeam', 'routes/admin-team.tsx'),
      ]),
      // The page of an admin's invitation link: no session needed (issue 33 §2).
      page('adminSetPassword', 'routes/admin-set-password.tsx'),
      page('vendorLogin', 'routes/vendor-login.tsx'),
      // The page of an invitation or set-password link: no session needed (issue 19 §1).
      page('vendorSetPassword', 'routes/vendor-set-password.tsx'),
      layout('routes/vendor-layout.tsx', [
        // vendor screens
        page('vendorPromotions', 'routes/vendor-promotions.tsx'),
        page('vendorPromotionCreate', 'routes/vendor-promotion-form.tsx'),
        page('vendorPromotionEdit', 'routes/vendor-promotion-form.tsx', {
          id: 'routes/vendor-promotion-edit',
        }),
        page('vendorQuery', 'routes/vendor-query.tsx'),
        page('vendorMenu', 'routes/vendor-menu.tsx'),
        page('vendorSettings', 'routes/vendor-coming-soon.tsx'),
        page('vendorReports', 'routes/vendor-coming-soon.tsx', { id: 'routes/vendor-reports' }),
        // The vendor's own password and sessions (issue 33 §3).
        page('vendorAccount', 'routes/vendor-account.tsx'),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
