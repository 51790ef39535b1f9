import en from '../../locales/en/partner-vendor.json';
import sv from '../../locales/sv/partner-vendor.json';
import { VendorPage } from '../features/partner-apply/components/vendor-page.tsx';
import { fixedT, registerCatalog } from '../lib/i18n.ts';
import { localeOfPath } from '../lib/locale.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/partner-vendor';

registerCatalog('partner-vendor', { en, sv });

/** Titled with the page's own name ('Become a partner | Levera'), so the two apply pages can be told apart. */
export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, {
    titleKey: 'vendor',
    description: fixedT(localeOfPath(location.pathname).language, 'partner-vendor')('hero.text'),
  });

/** SPEC §2 "Vendor application": prerendered in both locales. */
export default function PartnerVendor() {
  return <VendorPage />;
}
