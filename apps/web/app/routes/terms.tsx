import en from '../../locales/en/legal-terms.json';
import sv from '../../locales/sv/legal-terms.json';
import { LegalDocument } from '../features/legal/components/legal-document.tsx';
import { fixedT, registerCatalog } from '../lib/i18n.ts';
import { localeOfPath } from '../lib/locale.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/terms';

registerCatalog('legal-terms', { en, sv });

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, {
    titleKey: 'terms',
    description: fixedT(localeOfPath(location.pathname).language, 'legal-terms')('intro'),
  });

/** Terms of use (SPEC §2). */
export default function TermsOfUse() {
  return <LegalDocument namespace="legal-terms" />;
}
