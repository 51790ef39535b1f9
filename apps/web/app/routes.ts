import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// The route table of SPEC §2, in one place. Every page lives under the locale segment; the locale
// layout turns a path without a valid locale into the browser's locale (SPEC §2 "Locale and routing").
// Admin screens have one path each (docs/decisions/004-admin-routes.md).
export default [
  index('routes/root-redirect.tsx'),
  route(':locale', 'routes/locale-layout.tsx', [
    layout('routes/public-layout.tsx', [
      // public pages (issue 4)
      route('not-found', 'routes/not-found.tsx'),
      route('maintenance', 'routes/maintenance.tsx'),
      route('coming-soon', 'routes/coming-soon.tsx'),
      // partner pages (issue 5)
      route('*', 'routes/not-found.tsx', { id: 'routes/not-found-splat' }),
    ]),
    layout('routes/back-office-layout.tsx', [
      route('admin/login', 'routes/admin-login.tsx'),
      layout('routes/admin-layout.tsx', [
        // admin screens
      ]),
      route('vendor/login', 'routes/vendor-login.tsx'),
      layout('routes/vendor-layout.tsx', [
        // vendor screens
        route('vendor/settings', 'routes/vendor-coming-soon.tsx'),
        route('vendor/reports', 'routes/vendor-coming-soon.tsx', { id: 'routes/vendor-reports' }),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
