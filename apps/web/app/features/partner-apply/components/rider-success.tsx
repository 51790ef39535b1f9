import { type RefObject, useEffect } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { PARTNER_RIDER_NS } from '../catalog.ts';
import { RiderProgress } from './rider-progress.tsx';

/** SPEC §2: the rider is taken to the locale root after the success message, about 2 s later. */
const RIDER_REDIRECT_DELAY_MS = 2500;

/** The stored application: its case number, then the way home (by the script after a pause). */
export function RiderSuccess({
  caseNumber,
  headingRef,
}: {
  caseNumber: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useT(PARTNER_RIDER_NS);
  const message = useMessage();
  const { locale } = useLocale();
  const hydrated = useHydrated();

  useEffect(() => {
    // A new document: the form is an island of a prerendered page (decision 047).
    const timer = setTimeout(() => window.location.assign(paths.home(locale)), RIDER_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [locale]);

  return (
    <div className="flex flex-col gap-6">
      <RiderProgress step={2} stored />
      <div role="status" className="rounded-2xl border border-brand-100 bg-brand-50 p-6 text-brand-900">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-extrabold tracking-tight focus:outline-none"
        >
          {t('success.title')}
        </h2>
        <p className="mt-3 text-lg">{message('riderApplicationSuccess')}</p>
        <p className="mt-2">{t('success.caseNumber', { caseNumber })}</p>
        {/* Only the script takes the rider home; without it the link below does. */}
        {hydrated && <p className="mt-4 text-sm">{t('success.redirecting')}</p>}
        <a href={paths.home(locale)} className="mt-4 inline-block font-semibold text-brand-700 underline">
          {t('success.goHome')}
        </a>
      </div>
    </div>
  );
}
