import en from '../../locales/en/partner-vendor.json';
import sv from '../../locales/sv/partner-vendor.json';
import { VendorPage } from '../features/partner-apply/components/vendor-page.tsx';
import { partnerPageMeta } from '../features/partner-apply/lib/partner-page-meta.ts';
import { registerCatalog } from '../lib/i18n.ts';
import type { Route } from './+types/partner-vendor';

registerCatalog('partner-vendor', { en, sv });

export const meta = ({ location }: Route.MetaArgs) =>
  partnerPageMeta(location.pathname, 'vendor', { namespace: 'partner-vendor', key: 'hero.text' });

/** SPEC §2 "Vendor application": prerendered in both locales. */
export default function PartnerVendor() {
  return <VendorPage />;
}
