import en from '../../locales/en/about.json';
import sv from '../../locales/sv/about.json';
import { AboutContent } from '../features/about/components/about-content.tsx';
import { fixedT, registerCatalog } from '../lib/i18n.ts';
import { localeOfPath } from '../lib/locale.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/about';

registerCatalog('about', { en, sv });

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, {
    description: fixedT(localeOfPath(location.pathname).language, 'about')('intro'),
  });

/** About us (SPEC §2). */
export default function About() {
  return <AboutContent />;
}
