import en from '../../locales/en/legal-terms.json';
import sv from '../../locales/sv/legal-terms.json';
import { LegalDocument } from '../features/legal/components/legal-document.tsx';
import { legalPageMeta } from '../features/legal/legal-page-meta.ts';
import { registerCatalog } from '../lib/i18n.ts';

registerCatalog('legal-terms', { en, sv });

export const meta = legalPageMeta('legal-terms', 'terms');

/** Terms of use (SPEC §2). */
export default function TermsOfUse() {
  return <LegalDocument namespace="legal-terms" />;
}
