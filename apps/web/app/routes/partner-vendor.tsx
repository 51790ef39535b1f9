import { VendorPage } from '../features/partner-apply/components/vendor-page.tsx';
import { PARTNER_VENDOR_NS } from '../features/partner-apply/catalog.ts';
import { postVendorApplication } from '../features/partner-apply/partner-actions.ts';
import { formPageHeaders } from '../lib/form-post.ts';
import { metaDescribedBy } from '../lib/seo.ts';
import type { Route } from './+types/partner-vendor';

/** Titled with the page's own name ('Become a partner | Levera'), so the two apply pages can be told apart. */
export const meta = metaDescribedBy(PARTNER_VENDOR_NS, 'hero.text', 'vendor');

/** The form posted to this page, before or without JavaScript (decision 074). */
export const action = postVendorApplication;
export const headers = formPageHeaders;

/** SPEC §2 "Vendor application": prerendered in both locales. */
export default function PartnerVendor({ actionData }: Route.ComponentProps) {
  return <VendorPage posted={actionData} />;
}
