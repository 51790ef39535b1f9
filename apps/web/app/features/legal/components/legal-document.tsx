import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { ContentSection } from '../../../ui/content-section.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageHero } from '../../../ui/page-hero.tsx';
import { withEmailLinks } from '../../../ui/rich-text.tsx';

type LegalSection = { id: string; heading: string; paragraphs: string[] };

/**
 * A legal text (terms of use, rewards terms, privacy policy) from its catalogue namespace: title,
 * date of the version, introduction, a table of contents and numbered sections.
 * `sectionExtras` adds interactive pieces after a section (e.g. the cookie settings button);
 * `values` fills the sections' `{{…}}` (the privacy policy's retention periods).
 */
export function LegalDocument({
  namespace,
  sectionExtras = {},
  values = {},
}: {
  namespace: string;
  sectionExtras?: Record<string, ReactNode>;
  values?: Record<string, string>;
}) {
  const t = useT(namespace);
  const sections = t('sections', { ...values, returnObjects: true }) as LegalSection[];
  return (
    <PageHero tone="slate">
      <PageHeader
        title={t('title')}
        note={
          <>
            {t('lastUpdatedLabel')}: {t('lastUpdated')}
          </>
        }
        intro={t('intro')}
      />
      <div className="mt-12 grid gap-12 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="contents-heading" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="contents-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            {t('contentsLabel')}
          </h2>
          <ol className="mt-3 flex flex-col gap-1 border-l border-slate-200 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-slate-700 hover:border-brand-600 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  {index + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl">
          {sections.map((section, index) => (
            <ContentSection
              key={section.id}
              headingId={section.id}
              heading={
                <>
                  {index + 1}. {section.heading}
                </>
              }
              headingStyle="medium"
              className="mb-10 scroll-mt-24"
            >
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="mt-4 leading-relaxed text-slate-700">
                  {withEmailLinks(paragraph)}
                </p>
              ))}
              {sectionExtras[section.id] && <div className="mt-6">{sectionExtras[section.id]}</div>}
            </ContentSection>
          ))}
        </div>
      </div>
    </PageHero>
  );
}
