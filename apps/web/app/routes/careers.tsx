import en from '../../locales/en/careers.json';
import sv from '../../locales/sv/careers.json';
import { CareersContent } from '../features/careers/components/careers-content.tsx';
import { fixedT, registerCatalog } from '../lib/i18n.ts';
import { localeOfPath } from '../lib/locale.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/careers';

registerCatalog('careers', { en, sv });

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, {
    description: fixedT(localeOfPath(location.pathname).language, 'careers')('intro'),
  });

/** Careers (SPEC §2): coming soon. */
export default function Careers() {
  return <CareersContent />;
}
