import { Link } from 'react-router';
import { StatusPage } from '../features/site-chrome/components/status-page.tsx';
import { useT } from '../lib/i18n.ts';
import { localeOfPath, useLocale } from '../lib/locale.ts';
import { paths } from '../lib/paths.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/not-found';

// The same head at every unknown path: the prerendered copy of this page (/{locale}/404) is served
// for all of them and must hydrate without a mismatch.
export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(paths.notFound(localeOfPath(location.pathname).locale), { noIndex: true });

/** SPEC §2: the 404 page says the link may be broken or the page removed, with a go-home link. */
export default function NotFound() {
  const t = useT('common');
  const { locale } = useLocale();
  return (
    <StatusPage
      code="404"
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={
        <Link
          to={paths.home(locale)}
          className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900"
        >
          {t('notFound.goHome')}
        </Link>
      }
    />
  );
}
