import { Link } from 'react-router';
import { StatusPage } from '../features/site-chrome/components/status-page.tsx';
import { useT } from '../lib/i18n.ts';
import { useLocale } from '../lib/locale.ts';
import { paths } from '../lib/paths.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/coming-soon';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, { noIndex: true });

export default function ComingSoon() {
  const t = useT('common');
  const { locale } = useLocale();
  return (
    <StatusPage
      title={t('comingSoon.title')}
      text={t('comingSoon.text')}
      action={
        <Link to={paths.home(locale)} className="font-semibold text-brand-700 underline">
          {t('comingSoon.backHome')}
        </Link>
      }
    />
  );
}
