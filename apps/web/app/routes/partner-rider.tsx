import en from '../../locales/en/partner-rider.json';
import sv from '../../locales/sv/partner-rider.json';
import { RiderPage } from '../features/partner-apply/components/rider-page.tsx';
import { partnerPageMeta } from '../features/partner-apply/lib/partner-page-meta.ts';
import { registerCatalog } from '../lib/i18n.ts';
import type { Route } from './+types/partner-rider';

registerCatalog('partner-rider', { en, sv });

export const meta = ({ location }: Route.MetaArgs) =>
  partnerPageMeta(location.pathname, 'rider', { namespace: 'partner-rider', key: 'hero.text' });

/** SPEC §2 "Rider application": prerendered in both locales. */
export default function PartnerRider() {
  return <RiderPage />;
}
