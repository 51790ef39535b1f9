import type { PageTitleKey } from '@levera/domain';
import { fixedT } from '../../lib/i18n.ts';
import { localeOfPath } from '../../lib/locale.ts';
import { pageMeta } from '../../lib/seo.ts';

/**
 * The `meta` of a legal text's route: the page metadata, described by the text's introduction
 * from its catalogue namespace. `titleKey` where the title is not the one derived from the path.
 */
export const legalPageMeta =
  (namespace: string, titleKey?: PageTitleKey | 'rewards') =>
  ({ location }: { location: { pathname: string } }) =>
    pageMeta(location.pathname, {
      titleKey,
      description: fixedT(localeOfPath(location.pathname).language, namespace)('intro'),
    });
