import '../entities/audit/catalog.ts';
import '../features/admin-privacy/catalog.ts';
import { PersonalDataScreen } from '../features/admin-privacy/components/personal-data-screen.tsx';
import { backOfficeMeta } from '../lib/back-office-meta.ts';

export const meta = backOfficeMeta('admin-privacy', 'title', { inTitleTemplate: true });

/** admin/personal-data (issue 32, decision 059): find, export and erase one person's data. */
export default function AdminPersonalData() {
  return <PersonalDataScreen />;
}
