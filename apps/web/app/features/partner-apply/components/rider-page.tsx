import { useT } from '../../../lib/i18n.ts';
import { RiderApplication } from './rider-application.tsx';

const REQUIREMENTS = ['citizenOrResident', 'over18', 'vehicle'] as const;
const DOCUMENTS = ['nationalId', 'driversLicence', 'vehicleRegistration', 'authorisation'] as const;

/** The rider application page (SPEC §2): who can apply, the documents asked for later, the form. */
export function RiderPage() {
  const t = useT('partner-rider');
  return (
    <>
      <section className="bg-gradient-to-b from-orange-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pb-8 pt-12 sm:pt-16">
          <p className="font-semibold uppercase tracking-wide text-orange-800">{t('hero.eyebrow')}</p>
          <h1 className="mt-2 text-balance break-words text-3xl font-extrabold tracking-tight text-slate-900 hyphens-auto sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('hero.text')}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <RiderApplication />
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
