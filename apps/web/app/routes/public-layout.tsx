import { Outlet } from 'react-router';
import { AppStoreBadges } from '../features/app-download/components/app-store-badges.tsx';
import { SiteFooter } from '../features/site-chrome/components/site-footer.tsx';
import { SiteHeader } from '../features/site-chrome/components/site-header.tsx';
import { Island } from '../islands/island.tsx';
import { SiteOverlays } from '../islands/site-overlays.tsx';
import { useT } from '../lib/i18n.ts';

/**
 * Public and partner pages (SPEC §2 "Public layout"): banner and sticky header, the page, the
 * footer, and the promo modal and privacy notice (both client-only, never in the native app). The
 * header and the overlays are islands: the only parts of the layout that run in the browser
 * (decision 047).
 */
export default function PublicLayout() {
  const t = useT('common');
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-brand-900 focus:shadow-lg focus:outline-2 focus:outline-brand-700"
      >
        {t('header.skipToContent')}
      </a>
      <Island name="site-header" component={SiteHeader} props={{}} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter appBadges={<AppStoreBadges />} />
      <Island name="site-overlays" component={SiteOverlays} props={{}} />
    </div>
  );
}
