import '../features/admin-team/catalog.ts';
import { TeamScreen } from '../features/admin-team/components/team-screen.tsx';
import { backOfficeMeta } from '../lib/back-office-meta.ts';

export const meta = backOfficeMeta('admin-team', 'title', { inTitleTemplate: true });

/** admin/team (issue 33 §2, §6): the owner's Team screen. */
export default function AdminTeam() {
  return <TeamScreen />;
}
