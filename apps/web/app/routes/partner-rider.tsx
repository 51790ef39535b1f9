import en from '../../locales/en/partner-rider.json';
import sv from '../../locales/sv/partner-rider.json';
import { RiderPage } from '../features/partner-apply/components/rider-page.tsx';
import { fixedT, registerCatalog } from '../lib/i18n.ts';
import { localeOfPath } from '../lib/locale.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/partner-rider';

registerCatalog('partner-rider', { en, sv });

/** Titled with the page's own name ('Apply as rider | Levera'), so the two apply pages can be told apart. */
export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, {
    titleKey: 'rider',
    description: fixedT(localeOfPath(location.pathname).language, 'partner-rider')('hero.text'),
  });

/** SPEC §2 "Rider application": prerendered in both locales. */
export default function PartnerRider() {
  return <RiderPage />;
}
