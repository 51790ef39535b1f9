import { useT } from '../../../lib/i18n.ts';
import { ContentSection } from '../../../ui/content-section.tsx';
import { RaiseQueryForm } from './raise-query-form.tsx';
import { VendorQueryList } from './vendor-query-list.tsx';
import { VENDOR_QUERIES_NS } from '../catalog.ts';

/** vendor/query (SPEC §2 "Raise Query: form plus a list of previous queries with support responses"). */
export function RaiseQueryScreen() {
  const t = useT(VENDOR_QUERIES_NS);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:items-start">
      <ContentSection
        headingId="raise-query-heading"
        heading={t('form.heading')}
        headingStyle="panel"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <div className="mt-3">
          <RaiseQueryForm />
        </div>
      </ContentSection>
      <ContentSection headingId="previous-queries-heading" heading={t('list.heading')} headingStyle="panel">
        <p className="mb-4 mt-1 text-sm text-slate-600">{t('list.intro')}</p>
        <VendorQueryList />
      </ContentSection>
    </div>
  );
}
