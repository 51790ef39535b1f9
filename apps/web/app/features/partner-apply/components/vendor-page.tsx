import { Island } from '../../../islands/island.tsx';
import {
  DELIVERY_TARGET_MINUTES,
  PARTNER_FIRST_PAYMENT_DAYS,
  PARTNER_PAYMENT_INTERVAL_DAYS,
} from '@levera/domain';
import { useT } from '../../../lib/i18n.ts';
import { buttonClasses } from '../../../ui/button-look.ts';
import { ContentSection } from '../../../ui/content-section.tsx';
import { LineIcon } from '../../../ui/line-icon.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageHero } from '../../../ui/page-hero.tsx';
import type { PostedFormProps } from '../../../lib/posted-form.ts';
import { VENDOR_FORM_ANCHOR } from '../partner-fields.ts';
import { VendorApplicationForm } from './vendor-application-form.tsx';

const BENEFITS = [
  {
    key: 'customers',
    icon: 'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6M21 19v-1a4 4 0 0 0-3-3.9M15.5 4.1a3 3 0 0 1 0 5.8',
  },
  { key: 'delivery', icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M12 7v5l3 2' },
  { key: 'payments', icon: 'M3 7h18v10H3zM3 10h18M7 14h3' },
  { key: 'promotions', icon: 'M20 12l-8 8-9-9V3h8zM7.5 7.5h.01' },
] as const;
const STEPS = ['apply', 'review', 'documents', 'live'] as const;
const QUESTIONS = ['whoCanApply', 'documents', 'payments', 'afterApplying', 'promotions'] as const;

/**
 * SPEC §2 "Vendor application": benefits, process steps, the form, and an FAQ. `posted`: the
 * answer to the form posted to this page (decision 074), for the form's island.
 */
export function VendorPage({ posted }: PostedFormProps) {
  const t = useT('partner-vendor');
  const facts = {
    minutes: DELIVERY_TARGET_MINUTES,
    firstDays: PARTNER_FIRST_PAYMENT_DAYS,
    intervalDays: PARTNER_PAYMENT_INTERVAL_DAYS,
  };
  return (
    <>
      <PageHero className="pb-12 pt-12 sm:pt-16">
        <PageHeader eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.text')}>
          <a href="#apply" className={buttonClasses('primary', 'lg', 'mt-8')}>
            {t('hero.cta')}
            <span aria-hidden="true">↓</span>
          </a>
        </PageHeader>
      </PageHero>

      <ContentSection
        headingId="vendor-benefits"
        heading={t('benefits.title')}
        className="mx-auto max-w-6xl px-4 py-12"
      >
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((benefit) => (
            <li key={benefit.key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <LineIcon path={benefit.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{t(`benefits.${benefit.key}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`benefits.${benefit.key}.text`, facts)}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection
        headingId="vendor-process"
        heading={t('process.title')}
        isBand
        className="bg-slate-50 py-12"
      >
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-bold text-slate-900">{t(`process.${step}.title`)}</h3>
                <p className="mt-1 text-slate-700">{t(`process.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection
        headingId="vendor-apply"
        heading={t('form.title')}
        id={VENDOR_FORM_ANCHOR}
        className="mx-auto max-w-3xl scroll-mt-24 px-4 py-12"
      >
        <p className="mt-2 text-slate-700">{t('form.text')}</p>
        <div className="mt-6 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <Island
            name="vendor-application"
            component={VendorApplicationForm}
            props={posted ? { posted } : {}}
          />
        </div>
      </ContentSection>

      <ContentSection
        headingId="vendor-faq"
        heading={t('faq.title')}
        className="mx-auto max-w-3xl px-4 pb-16"
      >
        <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {QUESTIONS.map((question) => (
            <details key={question} className="group px-5 py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
                <span>{t(`faq.${question}.question`)}</span>
                <span
                  aria-hidden="true"
                  className="text-xl text-brand-700 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="mt-3 text-slate-700">{t(`faq.${question}.answer`, facts)}</p>
            </details>
          ))}
        </div>
      </ContentSection>
    </>
  );
}
