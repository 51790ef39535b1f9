import { AppDownloadQr } from '../features/app-download/components/app-download-qr.tsx';
import { AppStoreBadges } from '../features/app-download/components/app-store-badges.tsx';
import { DownloadAppButton } from '../features/app-download/components/download-app-button.tsx';
import { DownloadRedirect } from '../features/app-download/components/download-redirect.tsx';
import { AboutApp } from '../features/home/components/about-app.tsx';
import { ActiveOffers } from '../features/home/components/active-offers.tsx';
import { AppDownloadSection } from '../features/home/components/app-download-section.tsx';
import { CustomerReviews } from '../features/home/components/customer-reviews.tsx';
import { FoodCategories } from '../features/home/components/food-categories.tsx';
import { HomeHero } from '../features/home/components/home-hero.tsx';
import { PartnerCtaCards } from '../features/home/components/partner-cta-cards.tsx';
import { PaymentsAndDelivery } from '../features/home/components/payments-and-delivery.tsx';
import { HOME_NS } from '../features/home/catalog.ts';
import { Island } from '../islands/island.tsx';
import { useT } from '../lib/i18n.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/home';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname);

/** SPEC §2 Home. */
export default function Home() {
  const t = useT(HOME_NS);
  return (
    <>
      <Island name="download-redirect" component={DownloadRedirect} props={{}} />
      <HomeHero
        downloadButton={<Island name="download-app-button" component={DownloadAppButton} props={{}} />}
      />
      <FoodCategories />
      <Island name="active-offers" component={ActiveOffers} props={{}} />
      <AboutApp />
      <PaymentsAndDelivery />
      <CustomerReviews />
      <AppDownloadSection
        downloadButton={
          <Island name="download-app-button" component={DownloadAppButton} props={{ tone: 'light' }} />
        }
        storeBadges={<AppStoreBadges />}
        qrCode={
          <AppDownloadQr alt={t('appDownload.qrAlt')} caption={t('appDownload.qrCaption')} size={160} />
        }
      />
      <PartnerCtaCards />
    </>
  );
}
