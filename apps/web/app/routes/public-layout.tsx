import { Outlet, useLocation } from 'react-router';
import { AppStoreBadges } from '../features/app-download/components/app-store-badges.tsx';
import { PromoModalLauncher } from '../features/app-download/components/promo-modal-launcher.tsx';
import { PrivacyNotice } from '../features/consent/components/privacy-notice.tsx';
import { usePrivacyAgreement } from '../features/consent/hooks/use-privacy-agreement.ts';
import { SiteFooter } from '../features/site-chrome/components/site-footer.tsx';
import { SiteHeader } from '../features/site-chrome/components/site-header.tsx';
import { useT } from '../lib/i18n.ts';
import { useLocale } from '../lib/locale.ts';
import { paths } from '../lib/paths.ts';

/**
 * The overlays of a first visit, one at a time (decision 014): the cookie notice first, the promo
 * modal once the notice is answered, and never the promo on a page where someone fills in a form.
 */
export function SiteOverlays() {
  const { locale } = useLocale();
  const pathname = useLocation().pathname.replace(/\/+$/, '');
  const isAnswered = usePrivacyAgreement();
  const formPages: string[] = [
    paths.partner.rider(locale),
    paths.partner.vendor(locale),
    paths.contact(locale),
  ];
  return (
    <>
      <PromoModalLauncher canOpen={isAnswered && !formPages.includes(pathname)} />
      <PrivacyNotice />
    </>
  );
}

/**
 * Public and partner pages (SPEC §2 "Public layout"): banner and sticky header, the page, the
 * footer, and the promo modal and privacy notice (both client-only, never in the native app).
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
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter appBadges={<AppStoreBadges />} />
      <SiteOverlays />
    </div>
  );
}
