import './lib/zod-config.ts';
import { isLoginPath } from '@levera/domain';
import { type ReactNode, useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation, useMatches } from 'react-router';
import type { Route } from './+types/root';
import appStylesheet from './app.css?url';
import { registerCommonCatalog } from './lib/common-catalog.ts';
import { fixedT } from './lib/i18n.ts';
import { localeOfPath } from './lib/locale.ts';
import { areaRoleOfPath } from './lib/paths.ts';
import { Island } from './islands/island.tsx';
import { hydratesAsIslands, ISLANDS_LOADER_PATH } from './islands/route-handle.ts';
import { LazyToaster } from './ui/lazy-toaster.tsx';

registerCommonCatalog();

// A <link> (rather than a CSS import) so the stylesheet comes before the module preloads in <head>
// and the first paint does not wait for them.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: appStylesheet }];

export function Layout({ children }: { children: ReactNode }) {
  const { language } = localeOfPath(useLocation().pathname);
  // A public or sign-in page gets no React Router scripts but the islands' loader (decisions 047,
  // 051), which scripts/hydrate-islands.mjs replaces in the prerendered pages. In the browser (the
  // back-office SPA) the router always runs.
  const matches = useMatches();
  const isIslandsPage =
    typeof document === 'undefined' && matches.some((match) => hydratesAsIslands(match.handle));
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#15803d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        {/* Scroll positions: useScrollToTop in the locale layout (SPEC §2, decision 015). */}
        {isIslandsPage ? <script type="module" src={ISLANDS_LOADER_PATH} /> : <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  // Hydration does not patch attributes, and a client navigation may change the locale: the
  // document language follows the route's locale here.
  const { pathname } = useLocation();
  const { language } = localeOfPath(pathname);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const t = fixedT(language, 'common');
  return (
    <>
      <Outlet />
      {/* SPEC §9 toasts: mounted at once in the back-office, on the first toast on public pages and
          on the sign-in pages (decision 044). */}
      <Island
        name="toaster"
        component={LazyToaster}
        props={{
          isEager: areaRoleOfPath(pathname) !== null && !isLoginPath(pathname),
          regionLabel: t('toasts.regionLabel'),
          closeLabel: t('toasts.closeLabel'),
        }}
      />
    </>
  );
}

export function HydrateFallback() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { locale, language } = localeOfPath(useLocation().pathname);
  const t = fixedT(language, 'common');
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-semibold">
        {isNotFound ? t('notFound.title') : t('errors.somethingWentWrong')}
      </h1>
      {isNotFound && <p className="mt-4">{t('notFound.text')}</p>}
      <p className="mt-6">
        <a className="font-semibold text-brand-700 underline" href={`/${locale}`}>
          {t('notFound.goHome')}
        </a>
      </p>
    </main>
  );
}
