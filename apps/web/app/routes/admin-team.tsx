import '../features/admin-team/catalog.ts';
import { TeamScreen } from '../features/admin-team/components/team-screen.tsx';
import { fixedT } from '../lib/i18n.ts';
import { localeOfPath } from '../lib/locale.ts';
import type { Route } from './+types/admin-team';

export const meta = ({ location }: Route.MetaArgs) => {
  const { language } = localeOfPath(location.pathname);
  const common = fixedT(language, 'common');
  return [
    { title: common('pageTitles.template', { prefix: fixedT(language, 'admin-team')('title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

/** admin/team (issue 33 §2, §6): the owner's Team screen. */
export default function AdminTeam() {
  return <TeamScreen />;
}
