import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// The route table of SPEC §2, in one place. Every page lives under the locale segment; the locale
// layout turns a path without a valid locale into the browser's locale (SPEC §2 "Locale and routing").
// Admin screens have one path each (docs/decisions/004-admin-routes.md).
export default [
  index('routes/root-redirect.tsx'),
  route(':locale', 'routes/locale-layout.tsx', [
    layout('routes/public-layout.tsx', [
      // public pages (issue 4)
      index('routes/home.tsx'),
      route('about-us', 'routes/about.tsx'),
      route('contact-us', 'routes/contact.tsx'),
      route('terms-of-use', 'routes/terms.tsx'),
      route('rewards-terms-of-use', 'routes/rewards-terms.tsx'),
      route('privacy-policy', 'routes/privacy.tsx'),
      route('faqs', 'routes/faqs.tsx'),
      route('careers', 'routes/careers.tsx'),
      route('not-found', 'routes/not-found.tsx'),
      route('maintenance', 'routes/maintenance.tsx'),
      route('coming-soon', 'routes/coming-soon.tsx'),
      // partner pages (issue 5)
      route('partner/rider', 'routes/partner-rider.tsx'),
      route('partner/vendor', 'routes/partner-vendor.tsx'),
      route('*', 'routes/not-found.tsx', { id: 'routes/not-found-splat' }),
    ]),
    layout('routes/back-office-layout.tsx', [
      route('admin/login', 'routes/admin-login.tsx'),
      layout('routes/admin-layout.tsx', [
        // admin screens
        route('admin/vendors', 'routes/admin-vendors.tsx'),
        route('admin/queries', 'routes/admin-queries.tsx'),
        route('admin/partners', 'routes/admin-partners.tsx'),
        route('admin/promotions', 'routes/admin-promotions.tsx'),
        route('admin/offers', 'routes/admin-offers.tsx'),
      ]),
      route('vendor/login', 'routes/vendor-login.tsx'),
      layout('routes/vendor-layout.tsx', [
        // vendor screens
        route('vendor/promotions', 'routes/vendor-promotions.tsx'),
        route('vendor/promotions/create', 'routes/vendor-promotion-form.tsx'),
        route('vendor/promotions/edit/:id', 'routes/vendor-promotion-form.tsx', {
          id: 'routes/vendor-promotion-edit',
        }),
        route('vendor/query', 'routes/vendor-query.tsx'),
        route('vendor/settings', 'routes/vendor-coming-soon.tsx'),
        route('vendor/reports', 'routes/vendor-coming-soon.tsx', { id: 'routes/vendor-reports' }),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
