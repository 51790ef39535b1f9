import en from '../../locales/en/legal-rewards.json';
import sv from '../../locales/sv/legal-rewards.json';
import { LegalDocument } from '../features/legal/components/legal-document.tsx';
import { fixedT, registerCatalog } from '../lib/i18n.ts';
import { localeOfPath } from '../lib/locale.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/rewards-terms';

registerCatalog('legal-rewards', { en, sv });

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, {
    titleKey: 'rewards',
    description: fixedT(localeOfPath(location.pathname).language, 'legal-rewards')('intro'),
  });

/** Rewards terms of use (SPEC §2). */
export default function RewardsTerms() {
  return <LegalDocument namespace="legal-rewards" />;
}
