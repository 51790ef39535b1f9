import {
  answerCase,
  type CaseAnswerRefused,
  casePageHeaders,
  loadCasePage,
} from '../features/support-case/case-page.ts';
import { SUPPORT_CASE_NS } from '../features/support-case/catalog.ts';
import { CaseView } from '../features/support-case/components/case-view.tsx';
import { StatusPage } from '../features/site-chrome/components/status-page.tsx';
import { useT } from '../lib/i18n.ts';
import { useLocale } from '../lib/locale.ts';
import { paths } from '../lib/paths.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/support-case';

/** Kept out of search engines: it is one person's case. */
export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, { noIndex: true, titleKey: 'supportCase' });

export const loader = loadCasePage;
export const action = answerCase;
export const headers = casePageHeaders;

/** A support case opened by the private link of a reply e-mail (issue 37, DESIGN.md §10). */
export default function SupportCase({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(SUPPORT_CASE_NS);
  const { locale } = useLocale();
  if (loaderData.outcome === 'case') {
    return <CaseView page={loaderData} refused={actionData as CaseAnswerRefused | undefined} />;
  }
  // The link no longer works (410), or the server refused to say (429, 503): a page that says so.
  return (
    <StatusPage
      title={loaderData.linkInvalid ? t('invalidTitle') : loaderData.message}
      text={loaderData.linkInvalid ? loaderData.message : ''}
      action={
        <a href={paths.contact(locale)} className="font-semibold text-brand-700 underline">
          {t('contactLink')}
        </a>
      }
    />
  );
}
