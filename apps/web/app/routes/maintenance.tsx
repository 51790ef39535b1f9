import { StatusPage } from '../features/site-chrome/components/status-page.tsx';
import { useT } from '../lib/i18n.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/maintenance';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, { noIndex: true });

export default function Maintenance() {
  const t = useT('common');
  return <StatusPage title={t('maintenance.title')} text={t('maintenance.text')} />;
}
