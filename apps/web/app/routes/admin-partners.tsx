import en from '../../locales/en/admin-partners.json';
import sv from '../../locales/sv/admin-partners.json';
import { PartnersScreen } from '../features/admin-partners/components/partners-screen.tsx';
import { fixedT, registerCatalog } from '../lib/i18n.ts';
import { localeOfPath } from '../lib/locale.ts';
import type { Route } from './+types/admin-partners';
import { partnersPage, readPartnerListParams } from '../features/admin-partners/api/get-partners.ts';
import { prefetchListPage } from '../lib/list-page-query.ts';

registerCatalog('admin-partners', { en, sv });

/** The list's first request goes out as the router starts, before the screen renders (decision 073). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  prefetchListPage(request, partnersPage(readPartnerListParams(new URL(request.url).searchParams)));
  return null;
}

export const meta = ({ location }: Route.MetaArgs) => {
  const { language } = localeOfPath(location.pathname);
  const common = fixedT(language, 'common');
  return [
    { title: common('pageTitles.template', { prefix: fixedT(language, 'admin-partners')('title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

/** Admin Partners: rider and vendor applications (issue 5, docs/decisions/004-admin-routes.md). */
export default function AdminPartners() {
  return <PartnersScreen />;
}
