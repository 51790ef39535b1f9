import { RiderPage } from '../features/partner-apply/components/rider-page.tsx';
import { PARTNER_RIDER_NS } from '../features/partner-apply/catalog.ts';
import { postRiderApplication } from '../features/partner-apply/partner-actions.ts';
import { formPageHeaders } from '../lib/form-post.ts';
import { metaDescribedBy } from '../lib/seo.ts';
import type { Route } from './+types/partner-rider';

/** Titled with the page's own name ('Apply as rider | Levera'), so the two apply pages can be told apart. */
export const meta = metaDescribedBy(PARTNER_RIDER_NS, 'hero.text', 'rider');

/** The form posted to this page, before or without JavaScript (decision 074). */
export const action = postRiderApplication;
export const headers = formPageHeaders;

/** SPEC §2 "Rider application": prerendered in both locales. */
export default function PartnerRider({ actionData }: Route.ComponentProps) {
  return <RiderPage posted={actionData} />;
}
