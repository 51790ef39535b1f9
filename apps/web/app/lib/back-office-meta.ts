import type { MetaDescriptor } from 'react-router';
import { fixedT } from './i18n.ts';
import { localeOfPath } from './locale.ts';

/**
 * The `meta` export of a back-office page, kept out of search engines: its title is `key` of the
 * catalogue `namespace` in the page's language, inside the site's title template ('Team | Levera')
 * where `inTitleTemplate`.
 */
export const backOfficeMeta =
  (namespace: string, key: string, { inTitleTemplate = false } = {}) =>
  ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
    const { language } = localeOfPath(location.pathname);
    const title = fixedT(language, namespace)(key);
    return [
      {
        title: inTitleTemplate ? fixedT(language, 'common')('pageTitles.template', { prefix: title }) : title,
      },
      { name: 'robots', content: 'noindex' },
    ];
  };
