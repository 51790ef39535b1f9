import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { buttonClasses } from '../../../ui/button-look.ts';
import { CalloutPanel } from '../../../ui/callout-panel.tsx';
import { ContentSection } from '../../../ui/content-section.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageHero } from '../../../ui/page-hero.tsx';
import { withEmailLinks } from '../../../ui/rich-text.tsx';
import { faqSections } from '../faq-content.ts';

/**
 * The FAQ (SPEC §2), for customers, partners and riders, including the partner facts of SPEC §1
 * (payments, documents). Questions are native disclosure widgets: keyboard and screen-reader ready,
 * and readable without JavaScript.
 */
export function FaqSections() {
  const t = useT('faq');
  const { locale } = useLocale();
  const sections = faqSections(t);
  return (
    <PageHero isNarrow>
      <PageHeader title={t('title')} intro={t('intro')} className="" />
      <nav aria-label={t('title')} className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-900 ring-1 ring-brand-100 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {sections.map((section) => (
        <ContentSection
          key={section.id}
          headingId={section.id}
          heading={section.title}
          headingStyle="medium"
          className="mt-14 scroll-mt-24"
        >
          <div className="mt-5 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
            {section.items.map((item) => (
              <details key={item.question} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <svg
                    viewBox="0 0 20 20"
                    aria-hidden="true"
                    className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-45"
                  >
                    <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </summary>
                <p className="px-5 pb-5 leading-relaxed text-slate-700">{withEmailLinks(item.answer)}</p>
              </details>
            ))}
          </div>
        </ContentSection>
      ))}

      <CalloutPanel
        as="aside"
        headingId="faq-contact-heading"
        heading={t('stillHaveQuestions.heading')}
        className="mt-16 px-6 py-10 text-center sm:px-10"
      >
        <p className="mx-auto mt-3 max-w-xl text-brand-50">{t('stillHaveQuestions.text')}</p>
        <Link to={paths.contact(locale)} className={buttonClasses('inverse', 'lg', 'mt-6')}>
          {t('stillHaveQuestions.button')}
        </Link>
      </CalloutPanel>
    </PageHero>
  );
}
