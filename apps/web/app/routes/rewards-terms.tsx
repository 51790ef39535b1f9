import en from '../../locales/en/legal-rewards.json';
import sv from '../../locales/sv/legal-rewards.json';
import { LegalDocument } from '../features/legal/components/legal-document.tsx';
import { registerCatalog } from '../lib/i18n.ts';
import { metaDescribedByIntro } from '../lib/seo.ts';

registerCatalog('legal-rewards', { en, sv });

export const meta = metaDescribedByIntro('legal-rewards', 'rewards');

/** Rewards terms of use (SPEC §2). */
export default function RewardsTerms() {
  return <LegalDocument namespace="legal-rewards" />;
}
