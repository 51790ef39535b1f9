import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { buttonClasses } from '../../../ui/button-look.ts';

/** The hero (SPEC §2 Home): what Levera is, the download button and the first-week offer. */
export function HomeHero({ downloadButton }: { downloadButton: ReactNode }) {
  const t = useT('home');
  return (
    <section
      aria-labelledby="hero-heading"
      className="overflow-hidden bg-gradient-to-b from-brand-50 to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-12 pt-10 sm:pt-14 lg:grid-cols-[1.05fr_1fr] lg:pb-20 lg:pt-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-100">
            <span aria-hidden="true" className="size-2 rounded-full bg-brand-500" />
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-balance text-4xl font-extrabold leading-[1.08] tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
          >
            {t('hero.headline')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-700">{t('hero.subheadline')}</p>
          <div className="mt-8 flex flex-wrap items-start gap-3">
            {downloadButton}
            <a href="#how-it-works" className={buttonClasses('secondary', 'lg')}>
              {t('hero.ctaSecondary')}
            </a>
          </div>
          <p className="mt-5 flex items-center gap-2 text-sm font-semibold text-slate-800">
            <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 text-brand-600" fill="currentColor">
              <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm3.7-9.7-4.2 4.2a1 1 0 0 1-1.4 0l-1.8-1.8 1.4-1.4 1.1 1.1 3.5-3.5z" />
            </svg>
            {t('hero.freeDeliveryNote')}
          </p>
        </div>
        <img
          src="/images/hero-delivery.svg"
          width={560}
          height={500}
          alt={t('hero.imageAlt')}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-md lg:max-w-none"
        />
      </div>
    </section>
  );
}
