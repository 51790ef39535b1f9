import { Island } from '../../../islands/island.tsx';
import { useT } from '../../../lib/i18n.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageHero } from '../../../ui/page-hero.tsx';
import type { PostedFormProps } from '../../../lib/posted-form.ts';
import { RIDER_FORM_ANCHOR } from '../partner-fields.ts';
import { RiderApplication } from './rider-application.tsx';

const REQUIREMENTS = ['citizenOrResident', 'over18', 'vehicle'] as const;
const DOCUMENTS = ['nationalId', 'driversLicence', 'vehicleRegistration', 'authorisation'] as const;

/**
 * The rider application page (SPEC §2): who can apply, the documents asked for later, the form.
 * `posted`: the answer to the form posted to this page (decision 074), for the form's island.
 */
export function RiderPage({ posted }: PostedFormProps) {
  const t = useT('partner-rider');
  return (
    <>
      <PageHero tone="orange" className="pb-8 pt-12 sm:pt-16">
        <PageHeader
          eyebrow={t('hero.eyebrow')}
          eyebrowTone="orange"
          title={t('hero.title')}
          intro={t('hero.text')}
        />
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div
          id={RIDER_FORM_ANCHOR}
          className="scroll-mt-24 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <Island name="rider-application" component={RiderApplication} props={posted ? { posted } : {}} />
        </div>
        <aside aria-labelledby="rider-requirements" className="flex flex-col gap-6 text-slate-800">
          <div className="rounded-2xl bg-slate-50 p-6">
            <h2 id="rider-requirements" className="text-lg font-bold text-slate-900">
              {t('requirements.title')}
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {REQUIREMENTS.map((key) => (
                <li key={key} className="flex gap-2">
                  <span aria-hidden="true" className="font-bold text-brand-700">
                    ✓
                  </span>
                  {t(`requirements.${key}`)}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-slate-50 p-6">
            <h2 className="text-lg font-bold text-slate-900">{t('requirements.documentsTitle')}</h2>
            <p className="mt-2 text-sm">{t('requirements.documentsText')}</p>
            <ul className="mt-3 list-disc pl-5 text-sm marker:text-brand-700">
              {DOCUMENTS.map((key) => (
                <li key={key} className="mt-1">
                  {t(`requirements.${key}`)}
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </>
  );
}
