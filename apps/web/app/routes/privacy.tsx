import en from '../../locales/en/legal-privacy.json';
import sv from '../../locales/sv/legal-privacy.json';
import { ManageCookiesButton } from '../features/consent/components/manage-cookies-button.tsx';
import { LegalDocument } from '../features/legal/components/legal-document.tsx';
import { fixedT, registerCatalog } from '../lib/i18n.ts';
import { localeOfPath } from '../lib/locale.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/privacy';

registerCatalog('legal-privacy', { en, sv });

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, {
    description: fixedT(localeOfPath(location.pathname).language, 'legal-privacy')('intro'),
  });

/** Privacy policy (SPEC §2), where the visitor can change the cookie choice at any time. */
export default function PrivacyPolicy() {
  return (
    <LegalDocument
      namespace="legal-privacy"
      sectionExtras={{ 'cookies-and-local-storage': <ManageCookiesButton /> }}
    />
  );
}
