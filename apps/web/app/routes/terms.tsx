import en from '../../locales/en/legal-terms.json';
import sv from '../../locales/sv/legal-terms.json';
import { LegalDocument } from '../features/legal/components/legal-document.tsx';
import { registerCatalog } from '../lib/i18n.ts';
import { metaDescribedByIntro } from '../lib/seo.ts';

registerCatalog('legal-terms', { en, sv });

export const meta = metaDescribedByIntro('legal-terms', 'terms');

/** Terms of use (SPEC §2). */
export default function TermsOfUse() {
  return <LegalDocument namespace="legal-terms" />;
}
