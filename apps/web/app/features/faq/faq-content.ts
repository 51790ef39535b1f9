import type { TFunction } from '../../lib/i18n.ts';

export type FaqItem = { question: string; answer: string };
export type FaqSection = { id: string; title: string; items: FaqItem[] };

export function faqSections(t: TFunction): FaqSection[] {
  return t('sections', { returnObjects: true }) as FaqSection[];
}

/** schema.org FAQPage of every question and answer, for search results. */
export function faqStructuredData(sections: FaqSection[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: sections.flatMap((section) =>
      section.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
}
