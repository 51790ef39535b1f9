import en from '../../locales/en/legal-privacy.json';
import sv from '../../locales/sv/legal-privacy.json';
import { ManageCookiesButton } from '../features/consent/components/manage-cookies-button.tsx';
import { LegalDocument } from '../features/legal/components/legal-document.tsx';
import { retentionWords } from '../features/legal/retention-words.ts';
import { Island } from '../islands/island.tsx';
import { registerCatalog } from '../lib/i18n.ts';
import { useLocale } from '../lib/locale.ts';
import { metaDescribedByIntro } from '../lib/seo.ts';

registerCatalog('legal-privacy', { en, sv });

export const meta = metaDescribedByIntro('legal-privacy');

/**
 * Privacy policy (SPEC §2), where the visitor can change the cookie choice at any time. Its
 * retention periods are RETENTION's, which the API's retention job keeps to (decision 060).
 */
export default function PrivacyPolicy() {
  const { language } = useLocale();
  return (
    <LegalDocument
      namespace="legal-privacy"
      values={retentionWords(language)}
      sectionExtras={{
        'cookies-and-local-storage': (
          <Island name="manage-cookies" component={ManageCookiesButton} props={{}} />
        ),
      }}
    />
  );
}
