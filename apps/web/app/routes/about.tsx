import en from '../../locales/en/about.json';
import sv from '../../locales/sv/about.json';
import { AboutContent } from '../features/about/components/about-content.tsx';
import { registerCatalog } from '../lib/i18n.ts';
import { metaDescribedByIntro } from '../lib/seo.ts';

registerCatalog('about', { en, sv });

export const meta = metaDescribedByIntro('about');

/** About us (SPEC §2). */
export default function About() {
  return <AboutContent />;
}
