import '../entities/audit/catalog.ts';
import '../features/admin-activity/catalog.ts';
import { ActivityScreen } from '../features/admin-activity/components/activity-screen.tsx';
import { fixedT } from '../lib/i18n.ts';
import { localeOfPath } from '../lib/locale.ts';
import type { Route } from './+types/admin-activity';
import { auditPage, readActivityFilters } from '../entities/audit/audit-api.ts';
import { prefetchListPage } from '../lib/list-page-query.ts';

/** The list's first request goes out as the router starts, before the screen renders (decision 073). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  prefetchListPage(request, auditPage(readActivityFilters(search)));
  return null;
}

export const meta = ({ location }: Route.MetaArgs) => {
  const { language } = localeOfPath(location.pathname);
  const common = fixedT(language, 'common');
  return [
    { title: common('pageTitles.template', { prefix: fixedT(language, 'admin-activity')('title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

/** admin/activity (issue 18 §4, decision 037): the audit log, newest first. */
export default function AdminActivity() {
  return <ActivityScreen />;
}
