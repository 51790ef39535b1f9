import en from '../../locales/en/careers.json';
import sv from '../../locales/sv/careers.json';
import { CareersContent } from '../features/careers/components/careers-content.tsx';
import { registerCatalog } from '../lib/i18n.ts';
import { metaDescribedByIntro } from '../lib/seo.ts';

registerCatalog('careers', { en, sv });

export const meta = metaDescribedByIntro('careers');

/** Careers (SPEC §2): coming soon. */
export default function Careers() {
  return <CareersContent />;
}
