import '../entities/audit/catalog.ts';
import '../features/admin-privacy/catalog.ts';
import { PersonalDataScreen } from '../features/admin-privacy/components/personal-data-screen.tsx';
import { fixedT } from '../lib/i18n.ts';
import { localeOfPath } from '../lib/locale.ts';
import type { Route } from './+types/admin-personal-data';

export const meta = ({ location }: Route.MetaArgs) => {
  const { language } = localeOfPath(location.pathname);
  const common = fixedT(language, 'common');
  return [
    { title: common('pageTitles.template', { prefix: fixedT(language, 'admin-privacy')('title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

/** admin/personal-data (issue 32, decision 059): find, export and erase one person's data. */
export default function AdminPersonalData() {
  return <PersonalDataScreen />;
}
