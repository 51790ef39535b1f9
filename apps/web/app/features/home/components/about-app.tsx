import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { InfoCard } from '../../../ui/info-card.tsx';
import { LineIcon } from '../../../ui/line-icon.tsx';
import { HomeSection } from './home-section.tsx';

const ICONS: Record<'app' | 'tap' | 'skip' | 'yum', ReactNode> = {
  app: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  tap: (
    <>
      <path d="M9 11V5.5a1.5 1.5 0 0 1 3 0V11m0-1.5a1.5 1.5 0 0 1 3 0V12m0-1a1.5 1.5 0 0 1 3 0v3.5a6.5 6.5 0 0 1-6.5 6.5h-.6a6 6 0 0 1-4.7-2.3L4.6 15a1.6 1.6 0 0 1 2.4-2.1L9 15" />
    </>
  ),
  skip: (
    <>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M10 2.5h4" />
    </>
  ),
  yum: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 14.5a5 5 0 0 0 8 0M9 9.5h.01M15 9.5h.01" />
    </>
  ),
};

/** The four about-the-app blocks of SPEC §2: app, tap, skip, yum. */
export function AboutApp() {
  const t = useT('home');
  return (
    <HomeSection
      id="how-it-works"
      headingId="about-app-heading"
      heading={t('aboutApp.heading')}
      className="scroll-mt-24 bg-slate-50 py-16 sm:py-20"
    >
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {(['app', 'tap', 'skip', 'yum'] as const).map((block, index) => (
          <InfoCard
            key={block}
            icon={
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <LineIcon>{ICONS[block]}</LineIcon>
                </span>
                <span aria-hidden="true" className="text-4xl font-extrabold text-slate-200">
                  {index + 1}
                </span>
              </div>
            }
            title={t(`aboutApp.${block}.title`)}
            text={t(`aboutApp.${block}.text`)}
          />
        ))}
      </ol>
    </HomeSection>
  );
}
