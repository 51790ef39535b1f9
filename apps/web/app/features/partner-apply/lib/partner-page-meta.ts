import type { MetaDescriptor } from 'react-router';
import { fixedT } from '../../../lib/i18n.ts';
import { localeOfPath } from '../../../lib/locale.ts';
import { pageMeta } from '../../../lib/seo.ts';

/**
 * The site metadata of a partner page, titled with its own name ('Apply as rider | Levera') so the
 * two apply pages can be told apart in tabs, history and search results.
 */
export function partnerPageMeta(
  pathname: string,
  page: 'rider' | 'vendor',
  description: { namespace: string; key: string },
): MetaDescriptor[] {
  const { language } = localeOfPath(pathname);
  const t = fixedT(language, 'common');
  const title = t('pageTitles.template', { prefix: t(`pageTitles.${page}`) });
  const meta = pageMeta(pathname, { description: fixedT(language, description.namespace)(description.key) });
  return meta.map((entry) => {
    if ('title' in entry) return { title };
    if ('property' in entry && entry.property === 'og:title') return { ...entry, content: title };
    if ('name' in entry && entry.name === 'twitter:title') return { ...entry, content: title };
    return entry;
  });
}
