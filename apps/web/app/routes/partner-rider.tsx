import { RiderPage } from '../features/partner-apply/components/rider-page.tsx';
import { PARTNER_RIDER_NS } from '../features/partner-apply/catalog.ts';
import { postRiderApplication } from '../features/partner-apply/partner-actions.ts';
import { formPageHeaders } from '../lib/form-post.ts';
import { fixedT } from '../lib/i18n.ts';
import { localeOfPath } from '../lib/locale.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/partner-rider';

/** Titled with the page's own name ('Apply as rider | Levera'), so the two apply pages can be told apart. */
export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, {
    titleKey: 'rider',
    description: fixedT(localeOfPath(location.pathname).language, PARTNER_RIDER_NS)('hero.text'),
  });

/** The form posted to this page, before or without JavaScript (decision 074). */
export const action = postRiderApplication;
export const headers = formPageHeaders;

/** SPEC §2 "Rider application": prerendered in both locales. */
export default function PartnerRider({ actionData }: Route.ComponentProps) {
  return <RiderPage posted={actionData} />;
}
