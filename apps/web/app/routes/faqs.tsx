import en from '../../locales/en/faq.json';
import sv from '../../locales/sv/faq.json';
import { FaqSections } from '../features/faq/components/faq-sections.tsx';
import { faqSections, faqStructuredData } from '../features/faq/faq-content.ts';
import { fixedT, registerCatalog } from '../lib/i18n.ts';
import { localeOfPath } from '../lib/locale.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/faqs';

registerCatalog('faq', { en, sv });

export const meta = ({ location }: Route.MetaArgs) => {
  const t = fixedT(localeOfPath(location.pathname).language, 'faq');
  return pageMeta(location.pathname, {
    description: t('intro'),
    structuredData: [faqStructuredData(faqSections(t))],
  });
};

/** Frequently asked questions (SPEC §2). */
export default function Faqs() {
  return <FaqSections />;
}
