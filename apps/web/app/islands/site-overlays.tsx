import { PromoModalLauncher } from '../features/app-download/components/promo-modal-launcher.tsx';
import { PrivacyNotice } from '../features/consent/components/privacy-notice.tsx';
import { usePrivacyAgreement } from '../features/consent/hooks/use-privacy-agreement.ts';
import { useLocale } from '../lib/locale.ts';
import { usePageLocation } from '../lib/page-location.ts';
import { paths } from '../lib/paths.ts';

/**
 * The overlays of a first visit, one at a time (decision 014): the cookie notice first, the promo
 * modal once the notice is answered, and never the promo on a page where someone fills in a form.
 * Both are client-only, so this island renders nothing into the prerendered page.
 */
export function SiteOverlays() {
  const { locale } = useLocale();
  const pathname = usePageLocation().pathname.replace(/\/+$/, '');
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
