import { VendorPage } from '../features/partner-apply/components/vendor-page.tsx';
import { PARTNER_VENDOR_NS } from '../features/partner-apply/catalog.ts';
import { postVendorApplication } from '../features/partner-apply/partner-actions.ts';
import { formPageHeaders } from '../lib/form-post.ts';
import { fixedT } from '../lib/i18n.ts';
import { localeOfPath } from '../lib/locale.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/partner-vendor';

/** Titled with the page's own name ('Become a partner | Levera'), so the two apply pages can be told apart. */
export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, {
    titleKey: 'vendor',
    description: fixedT(localeOfPath(location.pathname).language, PARTNER_VENDOR_NS)('hero.text'),
  });

/** The form posted to this page, before or without JavaScript (decision 074). */
export const action = postVendorApplication;
export const headers = formPageHeaders;

/** SPEC §2 "Vendor application": prerendered in both locales. */
export default function PartnerVendor({ actionData }: Route.ComponentProps) {
  return <VendorPage posted={actionData} />;
}
