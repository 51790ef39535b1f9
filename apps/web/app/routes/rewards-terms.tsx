import en from '../../locales/en/legal-rewards.json';
import sv from '../../locales/sv/legal-rewards.json';
import { LegalDocument } from '../features/legal/components/legal-document.tsx';
import { legalPageMeta } from '../features/legal/legal-page-meta.ts';
import { registerCatalog } from '../lib/i18n.ts';

registerCatalog('legal-rewards', { en, sv });

export const meta = legalPageMeta('legal-rewards', 'rewards');

/** Rewards terms of use (SPEC §2). */
export default function RewardsTerms() {
  return <LegalDocument namespace="legal-rewards" />;
}
