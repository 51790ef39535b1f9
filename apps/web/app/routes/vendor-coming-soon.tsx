import { useLocation } from 'react-router';
import { useT } from '../lib/i18n.ts';

/** Settings and Reports: marked 'soon' in the sidebar; opened directly they say what is coming. */
export default function VendorComingSoon() {
  const t = useT('back-office');
  const isReports = useLocation().pathname.endsWith('/reports');
  return (
    <section className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <h2 className="text-xl font-semibold text-slate-900">{t('vendor.comingSoonTitle')}</h2>
      <p className="mt-3 text-slate-600">
        {t(isReports ? 'vendor.reportsSoonText' : 'vendor.settingsSoonText')}
      </p>
    </section>
  );
}
