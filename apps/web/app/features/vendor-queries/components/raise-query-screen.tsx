import { useT } from '../../../lib/i18n.ts';
import { RaiseQueryForm } from './raise-query-form.tsx';
import { VendorQueryList } from './vendor-query-list.tsx';

/** vendor/query (SPEC §2 "Raise Query: form plus a list of previous queries with support responses"). */
export function RaiseQueryScreen() {
  const t = useT('vendor-queries');
  return (
    <div className="mx-auto grid max-w-6xl gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:items-start">
      <section
        aria-labelledby="raise-query-heading"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="raise-query-heading" className="text-lg font-semibold text-slate-900">
          {t('form.heading')}
        </h2>
        <div className="mt-3">
          <RaiseQueryForm />
        </div>
      </section>
      <section aria-labelledby="previous-queries-heading">
        <h2 id="previous-queries-heading" className="text-lg font-semibold text-slate-900">
          {t('list.heading')}
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">{t('list.intro')}</p>
        <VendorQueryList />
      </section>
    </div>
  );
}
